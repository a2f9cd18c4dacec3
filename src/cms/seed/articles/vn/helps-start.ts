import type { ArticleText } from '../types'

/** Trung tâm trợ giúp: bắt đầu sử dụng. */
export const helpsStart: Record<string, ArticleText> = {
  'install-polyprofile': {
    title: 'Cài đặt Polyprofile trên Windows, macOS và Linux',
    excerpt: 'Yêu cầu hệ thống, nơi tải trình cài đặt và cách xử lý khi hệ thống chặn nó.',
    description:
      'Cách cài đặt Polyprofile trên Windows, macOS và Linux: yêu cầu hệ thống, trình cài đặt và cách xử lý khi hệ thống chặn chúng.',
    body: [
      { h2: 'Yêu cầu hệ thống' },
      {
        ul: [
          '**Windows:** Windows 10 hoặc 11, 64-bit hoặc 32-bit.',
          '**macOS:** phiên bản 11 Big Sur trở lên, trên Intel hoặc Apple silicon.',
          '**Linux:** Ubuntu 20.04, Debian 11 hoặc một bản phân phối 64-bit mới hơn.',
          'Ít nhất 4 GB bộ nhớ và 2 GB dung lượng ổ đĩa trống. Hãy tính khoảng 500 MB bộ nhớ cho mỗi hồ sơ bạn để mở.',
        ],
      },
      { h2: 'Cài đặt' },
      {
        ol: [
          'Mở [trang tải xuống](/download). Trang sẽ đề xuất trình cài đặt cho hệ điều hành bạn đang dùng; các hệ điều hành khác được liệt kê bên dưới.',
          '**Windows:** chạy tệp `.exe` và làm theo các bước. Ứng dụng được cài cho người dùng hiện tại và không cần quyền quản trị.',
          '**macOS:** mở tệp `.dmg` và kéo Polyprofile vào thư mục Ứng dụng. Trên máy Mac dùng chip M, hãy chọn bản dành cho Apple silicon; bản này nhanh hơn rõ rệt so với bản Intel chạy qua Rosetta.',
          '**Linux:** cài gói `.deb` bằng lệnh `sudo apt install ./Polyprofile-5.7.0-linux.deb`.',
          'Khởi động Polyprofile và đăng nhập bằng tài khoản của bạn, hoặc tạo tài khoản mới ngay từ cửa sổ đăng nhập.',
        ],
      },
      { h2: 'Nếu hệ thống chặn trình cài đặt' },
      {
        p: 'Windows SmartScreen có thể cảnh báo về một phiên bản mới trong vài ngày đầu sau khi phát hành, cho đến khi có đủ người cài đặt nó. Hãy chắc chắn tệp được tải từ trang tải xuống của chúng tôi, rồi chọn **Thông tin thêm → Vẫn chạy**. Trên macOS, nếu hệ thống báo không thể mở ứng dụng, hãy nhấp chuột phải vào ứng dụng trong thư mục Ứng dụng và chọn **Mở** một lần.',
      },
      {
        p: 'Phần mềm diệt virus đôi khi cách ly nhân trình duyệt, vốn được tải về sau lần đăng nhập đầu tiên. Nếu hồ sơ không khởi động được ngay sau khi cài đặt, hãy thêm thư mục Polyprofile vào danh sách ngoại lệ của phần mềm diệt virus và khởi động lại ứng dụng. Mỗi bản phát hành đều công bố mã kiểm tra SHA-256 của các trình cài đặt trong [ghi chú phát hành](/release).',
      },
    ],
  },
  'create-first-profile': {
    title: 'Tạo hồ sơ trình duyệt đầu tiên',
    excerpt:
      'Hồ sơ là một trình duyệt riêng với thiết bị, bộ nhớ và mạng riêng. Cách tạo hồ sơ và những gì cần điền trước tiên.',
    description:
      'Tạo hồ sơ trình duyệt Polyprofile đầu tiên: tên, hệ điều hành, cài đặt mạng và những gì nên để mặc định.',
    body: [
      {
        p: 'Mỗi hồ sơ là một trình duyệt hoàn chỉnh và riêng biệt. Hồ sơ có vân tay thiết bị riêng, cookie và bộ nhớ riêng, tiện ích riêng và kết nối mạng riêng. Hãy dùng mỗi hồ sơ cho một tài khoản bạn muốn giữ tách biệt.',
      },
      { h2: 'Các bước' },
      {
        ol: [
          'Nhấp **Hồ sơ mới** ở góc trên bên trái cửa sổ chính.',
          'Nhập một cái tên cho biết hồ sơ dành cho tài khoản nào, ví dụ *Shop DE – Seller Central*. Bạn có thể thêm ghi chú và thẻ bên dưới tên.',
          'Chọn hệ điều hành mà hồ sơ sẽ thể hiện: Windows, macOS, Linux, Android hoặc iOS. Polyprofile sẽ chọn một thiết bị chân thực thuộc loại đó.',
          'Trong mục **Mạng**, thêm proxy, hoặc tạm để *Kết nối trực tiếp* nếu bạn chỉ muốn dùng thử.',
          'Nhấp **Tạo**. Hồ sơ xuất hiện trong danh sách; nhấp **Mở** để khởi chạy.',
        ],
      },
      { h2: 'Những gì nên để mặc định' },
      {
        p: 'Thẻ vân tay có hàng chục giá trị, và các giá trị mặc định được chọn để nhất quán với nhau và với proxy. Múi giờ, ngôn ngữ và vị trí địa lý tự động theo vị trí của proxy. Chỉ thay đổi từng giá trị riêng lẻ khi bạn biết lý do; trình chỉnh sửa sẽ cảnh báo khi một thay đổi tạo ra mâu thuẫn.',
      },
      { h2: 'Tạo nhiều hồ sơ cùng lúc' },
      {
        p: 'Để tạo hồ sơ hàng loạt, nhấp mũi tên cạnh **Hồ sơ mới** và chọn **Tạo hàng loạt**. Nhập số lượng cần tạo, một mẫu tên như *TikTok {n}*, và nếu muốn, dán danh sách proxy, mỗi dòng một proxy, để gán theo thứ tự. Mỗi hồ sơ vẫn có thiết bị riêng.',
      },
      {
        p: 'Gói Miễn phí có 5 hồ sơ; [trang bảng giá](/pricing) liệt kê giới hạn của các gói khác. Tiếp theo, hãy đọc cách [chọn cài đặt vân tay](/helps/set-up-fingerprints) và [thêm proxy](/helps/set-up-proxies).',
      },
    ],
  },
  'set-up-fingerprints': {
    title: 'Chọn cài đặt vân tay cho hồ sơ mới',
    excerpt:
      'Nên thay đổi tùy chọn vân tay nào, nên giữ nguyên tùy chọn nào, và cách đọc kết quả kiểm tra tính nhất quán.',
    description:
      'Nên đổi cài đặt vân tay nào trong hồ sơ Polyprofile mới, nên giữ mặc định những gì, và cách kiểm tra tính nhất quán hoạt động.',
    body: [
      {
        p: 'Khi bạn tạo hồ sơ, Polyprofile tạo ra một bộ vân tay hoàn chỉnh từ dữ liệu thiết bị thật. Trong hầu hết trường hợp, bạn chỉ cần quyết định ba điều và có thể để nguyên phần còn lại.',
      },
      { h2: 'Ba quyết định' },
      {
        ol: [
          '**Hệ điều hành.** Khớp với hệ điều hành tài khoản đã dùng trước đây. Với tài khoản mới trên máy tính, Windows là lựa chọn phổ biến nhất.',
          '**Máy tính hay di động.** Chỉ dùng cấu hình di động cho những tài khoản lẽ ra được dùng từ điện thoại.',
          '**Kích thước màn hình.** Giữ độ phân giải được đề xuất, trừ khi lịch sử của tài khoản đòi hỏi độ phân giải khác. Kích thước phổ biến ít gây chú ý hơn kích thước hiếm gặp.',
        ],
      },
      { h2: 'Những cài đặt nên để mặc định' },
      {
        ul: [
          '**Múi giờ, ngôn ngữ, vị trí địa lý:** *Theo IP*, để khớp với proxy.',
          '**WebRTC:** *Thay thế*, hiển thị địa chỉ proxy thay cho địa chỉ thật của bạn.',
          '**Canvas, WebGL, âm thanh:** *Nhiễu*, giúp hồ sơ có giá trị băm ổn định của riêng nó.',
          '**Phông chữ:** *Phông chữ của hồ sơ*, khớp với hệ điều hành đã chọn.',
        ],
      },
      { h2: 'Kiểm tra tính nhất quán' },
      {
        p: 'Bảng ở cuối thẻ vân tay đối chiếu các giá trị với nhau. Dấu màu xanh lá nghĩa là không tìm thấy mâu thuẫn. Cảnh báo màu vàng nêu tên các giá trị không khớp, ví dụ nền tảng macOS đi kèm GPU chỉ có trên Windows. Hãy xử lý các cảnh báo trước lần đăng nhập đầu tiên; sau đó, việc thay đổi thiết bị của một tài khoản đang hoạt động tự nó cũng có thể gây nghi ngờ.',
      },
      {
        p: 'Nhấp **Vân tay mới** để tạo một thiết bị hoàn toàn mới nếu bạn muốn làm lại từ đầu. [Tài liệu tham khảo tham số vân tay](/docs/fingerprint-parameters) giải thích chi tiết từng giá trị.',
      },
    ],
  },
  'set-up-proxies': {
    title: 'Thêm proxy cho hồ sơ',
    excerpt:
      'Dán proxy theo bất kỳ định dạng phổ biến nào, kiểm tra nó, và để hồ sơ lấy vị trí theo proxy đó.',
    description:
      'Thêm proxy cho hồ sơ Polyprofile: các loại và định dạng được hỗ trợ, công cụ kiểm tra tích hợp và liên kết xoay IP cho proxy di động.',
    body: [
      {
        p: 'Proxy cho hồ sơ một địa chỉ IP và vị trí riêng. Polyprofile hỗ trợ proxy HTTP, HTTPS và SOCKS5 của mọi nhà cung cấp.',
      },
      { h2: 'Các bước' },
      {
        ol: [
          'Mở cài đặt của hồ sơ và chuyển sang thẻ **Proxy**.',
          'Chọn **Tùy chỉnh** và dán proxy vào. Loại, máy chủ, cổng, tên người dùng và mật khẩu được tự động điền.',
          'Nhấp **Kiểm tra**. Sau một hai giây, bạn sẽ thấy IP đầu ra, quốc gia, thành phố, múi giờ và độ trễ.',
          'Nếu vị trí đúng, nhấp **Lưu**.',
        ],
      },
      { h2: 'Các định dạng trường này hiểu được' },
      {
        ul: [
          '`host:port`',
          '`host:port:username:password`',
          '`username:password@host:port`',
          '`socks5://username:password@host:port` (cả `http://` và `https://`)',
        ],
      },
      { h2: 'Proxy di động có xoay IP' },
      {
        p: 'Nếu nhà cung cấp đưa cho bạn một liên kết để đổi IP, hãy dán nó vào **URL đổi IP**. Khi đó, một nút xoay IP xuất hiện trên thanh công cụ của hồ sơ. Chỉ xoay IP giữa các phiên, không bao giờ xoay khi bạn đang đăng nhập và làm việc.',
      },
      { h2: 'Proxy đã lưu' },
      {
        p: 'Những proxy bạn hay dùng có thể được lưu trong mục **Proxy** ở menu bên trái và chọn từ danh sách thay vì dán lại. Khi sửa một proxy đã lưu, mọi hồ sơ đang dùng proxy đó đều được cập nhật theo.',
      },
      {
        p: 'Sau khi lưu, hồ sơ lấy múi giờ, ngôn ngữ và vị trí địa lý theo địa chỉ mới mỗi lần khởi động. Đổi proxy của một tài khoản đang dùng đồng nghĩa với việc tài khoản đó có vị trí mới, vì vậy chỉ nên làm khi địa chỉ cũ không còn hoạt động.',
      },
      {
        p: 'Nếu kiểm tra thất bại, hãy xem [cách xử lý khi kiểm tra proxy thất bại](/helps/fix-proxies). Để chọn loại proxy, hãy đọc [bài so sánh các loại proxy](/blog/proxies-guide) của chúng tôi.',
      },
    ],
  },
  'set-up-cookies': {
    title: 'Nhập cookie vào hồ sơ',
    excerpt:
      'Chuyển một phiên đang đăng nhập từ trình duyệt khác sang hồ sơ Polyprofile mà không cần đăng nhập lại.',
    description:
      'Nhập cookie vào hồ sơ Polyprofile ở định dạng JSON hoặc Netscape, để tài khoản vẫn đăng nhập khi chuyển từ trình duyệt khác sang.',
    body: [
      {
        p: 'Nhập cookie là chuyển một phiên đang đăng nhập vào hồ sơ. Khi đó, trang web thấy một khách truy cập quay lại, chứ không phải một lần đăng nhập mới từ thiết bị lạ.',
      },
      { h2: 'Xuất từ trình duyệt cũ' },
      {
        p: 'Dùng một tiện ích xuất cookie trong trình duyệt cũ và chỉ xuất cookie của trang web bạn đang chuyển, ở định dạng JSON. Nếu trang web đăng nhập qua một tên miền khác, chẳng hạn tên miền tài khoản riêng, hãy xuất cả tên miền đó. Đừng xuất toàn bộ cookie của trình duyệt.',
      },
      { h2: 'Nhập vào hồ sơ' },
      {
        ol: [
          'Đóng hồ sơ nếu nó đang mở.',
          'Mở menu của hồ sơ và chọn **Cookie → Nhập**.',
          'Dán nội dung JSON hoặc `cookies.txt` định dạng Netscape, hoặc chọn tệp.',
          'Nhấp **Nhập**. Hộp thoại cho biết đã thêm bao nhiêu cookie và liệt kê những cookie bị bỏ qua kèm lý do.',
          'Mở hồ sơ và tải trang web. Bạn sẽ thấy mình đã đăng nhập.',
        ],
      },
      { h2: 'Trước lần truy cập đầu tiên' },
      {
        ul: [
          'Cấp cho hồ sơ một proxy ở cùng quốc gia với kết nối của trình duyệt cũ.',
          'Chọn cùng hệ điều hành mà trình duyệt cũ đã chạy.',
          'Sau khi xác nhận đăng nhập hoạt động, tránh đổi mật khẩu hoặc thông tin thanh toán trong vài giờ.',
        ],
      },
      {
        p: 'Cookie bị bỏ qua thường có ngày hết hạn đã qua, nghĩa là phần đó của phiên đã kết thúc từ trước. Nếu trang web đăng xuất bạn sau khi khởi động lại, hãy xem [khi cookie không được lưu](/helps/fix-cookies).',
      },
      {
        p: 'Phiên được nhập có tồn tại hay không còn tùy vào trang web. Những dịch vụ gắn phiên với địa chỉ IP nơi phiên được tạo sẽ yêu cầu bạn đăng nhập lại, dù cookie được chuyển cẩn thận đến đâu.',
      },
    ],
  },
  'set-up-teamwork': {
    title: 'Mời thành viên nhóm và phân vai trò',
    excerpt:
      'Mời đồng nghiệp vào không gian làm việc, chọn vai trò cho họ và chia sẻ các thư mục hồ sơ với họ.',
    description:
      'Mời thành viên vào không gian làm việc Polyprofile, chọn vai trò và quyền hạn, và chia sẻ thư mục hồ sơ với họ.',
    body: [
      {
        p: 'Thành viên nhóm có thông tin đăng nhập riêng và làm việc với những hồ sơ bạn chia sẻ, mà không bao giờ thấy mật khẩu của các tài khoản. Gói Cơ bản có 3 chỗ, gói Nhóm có 10 chỗ.',
      },
      { h2: 'Mời một người' },
      {
        ol: [
          'Mở **Không gian làm việc → Thành viên** và nhấp **Mời**.',
          'Nhập địa chỉ email của họ và chọn vai trò: Quản trị viên, Quản lý hoặc Thành viên.',
          'Nếu muốn, chọn luôn những thư mục họ được thấy ngay.',
          'Nhấp **Gửi**. Họ nhận được email có liên kết hiệu lực trong 7 ngày.',
        ],
      },
      { h2: 'Nên chọn vai trò nào' },
      {
        ul: [
          '**Thành viên** cho những người chỉ mở hồ sơ để làm việc. Đây là lựa chọn mặc định phù hợp.',
          '**Quản lý** cho những người tạo và cấu hình hồ sơ trong thư mục của họ.',
          '**Quản trị viên** cho một hoặc hai người quản lý thành viên và cài đặt.',
        ],
      },
      { h2: 'Chia sẻ hồ sơ' },
      {
        p: 'Đặt hồ sơ vào thư mục và chia sẻ thư mục đó: nhấp chuột phải, chọn **Chia sẻ** và thêm thành viên. Mọi thứ trong thư mục, kể cả hồ sơ được thêm sau này, đều hiển thị với họ. Bạn cũng có thể đặt cho một thành viên vai trò khác trong riêng một thư mục.',
      },
      { h2: 'Các quyền nhạy cảm' },
      {
        p: 'Trên trang của thành viên, hãy quyết định họ có được xem thông tin đăng nhập proxy, xuất cookie, sửa vân tay và xóa hồ sơ hay không. Cả bốn quyền đều tắt với Thành viên mới. [Tài liệu tham khảo về vai trò và quyền](/docs/teamwork-permissions) giải thích từng quyền.',
      },
      {
        p: 'Với thành viên chưa chấp nhận lời mời, bạn có thể gửi liên kết mới từ cùng trang đó; liên kết cũ lập tức ngừng hoạt động.',
      },
    ],
  },
  'set-up-rpa': {
    title: 'Chạy quy trình RPA trên nhiều hồ sơ',
    excerpt:
      'Khởi chạy quy trình trên các hồ sơ đã chọn, đặt số hồ sơ chạy cùng lúc và đọc kết quả.',
    description:
      'Chạy quy trình RPA trên nhiều hồ sơ Polyprofile: chọn hồ sơ, đặt số luồng đồng thời, theo dõi tiến độ và đọc lịch sử chạy.',
    body: [
      {
        p: 'Khi một quy trình đã chạy tốt trên một hồ sơ, bạn có thể chạy nó trên bao nhiêu hồ sơ tùy thích. RPA có trong gói Cơ bản, Nhóm và Doanh nghiệp.',
      },
      { h2: 'Bắt đầu một lần chạy' },
      {
        ol: [
          'Trong danh sách chính, chọn các hồ sơ, hoặc chọn một thư mục để dùng mọi hồ sơ trong đó.',
          'Nhấp **Chạy quy trình** và chọn quy trình.',
          'Đặt **Số luồng đồng thời**, tức số hồ sơ chạy cùng một lúc. Hãy bắt đầu với 4 trên laptop và 8 trên máy để bàn có 32 GB bộ nhớ.',
          'Nếu quy trình dùng biến từ tệp CSV, hãy chọn tệp đó. Các dòng được ghép với hồ sơ theo tên hồ sơ hoặc theo thứ tự trong danh sách.',
          'Nhấp **Bắt đầu**.',
        ],
      },
      { h2: 'Theo dõi lần chạy' },
      {
        p: 'Bảng chạy hiển thị mỗi hồ sơ một dòng kèm trạng thái: đang chờ, đang chạy, hoàn tất, thất bại hoặc đã dừng. Nhấp vào một dòng để xem nhật ký từng bước của hồ sơ đó, kèm thời lượng. Bạn có thể dừng một hồ sơ hoặc cả lần chạy bất cứ lúc nào; hồ sơ bị dừng được đóng đúng cách và cookie được lưu lại.',
      },
      { h2: 'Sau lần chạy' },
      {
        p: 'Kết quả được giữ trong **Tự động hóa → Lịch sử** trong 30 ngày. Lọc theo trạng thái để tìm các lần thất bại, rồi mở một lần chạy thất bại để xem bước bị lỗi và, nếu đã bật, ảnh chụp trang tại thời điểm đó. Xuất danh sách ra CSV để chia sẻ.',
      },
      {
        p: 'Hồ sơ đang được bạn hoặc đồng nghiệp mở sẽ bị bỏ qua và được đánh dấu như vậy, nên một lần chạy không bao giờ chiếm phiên của ai. Nếu nhiều lần chạy cùng lỗi ở một bước, hãy đọc [vì sao quy trình dừng ở cùng một bước](/helps/fix-rpa).',
      },
    ],
  },
}
