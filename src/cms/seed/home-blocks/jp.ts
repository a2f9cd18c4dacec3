import type { HomeBlocksCopy } from './types'

export const jp: HomeBlocksCopy = {
  heroImageAlt:
    'Polyprofile のウィンドウ：固有のフィンガープリント、プロキシ、ステータスを持つブラウザプロファイルの一覧',
  solutions: {
    'affiliate-marketing':
      '多数の広告・アフィリエイトアカウントを、それぞれ固有のフィンガープリントとプロキシで運用。',
    'e-commerce': 'Amazon・eBay・Etsy のストアを、関連付けられることなく管理。',
    'traffic-arbitrage': '広告アカウントを大量に作成・ウォームアップし、すぐに出稿できる状態に。',
    'social-marketing': '多数のSNSアカウントを、それぞれ独立した身元で育成。',
    'web-scraping': 'ブロックされにくい本物のブラウザプロファイルでデータを収集。',
    'digital-agency': 'クライアントやメンバーごとに専用のプロファイルと権限を付与。',
    crypto: 'ウォレットやエアドロップ用アカウントを、それぞれ独立した環境で管理。',
    betting: 'ブックメーカーのアカウントを分離し、それぞれ専用のIPとデバイスで運用。',
  },
  proof: {
    users:
      'マーケター、セラー、エージェンシーなど、{count} 人のユーザーが Polyprofile でアカウントを運用しています',
    rating: '{reviews} 件のレビューで 5 点満点中 {rating} 点',
    logosTitle: 'Polyprofile を導入しているチーム',
  },
  testimonialsTitle: 'お客様の声',
  testimonials: [
    {
      quote:
        '週末だけで 400 の広告アカウントを Polyprofile に移行しました。アカウント停止はほぼゼロになり、チャットでパスワードをやり取りすることもなくなりました。',
      role: 'アフィリエイト代理店 グロース責任者',
    },
    {
      quote:
        'シンクロナイザーのおかげで、2 人のアシスタントの作業が 1 日あたり約 3 時間短縮されました。専用プロキシ付きの新しいストアも 1 分で設定できます。',
      role: '3 つのマーケットプレイスに出店する EC ブランドのオーナー',
    },
    {
      quote:
        'ローカル API を通じて、自社の Playwright スクリプトからプロファイルを操作しています。1 年間毎日実行していますが、ずっと安定しています。',
      role: 'データ収集企業 リードエンジニア',
    },
  ],
  pricingTeaser: {
    title: '無料で始めて、必要なときに拡張',
    text: '料金プランは月額 {price} から。すべてのプランに、固有のフィンガープリント、プロファイルごとのプロキシ、無料アップデートが含まれます。',
    button: 'プランを見る',
  },
  latestTitle: 'ブログの最新記事',
}
