import type { FeaturePages, SolutionPages } from './types'

/** Türkçe çözüm sayfaları. */
export const solutions: SolutionPages = {
  'affiliate-marketing': {
    seo: {
      title: 'Satış ortaklığı pazarlaması için anti-detect tarayıcı',
      description:
        'Reklam hesaplarını, tracker’ları ve spy araçlarını ayrı profillerde tutun, media buyer’larla güvenle paylaşın, landing’leri her ülkeden kontrol edin.',
    },
    title: 'Her trafik kaynağı, tracker ve teklif kendi profilinde',
    subtitle:
      'Reklam hesapları, ağlar, spy araçları ve landing kontrolleri kendi parmak izi ve proxy’si olan ayrı birer tarayıcıda çalışır; böylece bir ban tek ban olarak kalır.',
    benefits: [
      [
        'Her reklam hesabına bir profil',
        'Facebook, Google ve TikTok reklam hesaplarının her biri sabit proxy’li kendi profilinde yaşar, hiçbir cihazı başka hesapla paylaşmaz.',
      ],
      [
        'Her ülkeden landing kontrolü',
        'Yerel mobil proxy’li tek kullanımlık profiller, sayfayı o ülkedeki gerçek bir kullanıcının gördüğü gibi gösterir.',
      ],
      [
        'Ortak araçlar, ortak şifreler olmadan',
        'Bir spy aracını veya tracker’ı tek bir profilde tutup paylaşın; kilit simgesi o an kimin kullandığını gösterir.',
      ],
      [
        'Media buyer’lar yalnızca kendi klasörlerini görür',
        'Her media buyer’a kendi trafik kaynağının ve ülkelerinin klasörlerini verin, çerez dışa aktarmayı kapalı tutun.',
      ],
    ],
    faq: [
      [
        'Birden fazla media buyer aynı reklam hesabını kullanabilir mi?',
        'Evet. Şifre yerine profili paylaşın; böylece herkes aynı cihazdan ve aynı proxy’den, sırayla tek kişi olarak çalışır.',
      ],
      [
        'Polyprofile cloaking veya tracker’larla çalışır mı?',
        'Tracker’lar her profilde normal bir tarayıcıdaki gibi çalışır. Cloaking hizmeti sunmayız; platformların reklam politikaları da geçerliliğini korur.',
      ],
    ],
  },
  'e-commerce': {
    seo: {
      title: 'E-ticaret satıcıları için çoklu mağaza tarayıcısı',
      description:
        'Birden fazla pazaryerindeki mağazalarınızı her biri kendi cihazı ve adresiyle yönetin, asistanlarınıza şifre vermeden erişim tanıyın.',
    },
    title: 'Yönettiğiniz her mağaza için temiz bir ortam',
    subtitle:
      'Amazon, eBay, Etsy ve bölgesel pazaryerlerindeki satıcılar her mağazanın oturumlarını, cihazını ve IP’sini ayrı tutar; çalışanlar da giriş bilgisi paylaşmadan çalışır.',
    benefits: [
      [
        'Ayrı mağazalar ayrı kalır',
        'Her mağaza, işletmenin kayıtlı olduğu ülkedeki statik bir proxy ile kendi profilinde açılır.',
      ],
      [
        'Şifresiz asistanlar',
        'Sanal asistanlar mağazanın profili içinde çalışır; giriş bilgilerini hiç görmez ve oturumu dışa aktaramaz.',
      ],
      [
        'Sabah kontrolleri dakikalar içinde',
        'Bir RPA akışı, ekip işe gelmeden önce her mağazanın hesap sağlığının ve mesajlarının ekran görüntüsünü alır.',
      ],
      [
        'Fiyatları alıcıların gördüğü gibi görün',
        'Yerel proxy’li profiller, pazaryeri fiyatlarını ve arama sonuçlarını her bölgedeki müşterilerin gördüğü şekilde gösterir.',
      ],
    ],
    faq: [
      [
        'Birden fazla satıcı hesabı yönetmek serbest mi?',
        'Pazaryerine göre değişir. Örneğin Amazon meşru bir ticari gerekçe ve onay ister; her pazaryerinin kurallarına uyun.',
      ],
      [
        'Mevcut bir mağazayı profile taşıyabilir miyim?',
        'Evet. Mağazanın çerezlerini proxy’si ve işletim sistemi uyumlu bir profile içe aktarın; oturum yeniden giriş yapmadan devam eder.',
      ],
    ],
  },
  'digital-agency': {
    seo: {
      title: 'Dijital ajanslar için tarayıcı profilleri',
      description:
        'Müşteri başına klasör, klasör başına rol ve denetim günlüğü: müşteri hesaplarını ekip olarak, şifreleri elden ele dolaştırmadan yönetin.',
    },
    title: 'Müşteri hesapları müşteriye göre düzenli, role göre paylaşılır',
    subtitle:
      'Ajanslar her müşterinin reklam, sosyal medya ve pazaryeri hesaplarını tek klasörde toplar, her çalışana işinin gerektirdiği erişimi verir ve hesapları temiz biçimde teslim eder.',
    benefits: [
      [
        'Her müşteriye bir klasör',
        'Bir müşterinin tüm hesaplarının profilleri bir arada durur ve tek adımda doğru kişilerle paylaşılır.',
      ],
      [
        'Klasör başına roller',
        'Bir müşteri temsilcisi aynı çalışma alanında bir müşterinin profillerini yönetip diğerininkileri yalnızca açabilir.',
      ],
      [
        'Müşteri güveni için denetim günlüğü',
        'Her profili kimin ne zaman açtığını, düzenlediğini veya dışa aktardığını görün; günlüğü müşteri raporları için dışa aktarın.',
      ],
      [
        'Temiz teslimler',
        'Bir müşterinin profillerini parmak izleri, çerezleri ve proxy’leriyle birlikte eksiksiz olarak kendi çalışma alanına aktarın.',
      ],
    ],
    faq: [
      [
        'Bir çalışma alanında kaç kişi çalışabilir?',
        'Ekip planı 10 üye içerir; Kurumsal planda sabit bir sınır yoktur. Her üye kendi hesabıyla giriş yapar.',
      ],
      [
        'Müşteriler kendi hesaplarına erişebilir mi?',
        'Evet. Müşteriyi kendi klasörüne üye olarak davet edin ya da sözleşme bittiğinde profilleri onun çalışma alanına aktarın.',
      ],
    ],
  },
  'social-marketing': {
    seo: {
      title: 'Sosyal medya ekipleri için çoklu hesap tarayıcısı',
      description:
        'Instagram, TikTok, X ve LinkedIn’deki marka ve müşteri hesaplarını ayrı profillerden yönetin; ekip erişimi ve senkron kontrollerle.',
    },
    title: 'Onlarca sosyal medya hesabını karıştırmadan yönetin',
    subtitle:
      'Her marka veya müşteri hesabı kendi cihazını ve konumunu korur, ekibiniz ortak profillerde çalışır, rutin kontroller de saatler yerine dakikalar sürer.',
    benefits: [
      [
        'Hep tutarlı görünen hesaplar',
        'Her hesap her zaman aynı cihazdan ve aynı bölgeden görünür; bu yüzden girişler güvenlik kontrolünü tetiklemez.',
      ],
      [
        'Gereken yerde mobil profiller',
        'Telefonda açılmış ve telefonda kullanılmış hesaplar için Android ve iOS ön ayarları.',
      ],
      [
        'Tüm hesapların analizleri tek seferde',
        'Senkronizatör aynı istatistik sayfasını yirmi profilde açar ve hepsini birlikte kaydırır.',
      ],
      [
        'Giriş bilgisi görmeyen içerik üreticileri',
        'İçerik üreticileri ortak profillerden paylaşım yapar; şifrelerle ve iki adımlı doğrulama kodlarıyla hiç uğraşmaz.',
      ],
    ],
    faq: [
      [
        'Polyprofile’dan gönderi planlayabilir miyim?',
        'Hesabın profili içinde her platformun kendi zamanlayıcısını ya da alışık olduğunuz aracı kullanın; gerekirse tekrar eden adımları RPA otomatikleştirir.',
      ],
      [
        'Platformlar hesapların birlikte yönetildiğini görür mü?',
        'Tarayıcı üzerinden görmez. Ancak ortak içerik, birebir aynı açıklamalar veya aynı telefon numarası hesapları yine de birbirine bağlayabilir.',
      ],
    ],
  },
  'web-scraping': {
    seo: {
      title: 'Büyük ölçekli web kazıma için tarayıcı profilleri',
      description:
        'Gerçek tarayıcı profillerini yerel API üzerinden Puppeteer, Playwright veya Selenium ile yönetin; tutarlı parmak izleri ve proxy’lerle.',
    },
    title: 'Otomasyon gibi görünmeyen gerçek tarayıcılarla veri kazıyın',
    subtitle:
      'Profilleri kendi kodunuzdan başlatın, alışık olduğunuz otomasyon kütüphanesini bağlayın ve herkese açık verileri tutarlı parmak izleri, dönen proxy’ler ve headless modla toplayın.',
    benefits: [
      [
        'Kodunuzla çalışır',
        'Yerel API, Puppeteer, Playwright ve Selenium için bir DevTools uç noktası döndürür; betikleriniz değişmeden çalışır.',
      ],
      [
        'Otomasyon izi bırakmaz',
        'Profiller, sıradan Chromium’un ele verdiği webdriver işaretlerini ve headless farklarını gizler.',
      ],
      [
        'Yeni parmak izi olmadan headless',
        'Headless profiller pencereli olanlarla aynı cihazı bildirir ve yaklaşık yarı yarıya daha az bellek kullanır.',
      ],
      [
        'Her worker’a bir proxy',
        'Her profile kendi dönen konut veya veri merkezi adresini verin ve adresi API’den değiştirin.',
      ],
    ],
    faq: [
      [
        'Yerel API hangi planda var?',
        'Ekip ve Kurumsal planlarda. Kod yazmadan veri toplamak için RPA akışları Temel plandan itibaren kullanılabilir.',
      ],
      [
        'Polyprofile bir Linux sunucuda çalışır mı?',
        'Evet. Profilleri yerel API üzerinden headless olarak ya da Xvfb gibi sanal bir ekranda pencereli olarak çalıştırın.',
      ],
    ],
  },
  'traffic-arbitrage': {
    seo: {
      title: 'Trafik arbitrajı ekipleri için anti-detect tarayıcı',
      description:
        'Reklam hesaplarını pek çok trafik kaynağında yalıtılmış profillerden ısıtın, başlatın ve ölçekleyin; sabit proxy’ler ve ekip rolleriyle.',
    },
    title: 'Reklam hesaplarını zincirleme ban yemeden ölçekleyin',
    subtitle:
      'Arbitraj ekipleri Facebook, Google, TikTok ve native ağlardaki hesapları yalıtılmış profillerden ısıtır ve yönetir; bir hesaba gelen kısıtlama diğerlerine yayılmaz.',
    benefits: [
      [
        'Ölçekli ısıtma',
        'Çerez robotu, yeni profillere hesaplar açılmadan önce kendi bölgelerinde bir gezinme geçmişi kazandırır.',
      ],
      [
        'Harcama yapan hesaplara sabit proxy',
        'Her hesaba toplu olarak birer ISS veya mobil adres atayın ve her adresi lansmandan önce kontrol edin.',
      ],
      [
        'Şablonlardan toplu oluşturma',
        'Bir şablondan tek adımda elli profil oluşturun; her birinin kendi cihazı ve gürültü tohumları olsun.',
      ],
      [
        'Farmer’lar ve buyer’lar ayrı',
        'Hesap hazırlayanlar ve trafik satın alanlar yalnızca süreçteki kendi aşamalarının klasörlerini görür.',
      ],
    ],
    faq: [
      [
        'Bir bilgisayarda kaç hesap çalışabilir?',
        'İstediğiniz kadar profiliniz olabilir; sıradan sitelerde açık olan her profil yaklaşık 300–600 MB bellek ister.',
      ],
      [
        'Polyprofile hesap veya proxy satıyor mu?',
        'Hayır. Proxy’lerinizi ve hesaplarınızı kendiniz getirirsiniz; ortaklar sayfamızda kullanıcılarımıza indirim yapan sağlayıcılar listelenir.',
      ],
    ],
  },
  ticketing: {
    seo: {
      title: 'Bilet işleri yapan ekipler için tarayıcı profilleri',
      description:
        'Seyahat acenteleri ve etkinlik ekipleri, bilet sitelerindeki müşteri hesaplarını ortak erişim ve yerel proxy’lerle ayrı profillerde yönetir.',
    },
    title: 'Güvenlik kontrollerine takılmadan çok sayıda bilet hesabı',
    subtitle:
      'Acenteler ve kurumsal etkinlik ekipleri her müşterinin bilet hesabını kendi profilinde tutar, diğer bölgelerdeki satışları takip eder ve hesaplarda birlikte çalışır.',
    benefits: [
      [
        'Her müşteri hesabına bir profil',
        'Her hesap kendi oturumunu ve cihazını korur; böylece girişler hesap ele geçirme girişimi gibi görünmez.',
      ],
      [
        'Bölgesel satışlara yerel gözle bakın',
        'Etkinliğin yapıldığı ülkede proxy’si olan profiller, fiyatları ve müsaitliği yerel alıcıların gördüğü gibi gösterir.',
      ],
      [
        'Kuyruk ekip içinde el değiştirir',
        'Profilleri paylaşın; o an müsait olan kişi kuyruktaki oturumu yeniden giriş yapmadan devralır.',
      ],
      [
        'Satış günü güvenilir oturumlar',
        'Oturumlar açılışlar arasında açık kalır; satış başladığında kimse giriş sayfasıyla boğuşmaz.',
      ],
    ],
    faq: [
      [
        'Polyprofile satın alma sınırlarını aşmaya yarar mı?',
        'Hayır. Bilet platformları müşteri ve etkinlik başına sınır koyar; bu sınırlara ve platformların koşullarına uyun.',
      ],
      [
        'Birkaç profilde kuyruğa girebilir miyim?',
        'Her profil ayrı bir tarayıcıdır ve platform o hesap için izin veriyorsa kuyrukta kendi sırasını tutabilir.',
      ],
    ],
  },
  'google-servies': {
    seo: {
      title: 'Birden fazla Google hesabını güvenle yönetin',
      description:
        'Farklı işletmelerin Google Ads, Merchant Center, YouTube ve Workspace hesaplarını her biri kendi cihazına sahip ayrı profillerde tutun.',
    },
    title: 'Birçok Google hesabı, her biri kendi cihazında',
    subtitle:
      'Farklı işletmelerin Google Ads, Merchant Center, İşletme Profili ve YouTube hesapları ayrı profillerde kalır; bir hesabın askıya alınması diğerlerine ulaşmaz.',
    benefits: [
      [
        'Hesap değiştiriciye elveda',
        'Her Google hesabı, tüm girişleri birbirine bağlayan ortak bir tarayıcı yerine kendi profilinde yaşar.',
      ],
      [
        'Her işletmeye ayrı Ads ve Merchant Center',
        'Reklamverenler ve ajanslar her işletmenin faturalandırmasını, feed’lerini ve kampanyalarını birbirinden ayrı tutar.',
      ],
      [
        'İstikrarlı girişler',
        'Cihaz ve konum her girişte aynı kalır; bu sayede Google daha seyrek doğrulama ister.',
      ],
      [
        'Google şifresi paylaşmadan ekip erişimi',
        'İş arkadaşlarınız ortak profili açar; hesabın iki adımlı doğrulaması sahibinde kalır.',
      ],
    ],
    faq: [
      [
        'Neden Chrome’un profil değiştiricisi yetmiyor?',
        'Chrome profilleri aynı cihaz parmak izini ve aynı IP adresini paylaşır; Polyprofile profilleri ise ayrı bilgisayarlar gibi görünür.',
      ],
      [
        'Chrome uzantıları çalışır mı?',
        'Evet. Onları Chrome’daki gibi Chrome Web Mağazası’ndan her profile ayrı ayrı yükleyin.',
      ],
    ],
  },
  facebook: {
    seo: {
      title: 'Birden fazla Facebook reklam hesabı yönetin',
      description:
        'Facebook ve Meta reklam hesapları için ayrı cihazlar, sabit proxy’ler ve ortak erişim; zincirleme banları sınırlayan bir kurulumla.',
    },
    title: 'Her Facebook hesabı kendi cihazında ve kendi proxy’siyle',
    subtitle:
      'Media buyer’lar ve ajanslar kişisel profilleri, Business Manager’ları ve reklam hesaplarını sabit adresli yalıtılmış profillerden yönetir, giriş bilgisi paylaşmadan paylaşır.',
    benefits: [
      [
        'Tek yönetici, tek cihaz',
        'Reklamları yöneten kişisel hesap her zaman aynı parmak izi ve aynı ISS adresiyle görünür.',
      ],
      [
        'Harcamadan önce ısıtın',
        'Profiller, kart eklenmeden önce olağan bir gezinme geçmişi ve hesap etkinliği biriktirir.',
      ],
      [
        'Tasarımcılar ve analistler aynı hesapta',
        'Profili Üye rolüyle paylaşın; herkes sırayla aynı cihazdan çalışır.',
      ],
      [
        'Kısıtlamalar yerinde kalır',
        'Cihazı ya da adresi hiç ortak olmayan hesaplar tarayıcı üzerinden birbirine bağlanamaz.',
      ],
    ],
    faq: [
      [
        'Bu her kısıtlamayı önler mi?',
        'Hayır. Politika ihlalleri, ödeme sorunları ve ortak kartlar ya da sayfalar yine kısıtlamaya yol açar; tarayıcı yalnızca cihaz bağlantısını ortadan kaldırır.',
      ],
      [
        'Facebook için en iyi hangi proxy’ler çalışır?',
        'Hesabın ülkesinde statik ISS proxy’leri veya özel mobil proxy’ler; hesap başına bir tane ve hesabın ömrü boyunca aynısı.',
      ],
    ],
  },
  'twitter-x': {
    seo: {
      title: 'Birden fazla X (Twitter) hesabı yönetin',
      description:
        'Marka, destek ve bölgesel X hesaplarını kendi cihazları olan ayrı profillerden yönetin, sosyal medya ekibinize ortak erişim verin.',
    },
    title: 'Marka, destek ve bölgesel X hesapları, birbirinden net biçimde ayrı',
    subtitle:
      'Sosyal medya ekipleri birden fazla X hesabını sürekli yeniden giriş yapmadan ve güvenlik kilitlerine takılmadan yönetir: her hesabın kendi profili, cihazı ve konumu vardır.',
    benefits: [
      [
        'Sürekli giriş çıkışa son',
        'Her hesap kendi profilinde oturum açık kalır; hesap değiştirmek şifre değil, bir tık meselesidir.',
      ],
      [
        'Daha az güvenlik kilidi',
        'Hesaplar her zaman aynı cihazdan ve bölgeden görünür; X’in gerçek bir kullanıcıdan beklediği örüntü budur.',
      ],
      [
        'Destek vardiyaları sorunsuz devreder',
        'Sonraki vardiya aynı profili açar ve aynı oturumda devam eder.',
      ],
      ['Hesapları birlikte izleyin', 'Senkronizatörle on hesabın bildirimlerini yan yana açın.'],
    ],
    faq: [
      [
        'X kişi başına birden fazla hesaba izin veriyor mu?',
        'X, marka ve destek hesapları gibi meşru amaçlar için birden fazla hesaba izin verir; otomasyon ve spam kuralları yine de geçerlidir.',
      ],
      [
        'Mobil siteyi kullanabilir miyim?',
        'Evet. Mobil profiller kendini Android veya iOS cihaz olarak tanıtır ve X’in mobil görünümünü açar.',
      ],
    ],
  },
  tiktok: {
    seo: {
      title: 'Birden fazla TikTok hesabını tek masadan yönetin',
      description:
        'TikTok marka ve niş hesapları için mobil parmak izleri, bölgesel mobil proxy’ler ve ekip erişimi; erişim kısıtlamasından kaçınan rutinlerle.',
    },
    title: 'Açıldıkları telefonlar gibi görünen TikTok hesapları',
    subtitle:
      'Markalar ve ajanslar pazara özel TikTok hesaplarını yerel operatör proxy’li mobil profillerden yönetir; videolar da hazırlandıkları kitleye ulaşır.',
    benefits: [
      [
        'Gerçek telefon ön ayarları',
        'Android ve iOS profilleri; user agent, ekran, dokunma ve GPU değerlerini tek bir gerçek telefon modeline göre birlikte ayarlar.',
      ],
      [
        'Yerel operatör proxy’leri',
        'Her hesabın pazarında mobil proxy’ler; oturumlar arasında araç çubuğundan IP rotasyonu.',
      ],
      [
        'On hesabın analizleri aynı anda',
        'Her hesabın analiz sayfasını yan yana açın ve giriş çıkış yapmadan karşılaştırın.',
      ],
      [
        'Şifresiz müşteri onayı',
        'Müşteriler taslakları ortak profilde inceler; çerez dışa aktarma kapalıdır.',
      ],
    ],
    faq: [
      [
        'Videolarım neden sıfır izlenme alıyor?',
        'Genellikle bölge uyumsuzluğu, kopya içerik veya cihaz değişiklikleri yüzünden; TikTok hesap hataları üzerine yazımıza göz atın.',
      ],
      [
        'Masaüstü profilinden video yükleyebilir miyim?',
        'Evet, TikTok’un web uygulaması yüklemeyi destekler. Telefonda açılmış hesapları ise mobil profillerde tutun.',
      ],
    ],
  },
  amazon: {
    seo: {
      title: 'Amazon satıcıları için ayrı ortamlar',
      description:
        'Birden fazla hesap için onayı olan Amazon satıcıları her mağazayı kendi cihazı ve statik IP’siyle tutar, asistanlara güvenli erişim verir.',
    },
    title: 'Her Amazon mağazası kendi cihazında ve statik IP’sinde',
    subtitle:
      'Birden fazla hesap için onay almış satıcılar her mağazanın oturumlarını, cihazını ve ağını ayrı tutar; çalışanlara şifre yerine profiller üzerinden erişim verir.',
    benefits: [
      [
        'Statik ISS adresleri',
        'Her mağaza, şirketinin kayıtlı olduğu ülkedeki sabit bir adresten bağlanır.',
      ],
      [
        'Hiç değişmeyen bir cihaz',
        'Kurulumda seçilen parmak izi, Amazon’un beklediği gibi hesabın ömrü boyunca sabit kalır.',
      ],
      [
        'Asistanlar sizin oturumunuzun içinde',
        'Sanal asistanlar ortak profillerde çalışır ve hesabınızda asla kendi tarayıcılarını kullanmaz.',
      ],
      [
        'Hesap sağlığı tek bakışta',
        'Zamanlanmış bir RPA akışı her sabah her mağazanın hesap sağlığı sayfasının ekran görüntüsünü kaydeder.',
      ],
    ],
    faq: [
      [
        'Amazon birden fazla satıcı hesabına izin veriyor mu?',
        'Yalnızca meşru bir ticari ihtiyaç varsa ve Amazon onaylarsa. Polyprofile onaylı hesapları teknik olarak birbirinden ayrı tutar.',
      ],
      [
        'Seller uygulamasını telefonumda da kullanabilir miyim?',
        'Evet, ama her telefonu tek bir mağazaya ayırın; iki mağaza için kullanılan bir telefon onları birbirine bağlar.',
      ],
    ],
  },
  discord: {
    seo: {
      title: 'Birden fazla Discord hesabı yönetin',
      description:
        'Topluluk yöneticileri ve moderatörler birkaç Discord hesabını ayrı profillerde, sürekli oturum açık ve ekiple paylaşılmış olarak yönetir.',
    },
    title: 'Toplulukları birkaç Discord hesabından yönetin ve modere edin',
    subtitle:
      'Topluluk ekipleri marka, moderatör ve bot sahibi hesaplarını her biri kendi profilinde, yan yana ve oturumu açık tutar; gün boyu giriş çıkış yapmaz.',
    benefits: [
      [
        'Her hesap hep oturum açık',
        'Discord’un web uygulaması her profilde açık kalır; hesap değiştirmek tek tık sürer.',
      ],
      [
        'Şifre paylaşmadan moderatör vardiyaları',
        'Moderatörler vardiyaları boyunca ekip hesabının ortak profilini açar.',
      ],
      [
        'Birkaç sunucu tek bakışta',
        'Farklı hesapların pencerelerini yan yana dizin ve her sunucuyu gerçek zamanlı takip edin.',
      ],
      [
        'Tutarlı cihazlar, daha az CAPTCHA',
        'İstikrarlı parmak izleri ve adresler sayesinde Discord daha seyrek doğrulama ister.',
      ],
    ],
    faq: [
      [
        'Discord birden fazla hesaba izin veriyor mu?',
        'Discord bir kişinin birden fazla hesabı olmasına izin verir; spam, baskınlar ve ban’dan kaçmak ise kurallarına aykırıdır.',
      ],
      [
        'Botlar Polyprofile’da çalışabilir mi?',
        'Botlar Discord’un API’sini kullanır ve tarayıcıya ihtiyaç duymaz. Profiller, botlara sahip olan ve onları yöneten insan hesapları içindir.',
      ],
    ],
  },
  linkedin: {
    seo: {
      title: 'Ekipler için birden fazla LinkedIn hesabı yönetin',
      description:
        'İşe alım uzmanları ve satış ekipleri her LinkedIn lisansını kendi profilinde, istikrarlı cihazlarla ve vardiyalar arası ortak erişimle tutar.',
    },
    title: 'İşe alım ve satış için LinkedIn lisansları, her biri kendi cihazında',
    subtitle:
      'İşe alım ve satış ekipleri her LinkedIn lisansını istikrarlı bir cihazda oturumu açık tutar, saat dilimleri arasında paylaşır ve güvenlik kontrollerini tetiklemeyi bırakır.',
    benefits: [
      [
        'Her lisansa istikrarlı bir cihaz',
        'Her lisans aynı parmak izi ve bölgeden giriş yapar; tekrar tekrar doğrulama istenmez.',
      ],
      [
        'Saat dilimleri arasında devir',
        'Başka bir ofisteki iş arkadaşınız ortak profil üzerinden aynı oturumda devam eder.',
      ],
      [
        'Her profilde Sales Navigator',
        'Ekibinizin kullandığı uzantılar ve araçlar her profile kendi ayarlarıyla ayrı ayrı kurulur.',
      ],
      [
        'Uyumluluğa elverişli erişim',
        'Denetim günlüğü hangi lisansı kimin ne zaman kullandığını kaydeder.',
      ],
    ],
    faq: [
      [
        'Bir kişi birden fazla LinkedIn hesabı kullanabilir mi?',
        'LinkedIn’in koşulları kişi başına bir kişisel hesaba izin verir. Profilleri, farklı ekip üyelerine ait lisansları yönetmek için kullanın.',
      ],
      [
        'Polyprofile LinkedIn’de erişim mesajlarını otomatikleştirir mi?',
        'RPA ve bir API sunar, ancak LinkedIn otomatik etkinliği kısıtlar; erişim çalışmalarınızı onun sınırları içinde tutun.',
      ],
    ],
  },
  crypto: {
    seo: {
      title: 'Kripto ekipleri için tarayıcı profilleri',
      description:
        'Borsa hesaplarını, cüzdan uzantılarını ve dApp testlerini her biri kendi cihazı, proxy’si ve depolaması olan ayrı profillerde tutun.',
    },
    title: 'Borsa hesapları ve cüzdanlar, her biri ayrı bir tarayıcıda',
    subtitle:
      'Fonlar, piyasa yapıcılar ve Web3 ekipleri farklı tüzel kişilerin borsa hesaplarını ve cüzdan uzantılarını birbirinden ayırır, dApp’leri her bölgedeki kullanıcıların gördüğü gibi test eder.',
    benefits: [
      [
        'Profil başına cüzdan uzantıları',
        'Her profilin kendi uzantı depolaması vardır; böylece bir cüzdan asla yanlış tarayıcıda görünmez.',
      ],
      [
        'Tüzel kişi düzeyinde ayrım',
        'Farklı tüzel kişilerin borsa hesapları kendi cihazlarından ve adreslerinden giriş yapar.',
      ],
      [
        'Bölgesel dApp testleri',
        'Uygulamanızın ve coğrafi kısıtlamalarının başka ülkelerdeki kullanıcılar için nasıl davrandığını kontrol edin.',
      ],
      [
        'Diskte de eşitlemede de şifreli',
        'Uzantı depolaması dahil profil verileri, bilgisayarınızdan çıkmadan önce şifrelenir.',
      ],
    ],
    faq: [
      [
        'Kurtarma ifadelerini bir profilde saklayabilir miyim?',
        'Cüzdan uzantıları anahtarları profilde şifreli olarak saklar. Büyük tutarlar için donanım cüzdanı daha güvenli seçenek olmaya devam eder.',
      ],
      [
        'Bu, çok sayıda cüzdanla airdrop farmlamak için mi?',
        'Pek çok proje airdrop’larda kişi başına birden fazla cüzdanı yasaklar. Her projenin kurallarına uyun; Sybil farming’i desteklemiyoruz.',
      ],
    ],
  },
  betting: {
    seo: {
      title: 'Bahis affiliate’leri ve analistleri için tarayıcı profilleri',
      description:
        'Bahis affiliate’leri ve oran analistleri bahis şirketlerini her pazardan görür, ortaklık hesaplarını yönetir ve ekipleriyle paylaşır.',
    },
    title: 'Her pazarın oranlarını ve tekliflerini yerel kullanıcılar gibi görün',
    subtitle:
      'Bahis affiliate’leri ve analistler her pazardaki bahis şirketlerinin oranlarını, bonuslarını ve açılış sayfalarını kontrol eder, ortaklık hesaplarını ayrı ve ortak profillerde tutar.',
    benefits: [
      [
        'Her pazara yerel bakış',
        'Her ülkede proxy’si olan profiller, yerel müşterilerin gördüğü oranları, bonusları ve sayfaları gösterir.',
      ],
      [
        'Ortaklık panelleri tek yerde',
        'Affiliate programı hesapları her profilde oturumu açık kalır ve ekiple paylaşılır.',
      ],
      [
        'Promosyonların uyumluluk kontrolü',
        'Her pazardaki bonus sayfalarının ekran görüntüsünü bir RPA akışıyla otomatik olarak alın.',
      ],
      [
        'Markalar arasında karışıklık yok',
        'Operatör veya pazar başına klasörler, hesapların yanlış yerde kullanılmasını önler.',
      ],
    ],
    faq: [
      [
        'Bunu bir bahis şirketinin limitlerini aşmak için kullanabilir miyim?',
        'Hayır. Operatörlerin koşulları müşteri başına tek hesaba izin verir ve kumar mevzuatı da geçerlidir; ikisine de uyun.',
      ],
      [
        'Hangi ülkeleri görüntüleyebilirim?',
        'Proxy’nizin olduğu her ülkeyi; profilin saat dilimi ve dili buna otomatik olarak uyar.',
      ],
    ],
  },
}

