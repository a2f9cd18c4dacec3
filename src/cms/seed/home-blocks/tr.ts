import type { HomeBlocksCopy } from './types'

export const tr: HomeBlocksCopy = {
  heroImageAlt:
    'Polyprofile penceresi: her birinin kendi parmak izi, proxy’si ve durumu olan tarayıcı profilleri listesi',
  solutions: {
    'affiliate-marketing':
      'Her biri kendi parmak izi ve proxy’siyle çok sayıda reklam ve teklif hesabı yönetin.',
    'e-commerce': 'Amazon, eBay ve Etsy mağazalarınızı birbirine bağlanmadan yönetin.',
    'traffic-arbitrage':
      'Reklam hesaplarını toplu olarak açın, ısıtın ve harcamaya hazır hâle getirin.',
    'social-marketing': 'Her biri ayrı kimliğe sahip çok sayıda sosyal medya hesabı büyütün.',
    'web-scraping': 'Engellenmeyen gerçek tarayıcı profilleriyle veri toplayın.',
    'digital-agency': 'Her müşteriye ve ekip arkadaşına kendi profillerini ve yetkilerini verin.',
    crypto: 'Her cüzdanı ve airdrop hesabını kendi ortamında tutun.',
    betting: 'Bahis hesaplarını ayrı tutun; her birinin kendi IP’si ve cihazı olsun.',
  },
  proof: {
    users: '{count} pazarlamacı, satıcı ve ajans hesaplarını Polyprofile ile yönetiyor',
    rating: '{reviews} değerlendirmeye göre 5 üzerinden {rating}',
    logosTitle: 'Bizimle çalışan ekipler',
  },
  testimonialsTitle: 'Müşterilerimiz ne diyor?',
  testimonials: [
    {
      quote:
        '400 reklam hesabını tek bir hafta sonunda Polyprofile’a taşıdık. Banlar neredeyse sıfıra indi, ekip de şifreleri sohbetlerde paylaşmayı bıraktı.',
      role: 'Büyüme müdürü, satış ortaklığı ajansı',
    },
    {
      quote:
        'Senkronizatör iki asistanıma günde yaklaşık üç saat kazandırıyor. Kendi proxy’si olan yeni bir mağazayı kurmak bir dakika sürüyor.',
      role: 'Üç pazaryerinde satış yapan bir e-ticaret markasının sahibi',
    },
    {
      quote:
        'Profilleri yerel API üzerinden kendi Playwright betiklerimizle yönetiyoruz. Bir yıldır her gün çalışıyor ve hiç aksamadı.',
      role: 'Baş mühendis, veri toplama şirketi',
    },
  ],
  pricingTeaser: {
    title: 'Ücretsiz başlayın, ihtiyaç duydukça büyüyün',
    text: 'Başlangıç fiyatı aylık {price}. Her plan benzersiz parmak izleri, profil başına proxy ve ücretsiz güncellemeler içerir.',
    button: 'Tüm planları gör',
  },
  latestTitle: 'Blogdan son yazılar',
}
