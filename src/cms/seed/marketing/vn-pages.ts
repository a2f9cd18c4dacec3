import type { FeaturePages, SolutionPages } from './types'

/** Các trang giải pháp bằng tiếng Việt. */
export const solutions: SolutionPages = {
  'affiliate-marketing': {
    seo: {
      title: 'Trình duyệt chống phát hiện cho tiếp thị liên kết',
      description:
        'Tách tài khoản quảng cáo, tracker và công cụ spy vào các hồ sơ riêng, chia sẻ an toàn cho media buyer và kiểm tra landing page từ mọi quốc gia.',
    },
    title: 'Mỗi nguồn traffic, tracker và offer nằm trong hồ sơ riêng',
    subtitle:
      'Tài khoản quảng cáo, mạng affiliate, công cụ spy và việc kiểm tra landing page đều có trình duyệt riêng với vân tay và proxy riêng, nên một lần bị khóa chỉ dừng ở một tài khoản.',
    benefits: [
      [
        'Mỗi tài khoản quảng cáo một hồ sơ',
        'Tài khoản quảng cáo Facebook, Google và TikTok mỗi cái nằm trong một hồ sơ với proxy cố định, không bao giờ dùng chung thiết bị.',
      ],
      [
        'Kiểm tra landing page từ mọi quốc gia',
        'Hồ sơ dùng một lần với proxy di động địa phương hiển thị trang đúng như người dùng thật ở quốc gia đó nhìn thấy.',
      ],
      [
        'Dùng chung công cụ, không dùng chung mật khẩu',
        'Đặt công cụ spy hoặc tracker trong một hồ sơ rồi chia sẻ; biểu tượng khóa cho biết ai đang dùng.',
      ],
      [
        'Media buyer chỉ thấy thư mục của mình',
        'Mỗi media buyer chỉ được truy cập thư mục theo nguồn traffic và quốc gia họ phụ trách, với quyền xuất cookie bị tắt.',
      ],
    ],
    faq: [
      [
        'Nhiều media buyer có dùng chung một tài khoản quảng cáo được không?',
        'Được. Hãy chia sẻ hồ sơ thay vì mật khẩu; khi đó mọi người làm việc từ cùng một thiết bị và proxy, mỗi lần một người.',
      ],
      [
        'Polyprofile có dùng được với cloaking hay tracker không?',
        'Tracker chạy trong hồ sơ như trong trình duyệt bình thường. Chúng tôi không cung cấp cloaking, và chính sách quảng cáo của các nền tảng vẫn được áp dụng.',
      ],
    ],
  },
  'e-commerce': {
    seo: {
      title: 'Trình duyệt quản lý nhiều gian hàng cho người bán',
      description:
        'Quản lý gian hàng trên nhiều sàn thương mại điện tử, mỗi gian hàng có thiết bị và địa chỉ riêng, cho trợ lý truy cập mà không cần mật khẩu.',
    },
    title: 'Một môi trường sạch riêng cho mỗi gian hàng bạn vận hành',
    subtitle:
      'Người bán trên Amazon, eBay, Etsy và các sàn trong khu vực tách riêng phiên đăng nhập, thiết bị và IP của từng gian hàng, và để nhân viên làm việc mà không cần chia sẻ thông tin đăng nhập.',
    benefits: [
      [
        'Các gian hàng luôn tách biệt',
        'Mỗi gian hàng mở trong hồ sơ riêng với proxy tĩnh đặt tại quốc gia nơi doanh nghiệp đăng ký.',
      ],
      [
        'Trợ lý không cần mật khẩu',
        'Trợ lý ảo làm việc bên trong hồ sơ của gian hàng; họ không thấy thông tin đăng nhập và không thể xuất phiên.',
      ],
      [
        'Kiểm tra buổi sáng chỉ vài phút',
        'Một quy trình RPA chụp màn hình tình trạng tài khoản và tin nhắn của mọi gian hàng trước khi cả nhóm vào làm.',
      ],
      [
        'Xem giá như người mua',
        'Hồ sơ dùng proxy địa phương hiển thị giá và kết quả tìm kiếm trên sàn đúng như khách hàng ở từng khu vực nhìn thấy.',
      ],
    ],
    faq: [
      [
        'Có được phép vận hành nhiều tài khoản người bán không?',
        'Tùy từng sàn. Ví dụ, Amazon yêu cầu lý do kinh doanh chính đáng và phải được phê duyệt; hãy tuân thủ quy định của từng sàn.',
      ],
      [
        'Tôi có thể chuyển gian hàng đang có vào một hồ sơ không?',
        'Có. Nhập cookie của gian hàng vào một hồ sơ có proxy và hệ điều hành tương ứng, phiên làm việc sẽ tiếp tục mà không cần đăng nhập lại.',
      ],
    ],
  },
  'digital-agency': {
    seo: {
      title: 'Hồ sơ trình duyệt cho agency kỹ thuật số',
      description:
        'Thư mục theo khách hàng, vai trò theo thư mục và nhật ký hoạt động: vận hành tài khoản khách hàng theo nhóm mà không phải chuyền tay mật khẩu.',
    },
    title: 'Tài khoản khách hàng xếp theo thư mục, chia sẻ theo vai trò',
    subtitle:
      'Agency giữ tài khoản quảng cáo, mạng xã hội và sàn thương mại của mỗi khách hàng trong một thư mục, cấp cho từng nhân viên đúng quyền công việc cần, và bàn giao tài khoản gọn gàng.',
    benefits: [
      [
        'Mỗi khách hàng một thư mục',
        'Hồ sơ của mọi tài khoản thuộc một khách hàng nằm cùng nhau và được chia sẻ cho đúng người chỉ trong một bước.',
      ],
      [
        'Vai trò theo từng thư mục',
        'Một account manager có thể quản lý hồ sơ của khách hàng này nhưng chỉ được mở hồ sơ của khách hàng khác, trong cùng một không gian làm việc.',
      ],
      [
        'Nhật ký hoạt động tạo niềm tin',
        'Xem ai đã mở, sửa hoặc xuất từng hồ sơ và vào lúc nào, rồi xuất nhật ký để đưa vào báo cáo cho khách hàng.',
      ],
      [
        'Bàn giao gọn gàng',
        'Chuyển hồ sơ của khách hàng sang không gian làm việc của chính họ, giữ nguyên vân tay, cookie và proxy.',
      ],
    ],
    faq: [
      [
        'Một không gian làm việc có bao nhiêu người cùng làm?',
        'Gói Nhóm có 10 thành viên; gói Doanh nghiệp không giới hạn cố định. Mỗi thành viên đăng nhập bằng tài khoản riêng.',
      ],
      [
        'Khách hàng có truy cập được tài khoản của họ không?',
        'Có. Mời khách hàng làm thành viên của thư mục của họ, hoặc chuyển hồ sơ sang không gian làm việc của họ khi hợp đồng kết thúc.',
      ],
    ],
  },
  'social-marketing': {
    seo: {
      title: 'Trình duyệt đa tài khoản cho đội mạng xã hội',
      description:
        'Vận hành tài khoản thương hiệu và khách hàng trên Instagram, TikTok, X và LinkedIn từ các hồ sơ riêng, có quyền truy cập nhóm và kiểm tra đồng loạt.',
    },
    title: 'Quản lý hàng chục tài khoản mạng xã hội mà không nhầm lẫn',
    subtitle:
      'Mỗi tài khoản thương hiệu hoặc khách hàng giữ thiết bị và vị trí riêng, đội của bạn làm việc trong hồ sơ dùng chung, và việc kiểm tra hằng ngày chỉ mất vài phút thay vì hàng giờ.',
    benefits: [
      [
        'Tài khoản luôn nhất quán',
        'Mỗi tài khoản luôn xuất hiện từ cùng một thiết bị và khu vực, nên việc đăng nhập không kích hoạt kiểm tra bảo mật.',
      ],
      [
        'Hồ sơ di động khi cần',
        'Cấu hình sẵn Android và iOS cho những tài khoản vốn được tạo và dùng trên điện thoại.',
      ],
      [
        'Xem số liệu nhiều tài khoản cùng lúc',
        'Tính năng đồng bộ thao tác mở cùng một trang thống kê trong hai mươi hồ sơ và cuộn chúng cùng nhau.',
      ],
      [
        'Người sáng tạo nội dung không cần mật khẩu',
        'Người làm nội dung đăng bài từ hồ sơ được chia sẻ, không bao giờ phải cầm mật khẩu hay mã xác thực hai lớp.',
      ],
    ],
    faq: [
      [
        'Tôi có thể lên lịch đăng bài từ Polyprofile không?',
        'Hãy dùng công cụ lên lịch của từng nền tảng hoặc công cụ quen thuộc của bạn ngay trong hồ sơ của tài khoản; khi cần, RPA có thể tự động hóa các bước lặp lại.',
      ],
      [
        'Nền tảng có biết các tài khoản được quản lý chung không?',
        'Không qua trình duyệt. Tuy nhiên, nội dung dùng chung, chú thích giống hệt nhau hoặc cùng một số điện thoại vẫn có thể liên kết các tài khoản.',
      ],
    ],
  },
  'web-scraping': {
    seo: {
      title: 'Hồ sơ trình duyệt cho thu thập dữ liệu quy mô lớn',
      description:
        'Điều khiển hồ sơ trình duyệt thật từ Puppeteer, Playwright hoặc Selenium qua API cục bộ, với vân tay và proxy nhất quán.',
    },
    title: 'Thu thập dữ liệu bằng trình duyệt thật, không lộ dấu vết tự động',
    subtitle:
      'Khởi chạy hồ sơ từ mã của bạn, gắn thư viện tự động hóa quen thuộc và thu thập dữ liệu công khai với vân tay nhất quán, proxy xoay vòng và chế độ headless.',
    benefits: [
      [
        'Chạy với mã của bạn',
        'API cục bộ trả về endpoint DevTools cho Puppeteer, Playwright và Selenium; script của bạn chạy mà không cần sửa.',
      ],
      [
        'Không có dấu hiệu tự động hóa',
        'Hồ sơ ẩn cờ webdriver và những khác biệt của chế độ headless mà Chromium thông thường để lộ.',
      ],
      [
        'Headless mà không đổi vân tay',
        'Hồ sơ headless báo cáo cùng một thiết bị như khi có cửa sổ và dùng khoảng một nửa bộ nhớ.',
      ],
      [
        'Mỗi worker một proxy',
        'Cấp cho mỗi hồ sơ một địa chỉ dân cư hoặc trung tâm dữ liệu xoay vòng riêng và đổi IP qua API.',
      ],
    ],
    faq: [
      [
        'Gói nào có API cục bộ?',
        'Gói Nhóm và gói Doanh nghiệp. Quy trình RPA để thu thập dữ liệu không cần viết mã có từ gói Cơ bản.',
      ],
      [
        'Polyprofile có chạy trên máy chủ Linux được không?',
        'Được. Chạy hồ sơ ở chế độ headless qua API cục bộ, hoặc có cửa sổ trên màn hình ảo như Xvfb.',
      ],
    ],
  },
  'traffic-arbitrage': {
    seo: {
      title: 'Trình duyệt chống phát hiện cho đội chạy traffic',
      description:
        'Nuôi, khởi chạy và mở rộng tài khoản quảng cáo trên nhiều nguồn traffic từ các hồ sơ độc lập, với proxy cố định và vai trò trong nhóm.',
    },
    title: 'Mở rộng tài khoản quảng cáo trên nhiều nguồn, tránh bị khóa dây chuyền',
    subtitle:
      'Các đội arbitrage nuôi và chạy tài khoản trên Facebook, Google, TikTok và mạng native từ những hồ sơ độc lập, để hạn chế ở một tài khoản không lan sang các tài khoản khác.',
    benefits: [
      [
        'Nuôi tài khoản hàng loạt',
        'Robot cookie tạo lịch sử duyệt web trong khu vực của hồ sơ mới trước khi đăng ký tài khoản.',
      ],
      [
        'Proxy cố định cho tài khoản chi tiêu',
        'Gán hàng loạt mỗi tài khoản một địa chỉ ISP hoặc di động và kiểm tra từng địa chỉ trước khi chạy chiến dịch.',
      ],
      [
        'Tạo hàng loạt từ mẫu',
        'Tạo năm mươi hồ sơ từ một mẫu chỉ trong một bước, mỗi hồ sơ có thiết bị và seed nhiễu riêng.',
      ],
      [
        'Tách người nuôi tài khoản và media buyer',
        'Người nuôi tài khoản và media buyer chỉ thấy thư mục thuộc công đoạn của mình trong quy trình.',
      ],
    ],
    faq: [
      [
        'Một máy tính chạy được bao nhiêu tài khoản?',
        'Bạn có thể tạo bao nhiêu hồ sơ tùy ý; mỗi hồ sơ đang mở cần khoảng 300 đến 600 MB bộ nhớ với các trang web thông thường.',
      ],
      [
        'Polyprofile có bán tài khoản hay proxy không?',
        'Không. Bạn tự chuẩn bị proxy và tài khoản; trang đối tác của chúng tôi liệt kê các nhà cung cấp có giảm giá cho người dùng Polyprofile.',
      ],
    ],
  },
  ticketing: {
    seo: {
      title: 'Hồ sơ trình duyệt cho đội bán vé và sự kiện',
      description:
        'Đại lý du lịch và đội tổ chức sự kiện quản lý tài khoản khách hàng trên các trang bán vé trong hồ sơ riêng, có quyền truy cập chung và proxy địa phương.',
    },
    title: 'Quản lý nhiều tài khoản bán vé mà không kích hoạt kiểm tra bảo mật',
    subtitle:
      'Đại lý và đội sự kiện doanh nghiệp giữ tài khoản bán vé của mỗi khách hàng trong hồ sơ riêng, theo dõi các đợt mở bán ở khu vực khác và cùng nhau làm việc trên tài khoản.',
    benefits: [
      [
        'Mỗi tài khoản khách hàng một hồ sơ',
        'Mỗi tài khoản giữ phiên và thiết bị riêng, nên việc đăng nhập không giống như tài khoản bị chiếm quyền.',
      ],
      [
        'Đợt mở bán khu vực, góc nhìn địa phương',
        'Hồ sơ có proxy ở quốc gia tổ chức sự kiện hiển thị giá và số chỗ còn trống đúng như người mua tại đó thấy.',
      ],
      [
        'Hàng chờ chuyển giữa các thành viên',
        'Chia sẻ hồ sơ để ai đang rảnh cũng có thể tiếp quản phiên xếp hàng mà không cần đăng nhập lại.',
      ],
      [
        'Phiên ổn định vào ngày mở bán',
        'Phiên vẫn giữ đăng nhập giữa các lần mở, nên khi mở bán không ai phải vật lộn với trang đăng nhập.',
      ],
    ],
    faq: [
      [
        'Polyprofile có giúp vượt giới hạn mua vé không?',
        'Không. Nền tảng bán vé đặt giới hạn theo khách hàng và theo sự kiện; hãy tuân thủ các giới hạn đó và điều khoản của nền tảng.',
      ],
      [
        'Tôi có thể xếp hàng trong nhiều hồ sơ không?',
        'Mỗi hồ sơ là một trình duyệt riêng và có thể giữ vị trí xếp hàng riêng, nếu nền tảng cho phép điều đó với tài khoản ấy.',
      ],
    ],
  },
  'google-servies': {
    seo: {
      title: 'Quản lý nhiều tài khoản Google an toàn',
      description:
        'Giữ tài khoản Google Ads, Merchant Center, YouTube và Workspace của từng doanh nghiệp trong các hồ sơ riêng, mỗi hồ sơ có thiết bị riêng.',
    },
    title: 'Nhiều tài khoản Google, mỗi tài khoản trên một thiết bị riêng',
    subtitle:
      'Tài khoản Google Ads, Merchant Center, Business Profile và YouTube của các doanh nghiệp khác nhau nằm trong những hồ sơ riêng, nên một lần bị tạm ngưng không ảnh hưởng đến các tài khoản còn lại.',
    benefits: [
      [
        'Không còn trình chuyển tài khoản',
        'Mỗi tài khoản Google nằm trong hồ sơ riêng thay vì một trình duyệt chung nơi mọi lần đăng nhập bị gắn với nhau.',
      ],
      [
        'Ads và Merchant Center theo từng doanh nghiệp',
        'Nhà quảng cáo và agency tách riêng thanh toán, nguồn cấp dữ liệu sản phẩm và chiến dịch của từng doanh nghiệp.',
      ],
      [
        'Đăng nhập ổn định',
        'Thiết bị và vị trí giữ nguyên ở mỗi lần đăng nhập, nên Google ít yêu cầu xác minh hơn.',
      ],
      [
        'Đồng nghiệp truy cập mà không cần mật khẩu Google',
        'Đồng nghiệp mở hồ sơ được chia sẻ; xác thực hai lớp của tài khoản vẫn nằm trong tay chủ sở hữu.',
      ],
    ],
    faq: [
      [
        'Sao không dùng trình chuyển hồ sơ của Chrome?',
        'Các hồ sơ Chrome dùng chung vân tay thiết bị và địa chỉ IP; hồ sơ Polyprofile thì trông như những máy tính khác nhau.',
      ],
      [
        'Tiện ích Chrome có dùng được không?',
        'Có. Cài tiện ích riêng cho từng hồ sơ từ Cửa hàng Chrome trực tuyến, giống như trong Chrome.',
      ],
    ],
  },
  facebook: {
    seo: {
      title: 'Chạy nhiều tài khoản quảng cáo Facebook',
      description:
        'Thiết bị riêng, proxy cố định và quyền truy cập chung cho tài khoản quảng cáo Facebook và Meta, với cách thiết lập hạn chế khóa dây chuyền.',
    },
    title: 'Mỗi tài khoản Facebook có thiết bị và proxy của riêng mình',
    subtitle:
      'Media buyer và agency vận hành tài khoản cá nhân, Business Manager và tài khoản quảng cáo từ các hồ sơ độc lập với địa chỉ cố định, và chia sẻ chúng mà không chia sẻ thông tin đăng nhập.',
    benefits: [
      [
        'Một quản trị viên, một thiết bị',
        'Tài khoản cá nhân quản lý quảng cáo luôn xuất hiện từ cùng một vân tay và cùng một địa chỉ ISP.',
      ],
      [
        'Nuôi trước khi chi tiêu',
        'Hồ sơ tạo lịch sử duyệt web và hoạt động tài khoản bình thường trước khi thêm thẻ.',
      ],
      [
        'Designer và analyst dùng chung tài khoản',
        'Chia sẻ hồ sơ với vai trò Thành viên; mọi người làm việc từ cùng một thiết bị, mỗi lần một người.',
      ],
      [
        'Hạn chế không lan rộng',
        'Những tài khoản chưa từng dùng chung thiết bị hay địa chỉ không thể bị liên kết qua trình duyệt.',
      ],
    ],
    faq: [
      [
        'Cách này có ngăn được mọi lần bị hạn chế không?',
        'Không. Vi phạm chính sách, sự cố thanh toán và dùng chung thẻ hoặc trang vẫn gây hạn chế; trình duyệt chỉ loại bỏ mối liên kết qua thiết bị.',
      ],
      [
        'Proxy nào phù hợp nhất với Facebook?',
        'Proxy ISP tĩnh hoặc proxy di động riêng tại quốc gia của tài khoản, mỗi tài khoản một proxy, dùng suốt vòng đời tài khoản.',
      ],
    ],
  },
  'twitter-x': {
    seo: {
      title: 'Quản lý nhiều tài khoản X (Twitter)',
      description:
        'Vận hành tài khoản X của thương hiệu, bộ phận hỗ trợ và từng khu vực từ các hồ sơ riêng với thiết bị riêng, và cho đội mạng xã hội truy cập chung.',
    },
    title: 'Tài khoản X thương hiệu, hỗ trợ và khu vực, tách biệt rõ ràng',
    subtitle:
      'Đội mạng xã hội vận hành nhiều tài khoản X mà không phải đăng nhập lại liên tục hay bị khóa bảo mật: mỗi tài khoản có hồ sơ, thiết bị và vị trí riêng.',
    benefits: [
      [
        'Không còn đăng nhập rồi đăng xuất',
        'Mọi tài khoản luôn đăng nhập sẵn trong hồ sơ riêng; chuyển tài khoản chỉ cần một cú nhấp, không cần mật khẩu.',
      ],
      [
        'Ít bị khóa bảo mật hơn',
        'Tài khoản luôn xuất hiện từ cùng một thiết bị và khu vực, đúng kiểu mà X mong đợi từ người dùng thật.',
      ],
      [
        'Bàn giao ca hỗ trợ gọn gàng',
        'Ca tiếp theo mở đúng hồ sơ đó và tiếp tục trong cùng một phiên.',
      ],
      [
        'Theo dõi nhiều tài khoản',
        'Mở thông báo của mười tài khoản cạnh nhau bằng tính năng đồng bộ thao tác.',
      ],
    ],
    faq: [
      [
        'X có cho một người dùng nhiều tài khoản không?',
        'X cho phép nhiều tài khoản với mục đích chính đáng, như tài khoản thương hiệu và tài khoản hỗ trợ; quy định về tự động hóa và spam vẫn áp dụng.',
      ],
      [
        'Tôi có dùng được trang web di động không?',
        'Có. Hồ sơ di động hiển thị như thiết bị Android hoặc iOS và mở giao diện di động của X.',
      ],
    ],
  },
  tiktok: {
    seo: {
      title: 'Chạy nhiều tài khoản TikTok từ một bàn làm việc',
      description:
        'Vân tay di động, proxy di động theo khu vực và quyền truy cập nhóm cho tài khoản TikTok thương hiệu và ngách, với cách làm tránh bị giảm phân phối.',
    },
    title: 'Tài khoản TikTok giống hệt chiếc điện thoại đã tạo ra nó',
    subtitle:
      'Thương hiệu và agency vận hành tài khoản TikTok theo từng thị trường từ hồ sơ di động với proxy nhà mạng địa phương, để video đến đúng khán giả mà nó được làm ra.',
    benefits: [
      [
        'Cấu hình từ điện thoại thật',
        'Hồ sơ Android và iOS đặt user agent, màn hình, cảm ứng và GPU của cùng một mẫu điện thoại thật.',
      ],
      [
        'Proxy nhà mạng địa phương',
        'Proxy di động tại thị trường của từng tài khoản, đổi IP giữa các phiên ngay từ thanh công cụ.',
      ],
      [
        'Thống kê mười tài khoản cùng lúc',
        'Mở trang phân tích của mọi tài khoản cạnh nhau và so sánh mà không phải đăng nhập ra vào.',
      ],
      [
        'Khách hàng duyệt bài không cần mật khẩu',
        'Khách hàng xem bản nháp trong hồ sơ được chia sẻ, với quyền xuất cookie bị tắt.',
      ],
    ],
    faq: [
      [
        'Vì sao video của tôi có 0 lượt xem?',
        'Thường do khu vực không khớp, nội dung trùng lặp hoặc thiết bị thay đổi; hãy đọc bài viết của chúng tôi về các lỗi thường gặp với tài khoản TikTok.',
      ],
      [
        'Tôi có đăng video từ hồ sơ máy tính được không?',
        'Được, ứng dụng web của TikTok hỗ trợ tải lên. Hãy giữ những tài khoản được tạo trên điện thoại trong hồ sơ di động.',
      ],
    ],
  },
  amazon: {
    seo: {
      title: 'Môi trường riêng biệt cho người bán Amazon',
      description:
        'Người bán Amazon được duyệt nhiều tài khoản giữ mỗi gian hàng trên thiết bị và IP tĩnh riêng, cho trợ lý truy cập an toàn.',
    },
    title: 'Mỗi gian hàng Amazon trên thiết bị và IP tĩnh riêng',
    subtitle:
      'Người bán được phê duyệt nhiều tài khoản tách riêng phiên, thiết bị và mạng của mọi gian hàng, và cho nhân viên truy cập qua hồ sơ thay vì mật khẩu.',
    benefits: [
      [
        'Địa chỉ ISP tĩnh',
        'Mỗi gian hàng kết nối từ một địa chỉ cố định tại quốc gia nơi công ty sở hữu gian hàng đăng ký.',
      ],
      [
        'Thiết bị không bao giờ thay đổi',
        'Vân tay chọn lúc thiết lập được giữ nguyên suốt vòng đời tài khoản, đúng như Amazon mong đợi.',
      ],
      [
        'Trợ lý làm việc trong phiên của bạn',
        'Trợ lý ảo làm việc trong hồ sơ được chia sẻ và không bao giờ dùng trình duyệt riêng của họ với tài khoản của bạn.',
      ],
      [
        'Nắm tình trạng tài khoản trong nháy mắt',
        'Một quy trình RPA được lên lịch lưu ảnh chụp trang tình trạng tài khoản của mọi gian hàng vào mỗi sáng.',
      ],
    ],
    faq: [
      [
        'Amazon có cho phép nhiều hơn một tài khoản người bán không?',
        'Chỉ khi có nhu cầu kinh doanh chính đáng và được Amazon phê duyệt. Polyprofile giúp các tài khoản đã được duyệt tách biệt về mặt kỹ thuật.',
      ],
      [
        'Tôi có dùng thêm ứng dụng Seller trên điện thoại được không?',
        'Được, nhưng mỗi điện thoại chỉ nên dùng cho một gian hàng; một điện thoại dùng cho hai gian hàng sẽ liên kết chúng với nhau.',
      ],
    ],
  },
  discord: {
    seo: {
      title: 'Quản lý nhiều tài khoản Discord',
      description:
        'Người quản lý cộng đồng và moderator vận hành nhiều tài khoản Discord trong các hồ sơ riêng, luôn đăng nhập sẵn và chia sẻ được cho cả nhóm.',
    },
    title: 'Kiểm duyệt và quản lý cộng đồng từ nhiều tài khoản Discord',
    subtitle:
      'Đội cộng đồng giữ tài khoản thương hiệu, tài khoản moderator và tài khoản chủ bot cùng đăng nhập cạnh nhau, mỗi tài khoản trong hồ sơ riêng, không phải đăng nhập ra vào cả ngày.',
    benefits: [
      [
        'Mọi tài khoản luôn đăng nhập',
        'Ứng dụng web Discord giữ đăng nhập theo từng hồ sơ, nên chuyển tài khoản chỉ mất một cú nhấp.',
      ],
      [
        'Ca trực moderator không cần chia sẻ mật khẩu',
        'Moderator mở hồ sơ dùng chung của tài khoản nhóm trong ca trực của mình.',
      ],
      [
        'Nhiều máy chủ trong một cái nhìn',
        'Xếp cửa sổ của các tài khoản khác nhau cạnh nhau và theo dõi từng máy chủ theo thời gian thực.',
      ],
      [
        'Thiết bị nhất quán, ít captcha hơn',
        'Vân tay và địa chỉ ổn định khiến Discord ít yêu cầu xác minh hơn.',
      ],
    ],
    faq: [
      [
        'Discord có cho phép nhiều tài khoản không?',
        'Discord cho phép một người có nhiều tài khoản; spam, raid và lách lệnh cấm là vi phạm quy định của Discord.',
      ],
      [
        'Bot có chạy trong Polyprofile được không?',
        'Bot dùng API của Discord và không cần trình duyệt. Hồ sơ dành cho các tài khoản người thật sở hữu và quản lý bot.',
      ],
    ],
  },
  linkedin: {
    seo: {
      title: 'Quản lý nhiều tài khoản LinkedIn cho đội nhóm',
      description:
        'Đội tuyển dụng và bán hàng giữ mỗi suất LinkedIn trong hồ sơ riêng, với thiết bị ổn định và quyền truy cập chung giữa các ca.',
    },
    title: 'Suất LinkedIn cho tuyển dụng và bán hàng, mỗi suất một thiết bị',
    subtitle:
      'Đội tuyển dụng và bán hàng giữ mọi suất LinkedIn đăng nhập sẵn trên một thiết bị ổn định, chia sẻ giữa các múi giờ và không còn kích hoạt kiểm tra bảo mật.',
    benefits: [
      [
        'Thiết bị ổn định cho mỗi suất',
        'Mỗi suất đăng nhập từ cùng một vân tay và khu vực, tránh các yêu cầu xác minh lặp đi lặp lại.',
      ],
      [
        'Bàn giao giữa các múi giờ',
        'Đồng nghiệp ở văn phòng khác tiếp tục trong cùng một phiên qua hồ sơ được chia sẻ.',
      ],
      [
        'Sales Navigator trong mọi hồ sơ',
        'Tiện ích và công cụ đội bạn dùng được cài riêng cho từng hồ sơ, với cài đặt riêng.',
      ],
      [
        'Truy cập dễ kiểm soát tuân thủ',
        'Nhật ký hoạt động ghi lại ai đã dùng suất nào và vào lúc nào.',
      ],
    ],
    faq: [
      [
        'Một người có thể dùng nhiều tài khoản LinkedIn không?',
        'Điều khoản của LinkedIn cho phép mỗi người một tài khoản cá nhân. Hãy dùng hồ sơ để quản lý các suất thuộc về những thành viên khác nhau trong nhóm.',
      ],
      [
        'Polyprofile có tự động hóa việc tiếp cận khách hàng trên LinkedIn không?',
        'Có RPA và API, nhưng LinkedIn hạn chế hoạt động tự động; hãy giữ việc tiếp cận trong giới hạn của LinkedIn.',
      ],
    ],
  },
  crypto: {
    seo: {
      title: 'Hồ sơ trình duyệt cho đội tiền mã hóa',
      description:
        'Tách tài khoản sàn giao dịch, tiện ích ví và việc kiểm thử dApp vào các hồ sơ riêng, mỗi hồ sơ có thiết bị, proxy và bộ nhớ riêng.',
    },
    title: 'Tài khoản sàn và ví, mỗi thứ trong một trình duyệt riêng',
    subtitle:
      'Quỹ đầu tư, market maker và đội Web3 tách riêng tài khoản sàn của từng pháp nhân và tiện ích ví, và kiểm thử dApp đúng như người dùng ở từng khu vực nhìn thấy.',
    benefits: [
      [
        'Tiện ích ví theo từng hồ sơ',
        'Mỗi hồ sơ có bộ nhớ tiện ích riêng, nên ví không bao giờ xuất hiện nhầm trình duyệt.',
      ],
      [
        'Tách biệt theo pháp nhân',
        'Tài khoản sàn của các pháp nhân khác nhau đăng nhập từ thiết bị và địa chỉ riêng.',
      ],
      [
        'Kiểm thử dApp theo khu vực',
        'Kiểm tra ứng dụng của bạn và các giới hạn theo vị trí hoạt động ra sao với người dùng ở quốc gia khác.',
      ],
      [
        'Mã hóa khi lưu và khi đồng bộ',
        'Dữ liệu hồ sơ, kể cả bộ nhớ của tiện ích, được mã hóa trước khi rời khỏi máy tính của bạn.',
      ],
    ],
    faq: [
      [
        'Tôi có thể giữ cụm từ khôi phục (seed phrase) trong hồ sơ không?',
        'Tiện ích ví lưu khóa đã mã hóa trong hồ sơ. Với số tiền lớn, ví phần cứng vẫn là lựa chọn an toàn hơn.',
      ],
      [
        'Công cụ này có dùng để farm airdrop bằng nhiều ví không?',
        'Nhiều dự án cấm một người dùng nhiều ví để nhận airdrop. Hãy tuân thủ quy định của từng dự án; chúng tôi không hỗ trợ farm kiểu sybil.',
      ],
    ],
  },
  betting: {
    seo: {
      title: 'Hồ sơ trình duyệt cho affiliate và phân tích cá cược',
      description:
        'Affiliate ngành cá cược và người phân tích tỷ lệ cược xem nhà cái ở từng thị trường, quản lý tài khoản đối tác và chia sẻ cho cả nhóm.',
    },
    title: 'Xem tỷ lệ cược và ưu đãi của mọi thị trường như người dùng địa phương',
    subtitle:
      'Affiliate và nhà phân tích cá cược kiểm tra tỷ lệ cược, tiền thưởng và landing page của nhà cái ở từng thị trường, và giữ tài khoản đối tác trong các hồ sơ riêng có thể chia sẻ.',
    benefits: [
      [
        'Góc nhìn địa phương của mọi thị trường',
        'Hồ sơ có proxy ở từng quốc gia hiển thị tỷ lệ cược, tiền thưởng và trang mà khách hàng địa phương nhận được.',
      ],
      [
        'Bảng điều khiển đối tác ở một chỗ',
        'Tài khoản chương trình affiliate giữ đăng nhập theo từng hồ sơ và được chia sẻ cho cả nhóm.',
      ],
      [
        'Kiểm tra khuyến mãi theo quy định',
        'Tự động chụp màn hình trang tiền thưởng ở từng thị trường bằng một quy trình RPA.',
      ],
      [
        'Không nhầm lẫn giữa các thương hiệu',
        'Thư mục theo nhà điều hành hoặc thị trường giúp tài khoản không bị dùng sai chỗ.',
      ],
    ],
    faq: [
      [
        'Tôi có thể dùng công cụ này để lách giới hạn của nhà cái không?',
        'Không. Điều khoản của nhà điều hành chỉ cho mỗi khách hàng một tài khoản, và luật về cờ bạc vẫn áp dụng; hãy tuân thủ cả hai.',
      ],
      [
        'Tôi có thể xem từ những quốc gia nào?',
        'Bất kỳ quốc gia nào bạn có proxy; múi giờ và ngôn ngữ của hồ sơ tự động theo proxy đó.',
      ],
    ],
  },
}

