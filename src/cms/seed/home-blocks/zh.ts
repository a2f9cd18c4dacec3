import type { HomeBlocksCopy } from './types'

export const zh: HomeBlocksCopy = {
  heroImageAlt: 'Polyprofile 客户端界面：浏览器环境列表，每个环境都有独立的指纹、代理和状态',
  solutions: {
    'affiliate-marketing': '运营大量广告与联盟账号，每个账号都有独立指纹和代理。',
    'e-commerce': '同时管理 Amazon、eBay 和 Etsy 店铺，互不关联。',
    'traffic-arbitrage': '批量开通并养好广告账户，随时可以投放。',
    'social-marketing': '运营大量社媒账号，每个账号都有独立身份。',
    'web-scraping': '通过真实浏览器环境采集数据，不易被封禁。',
    'digital-agency': '为每位客户和同事分配各自的环境与权限。',
    crypto: '每个钱包和空投账号都运行在独立环境中。',
    betting: '隔离各个博彩账号，每个都有独立 IP 和设备。',
  },
  proof: {
    users: '已有 {count} 位用户用 Polyprofile 运营账号，涵盖营销人员、电商卖家和营销机构',
    rating: '评分 {rating}/5，来自 {reviews} 条用户评价',
    logosTitle: '与我们合作的团队',
  },
  testimonialsTitle: '听听客户怎么说',
  testimonials: [
    {
      quote:
        '我们只用一个周末，就把 400 个广告账户迁到了 Polyprofile。封号几乎降到零，团队也不用再在聊天群里互发密码了。',
      role: '联盟营销机构增长负责人',
    },
    {
      quote:
        '窗口同步器每天能为我的两个助理省下约三个小时。新开一家店铺并配好独立代理，一分钟就能搞定。',
      role: '电商品牌老板，同时经营三个电商平台',
    },
    {
      quote:
        '我们通过本地 API，用自己的 Playwright 脚本来控制浏览器环境。每天都在跑，一整年都很稳定。',
      role: '数据采集公司技术负责人',
    },
  ],
  pricingTeaser: {
    title: '免费开始，按需升级',
    text: '套餐每月 {price} 起。所有套餐均包含独立指纹、一环境一代理，以及免费版本更新。',
    button: '查看全部套餐',
  },
  latestTitle: '博客最新文章',
}
