import type { MarketingCopy } from './types'
import { features, solutions } from './vn-pages'

export const vn: MarketingCopy = {
  solution: {
    eyebrow: 'Giải pháp',
    benefitsTitle: 'Vì sao các đội nhóm chọn Polyprofile',
    faqTitle: 'Hỏi đáp',
    cta: [
      'Bắt đầu với hồ sơ miễn phí',
      'Tạo tài khoản trong một phút, không cần thẻ tín dụng.',
      'Đăng ký miễn phí',
    ],
  },
  solutions,
  feature: {
    eyebrow: 'Tính năng',
    howTitle: 'Cách hoạt động',
    moreTitle: 'Các tính năng khác',
    cta: [
      'Trải nghiệm thực tế',
      'Tải Polyprofile và dùng thử mọi tính năng với gói miễn phí.',
      'Đăng ký miễn phí',
    ],
  },
  features,
  alternative: {
    seo: {
      title: 'Giải pháp thay thế {competitor} tốt nhất',
      description:
        'So sánh trực tiếp Polyprofile và {competitor}: tính năng, giá và nền tảng, đã được kiểm chứng và ghi rõ ngày.',
    },
    eyebrow: 'So sánh',
    title: 'Bạn đang tìm giải pháp thay thế {competitor}?',
    subtitle:
      'Polyprofile mang đến những hồ sơ trình duyệt độc lập tương tự, nhưng gói nào cũng có nhiều hơn. Hãy so sánh trực tiếp các dữ kiện.',
    tableTitle: 'So sánh Polyprofile và {competitor}',
    rows: {
      freePlan: 'Gói miễn phí',
      startingPrice: 'Gói trả phí từ (mỗi tháng)',
      profilesIncluded: 'Số hồ sơ trong gói khởi điểm',
      teamMembers: 'Thành viên nhóm',
      windows: 'Windows',
      macos: 'macOS (Intel và Apple silicon)',
      linux: 'Linux',
      synchronizer: 'Đồng bộ cửa sổ',
      rpa: 'Tự động hóa RPA trực quan',
      localApi: 'API cục bộ (Selenium, Puppeteer, Playwright)',
      fingerprints: 'Cập nhật vân tay theo phiên bản trình duyệt mới',
    },
    whyTitle: 'Vì sao mọi người chuyển sang Polyprofile',
    why: [
      [
        'Chuyển đổi trong vài phút',
        'Nhập hồ sơ, cookie và proxy từ tệp rồi tiếp tục làm việc từ chỗ bạn đã dừng.',
      ],
      [
        'Nhiều hơn trong mọi gói',
        'Tự động hóa, đồng bộ thao tác và API cục bộ đều có sẵn, không bán riêng dưới dạng tiện ích bổ sung.',
      ],
      ['Hỗ trợ luôn phản hồi', 'Trao đổi với nhân viên thật bằng ngôn ngữ của bạn, suốt ngày đêm.'],
    ],
    cta: [
      'Dùng thử Polyprofile miễn phí',
      'Chuyển hồ sơ của bạn sang và tự mình so sánh.',
      'Đăng ký miễn phí',
    ],
  },
  useCases: {
    seo: {
      title: 'Trường hợp sử dụng: ai đang làm việc với Polyprofile',
      description:
        'Cách các nhà tiếp thị, người bán hàng, agency và nhà phân tích dùng hồ sơ trình duyệt độc lập để vận hành nhiều tài khoản an toàn.',
    },
    title: 'Trường hợp sử dụng',
    subtitle: 'Dù bạn vận hành gì ở quy mô lớn, mỗi tài khoản vẫn giữ danh tính riêng.',
    items: {
      traffic: [
        'Lưu lượng truy cập',
        'Mua và thử nghiệm lưu lượng trên nhiều tài khoản quảng cáo mà không để chúng bị liên kết.',
      ],
      'ad-placement': [
        'Đặt quảng cáo',
        'Chạy chiến dịch từ các tài khoản riêng biệt và giữ mọi tài khoản quảng cáo luôn sạch.',
      ],
      'e-commerce': [
        'Thương mại điện tử',
        'Quản lý nhiều gian hàng trên các sàn, mỗi gian hàng có thiết bị và địa chỉ riêng.',
      ],
      'affiliate-market': [
        'Tiếp thị liên kết',
        'Chạy ưu đãi, công cụ theo dõi và thử nghiệm trang đích từ các hồ sơ độc lập.',
      ],
      'media-market': [
        'Tiếp thị truyền thông',
        'Đăng nội dung và phát triển kênh trên nhiều nền tảng truyền thông cùng lúc.',
      ],
      'data-collection': [
        'Thu thập dữ liệu',
        'Thu thập dữ liệu công khai ổn định với proxy xoay vòng và vân tay thật.',
      ],
      betting: [
        'Cá cược',
        'Tách biệt từng tài khoản cá cược, mỗi tài khoản có vân tay và proxy riêng.',
      ],
      crypto: ['Tiền mã hóa', 'Làm việc với sàn giao dịch, ví và airdrop từ các hồ sơ độc lập.'],
      agencies: [
        'Agency',
        'Chỉ cấp cho khách hàng và nhân viên quyền truy cập vào đúng những hồ sơ cần thiết.',
      ],
      'price-comparison': [
        'So sánh giá',
        'Xem giá và ưu đãi đúng như người mua ở khu vực khác nhìn thấy.',
      ],
      ticketing: [
        'Vé sự kiện',
        'Xếp hàng mua vé sự kiện từ nhiều tài khoản mà không bị hệ thống đánh dấu.',
      ],
      'self-examination': [
        'Tự kiểm tra',
        'Kiểm tra website hoặc quảng cáo của bạn hiển thị ra sao với khách truy cập từ nơi khác.',
      ],
      'web-scraping': [
        'Thu thập dữ liệu web',
        'Thu thập dữ liệu quy mô lớn với hồ sơ trình duyệt vượt qua các bước kiểm tra bot.',
      ],
    },
    cta: [
      'Tìm quy trình phù hợp',
      'Bắt đầu với hồ sơ miễn phí và thiết lập theo nhu cầu của bạn.',
      'Đăng ký miễn phí',
    ],
  },
  about: {
    seo: {
      title: 'Giới thiệu Polyprofile',
      description:
        'Chúng tôi là ai, vì sao chúng tôi xây dựng trình duyệt chống phát hiện và những giá trị chúng tôi theo đuổi.',
    },
    title: 'Về chúng tôi',
    subtitle: 'Chúng tôi xây dựng trình duyệt cho những người làm việc với nhiều tài khoản.',
    story: [
      'Polyprofile ra đời năm 2019 như một công cụ nội bộ của một nhóm tiếp thị nhỏ, khi họ đã quá mệt mỏi vì mất tài khoản do bị liên kết.',
      'Ngày nay, hơn hai trăm nghìn nhà tiếp thị, người bán hàng và nhà phân tích tại hơn một trăm quốc gia đang vận hành hồ sơ của họ cùng chúng tôi.',
      'Đội ngũ kỹ sư, nhà nghiên cứu và nhân viên hỗ trợ của chúng tôi làm việc khắp châu Âu và châu Á, nên lúc nào cũng có người sẵn sàng giúp bạn.',
    ],
    teamTitle: 'Những người viết cho bạn',
    valuesTitle: 'Giá trị chúng tôi theo đuổi',
    values: [
      [
        'Quyền riêng tư là trên hết',
        'Hồ sơ và cookie của bạn được mã hóa, và chúng tôi không bao giờ bán dữ liệu của bạn.',
      ],
      ['So sánh trung thực', 'Chúng tôi công bố những gì đã kiểm tra và thời điểm kiểm tra.'],
      ['Hỗ trợ tận tâm', 'Nhân viên thật trả lời bằng ngôn ngữ của bạn, cả ngày lẫn đêm.'],
    ],
  },
  links: {
    seo: {
      title: 'Liên kết chính thức của Polyprofile',
      description:
        'Trang web chính thức, cộng đồng và các kênh của Polyprofile. Hãy cảnh giác với kẻ mạo danh.',
    },
    title: 'Liên kết chính thức',
    subtitle:
      'Chỉ những địa chỉ này mới thuộc về Polyprofile. Hãy lưu lại và cảnh giác với kẻ mạo danh.',
    items: {
      website: ['Trang web', 'Sản phẩm, bảng giá và tải xuống.'],
      blog: ['Blog', 'Hướng dẫn và tin tức về làm việc với nhiều tài khoản.'],
      help: ['Trung tâm trợ giúp', 'Giải đáp các câu hỏi thường gặp.'],
      telegram: ['Telegram', 'Nhóm chat cộng đồng và thông báo.'],
      youtube: ['YouTube', 'Video hướng dẫn và hội thảo trực tuyến.'],
      twitter: ['X (Twitter)', 'Tin tức và cập nhật sản phẩm.'],
      discord: ['Discord', 'Trò chuyện với người dùng khác và đội ngũ của chúng tôi.'],
      github: ['GitHub', 'Ví dụ sử dụng API cục bộ.'],
    },
  },
  partnerPlan: {
    seo: {
      title: 'Chương trình đối tác',
      description:
        'Kiếm tiền cùng Polyprofile: đối tác giới thiệu, đối tác tích hợp và đại lý. Hoa hồng định kỳ và hợp tác tiếp thị.',
    },
    title: 'Phát triển cùng chương trình đối tác Polyprofile',
    subtitle:
      'Mang đến khán giả, sản phẩm hoặc khách hàng của bạn và nhận thu nhập từ mỗi gói đăng ký.',
    tiersTitle: 'Các hình thức hợp tác',
    tiers: [
      [
        'Đối tác giới thiệu',
        'Chia sẻ liên kết của bạn và nhận hoa hồng định kỳ trên mỗi khoản thanh toán của người dùng bạn giới thiệu.',
      ],
      [
        'Đối tác tích hợp',
        'Dịch vụ proxy, thanh toán và tự động hóa: tích hợp với Polyprofile để tiếp cận người dùng của chúng tôi.',
      ],
      [
        'Đại lý',
        'Bán Polyprofile cho khách hàng tại khu vực của bạn với giá đối tác và sự hỗ trợ từ chúng tôi.',
      ],
    ],
    stepsTitle: 'Cách tham gia',
    steps: [
      ['Đăng ký', 'Cho chúng tôi biết về khán giả hoặc dịch vụ của bạn.'],
      ['Được phê duyệt', 'Đội ngũ đối tác của chúng tôi phản hồi trong vòng hai ngày làm việc.'],
      ['Bắt đầu kiếm tiền', 'Nhận liên kết, tài liệu và một người quản lý riêng.'],
    ],
    cta: [
      'Trở thành đối tác',
      'Trao đổi với đội ngũ đối tác để tìm cách hợp tác hiệu quả nhất.',
      'Liên hệ với chúng tôi',
    ],
  },
  referral: {
    seo: {
      title: 'Chương trình giới thiệu: mời bạn bè và nhận hoa hồng',
      description:
        'Mời bạn bè dùng Polyprofile và nhận hoa hồng từ các khoản thanh toán của họ. Bạn bè của bạn cũng được giảm giá.',
    },
    title: 'Mời bạn bè, cùng nhau kiếm tiền',
    subtitle:
      'Chia sẻ liên kết cá nhân: bạn bè được giảm giá cho lần thanh toán đầu tiên, còn bạn nhận thu nhập từ mọi khoản thanh toán của họ.',
    stepsTitle: 'Cách hoạt động',
    steps: [
      [
        'Lấy liên kết',
        'Đăng nhập và sao chép liên kết giới thiệu cá nhân trong tài khoản của bạn.',
      ],
      ['Chia sẻ', 'Gửi cho bạn bè, đồng nghiệp hoặc khán giả của bạn.'],
      ['Nhận hoa hồng', 'Nhận hoa hồng trên mọi khoản thanh toán của người dùng bạn đã mời.'],
    ],
    faqTitle: 'Hỏi đáp',
    faq: [
      [
        'Liên kết của tôi có hiệu lực bao lâu?',
        'Lượt truy cập qua liên kết của bạn được ghi nhớ trong bảy ngày, nên bạn bè có thể đăng ký sau.',
      ],
      [
        'Khi nào tôi nhận được tiền?',
        'Hoa hồng được cộng vào số dư sau mỗi khoản thanh toán và có thể rút mỗi tháng một lần.',
      ],
      [
        'Tôi có thể tự mời chính mình không?',
        'Không. Các tài khoản do cùng một người đăng ký sẽ bị loại khỏi chương trình.',
      ],
    ],
    cta: [
      'Bắt đầu mời bạn bè',
      'Tạo tài khoản miễn phí để nhận liên kết giới thiệu.',
      'Đăng ký miễn phí',
    ],
  },
  preSales: {
    seo: {
      title: 'Liên hệ bộ phận kinh doanh',
      description:
        'Có câu hỏi trước khi mua? Nhận buổi giới thiệu sản phẩm riêng, giá cho đội nhóm và hỗ trợ chuyển đổi.',
    },
    title: 'Trao đổi với đội ngũ của chúng tôi trước khi mua',
    subtitle:
      'Nhận buổi giới thiệu sản phẩm riêng, gói phù hợp với quy mô đội nhóm và hỗ trợ chuyển hồ sơ của bạn.',
    formTitle: 'Yêu cầu tư vấn',
    formText: 'Để lại thông tin liên hệ, chúng tôi sẽ phản hồi trong vòng một ngày làm việc.',
    contactsTitle: 'Hoặc liên hệ trực tiếp với chúng tôi',
    contacts: ['Telegram', 'Email', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: 'Đối tác và tích hợp',
      description:
        'Các nhà cung cấp proxy, dịch vụ thanh toán và công cụ hoạt động cùng Polyprofile, kèm ưu đãi dành cho người dùng của chúng tôi.',
    },
    title: 'Đối tác của chúng tôi',
    subtitle:
      'Những dịch vụ kết hợp tốt với Polyprofile, nhiều dịch vụ có ưu đãi đặc biệt dành cho người dùng của chúng tôi.',
    items: [
      [
        'Proxy dân cư tại 190 quốc gia, nhắm mục tiêu đến cấp thành phố.',
        'Giảm 10% cho đơn hàng đầu tiên',
      ],
      ['Proxy di động 4G và 5G, xoay IP theo yêu cầu.', 'Dùng thử miễn phí ba ngày'],
      ['Thẻ ảo để thanh toán quảng cáo.', 'Miễn phí phát hành cho mười thẻ đầu tiên'],
      ['Giải captcha nhanh qua API.', 'Thưởng 15% cho lần nạp tiền đầu tiên'],
      ['Số điện thoại nhận mã xác minh SMS tại nhiều quốc gia.', 'Giảm 5% cho mọi đơn hàng'],
      [
        'Cộng đồng tiếp thị liên kết với các bài học thực chiến và buổi gặp mặt.',
        'Một tháng truy cập gói cao cấp',
      ],
    ],
  },
  pricing: {
    seo: {
      title: 'Bảng giá và các gói',
      description:
        'Các gói đơn giản cho nhà tiếp thị cá nhân lẫn đội nhóm lớn. Bắt đầu miễn phí, thanh toán hàng tháng hoặc tiết kiệm hơn với gói năm.',
    },
    title: 'Các gói và bảng giá',
    subtitle:
      'Bắt đầu miễn phí. Nâng cấp khi đội nhóm phát triển. Gói nào cũng có đầy đủ tính năng chống phát hiện.',
    plans: [
      ['Miễn phí', 'Để tự mình dùng thử Polyprofile.'],
      ['Cơ bản', 'Dành cho nhà tiếp thị cá nhân và dự án nhỏ.'],
      ['Nhóm', 'Dành cho đội nhóm chia sẻ hồ sơ hằng ngày.'],
      ['Doanh nghiệp', 'Dành cho đội nhóm lớn có nhu cầu riêng.'],
    ],
    rows: {
      profiles: 'Hồ sơ trình duyệt',
      members: 'Thành viên nhóm',
      synchronizer: 'Đồng bộ cửa sổ',
      rpa: 'Tự động hóa RPA',
      localApi: 'API cục bộ',
      support: 'Hỗ trợ',
    },
    support: ['Trung tâm trợ giúp', 'Chat trực tuyến', 'Chat ưu tiên', 'Quản lý riêng'],
    faqTitle: 'Câu hỏi về giá',
    faq: [
      [
        'Tôi có thể đổi gói sau này không?',
        'Có. Bạn có thể nâng cấp hoặc hạ cấp bất cứ lúc nào; phần chênh lệch được tính theo ngày.',
      ],
      [
        'Polyprofile chấp nhận những phương thức thanh toán nào?',
        'Thẻ ngân hàng, PayPal, tiền mã hóa và các phương thức thanh toán nội địa ở nhiều quốc gia.',
      ],
      [
        'Tôi có được hoàn tiền không?',
        'Nếu sản phẩm không phù hợp với bạn, hãy yêu cầu trong vòng 14 ngày kể từ lần thanh toán đầu tiên để được hoàn tiền toàn bộ.',
      ],
    ],
  },
  download: {
    seo: {
      title: 'Tải Polyprofile cho Windows, macOS và Linux',
      description:
        'Tải phiên bản mới nhất của ứng dụng Polyprofile cho Windows, macOS (Intel và Apple silicon) và Linux.',
    },
    title: 'Tải Polyprofile',
    subtitle: 'Phiên bản mới nhất cho hệ điều hành của bạn, đã được ký số và kiểm tra.',
    requirements: {
      windows: 'Windows 10 hoặc 11, 64-bit hoặc 32-bit, bộ nhớ 4 GB, ổ đĩa còn trống 2 GB.',
      mac: 'macOS 11 Big Sur trở lên trên Intel hoặc Apple silicon, bộ nhớ 4 GB, ổ đĩa còn trống 2 GB.',
      linux:
        'Ubuntu 20.04, Debian 11 hoặc bản phân phối 64-bit mới hơn, bộ nhớ 4 GB, ổ đĩa còn trống 2 GB.',
    },
  },
}