/** Các trang tính năng bằng tiếng Việt. */
export const features: FeaturePages = {
  'multi-account-management': {
    seo: {
      title: 'Quản lý nhiều tài khoản trong các hồ sơ độc lập',
      description:
        'Vận hành hàng trăm tài khoản từ một máy tính, mỗi tài khoản trong một hồ sơ trình duyệt riêng với vân tay, cookie và proxy riêng.',
    },
    subtitle:
      'Mỗi tài khoản nằm trong một trình duyệt riêng trông như một máy tính khác, có vân tay, bộ nhớ và mạng riêng, và mở ra chỉ với một cú nhấp.',
    how: [
      [
        'Tạo một hồ sơ cho mỗi tài khoản',
        'Đặt tên theo tài khoản; Polyprofile tạo cho nó một thiết bị chân thực.',
      ],
      [
        'Cấp cho nó proxy riêng',
        'Dán địa chỉ, kiểm tra, và hồ sơ sẽ lấy múi giờ và ngôn ngữ theo proxy đó.',
      ],
      [
        'Đăng nhập một lần',
        'Phiên được lưu mã hóa trong hồ sơ và theo bạn sang các máy tính khác.',
      ],
    ],
  },
  synchronizer: {
    seo: {
      title: 'Đồng bộ thao tác: một cửa sổ điều khiển nhiều cửa sổ',
      description:
        'Sao chép thao tác nhấp, gõ phím và cuộn từ một cửa sổ hồ sơ sang hai mươi cửa sổ khác, với độ trễ ngẫu nhiên và biến thể văn bản.',
    },
    subtitle:
      'Làm việc trong một cửa sổ và thấy cùng các cú nhấp, thao tác gõ và cuộn diễn ra trong mọi hồ sơ đang mở khác, mỗi hồ sơ vẫn là một người dùng riêng với các trang web.',
    how: [
      ['Mở các hồ sơ', 'Chọn những hồ sơ cần dùng và mở chúng cùng lúc.'],
      [
        'Sắp xếp và bắt đầu',
        'Xếp các cửa sổ cùng kích thước, chọn cửa sổ chính và bắt đầu đồng bộ.',
      ],
      [
        'Thao tác với nhịp độ như người thật',
        'Độ trễ ngẫu nhiên, chuột rung nhẹ và văn bản riêng cho từng hồ sơ giúp các cửa sổ theo sau không di chuyển đồng loạt.',
      ],
    ],
  },
  rpa: {
    seo: {
      title: 'Tự động hóa RPA không cần viết mã',
      description:
        'Ghi lại hoặc lắp ghép quy trình trình duyệt một cách trực quan rồi chạy trên nhiều hồ sơ, theo yêu cầu hoặc theo lịch, kèm nhật ký và ảnh chụp màn hình.',
    },
    subtitle:
      'Dựng các thao tác trình duyệt thường ngày một cách trực quan hoặc ghi lại một lần, rồi để chúng chạy trên mọi hồ sơ theo lịch, với nhật ký và ảnh chụp cho mỗi lần chạy.',
    how: [
      [
        'Ghi lại hoặc lắp ghép',
        'Làm thao tác một lần trong hồ sơ, hoặc ghép các hành động lại trong trình soạn thảo.',
      ],
      ['Thử trên một hồ sơ', 'Theo dõi lần chạy từng bước và sửa selector nào bị lỗi.'],
      [
        'Chạy và lên lịch',
        'Chạy trên cả thư mục với giới hạn số hồ sơ chạy đồng thời, hoặc hằng ngày vào giờ ngẫu nhiên.',
      ],
    ],
  },
  'local-api': {
    seo: {
      title: 'API cục bộ cho Puppeteer, Playwright, Selenium',
      description:
        'Tạo, khởi chạy và dừng hồ sơ từ mã của bạn, rồi gắn Puppeteer, Playwright hoặc Selenium qua DevTools.',
    },
    subtitle:
      'Một HTTP API cục bộ khởi chạy, dừng và quản lý hồ sơ từ script của bạn, rồi giao một hồ sơ đang chạy cho Puppeteer, Playwright hoặc Selenium điều khiển.',
    how: [
      ['Bật và lấy khóa', 'Bật API trong phần cài đặt và sao chép khóa của bạn.'],
      ['Khởi chạy hồ sơ', 'Một yêu cầu POST trả về endpoint DevTools của hồ sơ đang chạy.'],
      ['Gắn thư viện của bạn', 'Kết nối Puppeteer, Playwright hoặc Selenium và chạy mã như cũ.'],
    ],
  },
  'multi-profiles-management': {
    seo: {
      title: 'Quản lý hồ sơ hàng loạt',
      description:
        'Tạo hồ sơ từ mẫu, nhập từ tệp, gán proxy, thẻ và thư mục, và di chuyển hàng trăm hồ sơ cùng lúc.',
    },
    subtitle:
      'Mẫu, tạo hàng loạt, nhập tệp, thư mục và thẻ giữ hàng nghìn hồ sơ ngăn nắp, còn các thao tác hàng loạt thay đổi hàng trăm hồ sơ chỉ trong một bước.',
    how: [
      ['Tạo hàng loạt', 'Tạo theo lô từ một mẫu hoặc nhập tệp CSV có tên, proxy và ghi chú.'],
      ['Sắp xếp', 'Xếp hồ sơ vào thư mục, gắn thẻ và lưu các cột danh sách bạn cần.'],
      [
        'Thay đổi nhiều hồ sơ cùng lúc',
        'Thay proxy, chuyển thư mục hoặc chuyển giao hồ sơ cho cả một lựa chọn.',
      ],
    ],
  },
  teamwork: {
    seo: {
      title: 'Làm việc nhóm: chia sẻ hồ sơ, không chia sẻ mật khẩu',
      description:
        'Chia sẻ thư mục hồ sơ theo vai trò và công tắc quyền, xem ai dùng gì trong nhật ký hoạt động và cho người nghỉ việc rời nhóm an toàn.',
    },
    subtitle:
      'Đồng nghiệp mở hồ sơ được chia sẻ thay vì đăng nhập bằng mật khẩu, chỉ thấy những thư mục mà vai trò của họ cho phép, và mọi thao tác đều được ghi lại.',
    how: [
      ['Mời đội của bạn', 'Gửi lời mời qua email và chọn vai trò cho từng người.'],
      [
        'Chia sẻ thư mục',
        'Cấp vai trò theo từng thư mục và quyết định ai được xem proxy hoặc xuất cookie.',
      ],
      [
        'Rà soát và cho rời nhóm',
        'Đọc nhật ký hoạt động, và xóa một thành viên chỉ với một cú nhấp khi họ nghỉ việc.',
      ],
    ],
  },
}
