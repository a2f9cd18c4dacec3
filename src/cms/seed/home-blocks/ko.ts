import type { HomeBlocksCopy } from './types'

export const ko: HomeBlocksCopy = {
  heroImageAlt: 'Polyprofile 창: 각각 고유한 핑거프린트, 프록시, 상태를 가진 브라우저 프로필 목록',
  solutions: {
    'affiliate-marketing':
      '광고 및 제휴 계정을 대량으로 운영하세요. 계정마다 고유한 핑거프린트와 프록시가 있습니다.',
    'e-commerce': 'Amazon, eBay, Etsy 스토어를 서로 연결되지 않게 관리하세요.',
    'traffic-arbitrage': '광고 계정을 대량으로 만들고 워밍업해 바로 집행할 수 있게 준비하세요.',
    'social-marketing': '여러 소셜 계정을 각각 독립된 신원으로 키우세요.',
    'web-scraping': '차단되지 않는 실제 브라우저 프로필로 데이터를 수집하세요.',
    'digital-agency': '고객과 팀원마다 전용 프로필과 권한을 부여하세요.',
    crypto: '지갑과 에어드롭 계정을 각각 독립된 환경에 보관하세요.',
    betting: '베팅 계정을 분리해 각각 고유한 IP와 기기로 운영하세요.',
  },
  proof: {
    users: '마케터, 셀러, 에이전시 등 {count}명의 사용자가 Polyprofile로 계정을 운영합니다',
    rating: '리뷰 {reviews}건 기준 5점 만점에 {rating}점',
    logosTitle: 'Polyprofile과 함께하는 팀',
  },
  testimonialsTitle: '고객 후기',
  testimonials: [
    {
      quote:
        '주말 이틀 만에 광고 계정 400개를 Polyprofile로 옮겼습니다. 계정 정지는 거의 0건으로 줄었고, 팀원끼리 메신저로 비밀번호를 주고받는 일도 사라졌습니다.',
      role: '제휴 마케팅 에이전시 그로스 총괄',
    },
    {
      quote:
        '동기화 도구 덕분에 어시스턴트 두 명이 하루 약 3시간을 아낍니다. 전용 프록시를 갖춘 새 스토어도 1분이면 세팅할 수 있습니다.',
      role: '3개 마켓플레이스에 입점한 이커머스 브랜드 대표',
    },
    {
      quote:
        '로컬 API를 통해 자체 Playwright 스크립트로 프로필을 제어합니다. 1년 동안 매일 돌렸는데도 안정적으로 작동하고 있습니다.',
      role: '데이터 수집 기업 리드 엔지니어',
    },
  ],
  pricingTeaser: {
    title: '무료로 시작하고, 필요할 때 확장하세요',
    text: '요금제는 월 {price}부터 시작합니다. 모든 요금제에 고유한 핑거프린트, 프로필별 프록시, 무료 업데이트가 포함됩니다.',
    button: '전체 요금제 보기',
  },
  latestTitle: '블로그 최신 글',
}
