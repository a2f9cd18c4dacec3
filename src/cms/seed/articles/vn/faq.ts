import type { FaqText } from '../types'

/** Câu hỏi thường gặp. */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: 'Polyprofile là gì?',
    answer: [
      {
        p: 'Polyprofile là trình duyệt trên máy tính dành cho những người làm việc với nhiều tài khoản trực tuyến. Mỗi hồ sơ trình duyệt hoạt động như một máy tính riêng, với vân tay, cookie, bộ nhớ và proxy riêng, nên các tài khoản vẫn tách biệt ngay cả khi bạn chạy hàng trăm tài khoản trên cùng một máy.',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: 'Ai đang dùng Polyprofile?',
    answer: [
      {
        p: 'Dân tiếp thị liên kết, media buyer, người bán hàng thương mại điện tử, agency mạng xã hội và kỹ thuật số, các đội dữ liệu thu thập dữ liệu web công khai, và bất kỳ ai cần những danh tính tách biệt cho công việc hợp pháp, chẳng hạn đội QA kiểm tra cách website hoạt động ở khu vực khác.',
      },
    ],
  },
  'is-it-legal': {
    question: 'Dùng trình duyệt chống phát hiện có hợp pháp không?',
    answer: [
      {
        p: 'Nhìn chung là có. Việc thay đổi thông tin trình duyệt báo cáo và dùng proxy là hợp pháp ở hầu hết các quốc gia. Tuy vậy, những gì bạn làm với tài khoản vẫn phải tuân thủ pháp luật và quy định của các nền tảng bạn sử dụng. [Điều khoản sử dụng](/terms) của chúng tôi cấm gian lận, lạm dụng và mọi hoạt động bất hợp pháp tại nơi bạn hoặc những người bị ảnh hưởng đang ở.',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: 'Polyprofile ngăn các tài khoản bị liên kết với nhau bằng cách nào?',
    answer: [
      {
        p: 'Mỗi hồ sơ có vân tay thiết bị riêng (màn hình, đồ họa, âm thanh, phông chữ, dữ liệu navigator), cookie và bộ nhớ riêng, và proxy riêng. Những giá trị cần khớp nhau, như múi giờ và vị trí của proxy, được tự động đặt cho khớp. Không có gì được dùng chung giữa các hồ sơ, dù trên máy tính của bạn hay trên đám mây.',
      },
      {
        p: 'Trình duyệt không thể che giấu những liên kết do chính bạn tạo ra, chẳng hạn dùng cùng một thẻ thanh toán hoặc số điện thoại cho nhiều tài khoản. [Bài hướng dẫn về vân tay](/blog/fingerprints-guide) giải thích sự khác biệt này.',
      },
    ],
  },
  'data-privacy': {
    question: 'Polyprofile có xem được tài khoản và mật khẩu của tôi không?',
    answer: [
      {
        p: 'Không. Dữ liệu hồ sơ, kể cả cookie và mật khẩu đã lưu, được mã hóa trên máy tính của bạn trước khi đồng bộ, và chúng tôi không giữ khóa giải mã. Máy chủ của chúng tôi chỉ lưu bản lưu trữ đã mã hóa cùng siêu dữ liệu như tên hồ sơ và thời điểm mỗi hồ sơ được mở gần nhất.',
      },
    ],
  },
  'which-browser-engine': {
    question: 'Hồ sơ dùng nhân trình duyệt nào?',
    answer: [
      {
        p: 'Hồ sơ chạy trên một nhân dựa trên Chromium, bộ máy của Google Chrome, được cập nhật trong vòng vài ngày sau mỗi bản Chrome ổn định. Các trang web thấy một trình duyệt tương thích Chrome đời mới, và tiện ích Chrome hoạt động bình thường.',
      },
    ],
  },
  'free-plan': {
    question: 'Tôi có thể dùng thử Polyprofile miễn phí không?',
    answer: [
      {
        p: 'Có. Gói Miễn phí gồm 5 hồ sơ trình duyệt với mọi tính năng chống phát hiện và không giới hạn thời gian. Bạn không cần thẻ thanh toán để đăng ký. Tính năng đồng bộ thao tác, RPA và chỗ cho thành viên nhóm có trong các gói trả phí.',
      },
    ],
  },
  'system-requirements': {
    question: 'Polyprofile hỗ trợ những hệ điều hành nào?',
    answer: [
      {
        p: 'Windows 10 và 11 (64-bit và 32-bit), macOS 11 trở lên trên Intel và Apple silicon, và Linux 64-bit: Ubuntu 20.04, Debian 11 hoặc mới hơn. Máy cần ít nhất 4 GB bộ nhớ và 2 GB dung lượng trống; xem [cài đặt Polyprofile](/helps/install-polyprofile).',
      },
    ],
  },
  'how-many-profiles': {
    question: 'Tôi có thể mở cùng lúc bao nhiêu hồ sơ?',
    answer: [
      {
        p: 'Gói dịch vụ giới hạn số hồ sơ bạn có thể tạo, không giới hạn số hồ sơ đang mở. Giới hạn thực tế là bộ nhớ máy tính: mỗi hồ sơ đang mở dùng khoảng 300 đến 600 MB với các trang web thông thường. Một máy tính có 16 GB bộ nhớ chạy thoải mái 15 đến 20 hồ sơ.',
      },
    ],
  },
  'proxy-needed': {
    question: 'Tôi có cần mua proxy riêng không?',
    answer: [
      {
        p: 'Có. Polyprofile dùng được proxy của mọi nhà cung cấp nhưng không bán proxy. Hãy dùng mỗi hồ sơ một proxy cho những tài khoản bạn muốn giữ tách biệt. Nhiều nhà cung cấp trên [trang đối tác](/partner) của chúng tôi có giảm giá cho người dùng Polyprofile.',
      },
    ],
  },
  'which-proxy-types': {
    question: 'Polyprofile hỗ trợ những loại proxy nào?',
    answer: [
      {
        p: 'HTTP, HTTPS và SOCKS5, có hoặc không có tên người dùng và mật khẩu, kể cả proxy dân cư và proxy di động xoay vòng có liên kết đổi IP. [Tài liệu về proxy](/docs/proxies) liệt kê các định dạng bạn có thể dán vào.',
      },
    ],
  },
  'import-from-other-browser': {
    question: 'Có chuyển được hồ sơ từ trình duyệt chống phát hiện khác sang không?',
    answer: [
      {
        p: 'Có. Xuất hồ sơ từ trình duyệt kia thành tệp CSV hoặc JSON kèm proxy và cookie, rồi dùng **Nhập** trong Polyprofile. Vân tay không được chuyển sang, vì mỗi sản phẩm tạo vân tay theo cách khác nhau; mỗi hồ sơ được nhập sẽ nhận một thiết bị mới, nhất quán. Đội ngũ của chúng tôi hỗ trợ khách hàng gói Nhóm và gói Doanh nghiệp khi cần chuyển đổi quy mô lớn.',
      },
    ],
  },
  'automation-support': {
    question: 'Tự động hóa hồ sơ bằng Selenium, Puppeteer hay Playwright được không?',
    answer: [
      {
        p: 'Có, thông qua API cục bộ trong gói Nhóm và gói Doanh nghiệp. Script của bạn khởi chạy hồ sơ bằng một yêu cầu và kết nối với nó qua Chrome DevTools Protocol; xem [kết nối thư viện tự động hóa](/docs/browser-automation-libraries). Để tự động hóa mà không cần viết mã, hãy dùng quy trình RPA, có từ gói Cơ bản.',
      },
    ],
  },
  'payment-methods': {
    question: 'Polyprofile nhận những phương thức thanh toán nào?',
    answer: [
      {
        p: 'Thẻ ngân hàng, PayPal, tiền mã hóa (USDT, Bitcoin và Ethereum) và các phương thức nội địa ở một số quốc gia, như Pix ở Brazil và BLIK ở Ba Lan. Chi tiết có trong bài [phương thức thanh toán, hóa đơn và VAT](/helps/payment-methods).',
      },
    ],
  },
  'annual-discount': {
    question: 'Thanh toán theo năm có được giảm giá không?',
    answer: [
      {
        p: 'Có. Thanh toán theo năm rẻ hơn 20% so với thanh toán theo tháng: gói Cơ bản còn $7.20 thay vì $9 mỗi tháng, và gói Nhóm còn $23.20 thay vì $29. Bạn có thể chuyển giữa thanh toán theo tháng và theo năm bất cứ lúc nào.',
      },
    ],
  },
  'refund-policy': {
    question: 'Tôi có được hoàn tiền không?',
    answer: [
      {
        p: 'Có, hoàn toàn bộ khoản thanh toán đầu tiên cho một gói nếu bạn yêu cầu trong vòng 14 ngày. Hãy gửi yêu cầu đến bộ phận hỗ trợ từ địa chỉ email của tài khoản, kèm số hóa đơn; xem [yêu cầu hoàn tiền](/helps/refunds).',
      },
    ],
  },
  'plan-change': {
    question: 'Hồ sơ của tôi sẽ ra sao nếu tôi hạ cấp gói?',
    answer: [
      {
        p: 'Không có gì bị xóa. Những hồ sơ vượt quá giới hạn của gói mới chuyển sang chế độ chỉ đọc cho đến khi bạn xóa bớt hồ sơ khác hoặc nâng cấp lại. Sau khi hủy gói, các hồ sơ vượt giới hạn của gói Miễn phí được giữ trong 90 ngày.',
      },
    ],
  },
  'team-seats': {
    question: 'Tôi có thể thêm bao nhiêu thành viên nhóm?',
    answer: [
      {
        p: 'Gói Cơ bản có 3 thành viên, gói Nhóm có 10, còn gói Doanh nghiệp có bao nhiêu tùy nhu cầu. Mỗi thành viên có thông tin đăng nhập riêng và chỉ thấy những thư mục bạn chia sẻ với họ.',
      },
    ],
  },
  'lost-2fa': {
    question: 'Tôi làm mất điện thoại có ứng dụng xác thực. Làm sao để đăng nhập?',
    answer: [
      {
        p: 'Hãy dùng một trong các mã khôi phục bạn đã lưu khi bật xác thực hai lớp. Nếu không có các mã này, hãy liên hệ bộ phận hỗ trợ từ địa chỉ email của tài khoản; chúng tôi khôi phục quyền truy cập sau khi xác minh quyền sở hữu, quá trình này mất tối đa ba ngày làm việc.',
      },
    ],
  },
  'delete-account': {
    question: 'Làm thế nào để xóa tài khoản và dữ liệu của tôi?',
    answer: [
      {
        p: 'Hủy mọi gói đăng ký đang hoạt động, sau đó chọn **Tài khoản → Xóa tài khoản**. Chúng tôi xóa hồ sơ, dữ liệu đám mây và thông tin cá nhân của bạn trong vòng 30 ngày, trừ hóa đơn mà chúng tôi phải lưu giữ vì mục đích thuế. [Chính sách quyền riêng tư](/privacy) có đầy đủ chi tiết.',
      },
    ],
  },
}
