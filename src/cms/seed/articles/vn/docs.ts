import type { ArticleText } from '../types'

/** Tài liệu: các trang chính. */
export const docs: Record<string, ArticleText> = {
  proxies: {
    title: 'Proxy',
    excerpt:
      'Các loại và định dạng proxy Polyprofile hỗ trợ, cách hồ sơ dùng proxy, công cụ kiểm tra proxy, proxy đã lưu và thao tác hàng loạt.',
    description:
      'Tài liệu proxy của Polyprofile: các loại và định dạng được hỗ trợ, cách hồ sơ dùng proxy, kiểm tra proxy, proxy đã lưu và thao tác hàng loạt.',
    body: [
      {
        p: 'Mỗi hồ sơ kết nối internet trực tiếp hoặc qua proxy riêng của nó. Trang này mô tả những gì Polyprofile hỗ trợ và cách ứng dụng sử dụng proxy. Để chọn nhà cung cấp và loại proxy, xem bài [chọn proxy cho từng hồ sơ](/blog/proxies-guide).',
      },
      { h2: 'Các loại được hỗ trợ' },
      {
        ul: [
          'Proxy **HTTP** và **HTTPS**, có hoặc không có xác thực.',
          'Proxy **SOCKS5**, có hoặc không có xác thực. Việc phân giải tên miền diễn ra ở phía proxy.',
          '**Trực tiếp**: không dùng proxy. Hồ sơ dùng kết nối và địa chỉ của chính máy tính.',
        ],
      },
      {
        p: 'SOCKS4 và các proxy yêu cầu xác thực NTLM hoặc Kerberos không được hỗ trợ. Có thể dùng đường hầm SSH bằng cách chạy nó trên máy và trỏ hồ sơ đến cổng SOCKS5 cục bộ.',
      },
      { h2: 'Định dạng' },
      {
        p: 'Trường proxy và mọi thao tác nhập đều chấp nhận các dạng sau. Loại proxy có thể ghi dưới dạng scheme; nếu không có, ứng dụng sẽ thử HTTP trước rồi đến SOCKS5 khi bạn chạy kiểm tra.',
      },
      {
        code: `203.0.113.24:8000
203.0.113.24:8000:alice:s3cret
alice:s3cret@203.0.113.24:8000
socks5://alice:s3cret@203.0.113.24:1080
http://alice:s3cret@gate.provider.example:7777`,
        language: 'bash',
      },
      {
        p: 'Tên người dùng và mật khẩu có thể chứa mọi ký tự trừ dấu xuống dòng. Ở dạng URL, hãy mã hóa `@`, `:` và `/` bên trong chúng thành `%40`, `%3A` và `%2F`.',
      },
      { h2: 'Cách hồ sơ dùng proxy' },
      {
        ol: [
          'Khi hồ sơ khởi động, ứng dụng kết nối qua proxy và tra cứu địa chỉ đầu ra.',
          'Nếu múi giờ, ngôn ngữ hoặc vị trí địa lý được đặt là *Theo IP*, chúng sẽ được đặt theo địa chỉ đó.',
          'Mọi lưu lượng của hồ sơ, kể cả DNS, WebRTC và yêu cầu từ tiện ích, đều đi qua proxy.',
          'Nếu không kết nối được proxy, hồ sơ sẽ không mở và thông báo sẽ nêu lý do. Hồ sơ không bao giờ tự chuyển sang kết nối trực tiếp.',
        ],
      },
      { h2: 'Kiểm tra proxy' },
      {
        p: 'Công cụ kiểm tra kết nối qua proxy từ máy tính của bạn và báo cáo IP đầu ra, quốc gia và thành phố theo hai cơ sở dữ liệu định vị, múi giờ và độ trễ. Trạng thái là một trong các giá trị: OK, hết thời gian chờ, xác thực thất bại, kết nối bị từ chối, giao thức không được hỗ trợ. Kết quả được lưu cùng hồ sơ và hiển thị trong danh sách kèm ngày kiểm tra.',
      },
      {
        ul: [
          'Kết quả màu **vàng** nghĩa là hai nguồn định vị lệch nhau nhiều hơn một vùng.',
          'Dấu màu **cam** nghĩa là một hồ sơ khác trong không gian làm việc đã báo cáo cùng IP đầu ra.',
          'Khi bạn chọn nhiều hồ sơ hoặc nhiều proxy đã lưu, việc kiểm tra chạy 20 mục một lúc.',
        ],
      },
      { h2: 'Proxy đã lưu' },
      {
        p: 'Trang **Proxy** giữ danh sách địa chỉ của không gian làm việc, kèm thẻ và ghi chú. Hồ sơ có thể dùng một proxy đã lưu thay vì bản sao riêng; khi đó sửa proxy đã lưu sẽ cập nhật mọi hồ sơ đang dùng nó. Thông tin đăng nhập proxy chỉ hiển thị với thành viên có quyền *Xem thông tin đăng nhập proxy*; những người khác chỉ thấy máy chủ và quốc gia.',
      },
      { h2: 'Proxy xoay vòng và proxy di động' },
      {
        p: 'Với nhà cung cấp đổi IP đầu ra qua một liên kết, hãy điền **URL đổi IP**. Khi đó thanh công cụ của hồ sơ hiển thị nút xoay IP, và endpoint `POST /api/v1/profiles/{id}/proxy/rotate` của API cục bộ gọi cùng liên kết đó. Xem [proxy xoay vòng và proxy di động](/docs/proxy-rotation) để biết về phiên sticky và thời điểm xoay IP.',
      },
      { h2: 'Thao tác hàng loạt' },
      {
        ul: [
          '**Proxy → Thay từ danh sách** gán các địa chỉ đã dán cho những hồ sơ được chọn theo thứ tự.',
          '**Proxy → Gán proxy đã lưu** cấp cho mỗi hồ sơ được chọn một proxy đã lưu chưa dùng, có thể lọc theo thẻ.',
          '**Proxy → Gỡ bỏ** chuyển các hồ sơ được chọn sang kết nối trực tiếp.',
          '**Kiểm tra proxy** kiểm tra mọi hồ sơ được chọn.',
        ],
      },
      {
        p: 'Nếu kiểm tra thất bại hoặc hồ sơ không kết nối được, hãy làm theo [các bước xử lý sự cố proxy](/helps/fix-proxies).',
      },
    ],
  },
  profiles: {
    title: 'Hồ sơ trình duyệt',
    excerpt:
      'Hồ sơ chứa những gì, cách tạo, sắp xếp, mở, khóa và xóa hồ sơ, và dữ liệu nào được lưu ở đâu.',
    description:
      'Hồ sơ trình duyệt Polyprofile: hồ sơ chứa những gì, cách tạo và sắp xếp, mở và khóa, mẫu hồ sơ và xóa hồ sơ.',
    body: [
      {
        p: 'Hồ sơ là một môi trường trình duyệt độc lập. Mỗi hồ sơ có vân tay thiết bị, cài đặt mạng, bộ nhớ và tiện ích riêng, và mở trong cửa sổ riêng như một tiến trình trình duyệt tách biệt. Trang này là tài liệu tham khảo về cách hồ sơ hoạt động; để được hướng dẫn từ đầu, xem [tạo hồ sơ đầu tiên](/helps/create-first-profile).',
      },
      { h2: 'Hồ sơ chứa những gì' },
      {
        ul: [
          '**Vân tay:** thiết bị mà hồ sơ thể hiện, được mô tả trong [tài liệu tham khảo tham số vân tay](/docs/fingerprint-parameters).',
          '**Mạng:** một proxy hoặc kết nối trực tiếp, cùng chế độ WebRTC.',
          '**Bộ nhớ:** cookie, local storage, IndexedDB, bộ nhớ đệm, lịch sử, dấu trang, mật khẩu đã lưu và các thẻ đang mở.',
          '**Tiện ích:** cài riêng cho từng hồ sơ, với cài đặt riêng.',
          '**Siêu dữ liệu:** tên, thư mục, thẻ, ghi chú, ngày tạo, ngày mở gần nhất và người mở.',
        ],
      },
      { h2: 'Tạo hồ sơ' },
      {
        p: 'Hồ sơ có thể được tạo từng cái bằng **Hồ sơ mới**, hàng loạt bằng **Tạo hàng loạt**, từ một mẫu, bằng cách nhập tệp CSV hoặc JSON, hoặc qua API cục bộ. Mọi cách đều tạo một thiết bị mới cho mỗi hồ sơ. **Nhân bản** là ngoại lệ: nó sao chép một hồ sơ có sẵn, kể cả bộ nhớ và seed nhiễu, và dành cho việc làm mẫu chứ không dành cho tài khoản.',
      },
      { h3: 'Mẫu hồ sơ' },
      {
        p: 'Mẫu lưu cài đặt của một hồ sơ mà không kèm giá trị thiết bị hay bộ nhớ. Các hồ sơ tạo từ mẫu có cùng hệ điều hành, loại proxy, tiện ích, trang khởi động và tùy chọn vân tay, nhưng mỗi hồ sơ có thiết bị riêng. Mẫu được dùng chung trong toàn bộ không gian làm việc.',
      },
      { h2: 'Sắp xếp hồ sơ' },
      {
        ul: [
          '**Thư mục** tạo thành cây và là đơn vị chia sẻ. Mỗi hồ sơ nằm trong đúng một thư mục.',
          '**Thẻ** áp dụng xuyên suốt các thư mục. Một hồ sơ có thể có bao nhiêu thẻ cũng được.',
          '**Ghi chú** là văn bản tự do, tìm kiếm được, và hiển thị với mọi người xem được hồ sơ.',
          '**Cột** của danh sách chính có thể chọn, sắp thứ tự và sắp xếp theo từng người dùng.',
        ],
      },
      { h2: 'Mở và khóa' },
      {
        p: 'Một hồ sơ chỉ mở được trên một máy tính tại một thời điểm. Trong lúc hồ sơ mở, người dùng khác thấy nó ở trạng thái *đang được sử dụng* kèm tên người và máy tính. Khóa được gỡ khi hồ sơ đóng, hoặc tự động sau thời gian chờ khóa của không gian làm việc, mặc định 30 phút, khi máy tính đang giữ hồ sơ ngừng phản hồi. Người dùng có quyền chỉnh sửa có thể **Tiếp quản** một hồ sơ đang bị khóa; thao tác này đóng hồ sơ trên máy kia mà không lưu những thay đổi cuối cùng của phiên đó.',
      },
      { h2: 'Nhân trình duyệt và cập nhật' },
      {
        p: 'Mỗi hồ sơ chạy trên một nhân dựa trên Chromium. Nhân mới được tải về ở chế độ nền và hồ sơ chuyển sang nhân mới ở lần khởi động kế tiếp, giữ nguyên vân tay và bộ nhớ; user agent và client hints của hồ sơ đi theo phiên bản nhân. Thẻ **Thông tin** cho biết hồ sơ đang dùng nhân nào.',
      },
      { h2: 'Chế độ lưu trữ' },
      {
        p: 'Theo mặc định, hồ sơ được lưu trên đám mây ở dạng mã hóa và đồng bộ khi đóng. Có thể chuyển hồ sơ sang **Chỉ lưu cục bộ**, khi đó dữ liệu của nó không bao giờ rời khỏi máy tính và chỉ mở được trên máy đó. Xem [lưu trữ, đồng bộ và sao lưu hồ sơ](/docs/profile-storage).',
      },
      { h2: 'Xóa hồ sơ' },
      {
        p: 'Hồ sơ bị xóa được chuyển vào **Thùng rác** và có thể khôi phục trong 30 ngày, sau đó chúng cùng dữ liệu đám mây bị xóa vĩnh viễn. Chỉ thành viên có quyền xóa mới xóa được hồ sơ, và chỉ quản trị viên mới có thể dọn sạch thùng rác trước khi hết 30 ngày.',
      },
      { h2: 'Giới hạn' },
      {
        p: 'Các gói giới hạn số hồ sơ trong một không gian làm việc, tính cả hồ sơ đã lưu trữ nhưng không tính hồ sơ trong Thùng rác: 5 với gói Miễn phí, 100 với gói Cơ bản, 500 với gói Nhóm, và theo hợp đồng với gói Doanh nghiệp. Không có giới hạn số hồ sơ mở cùng lúc ngoài bộ nhớ của máy tính, khoảng 300 đến 600 MB mỗi hồ sơ với các trang web thông thường.',
      },
    ],
  },
}
