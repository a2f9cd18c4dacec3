import type { FaqText } from '../types'

/** 常見問題（繁體中文）。 */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: 'Polyprofile 是什麼？',
    answer: [
      {
        p: 'Polyprofile 是一款桌面瀏覽器，專為需要管理大量線上帳號的人設計。每個瀏覽器環境都像一台獨立的電腦，有自己的指紋、Cookie、儲存空間與代理伺服器；就算你在同一台電腦上執行數百個帳號，它們也彼此分開、互不牽連。',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: '哪些人在使用 Polyprofile？',
    answer: [
      {
        p: '聯盟行銷人員、廣告投放人員、電商賣家、社群與數位行銷代理商、擷取公開網路資料的數據團隊，以及所有因正當工作而需要多個獨立身分的人，例如要測試網站在其他地區表現如何的 QA 團隊。',
      },
    ],
  },
  'is-it-legal': {
    question: '使用指紋瀏覽器合法嗎？',
    answer: [
      {
        p: '一般來說是合法的。在大多數國家，變更瀏覽器回報的資訊、使用代理伺服器都不違法。不過，你用這些帳號做的事，仍必須遵守法律與所使用平台的規範。我們的[使用條款](/terms)禁止詐欺、濫用，以及任何在你或受影響者所在地屬於違法的行為。',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: 'Polyprofile 如何避免帳號被串連在一起？',
    answer: [
      {
        p: '每個環境都有自己的裝置指紋（螢幕、圖形、音訊、字型、navigator 資料）、自己的 Cookie 與儲存空間，以及自己的代理。必須彼此相符的數值，例如時區與代理所在地，會自動調整成一致。不論在你的電腦上或雲端，環境之間都不共用任何資料。',
      },
      {
        p: '但瀏覽器無法隱藏你自己造成的關聯，例如在多個帳號上使用同一張信用卡或同一個手機號碼。兩者的差別，請參考[瀏覽器指紋指南](/blog/fingerprints-guide)。',
      },
    ],
  },
  'data-privacy': {
    question: 'Polyprofile 看得到我的帳號和密碼嗎？',
    answer: [
      {
        p: '看不到。環境資料（包括 Cookie 與已儲存的密碼）在同步之前，就已經在你的電腦上加密，而金鑰並不在我們手上。我們的伺服器只保存加密後的封存檔，以及環境名稱、每個環境上次開啟時間等中繼資料。',
      },
    ],
  },
  'which-browser-engine': {
    question: '環境使用哪一種瀏覽器核心？',
    answer: [
      {
        p: '環境執行在以 Chromium（Google Chrome 的引擎）為基礎的核心上，並會在每次 Chrome 穩定版推出後的幾天內跟進更新。對網站來說，這就是一款最新、與 Chrome 相容的瀏覽器，Chrome 擴充功能也能照常使用。',
      },
    ],
  },
  'free-plan': {
    question: '可以免費試用 Polyprofile 嗎？',
    answer: [
      {
        p: '可以。免費版包含 5 個具備完整防關聯功能的瀏覽器環境，而且沒有使用期限。註冊時不需要提供付款卡片。視窗同步器、RPA 與團隊成員席位則包含在付費方案中。',
      },
    ],
  },
  'system-requirements': {
    question: '支援哪些作業系統？',
    answer: [
      {
        p: 'Windows 10 與 11（64 位元與 32 位元）、搭載 Intel 或 Apple 晶片的 macOS 11 以上版本，以及 64 位元 Linux：Ubuntu 20.04、Debian 11 或更新版本。電腦至少需要 4 GB 記憶體與 2 GB 可用磁碟空間；詳情請見[安裝 Polyprofile](/helps/install-polyprofile)。',
      },
    ],
  },
  'how-many-profiles': {
    question: '同一時間最多可以開幾個環境？',
    answer: [
      {
        p: '方案限制的是你能建立多少個環境，而不是能同時開啟多少個。實際上限取決於電腦的記憶體：瀏覽一般網站時，每個開啟中的環境大約使用 300 到 600 MB。一台 16 GB 記憶體的電腦，可以順暢執行 15 到 20 個環境。',
      },
    ],
  },
  'proxy-needed': {
    question: '代理伺服器需要另外購買嗎？',
    answer: [
      {
        p: '需要。Polyprofile 可搭配任何供應商的代理使用，但本身不販售代理。想讓帳號彼此分開，就替每個環境配一個專屬代理。我們[合作夥伴頁面](/partner)上有幾家供應商，為 Polyprofile 使用者提供折扣。',
      },
    ],
  },
  'which-proxy-types': {
    question: 'Polyprofile 支援哪些代理類型？',
    answer: [
      {
        p: 'HTTP、HTTPS 與 SOCKS5，有無帳號密碼皆可，也支援附有 IP 更換連結的動態住宅代理與行動代理。可以直接貼上的格式，請參考[代理文件](/docs/proxies)。',
      },
    ],
  },
  'import-from-other-browser': {
    question: '可以把其他指紋瀏覽器的環境搬過來嗎？',
    answer: [
      {
        p: '可以。先在原本的瀏覽器中，將環境連同代理與 Cookie 匯出成 CSV 或 JSON 檔，再到 Polyprofile 使用**匯入**功能。指紋不會一起搬過來，因為每套產品產生指紋的方式都不同；每個匯入的環境都會得到一台全新、數值前後一致的裝置。團隊版與企業版客戶若要大規模搬移，我們的團隊會提供協助。',
      },
    ],
  },
  'automation-support': {
    question: '可以用 Selenium、Puppeteer 或 Playwright 自動操作環境嗎？',
    answer: [
      {
        p: '可以，團隊版與企業版提供本機 API。你的腳本只要送出一個請求就能啟動環境，再透過 Chrome DevTools Protocol 連線；請參考[串接自動化函式庫](/docs/browser-automation-libraries)。如果想不寫程式就能自動化，可以使用 RPA 流程，基礎版起即可使用。',
      },
    ],
  },
  'payment-methods': {
    question: '接受哪些付款方式？',
    answer: [
      {
        p: '信用卡與金融卡、PayPal、加密貨幣（USDT、比特幣與以太幣），以及部分國家的在地付款方式，例如巴西的 Pix 與波蘭的 BLIK。詳細說明請見[付款方式、發票與加值稅](/helps/payment-methods)。',
      },
    ],
  },
  'annual-discount': {
    question: '年繳有優惠嗎？',
    answer: [
      {
        p: '有。年繳比月繳便宜 20%：基礎版每月 7.20 美元（原價 9 美元），團隊版每月 23.20 美元（原價 29 美元）。月繳與年繳之間可以隨時切換。',
      },
    ],
  },
  'refund-policy': {
    question: '可以退款嗎？',
    answer: [
      {
        p: '可以。首次購買方案後 14 天內提出申請，即可全額退還第一筆款項。請用帳戶的電子郵件地址寫信給客服，並附上發票號碼；詳情請見[申請退款](/helps/refunds)。',
      },
    ],
  },
  'plan-change': {
    question: '降級方案後，我的環境會怎麼樣？',
    answer: [
      {
        p: '什麼都不會被刪除。超出新方案上限的環境會變成唯讀，直到你刪除其他環境或再次升級為止。取消訂閱後，超出免費版上限的環境會保留 90 天。',
      },
    ],
  },
  'team-seats': {
    question: '可以加入多少位團隊成員？',
    answer: [
      {
        p: '基礎版包含 3 位成員，團隊版 10 位，企業版則依需求而定。每位成員都有自己的登入帳號，而且只看得到你分享給他的資料夾。',
      },
    ],
  },
  'lost-2fa': {
    question: '裝有驗證器 App 的手機不見了，該怎麼登入？',
    answer: [
      {
        p: '請使用啟用兩步驟驗證時存下的任一組復原碼。如果連復原碼也沒有，請用帳戶的電子郵件地址聯絡客服；我們確認帳戶所有權後就會恢復你的存取權，最多需要三個工作天。',
      },
    ],
  },
  'delete-account': {
    question: '要如何刪除我的帳戶與資料？',
    answer: [
      {
        p: '先取消所有生效中的訂閱，再選擇**帳戶 → 刪除帳戶**。我們會在 30 天內刪除你的環境、雲端資料與個人資訊；唯一的例外是發票，因為稅務規定我們必須保留。詳情請參閱[隱私權政策](/privacy)。',
      },
    ],
  },
}
