import { features, solutions } from './tr-pages'
import type { MarketingCopy } from './types'

export const tr: MarketingCopy = {
  solution: {
    eyebrow: 'Çözümler',
    benefitsTitle: 'Ekipler neden Polyprofile’ı seçiyor?',
    faqTitle: 'Sorular ve yanıtlar',
    cta: [
      'Ücretsiz profillerle başlayın',
      'Bir dakikada hesap oluşturun. Kredi kartı gerekmez.',
      'Ücretsiz kaydol',
    ],
  },
  solutions,
  feature: {
    eyebrow: 'Özellikler',
    howTitle: 'Nasıl çalışır?',
    moreTitle: 'Diğer özellikler',
    cta: [
      'Uygulamada görün',
      'Polyprofile’ı indirin ve ücretsiz planda tüm özellikleri deneyin.',
      'Ücretsiz kaydol',
    ],
  },
  features,
  alternative: {
    seo: {
      title: 'En iyi {competitor} alternatifi',
      description:
        'Polyprofile ve {competitor} yan yana: özellikleri, fiyatları ve platformları doğrulanmış, tarihli verilerle karşılaştırın.',
    },
    eyebrow: 'Karşılaştırma',
    title: '{competitor} alternatifi mi arıyorsunuz?',
    subtitle:
      'Polyprofile size aynı yalıtılmış tarayıcı profillerini, her planda daha fazlasıyla sunar. Gerçekleri yan yana karşılaştırın.',
    tableTitle: 'Polyprofile ve {competitor} karşılaştırması',
    rows: {
      freePlan: 'Ücretsiz plan',
      startingPrice: 'Ücretli planların başlangıç fiyatı (aylık)',
      profilesIncluded: 'Giriş planındaki profil sayısı',
      teamMembers: 'Ekip üyeleri',
      windows: 'Windows',
      macos: 'macOS (Intel ve Apple silicon)',
      linux: 'Linux',
      synchronizer: 'Pencere senkronizatörü',
      rpa: 'Görsel RPA otomasyonu',
      localApi: 'Yerel API (Selenium, Puppeteer, Playwright)',
      fingerprints: 'Yeni tarayıcı sürümleriyle parmak izi güncellemeleri',
    },
    whyTitle: 'Kullanıcılar neden Polyprofile’a geçiyor?',
    why: [
      [
        'Dakikalar içinde geçiş',
        'Profillerinizi, çerezlerinizi ve proxy’lerinizi bir dosyadan içe aktarın, kaldığınız yerden devam edin.',
      ],
      [
        'Her planda daha fazlası',
        'Otomasyon, senkronizatör ve yerel API plana dahildir; ek paket olarak satılmaz.',
      ],
      [
        'Gerçekten yanıt veren destek',
        'Günün her saati, kendi dilinizde gerçek insanlarla konuşun.',
      ],
    ],
    cta: [
      'Polyprofile’ı ücretsiz deneyin',
      'Profillerinizi taşıyın ve farkı kendiniz görün.',
      'Ücretsiz kaydol',
    ],
  },
  useCases: {
    seo: {
      title: 'Kullanım senaryoları: Polyprofile’ı kimler kullanıyor?',
      description:
        'Pazarlamacıların, satıcıların, ajansların ve analistlerin çok sayıda hesabı güvenle yönetmek için yalıtılmış tarayıcı profillerini nasıl kullandığını keşfedin.',
    },
    title: 'Kullanım senaryoları',
    subtitle: 'Neyi ölçeklendirirseniz ölçeklendirin, her hesap kendi kimliğini korur.',
    items: {
      traffic: [
        'Trafik',
        'Hesapları birbirine bağlatmadan, çok sayıda reklam hesabında trafik satın alın ve test edin.',
      ],
      'ad-placement': [
        'Reklam yerleşimi',
        'Kampanyaları ayrı hesaplardan başlatın ve her reklam panelini temiz tutun.',
      ],
      'e-commerce': [
        'E-ticaret',
        'Pazaryerlerindeki birden fazla mağazayı, her biri kendi cihazı ve adresiyle yönetin.',
      ],
      'affiliate-market': [
        'Satış ortaklığı pazarlaması',
        'Teklifleri, takip araçlarını ve açılış sayfası testlerini yalıtılmış profillerden yürütün.',
      ],
      'media-market': [
        'Medya pazarlaması',
        'Aynı anda birden fazla medya platformunda içerik yayınlayın ve kanallarınızı büyütün.',
      ],
      'data-collection': [
        'Veri toplama',
        'Dönen proxy’ler ve gerçek parmak izleriyle herkese açık verileri güvenilir şekilde toplayın.',
      ],
      betting: [
        'Bahis',
        'Her bahis hesabını kendi parmak izi ve proxy’siyle birbirinden ayrı tutun.',
      ],
      crypto: ['Kripto', 'Borsalar, cüzdanlar ve airdrop’larla yalıtılmış profillerden çalışın.'],
      agencies: [
        'Ajanslar',
        'Müşterilerinize ve çalışanlarınıza yalnızca ilgili profillere erişim verin.',
      ],
      'price-comparison': [
        'Fiyat karşılaştırma',
        'Fiyatları ve teklifleri, diğer bölgelerdeki alıcıların gördüğü gibi görün.',
      ],
      ticketing: [
        'Biletleme',
        'Etkinlik kuyruklarına birden fazla hesaptan, şüpheli olarak işaretlenmeden girin.',
      ],
      'self-examination': [
        'Öz denetim',
        'Sitenizin veya reklamlarınızın başka şehir ve ülkelerdeki ziyaretçilere nasıl göründüğünü kontrol edin.',
      ],
      'web-scraping': [
        'Web kazıma',
        'Bot kontrollerinden geçen tarayıcı profilleriyle büyük ölçekte veri kazıyın.',
      ],
    },
    cta: [
      'İş akışınızı bulun',
      'Ücretsiz profillerle başlayın ve onları kendi senaryonuza göre ayarlayın.',
      'Ücretsiz kaydol',
    ],
  },
  about: {
    seo: {
      title: 'Polyprofile hakkında',
      description:
        'Kim olduğumuz, neden bir anti-detect tarayıcı geliştirdiğimiz ve nelere inandığımız.',
    },
    title: 'Hakkımızda',
    subtitle: 'Çok sayıda hesapla çalışan insanlar için tarayıcı geliştiriyoruz.',
    story: [
      'Polyprofile, 2019 yılında, hesaplarının birbiriyle ilişkilendirilip kapatılmasından bıkmış küçük bir pazarlama ekibinin şirket içi aracı olarak doğdu.',
      'Bugün yüzden fazla ülkede iki yüz binden fazla pazarlamacı, satıcı ve analist profillerini bizimle yönetiyor.',
      'Mühendis, araştırmacı ve destek uzmanlarından oluşan ekibimiz Avrupa ve Asya’da çalışıyor; bu yüzden yardım etmek için her zaman birileri hazır.',
    ],
    teamTitle: 'Sizin için kimler yazıyor',
    valuesTitle: 'Nelere inanıyoruz?',
    values: [
      ['Önce gizlilik', 'Profilleriniz ve çerezleriniz şifrelenir; verilerinizi asla satmayız.'],
      ['Dürüst karşılaştırmalar', 'Neyi ve ne zaman kontrol ettiğimizi açıkça yayımlarız.'],
      ['Önemseyen destek', 'Gerçek insanlar gece gündüz kendi dilinizde yanıt verir.'],
    ],
  },
  links: {
    seo: {
      title: 'Resmi Polyprofile bağlantıları',
      description:
        'Polyprofile’ın resmi web sitesi, toplulukları ve kanalları. Taklitçilere karşı dikkatli olun.',
    },
    title: 'Resmi bağlantılar',
    subtitle:
      'Yalnızca bu adresler Polyprofile’a aittir. Onları yer imlerinize ekleyin ve taklitçilere karşı dikkatli olun.',
    items: {
      website: ['Web sitesi', 'Ürün, fiyatlar ve indirmeler.'],
      blog: ['Blog', 'Çoklu hesap yönetimi üzerine rehberler ve haberler.'],
      help: ['Yardım merkezi', 'Sık sorulan soruların yanıtları.'],
      telegram: ['Telegram', 'Topluluk sohbeti ve duyurular.'],
      youtube: ['YouTube', 'Video eğitimler ve web seminerleri.'],
      twitter: ['X (Twitter)', 'Ürün haberleri ve güncellemeler.'],
      discord: ['Discord', 'Diğer kullanıcılar ve ekibimizle sohbet edin.'],
      github: ['GitHub', 'Yerel API için örnekler.'],
    },
  },
  partnerPlan: {
    seo: {
      title: 'Ortaklık programı',
      description:
        'Polyprofile ile kazanın: tavsiye ortakları, entegrasyonlar ve bayiler. Yinelenen komisyon ve ortak pazarlama.',
    },
    title: 'Polyprofile ortaklık programıyla büyüyün',
    subtitle: 'Kitlenizi, ürününüzü ya da müşterilerinizi getirin; her abonelikten kazanın.',
    tiersTitle: 'Bizimle ortaklık yolları',
    tiers: [
      [
        'Tavsiye ortakları',
        'Bağlantınızı paylaşın; getirdiğiniz kullanıcıların her ödemesinden yinelenen komisyon kazanın.',
      ],
      [
        'Entegrasyon ortakları',
        'Proxy, ödeme ve otomasyon hizmetleri: Polyprofile ile entegre olun ve kullanıcılarımıza ulaşın.',
      ],
      [
        'Bayiler',
        'Polyprofile’ı bölgenizdeki müşterilerinize ortaklara özel fiyatlar ve destekle satın.',
      ],
    ],
    stepsTitle: 'Nasıl katılabilirsiniz?',
    steps: [
      ['Başvurun', 'Bize kitlenizden veya hizmetinizden bahsedin.'],
      ['Onay alın', 'Ortaklık ekibimiz iki iş günü içinde yanıt verir.'],
      [
        'Kazanmaya başlayın',
        'Bağlantılarınızı, tanıtım materyallerinizi ve size özel yöneticinizi alın.',
      ],
    ],
    cta: [
      'Ortağımız olun',
      'En uygun iş birliği modelini ortaklık ekibimizle konuşun.',
      'Bize ulaşın',
    ],
  },
  referral: {
    seo: {
      title: 'Tavsiye programı: arkadaşlarınızı davet edin, kazanın',
      description:
        'Arkadaşlarınızı Polyprofile’a davet edin ve ödemelerinden komisyon kazanın. Arkadaşlarınız da indirim kazanır.',
    },
    title: 'Arkadaşlarınızı davet edin, birlikte kazanın',
    subtitle:
      'Kişisel bağlantınızı paylaşın: arkadaşlarınız ilk ödemelerinde indirim alır, siz de yaptıkları her ödemeden kazanırsınız.',
    stepsTitle: 'Nasıl çalışır?',
    steps: [
      ['Bağlantınızı alın', 'Giriş yapın ve kişisel tavsiye bağlantınızı hesabınızdan kopyalayın.'],
      ['Paylaşın', 'Arkadaşlarınıza, iş arkadaşlarınıza veya kitlenize gönderin.'],
      ['Kazanın', 'Davet ettiğiniz kullanıcıların her ödemesinden komisyon alın.'],
    ],
    faqTitle: 'Sorular ve yanıtlar',
    faq: [
      [
        'Bağlantım ne kadar süre geçerli?',
        'Bağlantınız üzerinden yapılan ziyaret yedi gün boyunca hatırlanır; böylece arkadaşınız daha sonra da kaydolabilir.',
      ],
      [
        'Ödememi ne zaman alırım?',
        'Komisyonlar her ödemeden sonra bakiyenize eklenir ve ayda bir kez çekilebilir.',
      ],
      [
        'Kendimi davet edebilir miyim?',
        'Hayır. Aynı kişi tarafından açılan hesaplar programın dışında tutulur.',
      ],
    ],
    cta: [
      'Davet etmeye başlayın',
      'Tavsiye bağlantınızı almak için ücretsiz hesabınızı oluşturun.',
      'Ücretsiz kaydol',
    ],
  },
  preSales: {
    seo: {
      title: 'Satış ekibiyle görüşün',
      description:
        'Satın almadan önce sorularınız mı var? Kişisel demo, ekip fiyatlandırması ve geçiş desteği alın.',
    },
    title: 'Satın almadan önce ekibimizle görüşün',
    subtitle:
      'Kişisel bir demo, ekibinizin büyüklüğüne uygun bir plan ve profillerinizi taşımak için destek alın.',
    formTitle: 'Danışmanlık talep edin',
    formText: 'İletişim bilgilerinizi bırakın, bir iş günü içinde size dönüş yapalım.',
    contactsTitle: 'Ya da bize doğrudan ulaşın',
    contacts: ['Telegram', 'E-posta', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: 'Ortaklar ve entegrasyonlar',
      description:
        'Polyprofile ile çalışan proxy sağlayıcıları, ödeme hizmetleri ve araçlar; kullanıcılarımıza özel tekliflerle.',
    },
    title: 'Ortaklarımız',
    subtitle:
      'Polyprofile ile sorunsuz çalışan hizmetler; birçoğu kullanıcılarımıza özel teklifler sunuyor.',
    items: [
      [
        '190 ülkede, şehir düzeyinde hedeflemeye sahip konut proxy’leri.',
        'İlk siparişte %10 indirim',
      ],
      ['İsteğe bağlı IP rotasyonuna sahip mobil 4G ve 5G proxy’ler.', 'Üç günlük ücretsiz deneme'],
      ['Reklam ödemeleri için sanal kartlar.', 'İlk on kartta kart çıkarma ücreti yok'],
      ['API üzerinden hızlı CAPTCHA çözümü.', 'İlk bakiye yüklemesinde %15 bonus'],
      ['Birçok ülkede SMS doğrulaması için telefon numaraları.', 'Her siparişte %5 indirim'],
      [
        'Vaka analizleri ve buluşmalarıyla satış ortaklığı pazarlamacılarından oluşan bir topluluk.',
        'Bir aylık premium erişim',
      ],
    ],
  },
  pricing: {
    seo: {
      title: 'Fiyatlar ve planlar',
      description:
        'Tek başına çalışan pazarlamacılar ve büyük ekipler için sade planlar. Ücretsiz başlayın, aylık ödeyin ya da yıllık faturalandırmayla tasarruf edin.',
    },
    title: 'Planlar ve fiyatlar',
    subtitle:
      'Ücretsiz başlayın. Ekibiniz büyüdükçe planınızı yükseltin. Her plan tüm anti-detect özelliklerini içerir.',
    plans: [
      ['Ücretsiz', 'Polyprofile’ı kendi başınıza denemek için.'],
      ['Temel', 'Tek başına çalışan pazarlamacılar ve küçük projeler için.'],
      ['Ekip', 'Profilleri her gün paylaşan ekipler için.'],
      ['Kurumsal', 'Özel ihtiyaçları olan büyük ekipler için.'],
    ],
    rows: {
      profiles: 'Tarayıcı profilleri',
      members: 'Ekip üyeleri',
      synchronizer: 'Pencere senkronizatörü',
      rpa: 'RPA otomasyonu',
      localApi: 'Yerel API',
      support: 'Destek',
    },
    support: ['Yardım merkezi', 'Sohbet', 'Öncelikli sohbet', 'Kişisel yönetici'],
    faqTitle: 'Fiyatlandırma hakkında sorular',
    faq: [
      [
        'Planımı daha sonra değiştirebilir miyim?',
        'Evet. Planınızı istediğiniz zaman yükseltebilir veya düşürebilirsiniz; fark gün bazında hesaplanır.',
      ],
      [
        'Hangi ödeme yöntemlerini kabul ediyorsunuz?',
        'Banka kartları, PayPal, kripto para ve birçok ülkede yerel ödeme yöntemleri.',
      ],
      [
        'Para iadesi yapıyor musunuz?',
        'Ürün ihtiyacınızı karşılamazsa ilk ödemenizden itibaren 14 gün içinde bize yazın; ücretin tamamını iade edelim.',
      ],
    ],
  },
  download: {
    seo: {
      title: 'Windows, macOS ve Linux için Polyprofile’ı indirin',
      description:
        'Windows, macOS (Intel ve Apple silicon) ve Linux için en yeni Polyprofile istemcisini indirin.',
    },
    title: 'Polyprofile’ı indirin',
    subtitle: 'Sisteminiz için imzalanmış ve doğrulanmış en son sürüm.',
    requirements: {
      windows: 'Windows 10 veya 11, 64 bit ya da 32 bit, 4 GB bellek, 2 GB boş disk alanı.',
      mac: 'Intel veya Apple silicon üzerinde macOS 11 Big Sur ya da üzeri, 4 GB bellek, 2 GB boş disk alanı.',
      linux:
        'Ubuntu 20.04, Debian 11 veya daha yeni bir 64 bit dağıtım, 4 GB bellek, 2 GB boş disk alanı.',
    },
  },
}
