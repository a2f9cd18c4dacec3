import type { ArticleText } from '../types'

/** Blogun en yeni altı yazısı. */
export const posts: Record<string, ArticleText> = {
  'fingerprints-guide': {
    title: 'Tarayıcı parmak izi: siteler ne görür, profiller nasıl ayrı kalır?',
    excerpt:
      'Parmak izi, tarayıcınızın bildirdiği onlarca küçük bilginin toplamıdır. Bunların neler olduğunu, platformların hangilerine en çok önem verdiğini ve Polyprofile’ın her profili nasıl tutarlı tuttuğunu anlatıyoruz.',
    description:
      'Bir tarayıcı parmak izinin neleri içerdiği, platformların hangi sinyallere en çok önem verdiği ve Polyprofile’ın her profili nasıl tutarlı ve ayrı tuttuğu.',
    body: [
      {
        p: 'Çerezlerinizi temizleyin, yeni bir IP adresine geçin, ikinci bir hesaba giriş yapın; birçok platform yine de sizin olduğunuzu anlar. Bunun nedeni **tarayıcı parmak izidir**: her tarayıcının açtığı her sayfaya verdiği bilgilerden derlenen, cihazınıza ait bir profil.',
      },
      { h2: 'Parmak izi nelerden oluşur?' },
      {
        p: 'Tek bir değer sizi tanımlamaz. Parmak izi işe yarar, çünkü onlarca sıradan değer bir araya geldiğinde nadir hale gelir. Tipik bir tespit betiği, bir saniyeden çok daha kısa sürede şunları toplar:',
      },
      {
        ul: [
          '**Navigator verileri:** user agent, platform, dil listesi, mantıksal işlemci sayısı (`hardwareConcurrency`) ve cihaz belleği.',
          '**Ekran:** çözünürlük, görev çubuğu düşüldükten sonra kalan alan, renk derinliği ve piksel oranı.',
          '**Grafik:** WebGL vendor ve renderer dizeleri, desteklenen uzantılar ve bir canvas çiziminin GPU’nuzda ürettiği birebir pikseller.',
          '**Ses:** Web Audio API bir test sinyalini işlerken ortaya çıkan küçücük yuvarlama farkları.',
          '**Yazı tipleri:** birkaç yüz yazı tipi adından hangilerinin ölçülebilir bir genişlikle çizildiği.',
          '**Ağ:** saat dilimi, IP adresi ve WebRTC’nin proxy’yi atlayarak sızdırabileceği yerel adresler.',
          '**Client hints:** tarayıcı markasını, platform sürümünü ve mimariyi tanımlayan yeni `Sec-CH-UA-*` başlıkları.',
        ],
      },
      {
        p: 'EFF’nin Cover Your Tracks projesi gibi herkese açık araştırmalar, test edilen tarayıcıların büyük çoğunluğunun yalnızca bu sinyallerle benzersiz olduğunu ortaya koydu. İzleme için çerezler isteğe bağlıdır; parmak izi ise değildir.',
      },
      { h2: 'Platformlar hangi sinyallere en çok önem verir?' },
      {
        p: 'Reklam ağları, pazaryerleri ve sosyal platformlar modellerini yayımlamaz; ancak hesap incelemelerinde görülen örüntüler tutarlıdır. Üç sinyal grubu diğerlerinden daha çok önem taşır.',
      },
      {
        ol: [
          '**Canvas, WebGL ve ses hash’leri.** Bunlar kazara kolay kolay değişmez; bu yüzden onları paylaşan iki hesap tek bir cihaz sayılır.',
          '**Sinyaller arasındaki tutarlılık.** Apple GPU renderer’ı olan bir Windows user agent’ı ya da São Paulo saat dilimine sahip bir Berlin IP’si, tek başına herhangi bir değerden daha güçlü bir alarm işaretidir.',
          '**Zaman içindeki istikrar.** Gerçek cihazlar yavaş değişir. Ekran boyutu veya yazı tipi listesi her girişte farklı olan bir profil otomasyon gibi görünür.',
        ],
      },
      { h2: 'Polyprofile bir profili nasıl kurar?' },
      {
        p: 'Bir profil oluşturduğunuzda Polyprofile, gerçek donanım kombinasyonlarından oluşan bir veritabanından eksiksiz bir cihaz yapılandırması seçer ve bunu profilin ömrü boyunca sabit tutar. Canvas, WebGL ve ses çıktıları profile özel, kalıcı bir gürültü tohumu alır; böylece her profil her seferinde kendi hash’ini üretir ve iki profil asla aynı hash’i paylaşmaz.',
      },
      {
        p: 'Saat dilimi, dil ve coğrafi konum varsayılan olarak **IP’ye göre** ayarlıdır: istemci açılışta proxy’nin çıkış adresini okur ve üçünü de ona göre ayarlar. WebRTC, gerçek IP’niz yerine proxy IP’sini bildiren *Değiştir* modundadır. Her değeri elle değiştirebilirsiniz; bir değişiklik uyumsuzluk yarattığında, örneğin Direct3D renderer dizesine sahip bir macOS platformunda, profil düzenleyici uyarı gösterir.',
      },
      { h2: 'Hızlı bir öz kontrol' },
      {
        p: 'Değerli bir hesaba yeni bir profille giriş yapmadan önce profilde herkese açık iki üç kontrol aracı açın ve sonuçları ayarladıklarınızla karşılaştırın:',
      },
      {
        ul: [
          'IP, ülke ve saat dilimi birbiriyle uyuşuyor.',
          'WebRTC testi yalnızca proxy adresini gösteriyor; ev veya ofis IP’nizi asla göstermiyor.',
          'Bildirilen işletim sistemi, ekran ve GPU, birinin gerçekten sahip olabileceği bir cihaz oluşturuyor.',
          'Aynı bilgisayarda açılan ikinci bir profil farklı canvas ve WebGL hash’leri gösteriyor.',
        ],
      },
      {
        p: 'Ardından profili kapatın, yeniden açın ve kontrol aracını tekrar çalıştırın. Hash’ler ilk çalıştırmadakilerle aynı olmalıdır. Oturumlar arasında değişiyorlarsa profil kimliğiyle desteğe başvurun; çünkü istikrar da benzersizlik kadar önemlidir.',
      },
      { h2: 'Parmak izinin çözemeyeceği şeyler' },
      {
        p: 'İyi parmak izleri hesaplar arasındaki teknik bağı ortadan kaldırır, davranışsal bağı değil. İki reklam hesabını aynı kartla ödemek, aynı kurtarma telefon numarasını yeniden kullanmak ya da birebir aynı kreatifleri hesaplar arasında kopyalamak, tarayıcı ne kadar temiz olursa olsun hesapları birbirine bağlar. Profili; kendi proxy’si, ödeme yöntemi ve alışkanlıklarıyla birlikte ayrı bir kimliğin parçalarından biri olarak düşünün.',
      },
      {
        p: 'Parametrelerin tam listesi ve her seçeneğin ne işe yaradığı için [parmak izi parametreleri başvurusuna](/docs/fingerprint-parameters) bakın.',
      },
    ],
  },
  'proxies-guide': {
    title: 'Konut, mobil veya veri merkezi: her profil için proxy seçimi',
    excerpt:
      'Proxy türü, bir profilin daha tek bir sayfa yüklemeden ne kadar güvenilir göründüğünü belirler. Konut, mobil, ISS ve veri merkezi proxy’lerini fiyat, istikrar ve risk açısından karşılaştırıyoruz.',
    description:
      'Konut, mobil, ISS ve veri merkezi proxy’leri güven, fiyat ve istikrar açısından karşılaştırıldı; hangi profile hangisinin gerektiğine dair pratik bir kural.',
    body: [
      {
        p: 'Polyprofile’daki her profilin kendi proxy’si olabilir ve olmalıdır da. Parmak izi bir siteye hangi cihazı kullandığınızı söyler; IP adresi ise nerede olduğunuzu ve ne tür bir ağa bağlı olduğunuzu. Yanlış türü seçmek, özenle kurulmuş bir profilin daha ilk gün doğrulama istemiyle karşılaşmasının en yaygın nedenlerinden biridir.',
      },
      { h2: 'Her biri bir paragrafta dört tür' },
      { h3: 'Veri merkezi' },
      {
        p: 'Barındırma şirketlerine ait adresler. Hızlı ve ucuzdurlar, IP başına aylık bir doların altında bile olabilirler; ama her platform adresin bir haneye değil bir sunucu çiftliğine ait olduğunu görebilir. Bunları herkese açık sayfaları kazımak ve güvenin önemli olmadığı araçlar için kullanın.',
      },
      { h3: 'ISS (statik konut)' },
      {
        p: 'Bireysel internet servis sağlayıcılarına kayıtlı ama veri merkezlerinde barındırılan adresler. Aynı IP’yi aylarca korurlar; bu da pazaryeri mağazaları gibi uzun ömürlü hesaplara uygundur. IP başına iki ila beş dolar ödemeyi bekleyin.',
      },
      { h3: 'Konut' },
      {
        p: 'Trafik gerçek ev bağlantıları üzerinden çıkar. Güven yüksektir ve coğrafi seçenek şehir düzeyine kadar geniştir. Genellikle gigabayt başına faturalandırılırlar; sağlayıcı 10–30 dakikalık veya daha uzun sticky oturumlar sunmuyorsa adres oturumlar arasında değişebilir.',
      },
      { h3: 'Mobil' },
      {
        p: '4G ve 5G operatörlerinden gelen adresler. Binlerce gerçek telefon CGNAT aracılığıyla tek bir operatör adresini paylaştığı için platformlar bu adresleri nadiren engeller; bu da mobil proxy’leri en hoşgörülü ve en pahalı seçenek yapar. Çoğu sağlayıcı, istendiğinde yeni bir IP talep eden bir bağlantı verir.',
      },
      { h2: 'Proxy’yi işe göre seçmek' },
      {
        ul: [
          '**Reklam hesapları ve ödeme yöntemi bağlı hesaplar:** ISS veya mobil; profil başına sabit ve asla paylaşılmayan tek bir adres.',
          '**Haftalarca ısıttığınız sosyal medya hesapları:** her oturumda aynı şehirde mobil veya sticky konut proxy’si.',
          '**Pazaryeri satıcıları:** mağazanın bulunduğu ülkede, hesabın ömrü boyunca korunan ISS proxy’leri.',
          '**Veri kazıma ve fiyat takibi:** dönen konut veya veri merkezi havuzları; burada hacim güvenden daha önemlidir.',
          '**Reklamların yurt dışında nasıl göründüğünü kontrol etme:** hedef ülkede, serbestçe döndürülen herhangi bir konut proxy’si.',
        ],
      },
      { h2: 'Polyprofile’da kurulum' },
      {
        p: 'Bir profili açın, **Proxy** bölümüne gidin ve adresi `host:port:user:pass` veya `socks5://user:pass@host:port` gibi yaygın biçimlerden biriyle yapıştırın. **Kontrol et** düğmesine tıklayın: istemci proxy üzerinden bağlanır ve çıkış IP’sini, ülkeyi, şehri, saat dilimini ve gecikmeyi gösterir. Sonuç doğru görünüyorsa kaydedin. Profil her açılışta saat dilimini ve dilini bu adresten alır.',
      },
      {
        p: 'Mobil proxy’lerde rotasyon bağlantısını ayrıca **IP değiştirme bağlantısı** alanına yapıştırın. Bunun ardından profilin araç çubuğunda bir düğme belirir; yerel API de her otomatik oturumdan önce aynı bağlantıyı çağırabilir.',
      },
      { h2: 'Toplu almadan önce üç kontrol' },
      {
        ol: [
          'Önce bir iki adres alın ve bunları bir IP itibar kontrol aracından geçirin. Herkese açık spam listelerinde görünen bir proxy, kaybedilen hesaplar yüzünden size kazandırdığından fazlasına mal olur.',
          'Sağlayıcının ihtiyacınız olan protokolü desteklediğinden emin olun. Bazı konut havuzları yalnızca HTTP sunar, bazı araçlar ise SOCKS5 üzerinden daha iyi çalışır.',
          'Oturumların nasıl sona erdiğini sorun. Bir ödemenin ya da reklam lansmanının ortasında süresi dolan sticky oturum, platforma tam olarak bir hesap ele geçirme girişimi gibi görünür.',
        ],
      },
      {
        p: '[Ortaklar sayfamızdaki](/partner) birkaç sağlayıcı Polyprofile kullanıcılarına indirim sunuyor; desteklenen tüm biçimler de [proxy belgelerinde](/docs/proxies) listeleniyor. Bir proxy sağlayıcının kendi testinden geçip istemcide başarısız oluyorsa [proxy sorun giderme yazısı](/helps/fix-proxies) olağan nedenleri tek tek ele alıyor.',
      },
    ],
  },
  'teamwork-guide': {
    title: 'Tarayıcı profillerini ekiple şifre paylaşmadan paylaşmak',
    excerpt:
      'Şifreleri sohbet uygulamasından göndermek ve üç kişinin üç şehirden giriş yapmasına izin vermek, hesapların işaretlenmesinin tarifidir. Ortak profiller, roller ve klasörler iki sorunu da çözer.',
    description:
      'Ekip arkadaşlarınıza ortak profiller, roller ve klasörlerle hesap erişimi verin; girişler, çerezler ve proxy’ler çalışma alanından hiç çıkmasın.',
    body: [
      {
        p: 'Çoğu ekip hesap paylaşmaya aynı şekilde başlar: giriş bilgilerini içeren bir tablo, 2FA kodları için bir grup sohbeti ve herkesin kendi dizüstü bilgisayarından giriş yapması. Bu düzen, bir platform tek bir hesabın üç ülkede dört cihazdan kullanıldığını fark edip onu incelemeye alana kadar işler.',
      },
      {
        p: 'Ortak profiller bu sorunu çözer. Hesap, tek bir parmak izi ve tek bir proxy ile tek bir profilde oturumu açık olarak kalır; ona ihtiyacı olan kişiler yeniden giriş yapmak yerine bu profili açar. Kimsenin şifreye ihtiyacı olmaz ve platform tek, tutarlı bir cihaz görür.',
      },
      { h2: 'Paylaşım nasıl işler?' },
      {
        p: 'Bir Polyprofile çalışma alanı, üyeleri e-postayla davet eden sahibine aittir. Profiller kimsenin bilgisayarında değil, çalışma alanında yaşar. Bir üye profili açtığında istemci profilin şifreli verilerini indirir, profili yerelde çalıştırır ve pencere kapandığında değişiklikleri yükler. Açık olduğu sürece profil diğer herkese kilitlidir ve kimin kullandığını gösterir; böylece iki kişi aynı hesabı asla aynı anda çalıştırmaz.',
      },
      { h2: 'En geniş erişimden en dara roller' },
      {
        ul: [
          '**Sahip:** faturalandırma, çalışma alanını silme ve aşağıdaki her şey. Yalnızca bir tane vardır.',
          '**Yönetici:** üyeleri davet eder ve çıkarır, rolleri düzenler, tüm profilleri ve denetim günlüğünü görür.',
          '**Sorumlu:** kendisine atanan klasörlerde profil oluşturur, düzenler ve paylaşır.',
          '**Üye:** kendisiyle paylaşılan profilleri açar; varsayılan olarak başka bir şey yapamaz.',
        ],
      },
      {
        p: 'Rolün yanı sıra her üyenin hassas işlemler için anahtarları vardır: proxy kimlik bilgilerini görme, çerezleri dışa aktarma, parmak izlerini düzenleme ve profil silme. İçerik paylaşan bir serbest çalışanın bunların hiçbirine ihtiyacı yoktur.',
      },
      { h2: 'Profilleri klasörlerle düzenlemek' },
      {
        p: 'Paylaşımın birimi klasördür. 200 profili tek tek paylaşmak yerine her müşteri, proje veya platform için bir klasör oluşturun ve klasöre erişim verin. Klasöre eklenen yeni profiller doğru kişilere anında görünür. 5.2 sürümünden bu yana roller klasör başına da ayarlanabiliyor; böylece aynı kişi *Müşteri A* klasöründe Sorumlu, *Müşteri B* klasöründe sıradan bir Üye olabilir.',
      },
      { h2: 'On kişilik bir ajans için işe yarayan bir düzen' },
      {
        ol: [
          'Her müşteri için bir klasör, içinde de her hesap için bir profil oluşturun; profillere onları yöneten kişinin değil, hesabın adını verin.',
          'Her müşteri temsilcisine yalnızca kendi müşterilerinin klasörlerinde Sorumlu rolü verin.',
          'İçerik ve destek çalışanlarına, çerez dışa aktarma ve proxy görüntüleme kapalı olacak şekilde Üye rolü verin.',
          'Faturalandırmayı sahipte ve bir yöneticide tutun; ikisi için de iki faktörlü kimlik doğrulamayı açın.',
          'Denetim günlüğünü her hafta gözden geçirin; mesai saatleri dışında ya da beklenmedik bilgisayarlardan açılan profillere bakın.',
        ],
      },
      { h2: 'Biri ayrıldığında' },
      {
        p: 'Bir üyeyi çıkarmak anında geçerli olur: istemcisi açık tuttuğu profilleri kapatır ve artık çalışma alanı verilerini indiremez. Şifreleri hiç bilmediği için onları değiştirmeniz gerekmez; yine de ödeme yöntemi bağlı hesaplarda şifreleri yenilemek iyi bir uygulamadır. Oluşturduğu profilleri bir sorumluya atayın ki hiçbiri sahipsiz kalmasın.',
      },
      { h2: 'Bilinmesi gereken sınırlar' },
      {
        p: 'Temel plan 3, Ekip planı 10 koltuk içerir; Kurumsal planda sabit bir sınır yoktur. Her koltukla en fazla iki bilgisayarda oturum açılabilir. Bir profil aynı anda yalnızca bir bilgisayarda açık olabilir; zaten amaç da budur: platform aynı oturumu asla iki yerde görmemelidir. [Roller ve izinler başvurusu](/docs/teamwork-permissions) her anahtarı listeler, [davetlerle ilgili yardım yazısı](/helps/set-up-teamwork) ise ilk adımları anlatır.',
      },
    ],
  },
  'rpa-guide': {
    title: 'İlk RPA akışınız: günlük check-in’i 15 dakikada otomatikleştirin',
    excerpt:
      'Her sabah 30 hesaba girip aynı düğmeye tıklamak tam da robotlara göre bir iş. Bu uygulamalı anlatımda küçük bir RPA akışı kurup zamanlanmış olarak çalıştırıyoruz.',
    description:
      'Polyprofile’da her profili açan, bir sitede check-in yapan ve sonucu kaydeden küçük bir RPA akışı kurun, ardından onu zamanlanmış olarak çalıştırın.',
    body: [
      {
        p: 'Polyprofile’da robotik süreç otomasyonu, bir dizi tarayıcı eylemini bir kez kaydetmek ya da bir araya getirmek, sonra da bunu istediğiniz kadar profilde yeniden oynatmak demektir. Kod yazmanız gerekmez. Bu yazıda gerçek bir akış kuruyoruz: her sabah her profili açmak, bir panele gitmek, varsa check-in düğmesine tıklamak ve kanıt olarak bir ekran görüntüsü kaydetmek.',
      },
      { h2: 'Başlamadan önce' },
      {
        ul: [
          'RPA, Temel plan ve üzerindeki planlarda kullanılabilir.',
          'Akışı çalıştıracağınız her profilde siteye zaten giriş yapılmış olmalıdır. Otomasyon, girişlerle uğraşmak zorunda kalmadığında en iyi sonucu verir.',
          'Bir test profili seçin. Akışı başka bir yerde çalıştırmadan önce bu profilde kurup hatalarını ayıklayacaksınız.',
        ],
      },
      { h2: '1. adım: akışı oluşturun' },
      {
        p: '**Otomasyon → RPA → Yeni akış** yolunu izleyin ve akışa *Günlük check-in* adını verin. Düzenleyici, solda boş bir eylem listesi ve sağda seçili profilin önizlemesiyle açılır.',
      },
      { h2: '2. adım: eylemleri ekleyin' },
      {
        ol: [
          '**URL aç:** panelin adresi. Sayfanın yüklenmesi bitsin diye *Şuna kadar bekle* ayarını *Ağ boşta* olarak seçin.',
          '**Öğeyi bekle:** önizlemede üzerine tıklanarak seçilen check-in düğmesi. Zaman aşımını 10 saniyeye ayarlayın ve *Bulunamazsa devam et* seçeneğini açın; çünkü bazı günler alınacak bir şey olmaz.',
          '**Öğe varsa:** aynı düğme. Bu dalın içine düğme üzerinde bir **Tıkla** eylemi ve 2–4 saniyelik bir **Bekle** eylemi ekleyin.',
          '**Ekran görüntüsü:** görünür alan; dosya adında profil adı ve tarih olacak şekilde kaydedilir.',
          '**Sekmeyi kapat.**',
        ],
      },
      {
        p: 'Beklemedeki rastgele aralık bilinçli bir tercih. Otuz hesapta milisaniyesine kadar aynı olan duraklamalar, otomasyon tespitinin aradığı türden bir örüntüdür.',
      },
      { h2: '3. adım: tek profilde test edin' },
      {
        p: 'Test profilinizle **Seçililerde çalıştır** düğmesine tıklayın. Günlük paneli her eylemi çalışırken süresiyle birlikte gösterir. Bir adım başarısız olursa çalıştırma durur ve günlük o anki sayfanın ekran görüntüsünü gösterir; bu da genellikle seçicinin mi yanlış olduğunu, yoksa sayfanın mı yavaş olduğunu anlatır.',
      },
      {
        quote:
          'Destek taleplerinde gördüğümüz bozuk akışların çoğu, düzeni sonradan değişen bir sayfadan kopyalanmış seçicilerde takılıyor. Uzun CSS yolları yerine görünür metne veya kalıcı özniteliklere dayanan seçicileri tercih edin.',
      },
      { h2: '4. adım: tüm profillerde çalıştırın' },
      {
        p: 'Ana listede profilleri ya da bütün bir klasörü seçin ve **Akışı çalıştır → Günlük check-in** yolunu izleyin. Eşzamanlılığı, yani kaç profilin aynı anda çalışacağını ayarlayın. 16 GB belleğe sahip bir makinede beş ila sekiz eşzamanlı profil rahat bir başlangıç noktasıdır. Akış her profili açar, çalışır, profili kapatır ve sıradakine geçer.',
      },
      { h2: '5. adım: zamanlayın' },
      {
        p: 'Akış ayarlarına bir **Zamanlama** tetikleyicisi ekleyin: her gün 09.00’da, 40 dakikaya kadar rastgele bir başlangıç kaymasıyla. Zamanlanmış akışların başlaması için istemcinin çalışıyor olması gerekir; ofisteki ortak bir makinede istemciyi açık ve oturumu açık bırakın. Sonuçlar, her profil için bir durum ve ekran görüntüsüyle **Otomasyon → Geçmiş** bölümünde görünür.',
      },
      { h2: 'Sırada ne var?' },
      {
        p: 'Akışlar, her profil için bir satır olacak şekilde bir CSV dosyasından değişken okuyabilir; bu da aynı akışı bir paylaşım veya form doldurma aracına dönüştürür. Görsel düzenleyiciyi aşan mantık için [yerel API](/docs/local-api), profilleri başlatmanızı ve onları Puppeteer ya da Playwright ile yönetmenizi sağlar. [RPA eylemleri başvurusu](/docs/rpa-actions), burada kullanılan her eylemi ve seçeneği listeler.',
      },
    ],
  },
  'cookies-guide': {
    title: 'Çerezler ve oturumlar: içe aktarma, ısıtma ve girişleri canlı tutma',
    excerpt:
      'Çerezi olmayan bir profil yepyeni görünür, çünkü gerçekten yenidir. Oturumları başka bir tarayıcıdan nasıl içe aktaracağınızı, yeni profilleri nasıl ısıtacağınızı ve girişlerin süresinin dolmasını nasıl önleyeceğinizi anlatıyoruz.',
    description:
      'Başka tarayıcılardan çerez aktarın, çerez robotuyla yeni profilleri ısıtın ve Polyprofile’da oturumları açılışlar arasında canlı tutun.',
    body: [
      {
        p: 'Birkaç aydır kullanılan gerçek bir tarayıcı; arama motorlarından, haber sitelerinden, mağazalardan ve reklam ağlarından binlerce çerez taşır. Beş dakika önce oluşturulmuş bir profilde ise hiç yoktur. Platformlar bu farkı fark eder, dolandırıcılık modelleri de. Çerezleri iyi yönetmek iki şeyle ilgilidir: mevcut oturumları güvenle taşımak ve yeni profillere inandırıcı bir geçmiş kazandırmak.',
      },
      { h2: 'Polyprofile çerezleri nerede tutar?' },
      {
        p: 'Her profilin kendi çerez kavanozu, yerel depolaması, IndexedDB’si ve önbelleği vardır; bunlar diskte şifreli olarak saklanır. Bulut eşitlemesi açıkken kavanoz profil kapanırken yüklenir ve profil başka bir bilgisayarda açıldığında indirilir. Profiller arasında hiçbir şey paylaşılmaz; bu yüzden bir hesaba giriş yapmak sizi asla başka bir yerde de oturum açmış hale getirmez.',
      },
      { h2: 'Mevcut bir oturumu içe aktarma' },
      {
        p: 'Bir hesap zaten başka bir tarayıcıda çalışıyorsa çerezlerini taşımak, yeni bir cihazdan sıfırdan giriş yapmanın, yani platformların en şüpheci olduğu anın önüne geçer. Çerezleri eski tarayıcıdan JSON üreten bir uzantıyla dışa aktarın; ardından Polyprofile’da **Profil → Çerezler → İçe aktar** yolunu izleyip dosyayı veya metni yapıştırın. İstemci JSON dizilerini ve Netscape `cookies.txt` biçimini kabul eder.',
      },
      {
        ul: [
          'Proxy’si eski tarayıcıyla aynı ülkede, ideal olarak aynı şehirde olan bir profile aktarın.',
          'Oturum eski cihaz hakkında ipuçları saklıyor olabileceğinden eski cihazın işletim sistemiyle eşleştirin.',
          'Siteyi bir kez açın, oturumun açık olduğunu kontrol edin ve önemli bir işlem yapmadan önce hesabı birkaç saat kendi haline bırakın.',
        ],
      },
      { h2: 'Yeni bir profili ısıtma' },
      {
        p: 'Kaydetmek üzere olduğunuz hesaplar için kısa bir gezinme geçmişi işe yarar. **Çerez robotu** (Profil → Çerezler → Isıt), profilin bölgesindeki popüler sitelerden oluşan bir listeyi ziyaret eder; sayfaları kaydırır, bekler ve onay banner’larını kabul ederken sıradan çerezler toplar. Varsayılan bir çalıştırma 25 siteyi ziyaret eder ve yaklaşık on dakika sürer. Kendi listenizi de verebilirsiniz; örneğin hesabın kimliğine uyan yerel haber siteleri ve mağazalar.',
      },
      {
        p: 'Isıtma bir kalkan değildir. Profili daha az boş gösterir; kötü bir proxy’yi ya da kopyalanmış bir kreatifi kabul edilebilir hale getirmez.',
      },
      { h2: 'Oturumları canlı tutma' },
      {
        p: 'Oturumlar üç nedenle sona erer: sitenin süresini doldurması, bir şeyin onları temizlemesi ya da oturumları farklı bir cihazın kullanıyor gibi görünmesi. Son ikisi için bir şeyler yapabilirsiniz.',
      },
      {
        ol: [
          'Giriş bilgisi tutan her profilde **Kapatırken çerezleri temizle** seçeneğini kapalı bırakın. Bu seçenek, her seferinde temiz başlaması gereken veri kazıma profilleri için vardır.',
          'Her profilin eşitlemesini bitirmesini bekledikten sonra onu başka bir bilgisayarda açın. Yükleme sürerken profil listesinde bir bulut simgesi görünür.',
          'Aynı hesabı iki profilde açmaktan kaçının. İkinci giriş ilk oturumu geçersiz kılabilir ve bazı platformlar ikisini birden işaretler.',
          'Uzun ömürlü hesapları en az iki haftada bir açın. Birçok site, sessiz kalan hesapların “beni hatırla” oturumlarını kısaltır.',
        ],
      },
      { h2: 'Dışa aktarma ve yedekleme' },
      {
        p: 'Dışa aktarma düğmesi, içe aktarma aracının okuduğu JSON biçiminin aynısını üretir. Dışa aktarılmış bir çerez dosyası fiilen oturumu açık bir hesap demek olduğundan ekipler bu düğmeyi üye bazında kısıtlayabilir. Yerel depolama ve uzantılar dahil tüm profilin yedeği için bunun yerine şifreli bir arşiv yazan **Profili dışa aktar** seçeneğini kullanın. Sürekli oturumu kapanan profiller için [çerez sorun giderme yazısına](/helps/fix-cookies) bakın.',
      },
    ],
  },
  'facebook-ads-guide': {
    title: 'Birden fazla Facebook reklam hesabını birbirine bağlamadan yönetmek',
    excerpt:
      'Meta reklam hesaplarını cihazlar, ödeme yöntemleri, sayfalar ve kişiler üzerinden birbirine bağlar. Dördünü de kapsayan bir ayrım planı ve tarayıcı profilinin bu plandaki yeri.',
    description:
      'Birkaç Facebook ve Meta reklam hesabını ayrı tutun: cihazlar, proxy’ler, ödeme yöntemleri, sayfalar ve kişiler; her hesaba bir profil.',
    body: [
      {
        p: 'Birden fazla Meta reklam hesabı yöneten media buyer’lar er geç aynı sorunla karşılaşır: bir hesap kısıtlanır ve birkaç gün içinde diğerleri de onu izler. Meta’nın inceleme sistemleri ortak varlıkları arar ve tarayıcı, paylaşılabilecek şeylerden yalnızca biridir. Bu rehber, deneyimli ekiplerin kurulumlarını nasıl yapılandırdığına dair gözlemlerimizi aktarıyor.',
      },
      { h2: 'Hesapları birbirine bağlayan dört şey' },
      {
        ol: [
          '**Cihaz:** parmak izi, çerezler ve hesabın giriş yaptığı IP adresi.',
          '**Ödeme:** reklam hesapları arasında yeniden kullanılan kartlar, PayPal hesapları ve fatura adresleri.',
          '**Varlıklar:** birden fazla hesaba bağlı Facebook sayfaları, pikseller, alan adları ve Business Manager’lar.',
          '**Kişiler:** hesapları yöneten kişisel profiller ve bu profillerin kendi geçmişi.',
        ],
      },
      {
        p: 'Tarayıcı profili ilk maddeyi tamamen çözer, diğerlerini ise hiç çözmez. Onu binanın tamamı olarak değil, temeli olarak görün.',
      },
      {
        p: 'Meta hesapları zaman içinde de karşılaştırır. Üç ay boyunca Lizbon’dan giriş yapmış bir reklam hesabı birdenbire Kyiv’deki bir ofis ağından görünürse, başka hiçbir şeyi değişmemiş olsa bile hikâyesi değişmiştir.',
      },
      { h2: 'Her kişisel hesaba bir profil' },
      {
        p: 'Meta’nın modelinde reklam hesaplarını kişiler yönetir. Reklam yöneten her kişisel Facebook hesabı, hesabın geldiğini iddia ettiği ülkede sabit bir ISS veya mobil proxy ile tam olarak tek bir Polyprofile profilinde yaşamalıdır. Oturumlar arasında proxy değiştirmeyin ve hesabı telefonunuz dahil başka hiçbir yerde açmayın.',
      },
      {
        ul: [
          'Parmak izi: Windows veya macOS masaüstü; saat dilimi ve dil proxy’ye göre ayarlı.',
          'Proxy: profil başına bir adres; başka bir reklam hesabıyla asla paylaşılmaz, IP rotasyonu kapalıdır.',
          'Çerezler: ödeme bilgilerini eklemeden önce profili bir iki gün ısıtın.',
          'İki faktörlü kimlik doğrulama: her hesaba bir doğrulama uygulaması; kodlar ekibin şifre yöneticisinde saklanır.',
        ],
      },
      { h2: 'Ödeme ve varlıklar' },
      {
        p: 'Her reklam hesabı için ayrı bir kart kullanın. Sanal kart hizmetleri bunu pratik hale getirir; bunlardan birkaçı [ortaklar sayfası](/partner) aracılığıyla kullanıcılarımızla çalışıyor. Bilinçli olarak tek bir Business Manager altında gruplamak istemiyorsanız her hesaba kendi sayfasını ve pikselini verin. Birbiriyle ilgisi olmayan hesaplarda aynı landing alan adını kullanmak, sık görülen ve kolayca önlenebilecek bir bağlantıdır.',
      },
      { h2: 'Ekip olarak çalışmak' },
      {
        p: 'Bir media buyer, bir tasarımcı ve bir analistin aynı hesaba ihtiyacı olduğunda şifreyi değil profili paylaşın. Böylece herkes aynı cihaz parmak izi ve aynı proxy ile çalışır, Meta da tek ve tutarlı bir yönetici görür. Tasarımcıya ve analiste, çerez dışa aktarma kapalı olacak şekilde Üye rolü verin. Roller [ekip çalışması rehberinde](/blog/teamwork-guide) ayrıntılı olarak açıklanıyor.',
      },
      { h2: 'Bir hesap kısıtlandığında' },
      {
        p: 'Kısıtlanan hesabı kontrol etmek için ona başka profillerden giriş yapmayın ve varlıklarını aynı gün yeni bir hesaba taşımayın. Bu iki hareket de sorunu sağlıklı hesaplara bağlar. İtirazı hesabın her zaman kullandığı profilden yapın, proxy’yi aynı tutun ve hesaba bağlı herhangi bir varlığı yeniden kullanmadan önce sonucu bekleyin.',
      },
      { h2: 'Gerçekçi bir beklenti' },
      {
        p: 'Hiçbir araç bir hesabın asla incelemeye alınmayacağını garanti etmez. Meta, hesapları bağlantıyla hiç ilgisi olmayan politika nedenleri, ödeme hataları ve kreatif sorunları yüzünden de kısıtlar. İyi bir ayrımın yaptığı şey hasarı sınırlamaktır: kısıtlanan bir hesap tek bir kısıtlanmış hesap olarak kalır. [Facebook çözüm sayfamız](/solutions/facebook) kurulumu özetliyor, [adım adım rehber](/guide/facebook-ads-step-by-step) ise onu sıfırdan kuruyor.',
      },
    ],
  },
}
