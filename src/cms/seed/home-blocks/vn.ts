import type { HomeBlocksCopy } from './types'

export const vn: HomeBlocksCopy = {
  heroImageAlt:
    'Cửa sổ Polyprofile: danh sách hồ sơ trình duyệt, mỗi hồ sơ có vân tay, proxy và trạng thái riêng',
  solutions: {
    'affiliate-marketing':
      'Quản lý nhiều tài khoản quảng cáo và ưu đãi, mỗi tài khoản có vân tay và proxy riêng.',
    'e-commerce': 'Quản lý cửa hàng trên Amazon, eBay và Etsy mà không bị liên kết.',
    'traffic-arbitrage': 'Tạo và nuôi tài khoản quảng cáo hàng loạt, sẵn sàng chi tiêu.',
    'social-marketing':
      'Phát triển nhiều tài khoản mạng xã hội, mỗi tài khoản một danh tính riêng.',
    'web-scraping': 'Thu thập dữ liệu qua hồ sơ trình duyệt thật, không bị chặn.',
    'digital-agency': 'Cấp cho từng khách hàng và thành viên hồ sơ cùng quyền hạn riêng.',
    crypto: 'Giữ mỗi ví và tài khoản airdrop trong một môi trường riêng.',
    betting: 'Tách biệt tài khoản cá cược, mỗi tài khoản một IP và thiết bị riêng.',
  },
  proof: {
    users: '{count} nhà tiếp thị, nhà bán hàng và agency đang quản lý tài khoản bằng Polyprofile',
    rating: 'Đạt {rating}/5 từ {reviews} lượt đánh giá',
    logosTitle: 'Các đội nhóm đồng hành cùng chúng tôi',
  },
  testimonialsTitle: 'Khách hàng nói gì về chúng tôi',
  testimonials: [
    {
      quote:
        'Chỉ trong một cuối tuần, chúng tôi đã chuyển 400 tài khoản quảng cáo sang Polyprofile. Tình trạng bị khóa gần như về 0, và cả đội không còn gửi mật khẩu cho nhau qua chat nữa.',
      role: 'Trưởng bộ phận tăng trưởng, agency tiếp thị liên kết',
    },
    {
      quote:
        'Tính năng đồng bộ thao tác giúp hai trợ lý của tôi tiết kiệm khoảng ba giờ mỗi ngày. Thiết lập một gian hàng mới với proxy riêng chỉ mất một phút.',
      role: 'Chủ thương hiệu thương mại điện tử bán trên ba sàn',
    },
    {
      quote:
        'Chúng tôi điều khiển hồ sơ bằng script Playwright của riêng mình qua API cục bộ. Đã chạy hằng ngày suốt một năm mà vẫn ổn định.',
      role: 'Kỹ sư trưởng, công ty thu thập dữ liệu',
    },
  ],
  pricingTeaser: {
    title: 'Bắt đầu miễn phí, nâng cấp khi cần',
    text: 'Các gói chỉ từ {price}/tháng. Gói nào cũng có vân tay độc nhất, proxy riêng cho từng hồ sơ và cập nhật miễn phí.',
    button: 'Xem tất cả các gói',
  },
  latestTitle: 'Bài viết mới trên blog',
}
