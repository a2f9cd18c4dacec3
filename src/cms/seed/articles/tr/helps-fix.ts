import type { ArticleText } from '../types'

/** Yardım merkezi: sorun giderme. */
export const helpsFix: Record<string, ArticleText> = {
  'fix-proxies': {
    title: 'Proxy kontrolü başarısız oluyor veya profilin bağlantısı yok',
    excerpt:
      'Her kontrol hatasının anlamı ve bir profil internete bağlanamadığında nedeni hangi sırayla aramanız gerektiği.',
    description:
      'Polyprofile’da başarısız proxy kontrolünü düzeltin: zaman aşımı, kimlik doğrulama ve reddedilen bağlantı hataları ile sırayla yapılacak kontroller.',
    body: [
      {
        p: 'Kontrol başarısız olduğunda sonuç, nedenini de söyler. Gördüğünüz mesaja uyan satırdan başlayın.',
      },
      { h2: 'Hata mesajları' },
      {
        ul: [
          '**Zaman aşımı:** proxy 10 saniye içinde yanıt vermedi. Sunucu veya port yanlış, proxy çalışmıyor ya da ağınızdaki bir güvenlik duvarı portu engelliyor.',
          '**Kimlik doğrulama başarısız:** kullanıcı adı veya şifre yanlış ya da sağlayıcı yalnızca beyaz listedeki IP adreslerinden gelen bağlantılara izin veriyor ve sizinki listede yok.',
          '**Bağlantı reddedildi:** sunucu yanıt verdi ama o portu dinleyen bir şey yok. Port numarasını ve protokolü kontrol edin.',
          '**Desteklenmeyen protokol:** seçilen tür proxy ile uyuşmuyor; örneğin bir HTTP proxy için SOCKS5 seçilmiş.',
        ],
      },
      { h2: 'Sırayla yapılacak kontroller' },
      {
        ol: [
          'Proxy satırını sağlayıcının panelinden yeniden kopyalayın. Fazladan boşluklar ve satır sonları en yaygın nedendir.',
          'Diğer protokolü deneyin. Birçok sağlayıcı HTTP ve SOCKS5’i farklı portlarda sunar.',
          'Sağlayıcı IP beyaz listesi kullanıyorsa mevcut genel IP adresinizi onun paneline ekleyin. Ağ değiştirdiğinizde bu adres de değişir.',
          'Bilgisayarınızdaki VPN’leri kapatın ve yeniden kontrol edin.',
          'Proxy’yi başka bir profilde deneyin. Her yerde başarısız oluyorsa sağlayıcıya başvurun; başka yerde çalışıyorsa iki profilin proxy ayarlarını karşılaştırın.',
        ],
      },
      { h2: 'Kontrol geçiyor ama sayfalar yüklenmiyor' },
      {
        p: 'Bazı sağlayıcılar belirli siteleri veya portları engeller. Profilde arama motoru gibi basit bir sayfa açın; o yükleniyor da hedef siteniz yüklenmiyorsa sağlayıcıya bu siteye izin verilip verilmediğini sorun. Sonuçtaki gecikme değerine de bakın: yaklaşık 2 saniyenin üzerinde ağır sayfalar zaman aşımına uğrayabilir.',
      },
      {
        p: 'Kontrol başarılı olduğu halde beklenmedik bir ülke gösteriyorsa sağlayıcı size başka bir konum atamış olabilir. İki coğrafi konum kaynağının nasıl gösterildiğini [proxy belgelerinde](/docs/proxies) bulabilirsiniz.',
      },
    ],
  },
  'fix-cookies': {
    title: 'Her seferinde oturum kapanıyor: çerezler kaydedilmediğinde',
    excerpt:
      'Girişlerini unutan bir profilde genellikle dört ayar veya eşitleme sorunundan biri vardır. Hangisi olduğunu nasıl bulursunuz?',
    description:
      'Bir Polyprofile profilinin açılışlar arasında girişlerini neden unuttuğu ve çözümü: temizleme ayarları, eşitleme, süre dolumu ve site kontrolleri.',
    body: [
      {
        p: 'Bir site, profili her yeniden açtığınızda oturumunuzu kapatıyorsa bu nedenleri sırayla gözden geçirin. Çoğu durum ilk ikisiyle çözülür.',
      },
      { h2: '1. Profil kapanırken verilerini temizliyor' },
      {
        p: 'Profil ayarlarında **Gelişmiş** sekmesini açın ve **Kapatırken çerezleri temizle** ile **Kapatırken depolamayı temizle** seçeneklerine bakın. Giriş bilgisi tutan profillerde ikisi de kapalı olmalıdır.',
      },
      { h2: '2. Profil eşitlenmeden kapatıldı' },
      {
        p: 'Bulut eşitlemesi açıkken profil, kapanırken verilerini yükler. Yükleme sırasında istemciden çıkıldıysa veya bilgisayar kapatıldıysa bir sonraki açılışta önceki kopya kullanılır. Çıkmadan önce profilin yanındaki bulut simgesinin hareket etmeyi bırakmasını bekleyin. Profilin **Bilgi** sekmesindeki eşitleme durumu, son yüklemenin ne zaman bittiğini gösterir.',
      },
      { h2: '3. Oturumu site sonlandırdı' },
      {
        p: '**Çerezler** sekmesini açın ve sitenin oturum çerezini bulun. Son kullanma tarihi geçmişse ya da bu, son kullanma tarihi olmayan bir oturum çereziyse girişin ne kadar süreceğine site karar vermiştir. Giriş sırasında *Beni hatırla* veya *Oturumu açık tut* seçeneğini işaretlemek genellikle daha uzun bir oturum sağlar.',
      },
      { h2: '4. Site farklı bir cihaz gördü' },
      {
        p: 'Bazı siteler IP adresi ya da tarayıcı sürümü değiştiğinde oturumu sonlandırır. Proxy’niz dönüyorsa sticky veya statik bir proxy’ye geçin. Bir çekirdek güncellemesinden sonra birkaç sitenin bir kez daha giriş yapmanızı istemesi beklenen bir durumdur.',
      },
      { h2: 'Oturum hâlâ kapanıyor mu?' },
      {
        ul: [
          'Profildeki bir uzantının çerezleri temizleyip temizlemediğini kontrol edin. Gizlilik uzantıları bunu sıklıkla yapar.',
          'Aynı hesabı iki profilde açmadığınızdan emin olun; bu, ilk oturumu geçersiz kılabilir.',
          'Desteğe **Bilgi** sekmesindeki profil kimliğini gönderin; profilin çerezlerini görmeden eşitleme geçmişini inceleyebiliriz.',
        ],
      },
      {
        p: '[Çerez rehberi](/blog/cookies-guide), oturumların nasıl saklandığını ve eşitlendiğini daha ayrıntılı anlatır.',
      },
    ],
  },
  'fix-fingerprints': {
    title: 'Bir site tarayıcının olağandışı göründüğünü söylüyor',
    excerpt:
      'Bir site uyarı, CAPTCHA veya “tarayıcı desteklenmiyor” sayfası gösterdiğinde profili ele veren değeri nasıl bulursunuz?',
    description:
      'Bir site Polyprofile profilini olağandışı olarak işaretlediğinde yapılacaklar: tutarlılık uyarıları, eski çekirdekler, uzantılar ve proxy’ler.',
    body: [
      {
        p: 'Bir uyarı, bitmek bilmeyen bir CAPTCHA ya da “tarayıcınız desteklenmiyor” sayfası, profildeki bir şeyin siteye doğru görünmediği anlamına gelir. Sorun nadiren parmak izi motorunun kendisindedir; genellikle diğerleriyle çelişen tek bir değerdir.',
      },
      { h2: 'Çelişkiyi arayın' },
      {
        ol: [
          'Profil ayarlarını açın ve **Parmak izi** sekmesinin altındaki tutarlılık kontrolüne bakın. Sarı uyarıları düzeltin.',
          'Saat dilimi, dil ve coğrafi konumun *IP’ye göre* olarak ayarlandığını kontrol edin.',
          'Proxy kontrolünü çalıştırın. Saat diliminden farklı bir ülkedeki proxy, en yaygın çelişkidir.',
          '**Bilgi** sekmesinde çekirdeğin güncel olduğunu doğrulayın. Eski çekirdekler, bazı sitelerin reddettiği eski bir tarayıcı sürümü bildirir.',
        ],
      },
      { h2: 'Uzantılar' },
      {
        p: 'Reklam engelleyiciler, betik engelleyiciler ve bazı gizlilik uzantıları sayfaların gördüklerini değiştirir; birçok bot koruma sağlayıcısı da bunu şüpheli sayar. Uyarıya bunlardan birinin yol açıp açmadığını anlamak için uzantıları tek tek devre dışı bırakıp sayfayı yeniden yükleyin.',
      },
      { h2: 'Mobil ön ayarlar' },
      {
        p: 'Profil bir Android veya iOS ön ayarı kullanıyorsa ekran boyutunu değiştirmediğinizden ve dokunmatik desteği kapatmadığınızdan emin olun. Dokunmatik desteği olmayan bir telefon bariz bir uyumsuzluktur. Tutarlı bir değer setine geri dönmek için aynı ön ayarla **Yeni parmak izi** düğmesini kullanın.',
      },
      { h2: 'Hiçbiri işe yaramazsa' },
      {
        p: 'Varsayılan ayarlarla ve aynı proxy ile yeni bir profil açıp sayfayı yükleyin. Yeni profil geçiyorsa ayarlarını eskisiyle karşılaştırın. O da başarısız oluyorsa olası neden proxy IP’sinin itibarıdır; başka bir sağlayıcıdan veya havuzdan bir adres deneyin.',
      },
      {
        p: 'Desteğe profil kimliğini ve sayfanın adresini gönderin. Bildirilen sayfaları güncel çekirdekle test eder, tespit sorunlarını çekirdek güncellemelerinde, çoğu zaman birkaç gün içinde düzeltiriz.',
      },
    ],
  },
  'fix-profile-start': {
    title: 'Profil başlamıyor veya hemen kapanıyor',
    excerpt:
      'Aç düğmesine tıklamak hiçbir şey yapmıyor, hata gösteriyor ya da pencere hemen kapanıyorsa: nedenler ve çözümler.',
    description:
      'Açılmayan veya hemen kapanan bir Polyprofile profilini düzeltin: kilitler, çekirdek indirmeleri, antivirüs, disk alanı ve bozuk veriler.',
    body: [
      {
        p: 'Bir profil açılmadığında düğme ya da bir bildirim genellikle nedenini söyler. Aşağıda yaygın mesajlar ve her biri için yapılacaklar var.',
      },
      { h2: '“Profil kullanımda”' },
      {
        p: 'Profil başka biri tarafından ya da başka bir bilgisayarda sizin tarafınızdan açılmış. Mesaj kullanıcıyı ve bilgisayarı belirtir. Ondan profili kapatmasını isteyin. Bilgisayarı çöktüyse bir yönetici veya kullanıcının kendisi **Devral** düğmesine tıklayabilir; kilit, diğer bilgisayar yanıt vermeyi bıraktıktan 30 dakika sonra da kendiliğinden kalkar.',
      },
      { h2: '“Çekirdek indiriliyor”' },
      {
        p: 'Profilin ihtiyaç duyduğu tarayıcı çekirdeği bu bilgisayarda henüz yok; bu genellikle bir güncellemeden sonra veya yeni bir kurulumda olur. İndirme yaklaşık 150 MB’tır. Yüzde 0’da kalıyorsa ağınızdaki bir güvenlik duvarının veya proxy’nin güncelleme sunucularımıza bağlantıya izin verdiğinden emin olun.',
      },
      { h2: 'Pencere açılıp hemen kapanıyor' },
      {
        ol: [
          'Antivirüsünüzün Polyprofile klasöründeki dosyaları karantinaya almadığını kontrol edin. Aldıysa dosyaları geri yükleyin ve klasörü istisnalara ekleyin.',
          'Boş disk alanını kontrol edin. Profilin verilerini açmak için yere ihtiyacı vardır; 1 GB’ın altında boş alan kaldığında açılışlar başarısız olur.',
          'Profilin uzantılarını ayarlarından devre dışı bırakıp yeniden deneyin. Bozuk bir uzantı tarayıcının açılışta çökmesine neden olabilir.',
          'İstemciyi yeniden başlatın. Diğer profiller açılıyor da bu açılmıyorsa yerel verileri bozulmuş olabilir.',
        ],
      },
      { h2: 'Bozuk yerel veriler' },
      {
        p: 'Profilin menüsünü açın ve **Onar** seçeneğini seçin. İstemci yerel kopyayı atar ve buluttan en son eşitlenen sürümü indirir. Son başarılı eşitlemeden bu yana yapılan değişiklikler kaybolur; bu yüzden onay istenir. Yalnızca yerelde saklanan profiller bu yolla onarılamaz; onları dışa aktarılmış bir arşivden geri yükleyin.',
      },
      {
        p: 'Bunların hiçbiri işe yaramazsa istemcide **Yardım → Günlükleri gönder** seçeneğine tıklayın ve desteğe yazarken profil kimliğini belirtin.',
      },
    ],
  },
  'fix-sync': {
    title: 'Profil değişiklikleri başka bir bilgisayarda görünmüyor',
    excerpt:
      'Bir bilgisayarda kaydedilen yer imleri, çerezler veya ayarlar diğerinde yoksa eşitleme durumunu, depolama modunu ve zamanlamayı kontrol edin.',
    description:
      'Profil değişiklikleri başka bir bilgisayarda eksik olduğunda Polyprofile bulut eşitlemesini düzeltin: eşitleme durumu, yerel profiller ve zamanlama.',
    body: [
      {
        p: 'Profiller kapanırken bulut üzerinden eşitlenir. Bir bilgisayarda yapılan değişiklikler diğerinde yoksa neden aşağıdakilerden biridir.',
      },
      { h2: 'Yükleme tamamlanmadı' },
      {
        p: 'İlk bilgisayardaki profile bakın. Hareket eden bir bulut simgesi yüklemenin hâlâ sürdüğünü, kırmızı bir bulut ise başarısız olduğunu gösterir. Hatayı görmek ve yeniden denemek için kırmızı simgeye tıklayın. Olağan neden, yükleme sırasında istemciden çıkılması veya bağlantının kopmasıdır.',
      },
      { h2: 'Profil yerelde saklanıyor' },
      {
        p: 'Profiller ayarlarından **Yalnızca yerel depolama** moduna alınabilir; örneğin bulutta olmasını istemediğiniz veriler için. Bu profiller hiçbir zaman eşitlenmez. Depolama modu **Bilgi** sekmesinde gösterilir; modu buluta çevirmek, profil bir sonraki kapanışında mevcut verileri yükler.',
      },
      { h2: 'Diğer bilgisayar eski bir kopyayı açtı' },
      {
        p: 'Profil, ilk bilgisayar hâlâ yükleme yaparken ikinci bilgisayarda açıldıysa ikincisi önceki sürümle başlamıştır. Ardından ikisi de kapandığında son yapılan yükleme geçerli olur ve diğer değişiklikler kaybolur. Profili başka bir yerde açmadan önce yüklemenin bitmesini bekleyin; kilit, profilin hâlâ kullanımda olduğunu gösterir.',
      },
      { h2: 'Neler eşitlenir, neler eşitlenmez?' },
      {
        ul: [
          'Eşitlenenler: çerezler, yerel depolama, IndexedDB, yer imleri, geçmiş, uzantılar ve ayarları, kayıtlı şifreler, açık sekmeler.',
          'Eşitlenmeyenler: tarayıcı önbelleği ve indirilen dosyalar; bunlar oluşturuldukları bilgisayarda kalır.',
        ],
      },
      { h2: 'Eşitleme günlüğünü kontrol edin' },
      {
        p: '**Bilgi** sekmesi, profilin son on yükleme ve indirme işlemini saati, boyutu ve bilgisayarıyla birlikte listeler. İlk bilgisayardan bir yükleme eksikse sorun oradadır; yükleme listede olduğu halde ikinci bilgisayar daha eski bir sürüm gösteriyorsa en son kopyayı indirmek için orada **Onar** seçeneğine tıklayın.',
      },
    ],
  },
  'fix-rpa': {
    title: 'Bir RPA akışı her seferinde aynı adımda duruyor',
    excerpt:
      'Çalıştırma günlüğünü okumak, bir adımın neden başarısız olduğunu bulmak ve akışı yavaş sayfalara, düzen değişikliklerine ve açılır pencerelere dayanıklı hale getirmek.',
    description:
      'Polyprofile’da aynı adımda başarısız olan bir RPA akışını düzeltin: günlüğü okuyun, seçicileri ve beklemeleri düzeltin, açılır pencereleri yönetin.',
    body: [
      {
        p: 'Bir akış her profilde aynı adımda başarısız oluyorsa neden neredeyse her zaman o adımda ya da bir öncekindedir. İşe çalıştırma günlüğüyle başlayın.',
      },
      { h2: 'Günlüğü okuyun' },
      {
        ol: [
          '**Otomasyon → Geçmiş** sayfasını açın ve başarısız bir çalıştırmaya tıklayın.',
          'Kırmızıyla işaretlenmiş ilk adımı bulun. Mesaj neyin ters gittiğini söyler; örneğin *öğe bulunamadı* veya *gezinme zaman aşımı*.',
          '**Hatada ekran görüntüsü** açıksa ekran görüntüsünü açın. Sayfayı tam olarak akışın gördüğü haliyle gösterir.',
        ],
      },
      { h2: '“Öğe bulunamadı”' },
      {
        p: 'Ya öğe henüz sayfada değildir ya da seçici artık eşleşmiyordur. Ekran görüntüsünde yarı yüklenmiş bir sayfa görüyorsanız adımdan önceki sabit beklemeyi **Öğeyi bekle** eylemiyle değiştirin. Sayfa yüklenmiş ve öğe görünür durumdaysa site değişmiştir; öğeyi seçim aracıyla yeniden belirleyin ve tercihen metnine ya da etiketine dayanan bir seçici kullanın.',
      },
      { h2: '“Gezinme zaman aşımı”' },
      {
        p: 'Sayfa, adımın izin verdiğinden (varsayılan olarak 30 saniye) daha uzun sürede yüklendi. Yavaş siteler için zaman aşımını artırın, etkilenen profillerin proxy gecikmesini kontrol edin ya da bilgisayar aşırı yüklenmesin diye çalıştırmanın eşzamanlılığını düşürün.',
      },
      { h2: 'Açılır pencere engel oluyor' },
      {
        p: 'Ekran görüntüsünde sayfanın üzerinde bir çerez banner’ı veya iletişim kutusu görünüyorsa başarısız adımdan önce bir **Varsa kapat** adımı ekleyin ve banner’ın kapatma düğmesini seçin. Açılır pencerenin çıkmadığı çalıştırmalar devam etsin diye *Bulunamazsa devam et* seçeneğini açın.',
      },
      { h2: 'Yalnızca bazı profillerde başarısız oluyor' },
      {
        p: 'Başarısız olan bir profille başarılı olan bir profili karşılaştırın. Dil, oturum durumu veya bölge farkları çoğu zaman sayfayı değiştirir. İki sürümü de ele almak için **Öğe varsa** eylemini kullanın ya da bu profilleri açık bir durum mesajıyla durdurun.',
      },
      {
        p: '[RPA eylemleri başvurusu](/docs/rpa-actions), burada anılan her eylemin seçeneklerini listeler.',
      },
    ],
  },
  'fix-local-api': {
    title: 'Yerel API yanıt vermiyor',
    excerpt:
      'Yerel API’den bağlantı reddi, 401 veya 429: her birinin anlamı ve betiklerinizin istemciyle konuşmasını nasıl sağlayacağınız.',
    description:
      'Polyprofile yerel API hatalarını adım adım düzeltin: reddedilen bağlantı, 401 yetkisiz, 403 plan sınırları ve 429 istek sınırlaması.',
    body: [
      {
        p: 'Betikleriniz aynı bilgisayarda çalışan Polyprofile istemcisiyle konuşur. Profil gerektirmeyen, olabilecek en basit istekle başlayın:',
      },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      {
        p: 'Çalışan bir istemci, istemci sürümü de dahil olmak üzere `{"code":0,"msg":"ok","data":{...}}` ile yanıt verir. Başka bir şey alıyorsanız aşağıda uyan durumu bulun.',
      },
      { h2: 'Bağlantı reddedildi' },
      {
        ul: [
          'İstemci çalışmıyor ya da giriş yapılmamış. API yalnızca istemci açıkken ve oturum açıkken çalışır.',
          'API kapalı. **Ayarlar → Yerel API** bölümünden açın.',
          'Port farklı. Varsayılan 36912’dir; ayarlar sayfası geçerli portu gösterir.',
        ],
      },
      { h2: 'HTTP 401' },
      {
        p: 'Anahtar eksik veya yanlış. Anahtarı **Ayarlar → Yerel API** bölümünden yeniden kopyalayın ve `X-Api-Key` başlığında gönderin. Anahtarı yeniden oluşturmak eskisini anında geçersiz kılar.',
      },
      { h2: 'HTTP 403' },
      {
        p: 'Yerel API, Ekip ve Kurumsal planlara dahildir. Diğer planlarda durum uç noktası yanıt verir, ancak diğer tüm uç noktalar planı belirten bir mesajla 403 döndürür. Belirli bir profilde alınan 403 ise rolünüzün o profilde bu işleme izin vermediği anlamına gelir.',
      },
      { h2: 'HTTP 429' },
      {
        p: 'Saniyede 10’dan fazla istek gönderdiniz. `retry_after` alanındaki saniye kadar bekleyin ve betiğinizi yavaşlatın. Çok sayıda profili başlatmak, tek tek çağrılar yerine toplu uç noktayla daha hızlıdır.',
      },
      {
        p: 'Uç noktaların tam listesi ve yanıt biçimleri [yerel API belgelerinde](/docs/local-api).',
      },
    ],
  },
}
