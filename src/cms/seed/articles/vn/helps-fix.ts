import type { ArticleText } from '../types'

/** Trung tâm trợ giúp: xử lý sự cố. */
export const helpsFix: Record<string, ArticleText> = {
  'fix-proxies': {
    title: 'Kiểm tra proxy thất bại hoặc hồ sơ không có kết nối',
    excerpt:
      'Ý nghĩa của từng lỗi khi kiểm tra, và thứ tự tìm nguyên nhân khi hồ sơ không vào được internet.',
    description:
      'Xử lý lỗi kiểm tra proxy trong Polyprofile: ý nghĩa của lỗi hết thời gian, xác thực và bị từ chối, cùng các bước kiểm tra theo thứ tự.',
    body: [
      {
        p: 'Khi kiểm tra thất bại, kết quả sẽ nêu lý do. Hãy bắt đầu từ dòng khớp với những gì bạn thấy.',
      },
      { h2: 'Thông báo lỗi' },
      {
        ul: [
          '**Hết thời gian chờ:** proxy không phản hồi trong 10 giây. Máy chủ hoặc cổng bị sai, proxy đang ngừng hoạt động, hoặc tường lửa trong mạng của bạn chặn cổng đó.',
          '**Xác thực thất bại:** tên người dùng hoặc mật khẩu sai, hoặc nhà cung cấp chỉ cho phép kết nối từ các địa chỉ IP trong danh sách trắng và IP của bạn không có trong đó.',
          '**Kết nối bị từ chối:** máy chủ có phản hồi nhưng không có dịch vụ nào lắng nghe ở cổng đó. Hãy kiểm tra số cổng và giao thức.',
          '**Giao thức không được hỗ trợ:** loại đã chọn không khớp với proxy, ví dụ chọn SOCKS5 cho một proxy HTTP.',
        ],
      },
      { h2: 'Kiểm tra theo thứ tự' },
      {
        ol: [
          'Sao chép lại chuỗi proxy từ bảng điều khiển của nhà cung cấp. Khoảng trắng và dấu xuống dòng thừa là nguyên nhân phổ biến nhất.',
          'Thử giao thức còn lại. Nhiều nhà cung cấp mở HTTP và SOCKS5 trên các cổng khác nhau.',
          'Nếu nhà cung cấp dùng danh sách trắng IP, hãy thêm IP công khai hiện tại của bạn vào bảng điều khiển của họ. IP này thay đổi khi bạn chuyển mạng.',
          'Tắt mọi VPN trên máy tính và kiểm tra lại.',
          'Thử proxy trong một hồ sơ khác. Nếu ở đâu cũng lỗi, hãy liên hệ nhà cung cấp; nếu ở hồ sơ khác vẫn chạy, hãy so sánh cài đặt proxy của hai hồ sơ.',
        ],
      },
      { h2: 'Kiểm tra đạt nhưng trang không tải' },
      {
        p: 'Một số nhà cung cấp chặn một số trang web hoặc cổng nhất định. Hãy mở một trang đơn giản như công cụ tìm kiếm trong hồ sơ; nếu trang đó tải được mà trang web mục tiêu thì không, hãy hỏi nhà cung cấp xem trang đó có được phép không. Cũng hãy xem độ trễ trong kết quả: trên khoảng 2 giây, các trang nặng có thể bị hết thời gian chờ.',
      },
      {
        p: 'Nếu kiểm tra thành công nhưng hiển thị một quốc gia không như mong đợi, có thể nhà cung cấp đã gán vị trí khác. Xem [tài liệu về proxy](/docs/proxies) để biết hai nguồn vị trí địa lý được hiển thị thế nào.',
      },
    ],
  },
  'fix-cookies': {
    title: 'Lần nào cũng bị đăng xuất: khi cookie không được lưu',
    excerpt:
      'Một hồ sơ hay quên đăng nhập thường gặp một trong bốn vấn đề về cài đặt hoặc đồng bộ. Cách tìm ra đó là vấn đề nào.',
    description:
      'Vì sao hồ sơ Polyprofile quên đăng nhập giữa các lần mở và cách khắc phục: cài đặt dọn dữ liệu, đồng bộ, hạn sử dụng và kiểm tra của trang web.',
    body: [
      {
        p: 'Nếu một trang web đăng xuất bạn mỗi lần mở lại hồ sơ, hãy lần lượt xem các nguyên nhân dưới đây. Phần lớn trường hợp được giải quyết ở hai mục đầu.',
      },
      { h2: '1. Hồ sơ xóa dữ liệu khi đóng' },
      {
        p: 'Mở cài đặt hồ sơ, thẻ **Nâng cao**, và xem **Xóa cookie khi đóng** và **Xóa bộ nhớ khi đóng**. Cả hai nên tắt với những hồ sơ giữ đăng nhập.',
      },
      { h2: '2. Hồ sơ bị đóng trước khi đồng bộ xong' },
      {
        p: 'Khi bật đồng bộ đám mây, hồ sơ tải dữ liệu lên lúc đóng. Nếu ứng dụng bị thoát hoặc máy tính tắt giữa lúc tải lên, lần khởi động sau sẽ dùng bản trước đó. Hãy đợi biểu tượng đám mây cạnh hồ sơ ngừng chuyển động rồi mới thoát. Trạng thái đồng bộ ở thẻ **Thông tin** của hồ sơ cho biết lần tải lên gần nhất hoàn tất lúc nào.',
      },
      { h2: '3. Trang web đã kết thúc phiên' },
      {
        p: 'Mở thẻ **Cookie** và tìm cookie phiên của trang web. Nếu hạn sử dụng của nó đã qua, hoặc đó là cookie phiên không có hạn sử dụng, thì chính trang web quyết định thời gian đăng nhập kéo dài bao lâu. Đánh dấu *Ghi nhớ tôi* hoặc *Duy trì đăng nhập* khi đăng nhập thường cho phiên dài hơn.',
      },
      { h2: '4. Trang web thấy một thiết bị khác' },
      {
        p: 'Một số trang web kết thúc phiên khi địa chỉ IP thay đổi, hoặc khi phiên bản trình duyệt thay đổi. Nếu proxy xoay vòng, hãy chuyển sang proxy sticky hoặc tĩnh. Sau khi cập nhật nhân, hãy chuẩn bị tinh thần là vài trang web sẽ yêu cầu bạn đăng nhập lại một lần.',
      },
      { h2: 'Vẫn bị đăng xuất?' },
      {
        ul: [
          'Kiểm tra xem có tiện ích nào trong hồ sơ dọn cookie không. Các tiện ích bảo vệ quyền riêng tư thường làm vậy.',
          'Kiểm tra xem bạn có đang mở cùng một tài khoản trong hai hồ sơ không, vì điều đó có thể làm phiên đầu tiên mất hiệu lực.',
          'Gửi cho bộ phận hỗ trợ ID hồ sơ ở thẻ **Thông tin**; chúng tôi có thể kiểm tra lịch sử đồng bộ mà không cần xem cookie của nó.',
        ],
      },
      {
        p: '[Bài hướng dẫn về cookie](/blog/cookies-guide) giải thích chi tiết hơn cách các phiên được lưu và đồng bộ.',
      },
    ],
  },
  'fix-fingerprints': {
    title: 'Trang web báo trình duyệt trông bất thường',
    excerpt:
      'Khi trang web hiện cảnh báo, CAPTCHA hoặc trang “trình duyệt không được hỗ trợ”, làm sao tìm ra giá trị làm lộ hồ sơ.',
    description:
      'Phải làm gì khi trang web đánh dấu hồ sơ Polyprofile là bất thường: cảnh báo nhất quán, nhân trình duyệt cũ, tiện ích và proxy.',
    body: [
      {
        p: 'Một cảnh báo, một CAPTCHA không dứt hoặc trang “trình duyệt của bạn không được hỗ trợ” nghĩa là có điều gì đó trong hồ sơ trông không ổn với trang web. Thủ phạm hiếm khi là chính bộ máy tạo vân tay; thường đó là một giá trị mâu thuẫn với các giá trị còn lại.',
      },
      { h2: 'Tìm chỗ mâu thuẫn' },
      {
        ol: [
          'Mở cài đặt hồ sơ và xem phần kiểm tra tính nhất quán ở cuối thẻ **Vân tay**. Xử lý mọi cảnh báo màu vàng.',
          'Kiểm tra múi giờ, ngôn ngữ và vị trí địa lý đã được đặt là *Theo IP*.',
          'Chạy kiểm tra proxy. Proxy ở quốc gia khác với múi giờ là mâu thuẫn phổ biến nhất.',
          'Xác nhận nhân trình duyệt là bản mới nhất trong thẻ **Thông tin**. Nhân cũ báo một phiên bản trình duyệt cũ mà một số trang web từ chối.',
        ],
      },
      { h2: 'Tiện ích' },
      {
        p: 'Trình chặn quảng cáo, trình chặn script và một số tiện ích bảo vệ quyền riêng tư làm thay đổi những gì trang web nhìn thấy, và nhiều nhà cung cấp giải pháp chống bot coi đó là đáng ngờ. Hãy tắt từng tiện ích một rồi tải lại trang để xem tiện ích nào gây ra cảnh báo.',
      },
      { h2: 'Cấu hình di động' },
      {
        p: 'Nếu hồ sơ dùng cấu hình Android hoặc iOS, hãy chắc chắn bạn không đổi kích thước màn hình hay tắt cảm ứng. Một chiếc điện thoại không hỗ trợ cảm ứng là sự không khớp quá rõ ràng. Dùng **Vân tay mới** với cùng cấu hình đó để khôi phục một bộ giá trị nhất quán.',
      },
      { h2: 'Nếu không cách nào hiệu quả' },
      {
        p: 'Mở một hồ sơ mới với cài đặt mặc định và cùng proxy, rồi tải trang. Nếu hồ sơ mới vượt qua, hãy so sánh cài đặt của nó với hồ sơ cũ. Nếu hồ sơ mới cũng thất bại, nguyên nhân nhiều khả năng là uy tín IP của proxy; hãy thử một địa chỉ từ nhà cung cấp hoặc nhóm IP khác.',
      },
      {
        p: 'Gửi cho bộ phận hỗ trợ ID hồ sơ và địa chỉ của trang. Chúng tôi kiểm tra các trang được báo cáo với nhân hiện tại và sửa vấn đề phát hiện trong các bản cập nhật nhân, thường chỉ trong vài ngày.',
      },
    ],
  },
  'fix-profile-start': {
    title: 'Hồ sơ không khởi động hoặc đóng ngay lập tức',
    excerpt:
      'Khi nhấp Mở mà không có gì xảy ra, hiện lỗi, hoặc cửa sổ đóng ngay: nguyên nhân và cách khắc phục.',
    description:
      'Xử lý hồ sơ Polyprofile không mở được hoặc đóng ngay: khóa hồ sơ, tải nhân trình duyệt, phần mềm diệt virus, dung lượng ổ đĩa và dữ liệu hỏng.',
    body: [
      {
        p: 'Khi một hồ sơ không mở được, nút bấm hoặc thông báo thường cho biết lý do. Dưới đây là những thông báo thường gặp và cách xử lý từng trường hợp.',
      },
      { h2: '“Hồ sơ đang được sử dụng”' },
      {
        p: 'Một người khác, hoặc chính bạn trên máy tính khác, đang mở hồ sơ. Thông báo nêu tên người dùng và máy tính. Hãy nhờ họ đóng hồ sơ. Nếu máy tính của họ bị treo, quản trị viên hoặc chính người dùng đó có thể nhấp **Tiếp quản**; khóa cũng tự động được gỡ 30 phút sau khi máy tính kia ngừng phản hồi.',
      },
      { h2: '“Đang tải nhân trình duyệt”' },
      {
        p: 'Hồ sơ cần một nhân trình duyệt chưa có trên máy tính này, thường là sau khi cập nhật hoặc cài đặt mới. Dung lượng tải khoảng 150 MB. Nếu nó đứng ở 0%, hãy kiểm tra xem tường lửa hoặc proxy trong mạng của bạn có cho phép kết nối đến máy chủ cập nhật của chúng tôi không.',
      },
      { h2: 'Cửa sổ mở ra rồi đóng ngay' },
      {
        ol: [
          'Kiểm tra xem phần mềm diệt virus có cách ly tệp nào trong thư mục Polyprofile không. Khôi phục chúng và thêm thư mục vào danh sách ngoại lệ.',
          'Kiểm tra dung lượng ổ đĩa trống. Hồ sơ cần chỗ để giải nén dữ liệu; khi còn dưới 1 GB, việc khởi chạy sẽ thất bại.',
          'Tắt các tiện ích của hồ sơ trong phần cài đặt rồi thử lại. Một tiện ích bị lỗi có thể làm trình duyệt sập ngay khi khởi động.',
          'Khởi động lại ứng dụng. Nếu các hồ sơ khác mở được còn hồ sơ này thì không, dữ liệu cục bộ của nó có thể đã bị hỏng.',
        ],
      },
      { h2: 'Dữ liệu cục bộ bị hỏng' },
      {
        p: 'Mở menu của hồ sơ và chọn **Sửa chữa**. Ứng dụng bỏ bản sao cục bộ và tải phiên bản đồng bộ gần nhất từ đám mây về. Những thay đổi kể từ lần đồng bộ thành công gần nhất sẽ mất, đó là lý do ứng dụng yêu cầu xác nhận. Hồ sơ chỉ lưu cục bộ không thể sửa theo cách này; hãy khôi phục chúng từ bản lưu trữ đã xuất.',
      },
      {
        p: 'Nếu không cách nào hiệu quả, hãy nhấp **Trợ giúp → Gửi nhật ký** trong ứng dụng và ghi ID hồ sơ khi liên hệ bộ phận hỗ trợ.',
      },
    ],
  },
  'fix-sync': {
    title: 'Thay đổi trong hồ sơ không xuất hiện trên máy tính khác',
    excerpt:
      'Khi dấu trang, cookie hoặc cài đặt lưu trên máy này lại thiếu trên máy khác, hãy kiểm tra trạng thái đồng bộ, chế độ lưu trữ và thời điểm.',
    description:
      'Xử lý đồng bộ đám mây của Polyprofile khi thay đổi trong hồ sơ bị thiếu trên máy khác: trạng thái đồng bộ, hồ sơ lưu cục bộ và thời điểm.',
    body: [
      {
        p: 'Hồ sơ đồng bộ qua đám mây khi được đóng. Nếu thay đổi làm trên máy tính này bị thiếu trên máy tính khác, nguyên nhân là một trong những điều sau.',
      },
      { h2: 'Quá trình tải lên chưa hoàn tất' },
      {
        p: 'Xem hồ sơ trên máy tính thứ nhất. Biểu tượng đám mây đang chuyển động nghĩa là vẫn đang tải lên; đám mây màu đỏ nghĩa là đã thất bại. Nhấp vào biểu tượng đỏ để xem lỗi và thử lại. Nguyên nhân thường gặp là thoát ứng dụng hoặc mất kết nối giữa lúc tải lên.',
      },
      { h2: 'Hồ sơ được lưu cục bộ' },
      {
        p: 'Trong cài đặt, hồ sơ có thể được đặt là **Chỉ lưu cục bộ**, chẳng hạn cho dữ liệu bạn không muốn đưa lên đám mây. Những hồ sơ này không bao giờ đồng bộ. Chế độ lưu trữ được hiển thị ở thẻ **Thông tin**; chuyển sang đám mây thì dữ liệu hiện tại sẽ được tải lên vào lần đóng hồ sơ tiếp theo.',
      },
      { h2: 'Máy kia đã mở một bản cũ' },
      {
        p: 'Nếu hồ sơ được mở trên máy thứ hai trong khi máy thứ nhất vẫn đang tải lên, máy thứ hai bắt đầu từ phiên bản trước đó. Khi cả hai cùng đóng, lần tải lên sau sẽ thắng và các thay đổi còn lại bị mất. Hãy để quá trình tải lên hoàn tất rồi mới mở hồ sơ ở nơi khác; biểu tượng khóa cho biết khi hồ sơ vẫn đang được dùng.',
      },
      { h2: 'Những gì được đồng bộ và không được đồng bộ' },
      {
        ul: [
          'Được đồng bộ: cookie, local storage, IndexedDB, dấu trang, lịch sử, tiện ích và cài đặt của chúng, mật khẩu đã lưu, các thẻ đang mở.',
          'Không được đồng bộ: bộ nhớ đệm của trình duyệt và các tệp đã tải xuống, vốn ở lại trên máy tính nơi chúng được tạo.',
        ],
      },
      { h2: 'Kiểm tra nhật ký đồng bộ' },
      {
        p: 'Thẻ **Thông tin** liệt kê mười lần tải lên và tải xuống gần nhất của hồ sơ, kèm thời gian, dung lượng và máy tính. Nếu thiếu lần tải lên từ máy thứ nhất, vấn đề nằm ở máy đó; nếu lần tải lên có trong danh sách mà máy thứ hai vẫn hiển thị phiên bản cũ hơn, hãy nhấp **Sửa chữa** trên máy thứ hai để tải bản mới nhất.',
      },
    ],
  },
  'fix-rpa': {
    title: 'Quy trình RPA lần nào cũng dừng ở cùng một bước',
    excerpt:
      'Cách đọc nhật ký chạy, tìm lý do một bước thất bại, và giúp quy trình chịu được trang chậm, bố cục thay đổi và cửa sổ bật lên.',
    description:
      'Xử lý quy trình RPA trong Polyprofile thất bại ở cùng một bước: đọc nhật ký, sửa selector và thời gian chờ, xử lý cửa sổ bật lên.',
    body: [
      {
        p: 'Khi một quy trình thất bại ở cùng một bước trên mọi hồ sơ, nguyên nhân gần như luôn nằm ở bước đó hoặc bước ngay trước nó. Hãy bắt đầu với nhật ký chạy.',
      },
      { h2: 'Đọc nhật ký' },
      {
        ol: [
          'Mở **Tự động hóa → Lịch sử** và nhấp vào một lần chạy thất bại.',
          'Tìm bước đầu tiên được đánh dấu đỏ. Thông báo cho biết điều gì đã sai, ví dụ *không tìm thấy phần tử* hoặc *hết thời gian điều hướng*.',
          'Nếu **Chụp màn hình khi lỗi** đang bật, hãy mở ảnh chụp. Ảnh cho thấy trang web đúng như quy trình đã nhìn thấy.',
        ],
      },
      { h2: '“Không tìm thấy phần tử”' },
      {
        p: 'Hoặc phần tử chưa có trên trang, hoặc selector không còn khớp. Nếu ảnh chụp cho thấy trang mới tải một nửa, hãy thay bước chờ cố định trước bước đó bằng **Chờ phần tử**. Nếu trang đã tải xong và phần tử hiển thị rõ, nghĩa là trang web đã thay đổi; hãy chọn lại phần tử bằng công cụ chọn phần tử, ưu tiên selector dựa trên văn bản hoặc nhãn của nó.',
      },
      { h2: '“Hết thời gian điều hướng”' },
      {
        p: 'Trang tải lâu hơn mức bước đó cho phép, mặc định là 30 giây. Hãy tăng thời gian chờ cho các trang chậm, kiểm tra độ trễ proxy của những hồ sơ bị ảnh hưởng, hoặc giảm số luồng đồng thời của lần chạy để máy tính không bị quá tải.',
      },
      { h2: 'Có cửa sổ bật lên cản đường' },
      {
        p: 'Nếu ảnh chụp cho thấy banner cookie hoặc hộp thoại che trang, hãy thêm bước **Đóng nếu có** trước bước bị lỗi và chọn nút đóng của banner. Bật *Tiếp tục nếu không tìm thấy* để những lần chạy không có cửa sổ bật lên vẫn tiếp tục.',
      },
      { h2: 'Chỉ thất bại trên một số hồ sơ' },
      {
        p: 'So sánh một hồ sơ thất bại với một hồ sơ thành công. Khác biệt về ngôn ngữ, trạng thái đăng nhập hoặc khu vực thường làm trang thay đổi. Dùng hành động **Nếu phần tử tồn tại** để xử lý cả hai phiên bản, hoặc dừng những hồ sơ đó với một trạng thái rõ ràng.',
      },
      {
        p: '[Tài liệu tham khảo hành động RPA](/docs/rpa-actions) liệt kê các tùy chọn của mọi hành động được nhắc đến ở đây.',
      },
    ],
  },
  'fix-local-api': {
    title: 'API cục bộ không phản hồi',
    excerpt:
      'Kết nối bị từ chối, lỗi 401 hoặc 429 từ API cục bộ: ý nghĩa của từng lỗi và cách để script giao tiếp được với ứng dụng.',
    description:
      'Xử lý lỗi API cục bộ của Polyprofile từng bước: kết nối bị từ chối, 401 không được phép, 403 giới hạn gói và 429 giới hạn tần suất.',
    body: [
      {
        p: 'Script của bạn giao tiếp với ứng dụng Polyprofile đang chạy trên cùng máy tính. Hãy bắt đầu với yêu cầu đơn giản nhất, không cần hồ sơ nào:',
      },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      {
        p: 'Ứng dụng hoạt động bình thường sẽ trả về `{"code":0,"msg":"ok","data":{...}}`, kèm phiên bản ứng dụng. Nếu bạn nhận được bất kỳ kết quả nào khác, hãy tìm trường hợp tương ứng bên dưới.',
      },
      { h2: 'Kết nối bị từ chối' },
      {
        ul: [
          'Ứng dụng chưa chạy, hoặc bạn chưa đăng nhập. API chỉ hoạt động khi ứng dụng đang mở và đã đăng nhập.',
          'API đang tắt. Bật nó trong **Cài đặt → API cục bộ**.',
          'Cổng khác với mặc định. Cổng mặc định là 36912; trang cài đặt hiển thị cổng đang dùng.',
        ],
      },
      { h2: 'HTTP 401' },
      {
        p: 'Khóa bị thiếu hoặc sai. Sao chép lại khóa từ **Cài đặt → API cục bộ** và gửi nó trong header `X-Api-Key`. Tạo lại khóa sẽ làm khóa cũ mất hiệu lực ngay lập tức.',
      },
      { h2: 'HTTP 403' },
      {
        p: 'API cục bộ có trong gói Nhóm và gói Doanh nghiệp. Ở các gói khác, endpoint trạng thái vẫn phản hồi nhưng mọi endpoint khác trả về 403 kèm thông báo nêu tên gói. Lỗi 403 trên một hồ sơ cụ thể nghĩa là vai trò của bạn không được phép thực hiện hành động đó với hồ sơ ấy.',
      },
      { h2: 'HTTP 429' },
      {
        p: 'Bạn đã gửi hơn 10 yêu cầu mỗi giây. Hãy đợi đúng số giây trong `retry_after` và làm chậm script lại. Khởi chạy nhiều hồ sơ bằng endpoint hàng loạt nhanh hơn nhiều lệnh gọi đơn lẻ.',
      },
      {
        p: 'Danh sách endpoint đầy đủ và định dạng phản hồi có trong [tài liệu API cục bộ](/docs/local-api).',
      },
    ],
  },
}
