import type { ArticleText } from '../types'

/** Trung tâm trợ giúp: tài khoản và thanh toán. */
export const helpsAccount: Record<string, ArticleText> = {
  'change-plan': {
    title: 'Nâng cấp, hạ cấp hoặc hủy gói',
    excerpt:
      'Việc đổi gói được tính tiền ra sao, chuyện gì xảy ra với hồ sơ vượt giới hạn mới, và cách hủy gói.',
    description:
      'Nâng cấp, hạ cấp hoặc hủy gói Polyprofile: phần chênh lệch được tính theo ngày thế nào và hồ sơ vượt giới hạn sẽ ra sao.',
    body: [
      {
        p: 'Chỉ chủ sở hữu không gian làm việc mới có thể đổi gói. Mở **Không gian làm việc → Thanh toán** để xem gói hiện tại, ngày thanh toán tiếp theo và các tùy chọn bên dưới.',
      },
      { h2: 'Nâng cấp' },
      {
        p: 'Chọn gói mới và xác nhận. Giới hạn cao hơn được áp dụng ngay. Bạn trả phần chênh lệch cho số ngày còn lại của kỳ thanh toán hiện tại, và hóa đơn tiếp theo tính đủ giá của gói mới.',
      },
      { h2: 'Hạ cấp' },
      {
        p: 'Việc hạ cấp có hiệu lực vào cuối kỳ thanh toán hiện tại, nên bạn vẫn dùng trọn những gì đã trả tiền. Phần chênh lệch chưa dùng không được hoàn bằng tiền mà được cộng thành tín dụng vào số dư, dùng để thanh toán các hóa đơn sau.',
      },
      {
        ul: [
          'Nếu bạn có nhiều hồ sơ hơn mức gói mới cho phép, không hồ sơ nào bị xóa. Các hồ sơ dư chuyển sang chế độ chỉ đọc: vẫn hiện trong danh sách nhưng không mở được cho đến khi bạn xóa bớt hồ sơ khác hoặc nâng cấp lại.',
          'Nếu bạn có nhiều thành viên hơn mức gói mới cho phép, hãy chọn người ở lại. Thành viên bị xóa mất quyền truy cập vào cuối kỳ.',
          'Những tính năng gói mới không có, chẳng hạn API cục bộ trên gói Cơ bản, sẽ ngừng hoạt động khi việc hạ cấp có hiệu lực.',
        ],
      },
      { h2: 'Hủy gói' },
      {
        p: 'Nhấp **Hủy gói đăng ký**. Không gian làm việc giữ các tính năng trả phí đến hết kỳ rồi chuyển sang gói Miễn phí. Sau đó hồ sơ vẫn nằm trong tài khoản của bạn thêm 90 ngày, để bạn quay lại hoặc xuất chúng ra. Hết 90 ngày, các hồ sơ vượt giới hạn của gói Miễn phí bị xóa, và chúng tôi gửi lời nhắc trước một tuần.',
      },
      {
        p: 'Chuyển giữa thanh toán theo tháng và theo năm hoạt động giống như nâng cấp: thay đổi áp dụng ngay và số ngày còn lại của kỳ hiện tại được quy thành tín dụng. Giá các gói có trên [trang bảng giá](/pricing).',
      },
    ],
  },
  'payment-methods': {
    title: 'Phương thức thanh toán, hóa đơn và VAT',
    excerpt:
      'Chúng tôi nhận những phương thức thanh toán nào, tìm hóa đơn ở đâu, và cách thêm thông tin công ty để xuất VAT.',
    description:
      'Phương thức thanh toán của Polyprofile (thẻ, PayPal, tiền mã hóa, phương thức nội địa), nơi tải hóa đơn, và cách thêm thông tin công ty và VAT.',
    body: [
      { h2: 'Các phương thức thanh toán được chấp nhận' },
      {
        ul: [
          'Thẻ Visa, Mastercard, American Express và UnionPay.',
          'PayPal.',
          'Tiền mã hóa: USDT trên mạng TRON và Ethereum, Bitcoin và Ethereum. Thanh toán bằng tiền mã hóa là thanh toán một lần, không tự động gia hạn.',
          'Phương thức nội địa ở một số quốc gia, như Pix ở Brazil, BLIK ở Ba Lan và chuyển khoản ngân hàng ở Việt Nam. Trang thanh toán hiển thị những phương thức có sẵn cho quốc gia của bạn.',
        ],
      },
      {
        p: 'Giá được hiển thị bằng USD, BRL, PLN hoặc VND tùy quốc gia của bạn. Bạn có thể đổi đơn vị tiền tệ trên [trang bảng giá](/pricing) trước khi thanh toán.',
      },
      { h2: 'Hóa đơn' },
      {
        p: 'Mỗi khoản thanh toán đều có hóa đơn. Bạn tìm thấy chúng trong **Không gian làm việc → Thanh toán → Hóa đơn**, nơi có thể tải từng hóa đơn dưới dạng PDF. Chủ sở hữu cũng nhận một bản qua email. Hóa đơn không thể xuất lại cho công ty khác sau khi đã thanh toán, vì vậy hãy thêm thông tin công ty trước.',
      },
      { h2: 'Thông tin công ty và VAT' },
      {
        ol: [
          'Mở **Không gian làm việc → Thanh toán → Thông tin công ty**.',
          'Nhập tên pháp lý, địa chỉ và, nếu có, mã số VAT hoặc mã số thuế.',
          'Lưu lại. Các hóa đơn sau sẽ hiển thị những thông tin này.',
        ],
      },
      {
        p: 'Công ty tại Liên minh châu Âu có mã số VAT hợp lệ được xuất hóa đơn không kèm VAT theo cơ chế tự tính thuế ngược (reverse charge). Chúng tôi tự động xác thực mã số này; nếu xác thực thất bại, hóa đơn sẽ có VAT, và bạn có thể liên hệ bộ phận hỗ trợ kèm giấy tờ đăng ký doanh nghiệp.',
      },
      { h2: 'Thanh toán thất bại' },
      {
        p: 'Nếu lần gia hạn tự động thất bại, chúng tôi thử lại sau 1, 3 và 5 ngày và gửi email cho chủ sở hữu mỗi lần. Không gian làm việc vẫn hoạt động trong thời gian này. Sau lần thử cuối, nó chuyển sang gói Miễn phí cho đến khi thanh toán thành công.',
      },
    ],
  },
  'two-factor-authentication': {
    title: 'Bật xác thực hai lớp',
    excerpt:
      'Bảo vệ tài khoản Polyprofile bằng mã từ ứng dụng xác thực, và giữ mã khôi phục cho trường hợp khẩn cấp.',
    description:
      'Bật xác thực hai lớp cho tài khoản Polyprofile bằng ứng dụng xác thực, và cất giữ mã khôi phục an toàn.',
    body: [
      {
        p: 'Tài khoản Polyprofile của bạn mở được mọi hồ sơ bạn có quyền, cùng các phiên đang đăng nhập trong đó. Xác thực hai lớp nghĩa là chỉ riêng một mật khẩu bị đánh cắp thì chưa đủ để đăng nhập.',
      },
      { h2: 'Bật tính năng' },
      {
        ol: [
          'Mở **Tài khoản → Bảo mật** trong ứng dụng hoặc trên website.',
          'Nhấp **Bật xác thực hai lớp**.',
          'Quét mã QR bằng một ứng dụng xác thực như Google Authenticator, Microsoft Authenticator, 1Password hoặc Aegis.',
          'Nhập mã sáu chữ số mà ứng dụng hiển thị.',
          'Lưu mười mã khôi phục ở nơi an toàn, tách biệt với mật khẩu.',
        ],
      },
      {
        p: 'Từ giờ trở đi, đăng nhập trên máy tính mới sẽ yêu cầu mã từ ứng dụng. Những máy tính bạn đã đăng nhập trước đó vẫn giữ đăng nhập.',
      },
      { h2: 'Mã khôi phục' },
      {
        p: 'Mỗi mã khôi phục dùng được một lần, thay cho mã từ ứng dụng. Hãy dùng khi bạn mất điện thoại, sau đó thiết lập lại xác thực hai lớp trên điện thoại mới và tạo bộ mã mới. Nếu mất cả điện thoại lẫn bộ mã, bộ phận hỗ trợ có thể khôi phục quyền truy cập sau khi xác minh quyền sở hữu; việc này mất tối đa ba ngày làm việc và cần địa chỉ email cùng thông tin thanh toán của tài khoản.',
      },
      { h2: 'Dành cho chủ sở hữu không gian làm việc' },
      {
        p: 'Trên gói Doanh nghiệp, chủ sở hữu có thể bắt buộc mọi thành viên dùng xác thực hai lớp. Thành viên chưa bật sẽ được yêu cầu thiết lập ở lần đăng nhập tiếp theo và không mở được hồ sơ cho đến khi hoàn tất. Trên các gói khác, trang **Thành viên** cho biết ai đã bật tính năng này.',
      },
      {
        p: 'Chúng tôi không cung cấp mã qua SMS, vì số điện thoại có thể bị chiếm quyền thông qua nhà mạng.',
      },
    ],
  },
  'transfer-profiles': {
    title: 'Chuyển hồ sơ sang không gian làm việc khác',
    excerpt:
      'Bàn giao hồ sơ cho khách hàng hoặc chuyển giữa các không gian làm việc của chính bạn, giữ nguyên vân tay, cookie và cài đặt.',
    description:
      'Chuyển hồ sơ trình duyệt sang không gian làm việc Polyprofile khác, giữ nguyên vân tay, cookie và proxy, và những gì bên nhận thấy.',
    body: [
      {
        p: 'Việc chuyển giao đưa toàn bộ hồ sơ sang không gian làm việc khác: vân tay, cookie, bộ nhớ, tiện ích, proxy và ghi chú. Đây là cách đúng để bàn giao tài khoản cho khách hàng, hoặc để gộp các không gian làm việc.',
      },
      { h2: 'Gửi hồ sơ' },
      {
        ol: [
          'Chọn các hồ sơ trong danh sách chính. Đóng những hồ sơ đang mở.',
          'Chọn **Thêm → Chuyển giao**.',
          'Nhập địa chỉ email của chủ sở hữu hoặc quản trị viên của không gian làm việc nhận.',
          'Quyết định có gửi kèm cài đặt proxy hay không. Tắt tùy chọn này nếu proxy là của bạn và bên nhận sẽ dùng proxy của họ.',
          'Xác nhận. Bên nhận nhận được thông báo và có 7 ngày để chấp nhận.',
        ],
      },
      { h2: 'Bên nhận thấy gì' },
      {
        p: 'Hồ sơ được chấp nhận xuất hiện trong thư mục *Được chuyển đến* ở không gian làm việc nhận. Chúng được tính vào giới hạn hồ sơ của không gian đó, nên bên nhận cần đủ chỗ trống. Cho đến khi việc chuyển giao được chấp nhận, hồ sơ vẫn ở trong không gian làm việc của bạn, được đánh dấu đang chờ, và không bên nào mở được.',
      },
      { h2: 'Những điều cần biết' },
      {
        ul: [
          'Bên gửi không thể hoàn tác việc chuyển giao. Muốn lấy lại hồ sơ, bên nhận phải chuyển chúng trở lại.',
          'Lịch sử của hồ sơ trong nhật ký hoạt động ở lại với không gian làm việc gửi đi.',
          'Quy trình RPA và danh sách proxy đã lưu không được chuyển theo; hãy xuất và chia sẻ riêng nếu cần.',
          'Việc chuyển giao giữa các không gian làm việc do chính bạn sở hữu được tự động chấp nhận.',
        ],
      },
      {
        p: 'Để cho ai đó quyền truy cập mà không trao quyền sở hữu, hãy chia sẻ thư mục với họ thay vì chuyển giao; xem [mời thành viên nhóm](/helps/set-up-teamwork).',
      },
    ],
  },
  refunds: {
    title: 'Yêu cầu hoàn tiền',
    excerpt:
      'Chính sách hoàn tiền trong 14 ngày, cách yêu cầu hoàn tiền và bao lâu thì tiền về đến bạn.',
    description:
      'Cách yêu cầu hoàn tiền Polyprofile trong vòng 14 ngày kể từ lần thanh toán đầu tiên, trường hợp nào đủ điều kiện và bao lâu tiền về.',
    body: [
      {
        p: 'Nếu Polyprofile không phù hợp với bạn, bạn có thể yêu cầu hoàn toàn bộ tiền trong vòng 14 ngày kể từ lần thanh toán đầu tiên cho một gói. Chúng tôi thà hoàn tiền còn hơn giữ một khách hàng không hài lòng với sản phẩm.',
      },
      { h2: 'Trường hợp đủ điều kiện' },
      {
        ul: [
          'Lần thanh toán đầu tiên cho một gói, trong vòng 14 ngày.',
          'Khoản thanh toán bị trùng do lỗi, vào bất kỳ lúc nào.',
          'Khoản thanh toán phát sinh sau khi bạn đã hủy, nếu việc gia hạn xảy ra do nhầm lẫn.',
        ],
      },
      {
        p: 'Các lần gia hạn của gói bạn đã dùng quá một kỳ thanh toán, và khoản thanh toán cho không gian làm việc bị đình chỉ vì lạm dụng, không được hoàn tiền. Khi hạ cấp, phần chênh lệch được cộng vào số dư thay vì hoàn tiền.',
      },
      { h2: 'Cách yêu cầu' },
      {
        ol: [
          'Mở khung chat trong ứng dụng hoặc trên website, hoặc viết thư đến support@polyprofile.com từ địa chỉ email của tài khoản.',
          'Ghi kèm số hóa đơn từ **Không gian làm việc → Thanh toán → Hóa đơn**.',
          'Cho chúng tôi biết ngắn gọn điều gì chưa ổn. Điều này không ảnh hưởng đến việc hoàn tiền, nhưng giúp chúng tôi cải thiện sản phẩm.',
        ],
      },
      { h2: 'Mất bao lâu' },
      {
        p: 'Chúng tôi xử lý hoàn tiền trong vòng hai ngày làm việc. Sau đó, tiền hoàn vào thẻ mất 5 đến 10 ngày làm việc để hiển thị, tùy ngân hàng của bạn. Tiền hoàn qua PayPal thường thấy trong vòng một ngày. Khoản thanh toán bằng tiền mã hóa được hoàn bằng chính loại tiền đó đến địa chỉ bạn cung cấp, theo giá trị USD vào ngày thanh toán.',
      },
      {
        p: 'Sau khi hoàn tiền, không gian làm việc chuyển sang gói Miễn phí. Các hồ sơ vượt giới hạn của gói Miễn phí được giữ 90 ngày, giống như sau khi hủy gói.',
      },
    ],
  },
  'change-email-password': {
    title: 'Đổi địa chỉ email hoặc mật khẩu',
    excerpt:
      'Cập nhật địa chỉ email dùng để đăng nhập, đổi hoặc đặt lại mật khẩu, và điều gì xảy ra với các phiên khác của bạn.',
    description:
      'Đổi địa chỉ email hoặc mật khẩu của tài khoản Polyprofile, đặt lại mật khẩu đã quên và đăng xuất khỏi các máy tính khác.',
    body: [
      { h2: 'Đổi mật khẩu' },
      {
        ol: [
          'Mở **Tài khoản → Bảo mật**.',
          'Nhấp **Đổi mật khẩu**, nhập mật khẩu hiện tại và nhập mật khẩu mới hai lần.',
          'Chọn có đăng xuất khỏi mọi máy tính khác hay không. Chúng tôi khuyên nên làm vậy nếu bạn nghĩ có người khác biết mật khẩu cũ.',
        ],
      },
      {
        p: 'Hãy dùng ít nhất 12 ký tự. Những mật khẩu từng xuất hiện trong các vụ rò rỉ dữ liệu đã biết sẽ bị từ chối, dù chúng dài đến đâu.',
      },
      { h2: 'Quên mật khẩu' },
      {
        p: 'Trên màn hình đăng nhập, nhấp **Quên mật khẩu** và nhập địa chỉ email. Liên kết đặt lại có hiệu lực trong một giờ. Nếu đã bật xác thực hai lớp, bạn vẫn cần mã từ ứng dụng hoặc một mã khôi phục sau khi đặt mật khẩu mới. Đặt lại mật khẩu sẽ đăng xuất tài khoản khỏi mọi máy tính đang đăng nhập.',
      },
      { h2: 'Đổi địa chỉ email' },
      {
        ol: [
          'Mở **Tài khoản → Hồ sơ cá nhân** và nhấp **Đổi** bên cạnh địa chỉ email.',
          'Nhập địa chỉ mới và mật khẩu của bạn.',
          'Mở liên kết xác nhận chúng tôi gửi đến địa chỉ mới trong vòng 24 giờ.',
        ],
      },
      {
        p: 'Chúng tôi cũng thông báo đến địa chỉ cũ, kèm liên kết để hủy thay đổi trong 7 ngày phòng khi không phải bạn thực hiện. Từ đó trở đi, hóa đơn, lời mời vào không gian làm việc và thông báo bảo mật được gửi đến địa chỉ mới.',
      },
      { h2: 'Đăng nhập bằng Google' },
      {
        p: 'Nếu bạn đăng ký bằng Google, tài khoản của bạn chưa có mật khẩu riêng cho đến khi bạn đặt một mật khẩu trong **Tài khoản → Bảo mật**. Đặt mật khẩu giúp bạn đăng nhập trên những máy tính không dùng tài khoản Google đó.',
      },
    ],
  },
}
