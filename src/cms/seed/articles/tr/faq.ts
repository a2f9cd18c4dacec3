import type { FaqText } from '../types'

/** Sık sorulan sorular. */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: 'Polyprofile nedir?',
    answer: [
      {
        p: 'Polyprofile, çok sayıda çevrimiçi hesapla çalışan kişiler için geliştirilmiş bir masaüstü tarayıcıdır. Her tarayıcı profili kendi parmak izi, çerezleri, depolaması ve proxy’siyle ayrı bir bilgisayar gibi davranır; böylece tek bir makineden yüzlerce hesap yönetseniz bile hesaplar birbirinden ayrı kalır.',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: 'Polyprofile’ı kimler kullanıyor?',
    answer: [
      {
        p: 'Satış ortaklığı pazarlamacıları, media buyer’lar, e-ticaret satıcıları, sosyal medya ve dijital ajanslar, herkese açık web verisi toplayan veri ekipleri ve meşru bir iş için ayrı kimliklere ihtiyaç duyan herkes; örneğin sitelerin başka bölgelerde nasıl davrandığını test eden QA ekipleri.',
      },
    ],
  },
  'is-it-legal': {
    question: 'Anti-detect tarayıcı kullanmak yasal mı?',
    answer: [
      {
        p: 'Genel olarak evet. Tarayıcınızın bildirdiği bilgileri değiştirmek ve proxy kullanmak çoğu ülkede yasaldır. Yine de hesaplarla yaptıklarınız yasalara ve kullandığınız platformların kurallarına uygun olmalıdır. [Kullanım koşullarımız](/terms) dolandırıcılığı, kötüye kullanımı ve sizin ya da etkilenen kişilerin bulunduğu yerde yasa dışı olan her türlü faaliyeti yasaklar.',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: 'Polyprofile hesapların birbirine bağlanmasını nasıl önler?',
    answer: [
      {
        p: 'Her profilin kendi cihaz parmak izi (ekran, grafik, ses, yazı tipleri, navigator verileri), kendi çerezleri ve depolaması ve kendi proxy’si vardır. Saat dilimi ve proxy konumu gibi birbiriyle uyuşması gereken değerler otomatik olarak eşleştirilir. Profiller arasında ne bilgisayarınızda ne de bulutta hiçbir şey paylaşılmaz.',
      },
      {
        p: 'Bir tarayıcı, sizin kendi yarattığınız bağlantıları gizleyemez; örneğin birkaç hesapta aynı ödeme kartı veya aynı telefon numarası. Aradaki farkı [parmak izi rehberi](/blog/fingerprints-guide) açıklıyor.',
      },
    ],
  },
  'data-privacy': {
    question: 'Polyprofile hesaplarımı ve şifrelerimi görebilir mi?',
    answer: [
      {
        p: 'Hayır. Çerezler ve kayıtlı şifreler dahil profil verileri, eşitlenmeden önce bilgisayarınızda şifrelenir ve anahtarlar bizde değildir. Sunucularımız yalnızca şifreli arşivi ve profil adları ile her profilin en son ne zaman açıldığı gibi meta verileri saklar.',
      },
    ],
  },
  'which-browser-engine': {
    question: 'Profiller hangi tarayıcı motorunu kullanıyor?',
    answer: [
      {
        p: 'Profiller, Google Chrome’un motoru olan Chromium tabanlı bir çekirdekte çalışır; bu çekirdek her kararlı Chrome sürümünden sonraki birkaç gün içinde güncellenir. Siteler güncel, Chrome uyumlu bir tarayıcı görür; Chrome uzantıları da her zamanki gibi çalışır.',
      },
    ],
  },
  'free-plan': {
    question: 'Polyprofile’ı ücretsiz deneyebilir miyim?',
    answer: [
      {
        p: 'Evet. Ücretsiz plan, tüm anti-detect özellikleriyle 5 tarayıcı profili içerir ve süre sınırı yoktur. Kaydolmak için ödeme kartı gerekmez. Senkronizatör, RPA ve ekip koltukları ücretli planlarda sunulur.',
      },
    ],
  },
  'system-requirements': {
    question: 'Hangi işletim sistemleri destekleniyor?',
    answer: [
      {
        p: 'Windows 10 ve 11 (64 bit ve 32 bit), Intel ve Apple silicon üzerinde macOS 11 veya üzeri ve 64 bit Linux: Ubuntu 20.04, Debian 11 ya da daha yenisi. En az 4 GB bellek ve 2 GB boş disk alanı gerekir; ayrıntılar için [Polyprofile kurulumu](/helps/install-polyprofile) yazısına bakın.',
      },
    ],
  },
  'how-many-profiles': {
    question: 'Aynı anda kaç profil açabilirim?',
    answer: [
      {
        p: 'Plan, kaç profil oluşturabileceğinizi sınırlar; kaçının açık olacağını değil. Pratikteki sınır bilgisayarınızın belleğidir: sıradan sitelerde açık her profil yaklaşık 300–600 MB kullanır. 16 GB belleğe sahip bir bilgisayar 15–20 profili rahatça çalıştırır.',
      },
    ],
  },
  'proxy-needed': {
    question: 'Proxy’leri ayrıca satın almam gerekiyor mu?',
    answer: [
      {
        p: 'Evet. Polyprofile herhangi bir sağlayıcının proxy’leriyle çalışır ama proxy satmaz. Birbirinden ayrı tutmak istediğiniz hesaplar için profil başına bir proxy kullanın. [Ortaklar sayfamızdaki](/partner) birçok sağlayıcı Polyprofile kullanıcılarına indirim sunuyor.',
      },
    ],
  },
  'which-proxy-types': {
    question: 'Polyprofile hangi proxy türlerini destekliyor?',
    answer: [
      {
        p: 'Kullanıcı adı ve şifreli ya da şifresiz HTTP, HTTPS ve SOCKS5; IP değiştirme bağlantısı olan dönen konut ve mobil proxy’ler de dahil. Yapıştırabileceğiniz biçimler [proxy belgelerinde](/docs/proxies) listelenir.',
      },
    ],
  },
  'import-from-other-browser': {
    question: 'Profillerimi başka bir anti-detect tarayıcıdan taşıyabilir miyim?',
    answer: [
      {
        p: 'Evet. Profilleri diğer tarayıcıdan proxy’leri ve çerezleriyle birlikte CSV veya JSON dosyası olarak dışa aktarın, ardından Polyprofile’da **İçe aktar** seçeneğini kullanın. Her ürün parmak izlerini farklı ürettiği için parmak izleri taşınmaz; içe aktarılan her profil yeni ve tutarlı bir cihaz alır. Ekip ve Kurumsal plan müşterilerine büyük taşımalarda ekibimiz yardımcı olur.',
      },
    ],
  },
  'automation-support': {
    question: 'Selenium, Puppeteer veya Playwright ile profilleri yönetebilir miyim?',
    answer: [
      {
        p: 'Evet, Ekip ve Kurumsal planlardaki yerel API ile. Betiğiniz tek bir istekle profili başlatır ve Chrome DevTools Protocol üzerinden ona bağlanır; bkz. [otomasyon kütüphanelerini bağlama](/docs/browser-automation-libraries). Kod yazmadan otomasyon için Temel plandan itibaren sunulan RPA akışlarını kullanın.',
      },
    ],
  },
  'payment-methods': {
    question: 'Hangi ödeme yöntemlerini kabul ediyorsunuz?',
    answer: [
      {
        p: 'Banka kartları, PayPal, kripto para (USDT, Bitcoin ve Ethereum) ve bazı ülkelerde yerel yöntemler; örneğin Brezilya’da Pix, Polonya’da BLIK. Ayrıntılar [ödeme yöntemleri, faturalar ve KDV](/helps/payment-methods) yazısında.',
      },
    ],
  },
  'annual-discount': {
    question: 'Yıllık ödemede indirim var mı?',
    answer: [
      {
        p: 'Evet. Yıllık faturalandırma, aylık ödemeden %20 daha ucuzdur: Temel plan aylık 9 $ yerine 7,20 $, Ekip planı ise 29 $ yerine 23,20 $ olur. Aylık ve yıllık faturalandırma arasında istediğiniz zaman geçiş yapabilirsiniz.',
      },
    ],
  },
  'refund-policy': {
    question: 'Para iadesi alabilir miyim?',
    answer: [
      {
        p: 'Evet; bir plan için yaptığınız ilk ödeme, 14 gün içinde talep ederseniz tamamen iade edilir. Hesabın e-posta adresinden fatura numarasıyla birlikte desteğe yazın; bkz. [para iadesi talep etme](/helps/refunds).',
      },
    ],
  },
  'plan-change': {
    question: 'Planımı düşürürsem profillerime ne olur?',
    answer: [
      {
        p: 'Hiçbir şey silinmez. Yeni planın sınırını aşan profiller, siz başka profilleri silene veya planı yeniden yükseltene kadar salt okunur hale gelir. Abonelik iptal edildikten sonra Ücretsiz plan sınırını aşan profiller 90 gün saklanır.',
      },
    ],
  },
  'team-seats': {
    question: 'Ekibime kaç üye ekleyebilirim?',
    answer: [
      {
        p: 'Temel plan 3 üye, Ekip planı 10 üye içerir; Kurumsal planda ise ihtiyacınız kadar üye ekleyebilirsiniz. Her üyenin kendi giriş bilgileri vardır ve yalnızca onunla paylaştığınız klasörleri görür.',
      },
    ],
  },
  'lost-2fa': {
    question: 'Doğrulama uygulamalı telefonumu kaybettim. Nasıl giriş yaparım?',
    answer: [
      {
        p: 'İki faktörlü kimlik doğrulamayı açarken kaydettiğiniz kurtarma kodlarından birini kullanın. Kodlar elinizde yoksa hesabın e-posta adresinden desteğe başvurun; hesabın size ait olduğunu doğruladıktan sonra erişiminizi geri veririz, bu işlem üç iş gününe kadar sürer.',
      },
    ],
  },
  'delete-account': {
    question: 'Hesabımı ve verilerimi nasıl silerim?',
    answer: [
      {
        p: 'Etkin aboneliğiniz varsa iptal edin, ardından **Hesap → Hesabı sil** adımlarını izleyin. Profillerinizi, bulut verilerinizi ve kişisel bilgilerinizi 30 gün içinde sileriz; vergi mevzuatı gereği saklamak zorunda olduğumuz faturalar hariç. Ayrıntılar [gizlilik politikasında](/privacy).',
      },
    ],
  },
}
