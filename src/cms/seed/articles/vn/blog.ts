import type { ArticleText } from '../types'

/** Sáu bài blog mới nhất. */
export const posts: Record<string, ArticleText> = {
  'fingerprints-guide': {
    title: 'Vân tay trình duyệt: trang web thấy gì và hồ sơ tách biệt ra sao',
    excerpt:
      'Vân tay là tổng hợp của hàng chục chi tiết nhỏ mà trình duyệt báo cáo. Đó là những chi tiết nào, nền tảng coi trọng chi tiết nào nhất, và Polyprofile giữ mỗi hồ sơ nhất quán ra sao.',
    description:
      'Vân tay trình duyệt gồm những gì, nền tảng coi trọng tín hiệu nào nhất, và Polyprofile giữ mọi hồ sơ nhất quán và tách biệt như thế nào.',
    body: [
      {
        p: 'Xóa cookie, đổi sang địa chỉ IP mới, đăng nhập tài khoản thứ hai, vậy mà nhiều nền tảng vẫn biết đó là bạn. Lý do nằm ở **vân tay trình duyệt**: chân dung thiết bị của bạn được ghép từ những thông tin mà mọi trình duyệt đều trao cho mọi trang web nó mở.',
      },
      { h2: 'Vân tay gồm những gì' },
      {
        p: 'Không một giá trị đơn lẻ nào nhận diện được bạn. Vân tay hiệu quả vì hàng chục giá trị bình thường khi kết hợp lại trở nên hiếm gặp. Một script phát hiện điển hình thu thập những thông tin sau trong chưa đầy một giây:',
      },
      {
        ul: [
          '**Dữ liệu navigator:** user agent, nền tảng, danh sách ngôn ngữ, số bộ xử lý logic (`hardwareConcurrency`) và bộ nhớ thiết bị.',
          '**Màn hình:** độ phân giải, vùng khả dụng sau khi trừ thanh tác vụ, độ sâu màu và tỷ lệ điểm ảnh.',
          '**Đồ họa:** chuỗi nhà sản xuất và bộ kết xuất WebGL, các phần mở rộng được hỗ trợ, và chính xác từng điểm ảnh mà một hình vẽ canvas tạo ra trên GPU của bạn.',
          '**Âm thanh:** những khác biệt làm tròn rất nhỏ khi Web Audio API xử lý một tín hiệu thử.',
          '**Phông chữ:** những tên nào trong vài trăm tên phông chữ hiển thị với độ rộng đo được.',
          '**Mạng:** múi giờ, địa chỉ IP, và các địa chỉ nội bộ mà WebRTC có thể làm lộ ra bất chấp proxy.',
          '**Client hints:** các header `Sec-CH-UA-*` mới hơn mô tả thương hiệu trình duyệt, phiên bản nền tảng và kiến trúc.',
        ],
      },
      {
        p: 'Các nghiên cứu công khai như dự án Cover Your Tracks của EFF cho thấy phần lớn trình duyệt được kiểm tra là duy nhất chỉ dựa trên những tín hiệu này. Cookie không bắt buộc để theo dõi; vân tay thì có.',
      },
      { h2: 'Nền tảng coi trọng tín hiệu nào nhất' },
      {
        p: 'Mạng quảng cáo, sàn thương mại và mạng xã hội không công bố mô hình của họ, nhưng các quy luật trong những đợt xét duyệt tài khoản khá nhất quán. Ba nhóm tín hiệu quan trọng hơn phần còn lại.',
      },
      {
        ol: [
          '**Giá trị băm của canvas, WebGL và âm thanh.** Chúng khó vô tình thay đổi, nên hai tài khoản có cùng giá trị băm bị coi là một thiết bị.',
          '**Sự nhất quán giữa các tín hiệu.** Một user agent Windows đi kèm bộ kết xuất GPU của Apple, hay một IP ở Berlin với múi giờ São Paulo, là dấu hiệu đáng ngờ mạnh hơn bất kỳ giá trị đơn lẻ nào.',
          '**Sự ổn định theo thời gian.** Thiết bị thật thay đổi chậm. Một hồ sơ có kích thước màn hình hay danh sách phông chữ khác đi ở mỗi lần đăng nhập trông như được tự động hóa.',
        ],
      },
      { h2: 'Polyprofile tạo hồ sơ như thế nào' },
      {
        p: 'Khi bạn tạo hồ sơ, Polyprofile chọn một cấu hình thiết bị hoàn chỉnh từ cơ sở dữ liệu các tổ hợp phần cứng có thật, rồi giữ cố định cấu hình đó suốt vòng đời hồ sơ. Kết quả canvas, WebGL và âm thanh nhận một seed nhiễu ổn định riêng cho từng hồ sơ, nên mỗi hồ sơ luôn tạo ra giá trị băm của riêng nó, và không có hai hồ sơ nào trùng nhau.',
      },
      {
        p: 'Múi giờ, ngôn ngữ và vị trí địa lý mặc định là **Theo IP**: khi khởi chạy, ứng dụng đọc địa chỉ đầu ra của proxy và đặt cả ba cho khớp. WebRTC được đặt là *thay thế*, báo cáo IP của proxy thay vì IP thật của bạn. Bạn có thể ghi đè bất kỳ giá trị nào, và trình chỉnh sửa hồ sơ sẽ cảnh báo khi một thay đổi tạo ra sự không khớp, ví dụ nền tảng macOS đi với chuỗi bộ kết xuất Direct3D.',
      },
      { h2: 'Tự kiểm tra nhanh' },
      {
        p: 'Trước khi đăng nhập một tài khoản giá trị bằng hồ sơ mới, hãy mở hai ba trang kiểm tra công khai ngay trong hồ sơ đó và so kết quả với những gì bạn đã đặt:',
      },
      {
        ul: [
          'IP, quốc gia và múi giờ khớp với nhau.',
          'Bài kiểm tra WebRTC chỉ hiện địa chỉ proxy, không bao giờ hiện IP nhà hay văn phòng của bạn.',
          'Hệ điều hành, màn hình và GPU được báo cáo hợp nhau thành một thiết bị mà ai đó thực sự có thể sở hữu.',
          'Một hồ sơ thứ hai mở trên cùng máy tính cho giá trị băm canvas và WebGL khác.',
        ],
      },
      {
        p: 'Sau đó đóng hồ sơ, mở lại và chạy trang kiểm tra lần nữa. Các giá trị băm phải giống hệt lần đầu. Nếu chúng thay đổi giữa các phiên, hãy liên hệ bộ phận hỗ trợ kèm ID hồ sơ, vì sự ổn định cũng quan trọng như tính duy nhất.',
      },
      { h2: 'Những gì vân tay không thể khắc phục' },
      {
        p: 'Vân tay tốt xóa bỏ mối liên kết kỹ thuật giữa các tài khoản, chứ không xóa được mối liên kết hành vi. Thanh toán cho hai tài khoản quảng cáo bằng cùng một thẻ, dùng lại số điện thoại khôi phục, hay sao chép y nguyên mẫu quảng cáo sang nhiều tài khoản sẽ nối chúng lại với nhau, dù trình duyệt có sạch đến đâu. Hãy coi hồ sơ là một phần của một danh tính riêng, cùng với proxy, phương thức thanh toán và thói quen riêng của nó.',
      },
      {
        p: 'Danh sách đầy đủ các tham số và tác dụng của từng tùy chọn có trong [tài liệu tham khảo tham số vân tay](/docs/fingerprint-parameters).',
      },
    ],
  },
  'proxies-guide': {
    title: 'Proxy dân cư, di động hay trung tâm dữ liệu: chọn cho từng hồ sơ',
    excerpt:
      'Loại proxy quyết định hồ sơ trông đáng tin đến mức nào trước khi tải trang đầu tiên. Chúng tôi so sánh proxy dân cư, di động, ISP và trung tâm dữ liệu theo giá, độ ổn định và rủi ro.',
    description:
      'So sánh proxy dân cư, di động, ISP và trung tâm dữ liệu theo độ tin cậy, giá và độ ổn định, kèm nguyên tắc chọn loại nào cho hồ sơ nào.',
    body: [
      {
        p: 'Mỗi hồ sơ trong Polyprofile có thể có proxy riêng, và nên có. Vân tay cho trang web biết bạn dùng thiết bị gì; địa chỉ IP cho biết bạn ở đâu và đang dùng loại mạng nào. Chọn sai loại proxy là một trong những lý do phổ biến nhất khiến một hồ sơ được dựng cẩn thận vẫn bị yêu cầu xác minh ngay ngày đầu.',
      },
      { h2: 'Bốn loại proxy, mỗi loại một đoạn' },
      { h3: 'Trung tâm dữ liệu' },
      {
        p: 'Những địa chỉ thuộc về các công ty hosting. Chúng nhanh và rẻ, thường dưới một đô la mỗi IP mỗi tháng, nhưng nền tảng nào cũng nhận ra địa chỉ đó thuộc về một trang trại máy chủ chứ không phải một hộ gia đình. Hãy dùng chúng để thu thập dữ liệu từ trang công khai và cho những công cụ không quan tâm đến độ tin cậy.',
      },
      { h3: 'ISP (dân cư tĩnh)' },
      {
        p: 'Những địa chỉ đăng ký với nhà cung cấp internet cho hộ gia đình nhưng được đặt trong trung tâm dữ liệu. Chúng giữ nguyên IP trong nhiều tháng, phù hợp với tài khoản dùng lâu dài như gian hàng trên sàn. Giá khoảng hai đến năm đô la mỗi IP.',
      },
      { h3: 'Dân cư' },
      {
        p: 'Lưu lượng đi ra qua các kết nối internet gia đình thật. Độ tin cậy cao và lựa chọn địa lý rộng, tới tận cấp thành phố. Chúng thường tính phí theo gigabyte, và địa chỉ có thể đổi giữa các phiên, trừ khi nhà cung cấp có phiên sticky kéo dài từ 10 đến 30 phút hoặc lâu hơn.',
      },
      { h3: 'Di động' },
      {
        p: 'Địa chỉ từ các nhà mạng 4G và 5G. Vì hàng nghìn điện thoại thật dùng chung một địa chỉ nhà mạng qua CGNAT, nền tảng hiếm khi chặn chúng, khiến proxy di động trở thành lựa chọn dễ dãi nhất và cũng đắt nhất. Hầu hết nhà cung cấp cho bạn một liên kết để yêu cầu IP mới bất cứ khi nào cần.',
      },
      { h2: 'Chọn proxy theo công việc' },
      {
        ul: [
          '**Tài khoản quảng cáo và tài khoản gắn với thanh toán:** ISP hoặc di động, mỗi hồ sơ một địa chỉ cố định, không bao giờ dùng chung.',
          '**Tài khoản mạng xã hội được nuôi trong nhiều tuần:** di động hoặc dân cư sticky, cùng một thành phố ở mọi phiên.',
          '**Người bán trên sàn:** proxy ISP tại quốc gia của gian hàng, giữ suốt vòng đời tài khoản.',
          '**Thu thập dữ liệu và theo dõi giá:** nhóm IP dân cư hoặc trung tâm dữ liệu xoay vòng; số lượng quan trọng hơn độ tin cậy.',
          '**Kiểm tra quảng cáo hiển thị ở nước ngoài:** bất kỳ proxy dân cư nào tại quốc gia mục tiêu, xoay thoải mái.',
        ],
      },
      { h2: 'Thiết lập trong Polyprofile' },
      {
        p: 'Mở một hồ sơ, vào **Proxy** và dán địa chỉ theo bất kỳ định dạng phổ biến nào, như `host:port:user:pass` hoặc `socks5://user:pass@host:port`. Nhấp **Kiểm tra**: ứng dụng kết nối qua proxy và hiển thị IP đầu ra, quốc gia, thành phố, múi giờ và độ trễ. Nếu kết quả đúng, hãy lưu. Hồ sơ sẽ lấy múi giờ và ngôn ngữ theo địa chỉ này ở mỗi lần khởi chạy.',
      },
      {
        p: 'Với proxy di động, hãy dán thêm liên kết xoay IP vào trường **URL đổi IP**. Khi đó, một nút sẽ xuất hiện trên thanh công cụ của hồ sơ, và API cục bộ có thể gọi cùng liên kết đó trước mỗi phiên tự động.',
      },
      { h2: 'Ba điều cần kiểm tra trước khi mua số lượng lớn' },
      {
        ol: [
          'Mua thử một hai địa chỉ trước và kiểm tra chúng bằng công cụ đánh giá uy tín IP. Một proxy nằm trong danh sách spam công khai sẽ khiến bạn mất tài khoản nhiều hơn số tiền tiết kiệm được.',
          'Xác nhận nhà cung cấp hỗ trợ giao thức bạn cần. Một số nhóm IP dân cư chỉ có HTTP, và một số công cụ chạy tốt hơn qua SOCKS5.',
          'Hỏi xem phiên kết thúc thế nào. Một phiên sticky hết hạn giữa lúc thanh toán hay giữa lúc chạy quảng cáo, trong mắt nền tảng trông y hệt tài khoản bị chiếm quyền.',
        ],
      },
      {
        p: 'Nhiều nhà cung cấp trên [trang đối tác](/partner) của chúng tôi có giảm giá cho người dùng Polyprofile, và [tài liệu về proxy](/docs/proxies) liệt kê mọi định dạng được hỗ trợ. Nếu proxy vượt qua bài kiểm tra của nhà cung cấp nhưng lỗi trong ứng dụng, [bài xử lý sự cố proxy](/helps/fix-proxies) sẽ đi qua những nguyên nhân thường gặp.',
      },
    ],
  },
  'teamwork-guide': {
    title: 'Chia sẻ hồ sơ trình duyệt cho cả nhóm mà không chia sẻ mật khẩu',
    excerpt:
      'Gửi mật khẩu qua chat và để ba người đăng nhập từ ba thành phố chính là cách tài khoản bị gắn cờ. Hồ sơ dùng chung, vai trò và thư mục giải quyết cả hai vấn đề.',
    description:
      'Cách cho đồng đội truy cập tài khoản qua hồ sơ dùng chung, vai trò và thư mục, để thông tin đăng nhập, cookie và proxy không rời khỏi không gian làm việc.',
    body: [
      {
        p: 'Hầu hết các nhóm bắt đầu chia sẻ tài khoản theo cùng một cách: một bảng tính chứa thông tin đăng nhập, một nhóm chat để gửi mã xác thực hai lớp, và ai cũng đăng nhập từ laptop của mình. Cách đó ổn cho đến khi nền tảng nhận ra một tài khoản được dùng từ bốn thiết bị ở ba quốc gia và khóa lại để xem xét.',
      },
      {
        p: 'Hồ sơ dùng chung khắc phục điều đó. Tài khoản luôn đăng nhập trong một hồ sơ, với một vân tay và một proxy, và những người cần dùng sẽ mở hồ sơ đó thay vì đăng nhập lại. Không ai cần mật khẩu, và nền tảng chỉ thấy một thiết bị nhất quán.',
      },
      { h2: 'Cơ chế chia sẻ' },
      {
        p: 'Một không gian làm việc Polyprofile thuộc về chủ sở hữu, người mời các thành viên qua email. Hồ sơ nằm trong không gian làm việc, không nằm trên máy tính của ai cả. Khi một thành viên mở hồ sơ, ứng dụng tải dữ liệu đã mã hóa của nó về, chạy trên máy, và tải các thay đổi lên khi cửa sổ đóng lại. Trong lúc hồ sơ đang mở, nó bị khóa với mọi người khác và hiển thị ai đang dùng, nên hai người không bao giờ chạy cùng một tài khoản cùng lúc.',
      },
      { h2: 'Các vai trò, từ nhiều quyền đến ít quyền' },
      {
        ul: [
          '**Chủ sở hữu:** thanh toán, xóa không gian làm việc và mọi quyền bên dưới. Chỉ có đúng một người.',
          '**Quản trị viên:** mời và xóa thành viên, sửa vai trò, xem mọi hồ sơ và nhật ký hoạt động.',
          '**Quản lý:** tạo, sửa và chia sẻ hồ sơ trong những thư mục được giao.',
          '**Thành viên:** mở những hồ sơ được chia sẻ với họ, và mặc định không làm gì hơn.',
        ],
      },
      {
        p: 'Ngoài vai trò, mỗi thành viên còn có các công tắc cho những thao tác nhạy cảm: xem thông tin đăng nhập proxy, xuất cookie, sửa vân tay và xóa hồ sơ. Một cộng tác viên chỉ đăng nội dung thì không cần quyền nào trong số đó.',
      },
      { h2: 'Sắp xếp hồ sơ bằng thư mục' },
      {
        p: 'Thư mục là đơn vị chia sẻ. Thay vì chia sẻ 200 hồ sơ từng cái một, hãy tạo mỗi khách hàng, dự án hoặc nền tảng một thư mục và cấp quyền truy cập thư mục đó. Hồ sơ mới thêm vào sẽ hiện ngay với đúng người. Từ phiên bản 5.2, vai trò còn có thể đặt theo từng thư mục, nên một người có thể là quản lý ở thư mục *Khách hàng A* và chỉ là thành viên thường ở *Khách hàng B*.',
      },
      { h2: 'Cách thiết lập hiệu quả cho một agency mười người' },
      {
        ol: [
          'Tạo mỗi khách hàng một thư mục, và trong đó mỗi tài khoản một hồ sơ, đặt tên theo tài khoản chứ không theo người vận hành.',
          'Cho mỗi account manager vai trò Quản lý chỉ trên thư mục của những khách hàng họ phụ trách.',
          'Cho nhân viên nội dung và hỗ trợ vai trò Thành viên, tắt quyền xuất cookie và xem proxy.',
          'Để quyền thanh toán cho chủ sở hữu và một quản trị viên, và bật xác thực hai lớp cho cả hai.',
          'Rà soát nhật ký hoạt động hằng tuần để tìm những hồ sơ được mở ngoài giờ làm việc hoặc từ máy tính lạ.',
        ],
      },
      { h2: 'Khi có người nghỉ việc' },
      {
        p: 'Xóa một thành viên có hiệu lực ngay: ứng dụng của họ đóng mọi hồ sơ đang mở và không thể tải dữ liệu của không gian làm việc nữa. Vì họ chưa bao giờ biết mật khẩu, bạn không cần đổi mật khẩu, dù việc đổi vẫn là thói quen tốt với những tài khoản có gắn phương thức thanh toán. Hãy giao lại những hồ sơ họ đã tạo cho một quản lý để không hồ sơ nào bị bỏ rơi.',
      },
      { h2: 'Những giới hạn cần biết' },
      {
        p: 'Gói Cơ bản có 3 chỗ và gói Nhóm có 10; gói Doanh nghiệp không có giới hạn cố định. Mỗi chỗ có thể đăng nhập trên tối đa hai máy tính. Một hồ sơ chỉ mở được trên một máy tính tại một thời điểm, và đó chính là mục đích: nền tảng không bao giờ nên thấy cùng một phiên ở hai nơi. [Tài liệu tham khảo về vai trò và quyền](/docs/teamwork-permissions) liệt kê mọi công tắc, và [bài trợ giúp về lời mời](/helps/set-up-teamwork) hướng dẫn những bước đầu tiên.',
      },
    ],
  },
  'rpa-guide': {
    title: 'Quy trình RPA đầu tiên: tự động điểm danh hằng ngày trong 15 phút',
    excerpt:
      'Đăng nhập 30 tài khoản mỗi sáng chỉ để nhấn cùng một nút là việc dành cho robot. Bài hướng dẫn này dựng một quy trình RPA nhỏ và cho nó chạy theo lịch.',
    description:
      'Dựng một quy trình RPA nhỏ trong Polyprofile để mở từng hồ sơ, điểm danh trên một trang web và ghi lại kết quả, rồi cho nó chạy theo lịch.',
    body: [
      {
        p: 'Tự động hóa quy trình bằng robot (RPA) trong Polyprofile nghĩa là ghi lại hoặc lắp ghép một chuỗi thao tác trình duyệt một lần, rồi phát lại trên bao nhiêu hồ sơ tùy thích. Bạn không cần viết mã. Bài viết này dựng một quy trình thực tế: mỗi sáng, mở từng hồ sơ, vào một trang tổng quan, nhấp nút điểm danh nếu có, và lưu ảnh chụp màn hình làm bằng chứng.',
      },
      { h2: 'Trước khi bắt đầu' },
      {
        ul: [
          'RPA có từ gói Cơ bản trở lên.',
          'Mỗi hồ sơ bạn chạy quy trình nên đã đăng nhập sẵn vào trang web. Tự động hóa hoạt động tốt nhất khi không phải xử lý đăng nhập.',
          'Chọn một hồ sơ thử nghiệm. Bạn sẽ dựng và gỡ lỗi quy trình trên hồ sơ này trước khi chạy ở bất kỳ đâu khác.',
        ],
      },
      { h2: 'Bước 1: tạo quy trình' },
      {
        p: 'Vào **Tự động hóa → RPA → Quy trình mới** và đặt tên là *Điểm danh hằng ngày*. Trình soạn thảo mở ra với danh sách hành động còn trống ở bên trái và bản xem trước của hồ sơ đã chọn ở bên phải.',
      },
      { h2: 'Bước 2: thêm các hành động' },
      {
        ol: [
          '**Mở URL:** địa chỉ trang tổng quan. Đặt *Chờ đến khi* là *Mạng rảnh* để trang tải xong hoàn toàn.',
          '**Chờ phần tử:** nút điểm danh, chọn bằng cách nhấp vào nó trong bản xem trước. Đặt thời gian chờ 10 giây và bật *Tiếp tục nếu không tìm thấy*, vì có những ngày không có gì để nhận.',
          '**Nếu phần tử tồn tại:** vẫn là nút đó. Bên trong nhánh này, thêm hành động **Nhấp** vào nút và một bước **Chờ** từ 2 đến 4 giây.',
          '**Chụp màn hình:** vùng đang hiển thị, lưu với tên hồ sơ và ngày trong tên tệp.',
          '**Đóng thẻ.**',
        ],
      },
      {
        p: 'Khoảng ngẫu nhiên của bước chờ là có chủ ý. Những lần dừng giống hệt nhau đến từng mili giây trên ba mươi tài khoản là một khuôn mẫu mà các hệ thống phát hiện tự động hóa luôn tìm kiếm.',
      },
      { h2: 'Bước 3: thử trên một hồ sơ' },
      {
        p: 'Nhấp **Chạy trên mục đã chọn** với hồ sơ thử nghiệm. Bảng nhật ký hiển thị từng hành động khi nó chạy, kèm thời lượng. Nếu một bước thất bại, lần chạy dừng lại và nhật ký hiện ảnh chụp trang tại thời điểm đó, thường đủ để biết selector bị sai hay trang tải chậm.',
      },
      {
        quote:
          'Phần lớn các quy trình hỏng mà chúng tôi gặp trong yêu cầu hỗ trợ đều lỗi vì selector được sao chép từ một trang về sau đã đổi bố cục. Hãy ưu tiên selector dựa trên văn bản hiển thị hoặc thuộc tính ổn định thay vì những đường dẫn CSS dài.',
      },
      { h2: 'Bước 4: chạy trên mọi hồ sơ' },
      {
        p: 'Chọn các hồ sơ trong danh sách chính, hoặc cả một thư mục, rồi chọn **Chạy quy trình → Điểm danh hằng ngày**. Đặt số luồng đồng thời, tức số hồ sơ chạy cùng lúc. Trên máy có 16 GB bộ nhớ, năm đến tám hồ sơ đồng thời là điểm khởi đầu thoải mái. Quy trình mở từng hồ sơ, chạy, đóng lại và chuyển sang hồ sơ tiếp theo.',
      },
      { h2: 'Bước 5: lên lịch' },
      {
        p: 'Trong cài đặt quy trình, thêm trình kích hoạt **Lịch chạy**: hằng ngày lúc 09:00, với độ lệch giờ bắt đầu ngẫu nhiên tối đa 40 phút. Ứng dụng phải đang chạy thì quy trình theo lịch mới khởi động được, nên với máy dùng chung ở văn phòng, hãy để ứng dụng mở và đăng nhập sẵn. Kết quả xuất hiện trong **Tự động hóa → Lịch sử**, kèm trạng thái và ảnh chụp màn hình của từng hồ sơ.',
      },
      { h2: 'Bước tiếp theo' },
      {
        p: 'Quy trình có thể đọc biến từ tệp CSV, mỗi hồ sơ một dòng, biến cùng một quy trình thành công cụ đăng bài hoặc điền biểu mẫu. Với logic vượt quá khả năng của trình soạn thảo trực quan, [API cục bộ](/docs/local-api) cho phép bạn khởi chạy hồ sơ và điều khiển chúng bằng Puppeteer hoặc Playwright. [Tài liệu tham khảo hành động RPA](/docs/rpa-actions) liệt kê mọi hành động và tùy chọn dùng trong bài này.',
      },
    ],
  },
  'cookies-guide': {
    title: 'Cookie và phiên đăng nhập: nhập, nuôi và duy trì đăng nhập',
    excerpt:
      'Một hồ sơ không có cookie trông mới tinh, vì nó đúng là mới tinh. Cách nhập phiên từ trình duyệt khác, nuôi hồ sơ mới và giữ cho đăng nhập không hết hạn.',
    description:
      'Nhập cookie từ trình duyệt khác, nuôi hồ sơ mới bằng robot cookie và giữ phiên đăng nhập giữa các lần khởi chạy trong Polyprofile.',
    body: [
      {
        p: 'Một trình duyệt thật đã dùng vài tháng mang theo hàng nghìn cookie từ công cụ tìm kiếm, trang tin tức, cửa hàng và mạng quảng cáo. Một hồ sơ vừa tạo năm phút trước thì không có cái nào. Các nền tảng nhận ra sự khác biệt đó, và mô hình chống gian lận của họ cũng vậy. Xử lý cookie tốt xoay quanh hai việc: chuyển các phiên hiện có một cách an toàn, và cho hồ sơ mới một lịch sử trông hợp lý.',
      },
      { h2: 'Polyprofile lưu cookie ở đâu' },
      {
        p: 'Mỗi hồ sơ có kho cookie, local storage, IndexedDB và bộ nhớ đệm riêng, được lưu trên ổ đĩa ở dạng mã hóa. Khi bật đồng bộ đám mây, kho cookie được tải lên lúc hồ sơ đóng và tải về khi hồ sơ mở trên máy tính khác. Không có gì được dùng chung giữa các hồ sơ, vì vậy đăng nhập một tài khoản không bao giờ khiến bạn đăng nhập ở nơi khác.',
      },
      { h2: 'Nhập một phiên có sẵn' },
      {
        p: 'Nếu một tài khoản đang chạy trong trình duyệt khác, chuyển cookie của nó sang giúp tránh một lần đăng nhập mới từ thiết bị mới, thời điểm các nền tảng nghi ngờ nhất. Xuất cookie từ trình duyệt cũ bằng một tiện ích cho ra JSON, rồi trong Polyprofile mở **Hồ sơ → Cookie → Nhập** và dán tệp hoặc văn bản vào. Ứng dụng chấp nhận mảng JSON và định dạng `cookies.txt` của Netscape.',
      },
      {
        ul: [
          'Nhập vào hồ sơ có proxy cùng quốc gia, lý tưởng là cùng thành phố, với trình duyệt cũ.',
          'Khớp hệ điều hành của thiết bị cũ, vì phiên có thể lưu các dấu hiệu về nó.',
          'Mở trang web một lần, kiểm tra đã đăng nhập, rồi để yên tài khoản vài giờ trước khi làm việc gì quan trọng.',
        ],
      },
      { h2: 'Nuôi một hồ sơ mới' },
      {
        p: 'Với những tài khoản sắp đăng ký, một lịch sử duyệt web ngắn sẽ có ích. **Robot cookie** (Hồ sơ → Cookie → Nuôi) truy cập một danh sách trang web phổ biến trong khu vực của hồ sơ, cuộn trang, chờ và chấp nhận các banner xin đồng ý, thu thập cookie thông thường trong quá trình đó. Một lần chạy mặc định truy cập 25 trang và mất khoảng mười phút. Bạn có thể tự cung cấp danh sách, ví dụ các trang tin và cửa hàng địa phương hợp với chân dung của tài khoản.',
      },
      {
        p: 'Nuôi hồ sơ không phải tấm khiên. Nó giúp hồ sơ trông bớt trống trải, chứ không biến một proxy kém chất lượng hay một mẫu quảng cáo sao chép thành thứ chấp nhận được.',
      },
      { h2: 'Duy trì phiên đăng nhập' },
      {
        p: 'Phiên kết thúc vì ba lý do: trang web cho nó hết hạn, có thứ gì đó xóa nó, hoặc một thiết bị khác có vẻ đang dùng nó. Hai lý do sau là những gì bạn có thể xử lý.',
      },
      {
        ol: [
          'Để **Xóa cookie khi đóng** ở trạng thái tắt với mọi hồ sơ đang giữ đăng nhập. Tùy chọn này dành cho các hồ sơ thu thập dữ liệu cần bắt đầu sạch mỗi lần.',
          'Để mỗi hồ sơ đồng bộ xong rồi mới mở nó trên máy tính khác. Danh sách hồ sơ hiển thị biểu tượng đám mây trong lúc đang tải lên.',
          'Tránh mở cùng một tài khoản trong hai hồ sơ. Lần đăng nhập thứ hai có thể làm phiên đầu tiên mất hiệu lực, và một số nền tảng sẽ gắn cờ cả hai.',
          'Mở các tài khoản dùng lâu dài ít nhất hai tuần một lần. Nhiều trang web rút ngắn phiên “ghi nhớ tôi” của những tài khoản im hơi lặng tiếng.',
        ],
      },
      { h2: 'Xuất và sao lưu' },
      {
        p: 'Nút xuất tạo ra đúng định dạng JSON mà trình nhập đọc được. Nhóm có thể giới hạn quyền này theo từng thành viên, vì một tệp cookie đã xuất về bản chất là một tài khoản đang đăng nhập. Để sao lưu toàn bộ hồ sơ, bao gồm local storage và tiện ích, hãy dùng **Xuất hồ sơ**, tính năng ghi ra một bản lưu trữ đã mã hóa. [Bài xử lý sự cố cookie](/helps/fix-cookies) đề cập đến những hồ sơ cứ liên tục bị đăng xuất.',
      },
    ],
  },
  'facebook-ads-guide': {
    title: 'Chạy nhiều tài khoản quảng cáo Facebook mà không bị liên kết',
    excerpt:
      'Meta nối các tài khoản quảng cáo với nhau qua thiết bị, phương thức thanh toán, trang và con người. Một kế hoạch tách biệt bao quát cả bốn, và vị trí của hồ sơ trình duyệt trong đó.',
    description:
      'Giữ nhiều tài khoản quảng cáo Facebook và Meta tách biệt: thiết bị, proxy, phương thức thanh toán, trang và con người, mỗi tài khoản một hồ sơ.',
    body: [
      {
        p: 'Media buyer chạy nhiều hơn một tài khoản quảng cáo Meta sớm muộn cũng gặp cùng một vấn đề: một tài khoản bị hạn chế, và chỉ vài ngày sau các tài khoản khác cũng chịu chung số phận. Hệ thống xét duyệt của Meta tìm kiếm những tài sản dùng chung, và trình duyệt chỉ là một trong nhiều thứ có thể bị dùng chung. Bài hướng dẫn này tổng hợp cách mà chúng tôi thấy các đội nhiều kinh nghiệm tổ chức thiết lập của họ.',
      },
      { h2: 'Bốn thứ liên kết các tài khoản' },
      {
        ol: [
          '**Thiết bị:** vân tay, cookie và địa chỉ IP mà tài khoản dùng để đăng nhập.',
          '**Thanh toán:** thẻ, tài khoản PayPal và địa chỉ thanh toán được dùng lại cho nhiều tài khoản quảng cáo.',
          '**Tài sản:** trang Facebook, pixel, tên miền và Business Manager gắn với nhiều hơn một tài khoản.',
          '**Con người:** những tài khoản cá nhân quản trị các tài khoản quảng cáo, cùng lịch sử của chính họ.',
        ],
      },
      {
        p: 'Hồ sơ trình duyệt giải quyết trọn vẹn điểm đầu tiên và hoàn toàn không giải quyết các điểm còn lại. Hãy coi nó là phần móng, không phải cả tòa nhà.',
      },
      {
        p: 'Meta cũng so sánh tài khoản theo thời gian. Một tài khoản quảng cáo đăng nhập từ Lisbon suốt ba tháng rồi đột nhiên xuất hiện từ mạng văn phòng ở Kyiv đã thay đổi câu chuyện của nó, kể cả khi không có gì khác thay đổi.',
      },
      { h2: 'Mỗi tài khoản cá nhân một hồ sơ' },
      {
        p: 'Theo mô hình của Meta, tài khoản quảng cáo được quản lý bởi con người. Mỗi tài khoản Facebook cá nhân quản trị quảng cáo nên nằm trong đúng một hồ sơ Polyprofile, với proxy ISP hoặc di động cố định ở quốc gia mà tài khoản khai là mình đến từ đó. Đừng đổi proxy giữa các phiên, và đừng mở tài khoản ở bất kỳ đâu khác, kể cả trên điện thoại của bạn.',
      },
      {
        ul: [
          'Vân tay: máy tính Windows hoặc macOS, với múi giờ và ngôn ngữ đặt theo proxy.',
          'Proxy: mỗi hồ sơ một địa chỉ, không bao giờ dùng chung với tài khoản quảng cáo khác, tắt xoay IP.',
          'Cookie: nuôi hồ sơ một hai ngày trước khi thêm thông tin thanh toán.',
          'Xác thực hai lớp: mỗi tài khoản một ứng dụng xác thực, mã được lưu trong trình quản lý mật khẩu của nhóm.',
        ],
      },
      { h2: 'Thanh toán và tài sản' },
      {
        p: 'Dùng một thẻ riêng cho mỗi tài khoản quảng cáo. Dịch vụ thẻ ảo giúp việc này khả thi, và nhiều dịch vụ đang làm việc với người dùng của chúng tôi qua [trang đối tác](/partner). Cho mỗi tài khoản một trang và một pixel riêng, trừ khi bạn cố ý muốn gom chúng dưới một Business Manager. Dùng lại một tên miền landing page cho các tài khoản không liên quan là mối liên kết phổ biến và rất dễ tránh.',
      },
      { h2: 'Làm việc theo nhóm' },
      {
        p: 'Khi một media buyer, một designer và một analyst đều cần cùng một tài khoản, hãy chia sẻ hồ sơ thay vì mật khẩu. Khi đó mọi người làm việc từ cùng một vân tay thiết bị và proxy, và Meta thấy một quản trị viên nhất quán. Cho designer và analyst vai trò Thành viên với quyền xuất cookie bị tắt. [Bài hướng dẫn làm việc nhóm](/blog/teamwork-guide) giải thích chi tiết các vai trò.',
      },
      { h2: 'Khi một tài khoản bị hạn chế' },
      {
        p: 'Đừng đăng nhập tài khoản bị hạn chế từ các hồ sơ khác để kiểm tra, và đừng chuyển tài sản của nó sang một tài khoản mới ngay trong ngày. Cả hai việc đó đều nối vấn đề sang những tài khoản còn khỏe. Hãy kháng nghị từ chính hồ sơ mà tài khoản luôn dùng, giữ nguyên proxy, và chờ kết quả trước khi dùng lại bất kỳ tài sản nào từng gắn với nó.',
      },
      { h2: 'Kỳ vọng thực tế' },
      {
        p: 'Không công cụ nào đảm bảo một tài khoản sẽ không bao giờ bị xét duyệt. Meta hạn chế tài khoản vì lý do chính sách, lỗi thanh toán và vấn đề về mẫu quảng cáo, những thứ chẳng liên quan gì đến việc liên kết. Điều mà một sự tách biệt tốt làm được là giới hạn thiệt hại: một tài khoản bị hạn chế vẫn chỉ là một tài khoản bị hạn chế. [Trang giải pháp Facebook](/solutions/facebook) tóm tắt cách thiết lập này, và [hướng dẫn từng bước](/guide/facebook-ads-step-by-step) dựng nó từ đầu.',
      },
    ],
  },
}
