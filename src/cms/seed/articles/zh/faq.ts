import type { FaqText } from '../types'

/** 常见问题（简体中文）。 */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: 'Polyprofile 是什么？',
    answer: [
      {
        p: 'Polyprofile 是一款桌面端浏览器，专为需要管理大量线上账号的人打造。每个浏览器环境都像一台独立的电脑，拥有自己的指纹、Cookie、本地存储和代理；即使你在一台电脑上运行几百个账号，它们之间也互不关联。',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: '哪些人在用 Polyprofile？',
    answer: [
      {
        p: '联盟营销人员、广告投手、跨境电商卖家、社媒运营团队和数字营销机构、采集公开网页数据的数据团队，以及所有因正当工作需要多个独立身份的人，比如要测试网站在其他地区表现的 QA 团队。',
      },
    ],
  },
  'is-it-legal': {
    question: '使用指纹浏览器合法吗？',
    answer: [
      {
        p: '总体而言是合法的。在大多数国家，修改浏览器上报的信息、使用代理都不违法。但你用这些账号做的事情，仍然必须遵守法律和所用平台的规则。我们的[使用条款](/terms)禁止欺诈、滥用，以及任何在你或受影响者所在地属于违法的行为。',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: 'Polyprofile 如何防止账号被关联？',
    answer: [
      {
        p: '每个环境都有自己的设备指纹（屏幕、显卡、音频、字体、navigator 数据）、自己的 Cookie 和存储，以及自己的代理。必须相互吻合的参数，例如时区和代理所在地，会自动保持一致。无论是在你的电脑上还是在云端，环境之间都不共享任何数据。',
      },
      {
        p: '不过，浏览器无法隐藏你自己制造的关联，比如多个账号绑定同一张银行卡或同一个手机号。两者的区别可以参阅[浏览器指纹指南](/blog/fingerprints-guide)。',
      },
    ],
  },
  'data-privacy': {
    question: 'Polyprofile 能看到我的账号和密码吗？',
    answer: [
      {
        p: '不能。环境数据（包括 Cookie 和已保存的密码）在同步之前就已在你的电脑上加密，密钥不在我们手里。我们的服务器只保存加密后的归档，以及环境名称、每个环境最近一次打开时间之类的元数据。',
      },
    ],
  },
  'which-browser-engine': {
    question: '环境使用的是哪种浏览器内核？',
    answer: [
      {
        p: '环境运行在基于 Chromium（Google Chrome 所用的引擎）的内核上，每次 Chrome 稳定版发布后几天内就会跟进更新。在网站看来，这是一款最新的、与 Chrome 兼容的浏览器，Chrome 扩展程序也能照常使用。',
      },
    ],
  },
  'free-plan': {
    question: '可以免费试用 Polyprofile 吗？',
    answer: [
      {
        p: '可以。免费版包含 5 个浏览器环境，具备全部防关联功能，且没有使用期限。注册时无需绑定银行卡。窗口同步器、RPA 和团队成员名额则包含在付费套餐中。',
      },
    ],
  },
  'system-requirements': {
    question: '支持哪些操作系统？',
    answer: [
      {
        p: 'Windows 10 和 11（64 位和 32 位）；macOS 11 或更高版本，支持 Intel 和 Apple 芯片；以及 64 位 Linux：Ubuntu 20.04、Debian 11 或更新版本。电脑至少需要 4 GB 内存和 2 GB 可用磁盘空间；详见[安装 Polyprofile](/helps/install-polyprofile)。',
      },
    ],
  },
  'how-many-profiles': {
    question: '最多能同时打开多少个环境？',
    answer: [
      {
        p: '套餐限制的是你能创建多少个环境，而不是能同时打开多少个。实际上限取决于电脑内存：打开普通网站时，每个运行中的环境大约占用 300 到 600 MB。一台 16 GB 内存的电脑可以流畅运行 15 到 20 个环境。',
      },
    ],
  },
  'proxy-needed': {
    question: '代理需要另外购买吗？',
    answer: [
      {
        p: '需要。Polyprofile 兼容任何服务商的代理，但本身不出售代理。想让账号彼此隔离，就给每个环境配一个独立代理。我们[合作伙伴页面](/partner)上的几家服务商为 Polyprofile 用户提供了折扣。',
      },
    ],
  },
  'which-proxy-types': {
    question: 'Polyprofile 支持哪些代理类型？',
    answer: [
      {
        p: '支持 HTTP、HTTPS 和 SOCKS5，带不带用户名和密码均可，也支持带 IP 切换链接的动态住宅代理和移动代理。可直接粘贴的格式请参阅[代理文档](/docs/proxies)。',
      },
    ],
  },
  'import-from-other-browser': {
    question: '可以把其他指纹浏览器里的环境迁移过来吗？',
    answer: [
      {
        p: '可以。先在原浏览器中把环境连同代理和 Cookie 导出为 CSV 或 JSON 文件，然后在 Polyprofile 中使用**导入**功能。指纹不会随之迁移，因为每款产品生成指纹的方式都不一样；每个导入的环境都会获得一台全新的、参数一致的设备。对于团队版和企业版客户的大规模迁移，我们的团队会提供协助。',
      },
    ],
  },
  'automation-support': {
    question: '可以用 Selenium、Puppeteer 或 Playwright 自动化操作环境吗？',
    answer: [
      {
        p: '可以，团队版和企业版提供本地 API。你的脚本只需发送一个请求就能启动环境，再通过 Chrome DevTools 协议连接上去；详见[接入自动化库](/docs/browser-automation-libraries)。如果想零代码实现自动化，可以使用 RPA 流程，基础版起即可使用。',
      },
    ],
  },
  'payment-methods': {
    question: '支持哪些付款方式？',
    answer: [
      {
        p: '支持银行卡、PayPal、加密货币（USDT、比特币和以太坊），以及部分国家的本地支付方式，例如巴西的 Pix 和波兰的 BLIK。详见[付款方式、发票与增值税](/helps/payment-methods)。',
      },
    ],
  },
  'annual-discount': {
    question: '按年付费有优惠吗？',
    answer: [
      {
        p: '有。按年付费比按月付费便宜 20%：基础版每月 7.20 美元（原价 9 美元），团队版每月 23.20 美元（原价 29 美元）。你可以随时在月付和年付之间切换。',
      },
    ],
  },
  'refund-policy': {
    question: '可以退款吗？',
    answer: [
      {
        p: '可以。首次购买某个套餐后 14 天内提出申请，即可全额退还首笔付款。请用账户绑定的邮箱联系客服，并附上发票号；详见[申请退款](/helps/refunds)。',
      },
    ],
  },
  'plan-change': {
    question: '降级套餐后，我的环境会怎样？',
    answer: [
      {
        p: '不会删除任何内容。超出新套餐上限的环境会变为只读，直到你删除其他环境或重新升级为止。取消订阅后，超出免费版上限的环境会保留 90 天。',
      },
    ],
  },
  'team-seats': {
    question: '可以添加多少名团队成员？',
    answer: [
      {
        p: '基础版包含 3 名成员，团队版包含 10 名，企业版则按需提供。每位成员都有自己的登录账号，只能看到你分享给他的文件夹。',
      },
    ],
  },
  'lost-2fa': {
    question: '装有验证器 App 的手机丢了，怎么登录？',
    answer: [
      {
        p: '使用开启两步验证时保存的任意一个恢复码登录。如果恢复码也找不到了，请用账户绑定的邮箱联系客服；我们核实账户归属后会为你恢复访问，整个过程最多需要三个工作日。',
      },
    ],
  },
  'delete-account': {
    question: '如何删除我的账户和数据？',
    answer: [
      {
        p: '先取消所有生效中的订阅，然后选择**账户 → 删除账户**。我们会在 30 天内删除你的环境、云端数据和个人信息，但发票除外——出于税务要求，我们必须保留发票。详情请参阅[隐私政策](/privacy)。',
      },
    ],
  },
}