/** Türkçe özellik sayfaları. */
export const features: FeaturePages = {
  'multi-account-management': {
    seo: {
      title: 'Yalıtılmış profillerde çoklu hesap yönetimi',
      description:
        'Yüzlerce hesabı tek bilgisayardan yönetin; her biri kendi parmak izi, çerezleri ve proxy’si olan ayrı bir tarayıcı profilinde.',
    },
    subtitle:
      'Her hesap, kendi parmak izi, depolaması ve ağıyla ayrı bir bilgisayar gibi görünen ayrı bir tarayıcıda yaşar ve tek tıkla açılır.',
    how: [
      [
        'Her hesaba bir profil oluşturun',
        'Profile hesabın adını verin; Polyprofile ona gerçekçi bir cihaz belirler.',
      ],
      [
        'Ona kendi proxy’sini verin',
        'Adresi yapıştırın, kontrol edin; profil saat dilimini ve dilini bu adresten alır.',
      ],
      [
        'Bir kez giriş yapın',
        'Oturum profilde şifreli olarak kalır ve diğer bilgisayarlarınıza sizinle gelir.',
      ],
    ],
  },
  synchronizer: {
    seo: {
      title: 'Senkronizatör: tek pencere, birçok profili yönetir',
      description:
        'Tıklamaları, yazmayı ve kaydırmayı bir profil penceresinden yirmi pencereye daha yansıtın; rastgele gecikmeler ve metin varyasyonlarıyla.',
    },
    subtitle:
      'Tek bir pencerede çalışın; aynı tıklamalar, yazma ve kaydırma diğer tüm açık profillerde de gerçekleşsin. Siteler için her biri yine ayrı bir kullanıcıdır.',
    how: [
      ['Profilleri açın', 'İhtiyacınız olan profilleri seçin ve birlikte açın.'],
      [
        'Yerleştirin ve başlatın',
        'Pencereleri aynı boyutta döşeyin, ana pencereyi seçin ve yansıtmayı başlatın.',
      ],
      [
        'İnsan temposunda çalışın',
        'Rastgele gecikmeler, fare titremesi ve profile özel metinler, takip eden pencerelerin adım adım aynı hareket etmesini önler.',
      ],
    ],
  },
  rpa: {
    seo: {
      title: 'Kodsuz RPA otomasyonu',
      description:
        'Tarayıcı akışlarını kaydedin ya da görsel olarak kurun; istediğinizde veya zamanlamayla pek çok profilde çalıştırın, günlük ve ekran görüntüsüyle.',
    },
    subtitle:
      'Tarayıcı rutinlerini görsel olarak kurun ya da bir kez kaydedin; ardından her çalıştırma için günlük ve ekran görüntüsüyle tüm profillerde zamanlanmış olarak çalışsınlar.',
    how: [
      [
        'Kaydedin veya kurun',
        'Görevi bir profilde bir kez yapın ya da eylemleri düzenleyicide bir araya getirin.',
      ],
      [
        'Tek profilde test edin',
        'Çalıştırmayı adım adım izleyin ve başarısız olan seçicileri düzeltin.',
      ],
      [
        'Çalıştırın ve zamanlayın',
        'Bir klasörde eşzamanlılık sınırıyla ya da her gün rastgele bir saatte çalıştırın.',
      ],
    ],
  },
  'local-api': {
    seo: {
      title: 'Puppeteer, Playwright ve Selenium için yerel API',
      description:
        'Profilleri kendi kodunuzdan oluşturun, başlatın ve durdurun; Puppeteer, Playwright veya Selenium’u DevTools üzerinden bağlayın.',
    },
    subtitle:
      'Yerel bir HTTP API’si profilleri betiklerinizden başlatır, durdurur ve yönetir; Puppeteer, Playwright veya Selenium’a yönetmeleri için çalışan bir profil teslim eder.',
    how: [
      ['Etkinleştirin ve anahtar alın', 'API’yi ayarlardan açın ve anahtarınızı kopyalayın.'],
      [
        'Bir profil başlatın',
        'Tek bir POST isteği, çalışan profil için bir DevTools uç noktası döndürür.',
      ],
      [
        'Kütüphanenizi bağlayın',
        'Puppeteer, Playwright veya Selenium’u bağlayın ve kodunuzu değiştirmeden çalıştırın.',
      ],
    ],
  },
  'multi-profiles-management': {
    seo: {
      title: 'Toplu profil yönetimi',
      description:
        'Şablonlardan profil oluşturun, dosyalardan içe aktarın, proxy, etiket ve klasör atayın, yüzlercesini tek seferde taşıyın.',
    },
    subtitle:
      'Şablonlar, toplu oluşturma, içe aktarma, klasörler ve etiketler binlerce profili düzenli tutar; toplu işlemler de yüzlercesini tek adımda değiştirir.',
    how: [
      [
        'Toplu oluşturun',
        'Bir şablondan toplu oluşturun ya da adlar, proxy’ler ve notlar içeren bir CSV dosyasını içe aktarın.',
      ],
      [
        'Düzenleyin',
        'Profilleri klasörlere ayırın, etiketleyin ve ihtiyacınız olan liste sütunlarını kaydedin.',
      ],
      [
        'Birçoğunu birden değiştirin',
        'Tüm bir seçim için proxy’leri değiştirin, klasör taşıyın veya profilleri aktarın.',
      ],
    ],
  },
  teamwork: {
    seo: {
      title: 'Ekip çalışması: şifreleri değil, profilleri paylaşın',
      description:
        'Profil klasörlerini roller ve izin anahtarlarıyla paylaşın, denetim günlüğünde kimin neyi kullandığını görün, ayrılanların erişimini güvenle kapatın.',
    },
    subtitle:
      'İş arkadaşlarınız şifreyle giriş yapmak yerine ortak profilleri açar, yalnızca rollerinin izin verdiği klasörleri görür ve yaptıklarının kaydını bırakır.',
    how: [
      ['Ekibinizi davet edin', 'Davetleri e-postayla gönderin ve her kişinin rolünü seçin.'],
      [
        'Klasörleri paylaşın',
        'Klasör başına rol verin; proxy’leri kimin görebileceğine ve çerezleri kimin dışa aktarabileceğine karar verin.',
      ],
      [
        'Denetleyin ve erişimi kapatın',
        'Denetim günlüğünü okuyun; ayrılan bir üyeyi tek tıkla çıkarın.',
      ],
    ],
  },
}
