import { features, solutions } from './zh-pages'
import type { MarketingCopy } from './types'

export const zh: MarketingCopy = {
  solution: {
    eyebrow: '解决方案',
    benefitsTitle: '你将获得',
    faqTitle: '常见问题',
    cta: ['从免费环境开始', '一分钟完成注册，无需绑定信用卡。', '免费注册'],
  },
  solutions,
  feature: {
    eyebrow: '产品功能',
    howTitle: '使用方法',
    moreTitle: '更多功能',
    cta: ['亲自体验', '下载 Polyprofile，在免费套餐中体验全部功能。', '免费注册'],
  },
  features,
  alternative: {
    seo: {
      title: '最佳 {competitor} 替代方案',
      description:
        '全面对比 Polyprofile 与 {competitor} 的功能、价格和支持平台，所有信息均经核实并注明核实日期。',
    },
    eyebrow: '产品对比',
    title: '正在寻找 {competitor} 的替代方案？',
    subtitle:
      'Polyprofile 同样提供独立隔离的浏览器环境，而且每个套餐包含的功能更多。用事实逐项对比。',
    tableTitle: 'Polyprofile 与 {competitor} 对比',
    rows: {
      freePlan: '免费套餐',
      startingPrice: '付费套餐起价（每月）',
      profilesIncluded: '入门套餐环境数',
      teamMembers: '团队成员',
      windows: 'Windows',
      macos: 'macOS（Intel 与 Apple 芯片）',
      linux: 'Linux',
      synchronizer: '窗口同步器',
      rpa: '可视化 RPA 自动化',
      localApi: '本地 API（Selenium、Puppeteer、Playwright）',
      fingerprints: '指纹随浏览器新版本同步更新',
    },
    whyTitle: '为什么用户纷纷转向 Polyprofile',
    why: [
      ['几分钟完成迁移', '通过文件导入环境、Cookie 和代理，从上次中断的地方继续工作。'],
      ['每个套餐都更超值', '自动化、窗口同步器和本地 API 均已包含在内，无需额外付费购买。'],
      ['有问必答的客服', '7×24 小时真人客服，用你的语言为你解答。'],
    ],
    cta: ['免费试用 Polyprofile', '把你的环境迁移过来，亲自对比一下。', '免费注册'],
  },
  useCases: {
    seo: {
      title: '应用场景：谁在使用 Polyprofile',
      description:
        '营销人员、卖家、营销机构和分析师如何借助独立隔离的浏览器环境，安全运营大量账号。',
    },
    title: '应用场景',
    subtitle: '无论你的业务规模多大，每个账号都能保持独立身份。',
    items: {
      traffic: ['流量投放', '在多个广告账户中采买和测试流量，账户之间互不关联。'],
      'ad-placement': ['广告投放', '用相互独立的账户投放广告，让每个广告后台都干净无关联。'],
      'e-commerce': ['跨境电商', '同时管理多个电商平台店铺，每个店铺都有独立的设备和地址。'],
      'affiliate-market': ['联盟营销', '在独立环境中跑推广项目、管理追踪器、测试落地页。'],
      'media-market': ['新媒体营销', '在多个媒体平台上同时发布内容、运营并壮大频道。'],
      'data-collection': ['数据采集', '借助动态代理和真实指纹，稳定可靠地采集公开数据。'],
      betting: ['博彩', '每个博彩账号相互独立，拥有专属的指纹和代理。'],
      crypto: ['加密货币', '在独立环境中操作交易所、钱包和空投任务。'],
      agencies: ['营销机构', '只向客户和员工开放他们需要的环境。'],
      'price-comparison': ['比价', '以其他地区买家的视角查看价格和优惠。'],
      ticketing: ['票务', '用多个账号排队抢票，不被平台标记。'],
      'self-examination': ['自检', '查看你的网站或广告在其他地区访客眼中的样子。'],
      'web-scraping': ['网页抓取', '使用能通过机器人检测的浏览器环境，大规模抓取网页数据。'],
    },
    cta: ['找到适合你的方案', '从免费环境开始，按你的业务场景进行配置。', '免费注册'],
  },
  about: {
    seo: {
      title: '关于 Polyprofile',
      description: '我们是谁，为什么打造指纹浏览器，以及我们坚持的理念。',
    },
    title: '关于我们',
    subtitle: '我们为多账号从业者打造专属浏览器。',
    story: [
      'Polyprofile 诞生于 2019 年，最初只是一个小型营销团队的内部工具——他们受够了账号因关联而接连被封。',
      '如今，来自一百多个国家的二十多万名营销人员、卖家和分析师都在用 Polyprofile 管理他们的环境。',
      '我们的工程师、研究人员和客服团队分布在欧洲和亚洲，无论何时都有人为你提供帮助。',
    ],
    teamTitle: '为你撰稿的作者',
    valuesTitle: '我们的理念',
    values: [
      ['隐私至上', '你的环境和 Cookie 均经过加密，我们绝不出售你的数据。'],
      ['诚实对比', '我们公开核实了哪些内容，以及核实的时间。'],
      ['用心服务', '真人客服全天候用你的语言为你解答。'],
    ],
  },
  links: {
    seo: {
      title: 'Polyprofile 官方链接',
      description: 'Polyprofile 的官方网站、社区和频道。谨防假冒。',
    },
    title: '官方链接',
    subtitle: '只有以下地址属于 Polyprofile。请收藏本页，谨防假冒。',
    items: {
      website: ['官网', '产品介绍、价格与下载。'],
      blog: ['博客', '多账号运营的教程与资讯。'],
      help: ['帮助中心', '常见问题解答。'],
      telegram: ['Telegram', '社区交流群与官方公告。'],
      youtube: ['YouTube', '视频教程与在线研讨会。'],
      twitter: ['X (Twitter)', '产品资讯与更新动态。'],
      discord: ['Discord', '与其他用户和我们的团队交流。'],
      github: ['GitHub', '本地 API 示例代码。'],
    },
  },
  partnerPlan: {
    seo: {
      title: '合作伙伴计划',
      description:
        '与 Polyprofile 合作共赢：推广合作伙伴、集成合作伙伴与经销商。持续返佣，联合推广。',
    },
    title: '加入 Polyprofile 合作伙伴计划，共同成长',
    subtitle: '带来你的受众、产品或客户，每一笔订阅都能为你带来收益。',
    tiersTitle: '合作方式',
    tiers: [
      ['推广合作伙伴', '分享你的专属链接，你带来的用户每付款一次，你都能获得持续佣金。'],
      ['集成合作伙伴', '代理、支付和自动化服务商：与 Polyprofile 集成，触达我们的用户。'],
      ['经销商', '享受合作伙伴价格与支持，在你所在的地区向客户销售 Polyprofile。'],
    ],
    stepsTitle: '如何加入',
    steps: [
      ['提交申请', '介绍一下你的受众或服务。'],
      ['通过审核', '我们的合作团队会在两个工作日内回复。'],
      ['开始赚取收益', '获取专属链接和推广素材，并配备专属客户经理。'],
    ],
    cta: ['成为合作伙伴', '与我们的合作团队聊聊，找到最适合的合作方式。', '联系我们'],
  },
  referral: {
    seo: {
      title: '推荐计划：邀请好友，赚取佣金',
      description: '邀请好友使用 Polyprofile，从他们的付款中获得佣金。你的好友也能享受折扣。',
    },
    title: '邀请好友，共同受益',
    subtitle: '分享你的专属链接：好友首次付款可享折扣，他们之后的每一笔付款你都能获得佣金。',
    stepsTitle: '参与方式',
    steps: [
      ['获取链接', '登录后在账户中复制你的专属推荐链接。'],
      ['分享链接', '发送给好友、同事或你的粉丝。'],
      ['赚取佣金', '你邀请的用户每付款一次，你都能获得佣金。'],
    ],
    faqTitle: '常见问题',
    faq: [
      ['我的链接有效期多长？', '通过你的链接访问后，记录会保留七天，好友稍后注册也能计入。'],
      ['佣金什么时候发放？', '每次付款后佣金都会计入你的余额，每月可提现一次。'],
      ['可以邀请自己吗？', '不可以。同一人注册的多个账户不参与该计划。'],
    ],
    cta: ['开始邀请', '免费注册账户，即可获取你的推荐链接。', '免费注册'],
  },
  preSales: {
    seo: {
      title: '联系销售',
      description: '购买前有疑问？获取专属演示、团队报价及迁移协助。',
    },
    title: '购买前，先和我们的团队聊聊',
    subtitle: '获取专属演示、适合你团队规模的方案，以及环境迁移协助。',
    formTitle: '预约咨询',
    formText: '留下你的联系方式，我们会在一个工作日内回复你。',
    contactsTitle: '或直接联系我们',
    contacts: ['Telegram', '电子邮件', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: '合作伙伴与集成',
      description:
        '与 Polyprofile 配合使用的代理服务商、支付服务和工具，并为我们的用户提供专属优惠。',
    },
    title: '我们的合作伙伴',
    subtitle: '与 Polyprofile 完美搭配的服务，其中许多为我们的用户提供专属优惠。',
    items: [
      ['覆盖 190 个国家的住宅代理，支持城市级定位。', '首单立减 10%'],
      ['4G 和 5G 移动代理，支持按需切换 IP。', '免费试用三天'],
      ['用于支付广告费用的虚拟卡。', '前十张卡免开卡费'],
      ['通过 API 快速识别验证码。', '首次充值额外赠送 15%'],
      ['覆盖众多国家的短信验证号码。', '每笔订单优惠 5%'],
      ['联盟营销人员社区，提供实战案例与线下聚会。', '一个月高级会员'],
    ],
  },
  pricing: {
    seo: {
      title: '价格与套餐',
      description:
        '简单明了的套餐，适合个人营销人员和大型团队。免费开始，按月付费，或选择年付更省钱。',
    },
    title: '套餐与价格',
    subtitle: '免费开始，团队壮大时再升级。每个套餐都包含全部防关联功能。',
    plans: [
      ['免费版', '适合个人试用 Polyprofile。'],
      ['基础版', '适合个人营销人员和小型项目。'],
      ['团队版', '适合每天共享环境的团队。'],
      ['企业版', '适合有定制需求的大型团队。'],
    ],
    rows: {
      profiles: '浏览器环境',
      members: '团队成员',
      synchronizer: '窗口同步器',
      rpa: 'RPA 自动化',
      localApi: '本地 API',
      support: '客服支持',
    },
    support: ['帮助中心', '在线客服', '优先在线客服', '专属客户经理'],
    faqTitle: '价格常见问题',
    faq: [
      ['以后可以更换套餐吗？', '可以。你可以随时升级或降级，差价按天计算。'],
      ['支持哪些付款方式？', '支持银行卡、PayPal、加密货币，以及多个国家的本地支付方式。'],
      ['可以退款吗？', '如果产品不适合你，可在首次付款后 14 天内申请全额退款。'],
    ],
  },
  download: {
    seo: {
      title: '下载 Polyprofile：支持 Windows、macOS 和 Linux',
      description:
        '下载适用于 Windows、macOS（Intel 与 Apple 芯片）和 Linux 的最新版 Polyprofile 客户端。',
    },
    title: '下载 Polyprofile',
    subtitle: '适用于你系统的最新版本，已签名并通过安全检测。',
    requirements: {
      windows: 'Windows 10 或 11，64 位或 32 位，4 GB 内存，2 GB 可用磁盘空间。',
      mac: 'macOS 11 Big Sur 或更高版本，Intel 或 Apple 芯片，4 GB 内存，2 GB 可用磁盘空间。',
      linux: 'Ubuntu 20.04、Debian 11 或更新的 64 位发行版，4 GB 内存，2 GB 可用磁盘空间。',
    },
  },
}
