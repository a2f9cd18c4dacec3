import type { LegalCopy } from './types'

export const vn: LegalCopy = {
  privacy: {
    seo: {
      title: 'Chính sách quyền riêng tư',
      description:
        'Polyprofile thu thập gì trên trang web này, vì sao, trong bao lâu và cách bạn chọn những gì được phép.',
    },
    title: 'Chính sách quyền riêng tư',
    subtitle: 'Có hiệu lực từ ngày 1 tháng 11 năm 2026.',
    body: [
      {
        p: 'Chính sách này áp dụng cho trang web này và hoạt động hỗ trợ mà chúng tôi cung cấp qua trang web. Polyprofile Ltd. chịu trách nhiệm đối với dữ liệu được mô tả tại đây; bạn có thể liên hệ với chúng tôi qua privacy@polyprofile.com.',
      },
      { h2: 'Lựa chọn của bạn' },
      {
        p: 'Khách truy cập từ Liên minh châu Âu, Khu vực kinh tế châu Âu và Vương quốc Anh sẽ được hỏi ý kiến trước khi bất kỳ thành phần nào không thực sự cần thiết được chạy. Nếu trình duyệt của bạn gửi tín hiệu Global Privacy Control, chúng tôi coi đó là lời từ chối ở mọi khu vực và không hỏi lại. Bạn có thể thay đổi lựa chọn bất cứ lúc nào qua liên kết “Cài đặt quyền riêng tư” ở cuối mỗi trang.',
      },
      { h2: 'Những gì luôn hoạt động' },
      {
        ul: [
          'Ngôn ngữ bạn chọn, được lưu trong cookie 365 ngày để trang web mở bằng ngôn ngữ của bạn.',
          'Lựa chọn quyền riêng tư của bạn, được lưu trong cookie 180 ngày.',
          'Việc đếm lượt xem trang, lượt nhấp và lỗi mà không dùng mã định danh lâu dài: mỗi lần tải trang nhận một mã ngẫu nhiên mới và chúng tôi không lưu địa chỉ IP.',
          'Mã giới thiệu từ liên kết đối tác, được lưu trong cookie 7 ngày để lượt giới thiệu được ghi nhận cho đối tác.',
        ],
      },
      { h2: 'Những gì chỉ hoạt động khi bạn đồng ý' },
      {
        ul: [
          'Cookie mã định danh thiết bị (360 ngày), giúp chúng tôi đếm khách truy cập quay lại và đo lường hiệu năng của trang web đối với họ.',
          'Báo cáo vân tay trình duyệt (đặc điểm màn hình, đồ họa, phông chữ và mạng), được kiểm tra tối đa một lần mỗi ngày, dùng để cải thiện các vân tay mà trình duyệt của chúng tôi tạo ra và ngăn chặn hành vi lạm dụng.',
          'Chat hỗ trợ do bên thứ ba cung cấp, chỉ được tải khi bạn mở.',
          'Lời nhắc đăng nhập bằng Google, có tải tập lệnh của Google.',
        ],
      },
      { h2: 'Cách chúng tôi lưu giữ dữ liệu' },
      {
        p: 'Dữ liệu thống kê được mã hóa ngay trong trình duyệt của bạn trước khi gửi đi. Thay vì địa chỉ IP của bạn, chúng tôi lưu một giá trị băm được tạo bằng khóa thay đổi mỗi ngày. Dữ liệu thống kê thô bị xóa sau 180 ngày; sau đó chỉ giữ lại tổng số theo ngày. Tin nhắn bạn gửi qua biểu mẫu được lưu giữ trong thời gian cần thiết để chúng tôi trả lời bạn.',
      },
      { h2: 'Quyền của bạn' },
      {
        p: 'Bạn có thể yêu cầu xem, sửa hoặc xóa dữ liệu mà chúng tôi lưu giữ về bạn, phản đối việc sử dụng dữ liệu đó hoặc khiếu nại với cơ quan bảo vệ dữ liệu có thẩm quyền. Hãy gửi thư đến privacy@polyprofile.com; chúng tôi sẽ trả lời trong vòng 30 ngày.',
      },
    ],
  },
  terms: {
    seo: {
      title: 'Điều khoản sử dụng',
      description:
        'Các quy định khi sử dụng trang web Polyprofile, các bản tải xuống và tài liệu của trang.',
    },
    title: 'Điều khoản sử dụng',
    subtitle: 'Có hiệu lực từ ngày 1 tháng 11 năm 2026.',
    body: [
      {
        p: 'Các điều khoản này áp dụng cho trang web này, tài liệu của trang và các bản tải xuống mà trang cung cấp. Khi sử dụng trang web, bạn đồng ý với các điều khoản này. Ứng dụng Polyprofile có giấy phép riêng, được hiển thị khi bạn cài đặt.',
      },
      { h2: 'Sử dụng trang web' },
      {
        ul: [
          'Bạn được phép đọc, đặt liên kết đến và chia sẻ các trang của trang web này.',
          'Bạn không được gây gián đoạn trang web, dò tìm lỗ hổng khi chưa có sự cho phép bằng văn bản của chúng tôi, hoặc tự động thu thập nội dung với tần suất gây ảnh hưởng đến những khách truy cập khác.',
          'Khi sử dụng sản phẩm của chúng tôi, bạn phải tuân thủ pháp luật của quốc gia mình và điều khoản của các nền tảng mà bạn làm việc cùng.',
        ],
      },
      { h2: 'Tài khoản và thanh toán' },
      {
        p: 'Tài khoản, gói dịch vụ và thanh toán tuân theo điều khoản thuê bao mà bạn chấp nhận khi đăng ký. Giá hiển thị trên trang web này chỉ mang tính tham khảo; giá áp dụng là giá được xác nhận khi thanh toán.',
      },
      { h2: 'Nội dung và trách nhiệm' },
      {
        p: 'Chúng tôi luôn cố gắng giữ cho nội dung của trang web chính xác và cập nhật, nhưng nội dung được cung cấp theo hiện trạng, không kèm bất kỳ bảo đảm nào. Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm về tổn thất phát sinh do việc dựa vào nội dung này. Liên kết đến các trang web khác được cung cấp để thuận tiện cho bạn; chúng tôi không chịu trách nhiệm về nội dung của các trang đó.',
      },
      { h2: 'Thay đổi' },
      {
        p: 'Chúng tôi có thể thay đổi các điều khoản này; ngày ở đầu trang cho biết thời điểm phiên bản hiện hành có hiệu lực. Mọi thắc mắc xin gửi về legal@polyprofile.com.',
      },
    ],
  },
}
