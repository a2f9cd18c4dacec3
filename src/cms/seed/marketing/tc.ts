import { features, solutions } from './tc-pages'
import type { MarketingCopy } from './types'

export const tc: MarketingCopy = {
  solution: {
    eyebrow: '解決方案',
    benefitsTitle: '你將獲得',
    faqTitle: '常見問題',
    cta: ['從免費環境開始', '一分鐘完成註冊，無需綁定信用卡。', '免費註冊'],
  },
  solutions,
  feature: {
    eyebrow: '產品功能',
    howTitle: '使用方式',
    moreTitle: '更多功能',
    cta: ['親自體驗', '下載 Polyprofile，在免費方案中體驗所有功能。', '免費註冊'],
  },
  features,
  alternative: {
    seo: {
      title: '最佳 {competitor} 替代方案',
      description:
        '全面比較 Polyprofile 與 {competitor} 的功能、價格與支援平台，所有資訊皆經查證並註明查證日期。',
    },
    eyebrow: '產品比較',
    title: '正在尋找 {competitor} 的替代方案嗎？',
    subtitle:
      'Polyprofile 同樣提供獨立隔離的瀏覽器環境，而且每個方案包含的功能更多。用事實逐項比較。',
    tableTitle: 'Polyprofile 與 {competitor} 比較',
    rows: {
      freePlan: '免費方案',
      startingPrice: '付費方案起價（每月）',
      profilesIncluded: '入門方案環境數',
      teamMembers: '團隊成員',
      windows: 'Windows',
      macos: 'macOS（Intel 與 Apple 晶片）',
      linux: 'Linux',
      synchronizer: '視窗同步器',
      rpa: '視覺化 RPA 自動化',
      localApi: '本機 API（Selenium、Puppeteer、Playwright）',
      fingerprints: '指紋隨瀏覽器新版本同步更新',
    },
    whyTitle: '為什麼大家紛紛改用 Polyprofile',
    why: [
      ['幾分鐘完成搬家', '從檔案匯入環境、Cookie 與代理，從上次中斷的地方繼續工作。'],
      ['每個方案都更划算', '自動化、視窗同步器與本機 API 全都內含，不必另外加購。'],
      ['有問必答的客服', '全年無休 24 小時真人客服，用你的語言為你解答。'],
    ],
    cta: ['免費試用 Polyprofile', '把你的環境搬過來，親自比較看看。', '免費註冊'],
  },
  useCases: {
    seo: {
      title: '應用情境：誰在使用 Polyprofile',
      description:
        '行銷人員、賣家、行銷代理商與分析師如何運用獨立隔離的瀏覽器環境，安全經營大量帳號。',
    },
    title: '應用情境',
    subtitle: '無論你的業務規模多大，每個帳號都能保有獨立身分。',
    items: {
      traffic: ['流量投放', '在多個廣告帳戶中購買並測試流量，帳戶之間互不關聯。'],
      'ad-placement': ['廣告投放', '以彼此獨立的帳戶投放廣告，讓每個廣告後台都乾淨無關聯。'],
      'e-commerce': ['跨境電商', '同時管理多個電商平台賣場，每個賣場都有獨立的裝置與地址。'],
      'affiliate-market': ['聯盟行銷', '在獨立環境中跑推廣專案、管理追蹤器、測試到達頁面。'],
      'media-market': ['新媒體行銷', '在多個媒體平台上同時發布內容、經營並壯大頻道。'],
      'data-collection': ['資料擷取', '運用動態代理與真實指紋，穩定可靠地擷取公開資料。'],
      betting: ['博彩', '每個博彩帳號彼此獨立，擁有專屬的指紋與代理。'],
      crypto: ['加密貨幣', '在獨立環境中操作交易所、錢包與空投任務。'],
      agencies: ['行銷代理商', '只向客戶與員工開放他們需要的環境。'],
      'price-comparison': ['比價', '以其他地區買家的角度查看價格與優惠。'],
      ticketing: ['票務', '用多個帳號排隊搶票，不會被平台標記。'],
      'self-examination': ['自我檢測', '查看你的網站或廣告在其他地區訪客眼中的樣子。'],
      'web-scraping': ['網頁爬取', '使用能通過機器人偵測的瀏覽器環境，大規模爬取網頁資料。'],
    },
    cta: ['找到適合你的方案', '從免費環境開始，依你的應用情境進行設定。', '免費註冊'],
  },
  about: {
    seo: {
      title: '關於 Polyprofile',
      description: '我們是誰、為什麼打造指紋瀏覽器，以及我們堅持的理念。',
    },
    title: '關於我們',
    subtitle: '我們為經營多帳號的人打造專屬瀏覽器。',
    story: [
      'Polyprofile 誕生於 2019 年，最初只是一個小型行銷團隊的內部工具——他們受夠了帳號因關聯而接連被封。',
      '如今，來自一百多個國家、超過二十萬名行銷人員、賣家與分析師都透過 Polyprofile 管理他們的環境。',
      '我們的工程師、研究人員與客服團隊分布在歐洲與亞洲，無論何時都有人為你提供協助。',
    ],
    teamTitle: '為你撰稿的作者',
    valuesTitle: '我們的理念',
    values: [
      ['隱私至上', '你的環境與 Cookie 皆經過加密，我們絕不販售你的資料。'],
      ['誠實比較', '我們公開查證了哪些內容，以及查證的時間。'],
      ['用心服務', '真人客服全天候用你的語言為你解答。'],
    ],
  },
  links: {
    seo: {
      title: 'Polyprofile 官方連結',
      description: 'Polyprofile 的官方網站、社群與頻道。謹防假冒。',
    },
    title: '官方連結',
    subtitle: '只有以下網址屬於 Polyprofile。請加入書籤，謹防假冒。',
    items: {
      website: ['官方網站', '產品介紹、價格與下載。'],
      blog: ['部落格', '多帳號經營的教學與最新消息。'],
      help: ['幫助中心', '常見問題解答。'],
      telegram: ['Telegram', '社群聊天室與官方公告。'],
      youtube: ['YouTube', '影片教學與線上研討會。'],
      twitter: ['X (Twitter)', '產品消息與更新動態。'],
      discord: ['Discord', '與其他使用者和我們的團隊交流。'],
      github: ['GitHub', '本機 API 範例程式碼。'],
    },
  },
  partnerPlan: {
    seo: {
      title: '合作夥伴計畫',
      description: '與 Polyprofile 攜手獲利：推廣夥伴、整合夥伴與經銷商。持續分潤，共同行銷。',
    },
    title: '加入 Polyprofile 合作夥伴計畫，一起成長',
    subtitle: '帶來你的受眾、產品或客戶，每一筆訂閱都能為你帶來收益。',
    tiersTitle: '合作方式',
    tiers: [
      ['推廣夥伴', '分享你的專屬連結，你帶來的使用者每付款一次，你都能持續獲得佣金。'],
      ['整合夥伴', '代理、金流與自動化服務商：與 Polyprofile 整合，觸及我們的使用者。'],
      ['經銷商', '享有合作夥伴價格與支援，在你所在的地區向客戶銷售 Polyprofile。'],
    ],
    stepsTitle: '如何加入',
    steps: [
      ['提出申請', '介紹一下你的受眾或服務。'],
      ['通過審核', '我們的合作團隊會在兩個工作天內回覆。'],
      ['開始獲利', '取得專屬連結與推廣素材，並由專屬客戶經理提供協助。'],
    ],
    cta: ['成為合作夥伴', '與我們的合作團隊聊聊，找出最適合的合作方式。', '聯絡我們'],
  },
  referral: {
    seo: {
      title: '推薦計畫：邀請好友，賺取佣金',
      description: '邀請好友使用 Polyprofile，從他們的付款中獲得佣金。你的好友也能享有折扣。',
    },
    title: '邀請好友，一起受惠',
    subtitle: '分享你的專屬連結：好友首次付款可享折扣，他們之後的每一筆付款你都能獲得佣金。',
    stepsTitle: '參加方式',
    steps: [
      ['取得連結', '登入後在帳戶中複製你的專屬推薦連結。'],
      ['分享連結', '傳送給好友、同事或你的粉絲。'],
      ['賺取佣金', '你邀請的使用者每付款一次，你都能獲得佣金。'],
    ],
    faqTitle: '常見問題',
    faq: [
      ['我的連結有效期限多久？', '透過你的連結造訪後，紀錄會保留七天，好友稍後再註冊也能計入。'],
      ['佣金什麼時候發放？', '每次付款後佣金都會計入你的餘額，每月可提領一次。'],
      ['可以邀請自己嗎？', '不行。同一人註冊的多個帳戶不適用本計畫。'],
    ],
    cta: ['開始邀請', '免費註冊帳戶，即可取得你的推薦連結。', '免費註冊'],
  },
  preSales: {
    seo: {
      title: '聯絡業務',
      description: '購買前有疑問？取得專屬展示、團隊報價與搬家協助。',
    },
    title: '購買前，先和我們的團隊聊聊',
    subtitle: '取得專屬展示、適合你團隊規模的方案，以及環境搬移協助。',
    formTitle: '預約諮詢',
    formText: '留下你的聯絡方式，我們會在一個工作天內回覆你。',
    contactsTitle: '或直接聯絡我們',
    contacts: ['Telegram', '電子郵件', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: '合作夥伴與整合服務',
      description:
        '可與 Polyprofile 搭配使用的代理供應商、金流服務與工具，並為我們的使用者提供專屬優惠。',
    },
    title: '我們的合作夥伴',
    subtitle: '與 Polyprofile 完美搭配的服務，其中許多為我們的使用者提供專屬優惠。',
    items: [
      ['涵蓋 190 個國家的住宅代理，支援城市層級定位。', '首筆訂單折抵 10%'],
      ['4G 與 5G 行動代理，可隨時按需切換 IP。', '免費試用三天'],
      ['用於支付廣告費用的虛擬卡。', '前十張卡免開卡費'],
      ['透過 API 快速破解驗證碼。', '首次儲值加贈 15%'],
      ['涵蓋眾多國家的簡訊驗證門號。', '每筆訂單享 5% 折扣'],
      ['聯盟行銷人的社群，提供實戰案例與線下聚會。', '一個月進階會員'],
    ],
  },
  pricing: {
    seo: {
      title: '價格與方案',
      description:
        '簡單明瞭的方案，適合個人行銷人員與大型團隊。免費開始，按月付費，或選擇年繳更划算。',
    },
    title: '方案與價格',
    subtitle: '免費開始，團隊成長時再升級。每個方案都包含完整的防關聯功能。',
    plans: [
      ['免費版', '適合個人試用 Polyprofile。'],
      ['基礎版', '適合個人行銷人員與小型專案。'],
      ['團隊版', '適合每天共享環境的團隊。'],
      ['企業版', '適合有客製化需求的大型團隊。'],
    ],
    rows: {
      profiles: '瀏覽器環境',
      members: '團隊成員',
      synchronizer: '視窗同步器',
      rpa: 'RPA 自動化',
      localApi: '本機 API',
      support: '客服支援',
    },
    support: ['幫助中心', '線上客服', '優先線上客服', '專屬客戶經理'],
    faqTitle: '價格常見問題',
    faq: [
      ['之後可以更換方案嗎？', '可以。你可以隨時升級或降級，差額按天計算。'],
      ['支援哪些付款方式？', '支援信用卡與金融卡、PayPal、加密貨幣，以及多個國家的在地付款方式。'],
      ['可以退款嗎？', '如果產品不適合你，可在首次付款後 14 天內申請全額退款。'],
    ],
  },
  download: {
    seo: {
      title: '下載 Polyprofile：支援 Windows、macOS 與 Linux',
      description:
        '下載適用於 Windows、macOS（Intel 與 Apple 晶片）和 Linux 的最新版 Polyprofile 用戶端。',
    },
    title: '下載 Polyprofile',
    subtitle: '適用於你系統的最新版本，已完成簽署與安全檢測。',
    requirements: {
      windows: 'Windows 10 或 11，64 位元或 32 位元，4 GB 記憶體，2 GB 可用磁碟空間。',
      mac: 'macOS 11 Big Sur 或更新版本，Intel 或 Apple 晶片，4 GB 記憶體，2 GB 可用磁碟空間。',
      linux: 'Ubuntu 20.04、Debian 11 或更新的 64 位元發行版，4 GB 記憶體，2 GB 可用磁碟空間。',
    },
  },
}
