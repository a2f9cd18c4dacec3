import type { HomeBlocksCopy } from './types'

export const tc: HomeBlocksCopy = {
  heroImageAlt: 'Polyprofile 用戶端介面：瀏覽器環境清單，每個環境都有獨立的指紋、代理與狀態',
  solutions: {
    'affiliate-marketing': '經營大量廣告與聯盟帳號，每個帳號都有獨立指紋與代理。',
    'e-commerce': '同時管理 Amazon、eBay 與 Etsy 店鋪，互不關聯。',
    'traffic-arbitrage': '批量開通並養好廣告帳戶，隨時可以投放。',
    'social-marketing': '經營大量社群帳號，每個帳號都有獨立身分。',
    'web-scraping': '透過真實瀏覽器環境採集資料，不易被封鎖。',
    'digital-agency': '為每位客戶與同事分配各自的環境與權限。',
    crypto: '每個錢包與空投帳號都在獨立環境中運行。',
    betting: '隔離各個博彩帳號，每個都有獨立 IP 與裝置。',
  },
  proof: {
    users: '已有 {count} 位使用者以 Polyprofile 經營帳號，涵蓋行銷人員、電商賣家與行銷代理商',
    rating: '評分 {rating}/5，來自 {reviews} 則使用者評價',
    logosTitle: '與我們合作的團隊',
  },
  testimonialsTitle: '聽聽客戶怎麼說',
  testimonials: [
    {
      quote:
        '我們只花一個週末，就把 400 個廣告帳戶搬到 Polyprofile。封號幾乎歸零，團隊也不必再於聊天群組裡互傳密碼。',
      role: '聯盟行銷代理商成長負責人',
    },
    {
      quote:
        '視窗同步器每天幫我的兩位助理省下約三個小時。新開一家賣場並配好專屬代理，一分鐘就能完成。',
      role: '電商品牌老闆，同時經營三個電商平台',
    },
    {
      quote:
        '我們透過本機 API，用自己的 Playwright 腳本操控瀏覽器環境。每天執行，一整年下來都非常穩定。',
      role: '資料擷取公司技術負責人',
    },
  ],
  pricingTeaser: {
    title: '免費開始，按需升級',
    text: '方案每月 {price} 起。所有方案皆包含獨立指紋、一環境一代理，以及免費版本更新。',
    button: '查看所有方案',
  },
  latestTitle: '部落格最新文章',
}
