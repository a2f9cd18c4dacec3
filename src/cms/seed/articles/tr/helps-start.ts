import type { ArticleText } from '../types'

/** Yardım merkezi: başlarken. */
export const helpsStart: Record<string, ArticleText> = {
  'install-polyprofile': {
    title: 'Polyprofile’ı Windows, macOS ve Linux’a kurma',
    excerpt:
      'Sistem gereksinimleri, yükleyiciyi nereden indireceğiniz ve sisteminiz onu engellerse ne yapmanız gerektiği.',
    description:
      'Polyprofile’ı Windows, macOS ve Linux’a kurma: gereksinimler, yükleyiciler ve sistem bunları engellediğinde yapılacaklar.',
    body: [
      { h2: 'Gereksinimler' },
      {
        ul: [
          '**Windows:** Windows 10 veya 11, 64 bit ya da 32 bit.',
          '**macOS:** Intel veya Apple silicon üzerinde 11 Big Sur ya da daha yeni bir sürüm.',
          '**Linux:** Ubuntu 20.04, Debian 11 veya daha yeni bir 64 bit dağıtım.',
          'En az 4 GB bellek ve 2 GB boş disk alanı. Açık tuttuğunuz her profil için yaklaşık 500 MB bellek hesaplayın.',
        ],
      },
      { h2: 'Kurulum' },
      {
        ol: [
          '[İndirme sayfasını](/download) açın. Sayfa, kullandığınız sisteme uygun yükleyiciyi önerir; diğer sistemler onun altında listelenir.',
          '**Windows:** `.exe` dosyasını çalıştırın ve adımları izleyin. İstemci geçerli kullanıcı için kurulur ve yönetici hakları gerektirmez.',
          '**macOS:** `.dmg` dosyasını açın ve Polyprofile’ı Uygulamalar klasörüne sürükleyin. M serisi Mac’lerde Apple silicon sürümünü seçin; Rosetta altında çalışan Intel sürümünden belirgin biçimde daha hızlıdır.',
          '**Linux:** `.deb` paketini `sudo apt install ./Polyprofile-5.7.0-linux.deb` komutuyla kurun.',
          'Polyprofile’ı başlatın ve hesabınızla giriş yapın ya da giriş penceresinden yeni bir hesap oluşturun.',
        ],
      },
      { h2: 'Sistem yükleyiciyi engellerse' },
      {
        p: 'Yeni bir sürüm yayımlandıktan sonraki ilk günlerde, yeterince kişi onu kurana kadar Windows SmartScreen uyarı gösterebilir. Dosyanın indirme sayfamızdan geldiğinden emin olun ve **Ek bilgi → Yine de çalıştır** seçeneğini seçin. macOS uygulamanın açılamayacağını söylerse Uygulamalar klasöründe uygulamaya sağ tıklayın ve bir kez **Aç** komutunu seçin.',
      },
      {
        p: 'Antivirüs yazılımları bazen ilk girişten sonra indirilen tarayıcı çekirdeğini karantinaya alır. Profiller kurulumdan hemen sonra başlamıyorsa Polyprofile klasörünü antivirüsünüzün istisnalarına ekleyin ve istemciyi yeniden başlatın. Her sürüm, yükleyicilerinin SHA-256 sağlama toplamlarını [sürüm notlarında](/release) yayımlar.',
      },
    ],
  },
  'create-first-profile': {
    title: 'İlk tarayıcı profilinizi oluşturma',
    excerpt:
      'Profil, kendi cihazı, depolaması ve ağı olan ayrı bir tarayıcıdır. Nasıl oluşturulur ve önce neler doldurulur?',
    description:
      'İlk Polyprofile tarayıcı profilinizi oluşturun: ad, işletim sistemi, ağ ayarları ve varsayılan olarak bırakmanız gerekenler.',
    body: [
      {
        p: 'Her profil eksiksiz ve bağımsız bir tarayıcıdır. Kendi cihaz parmak izi, kendi çerezleri ve depolaması, kendi uzantıları ve kendi ağ bağlantısı vardır. Birbirinden ayrı tutmak istediğiniz her hesap için bir profil kullanın.',
      },
      { h2: 'Adımlar' },
      {
        ol: [
          'Ana pencerenin sol üstündeki **Yeni profil** düğmesine tıklayın.',
          'Profilin hangi hesap için olduğunu anlatan bir ad girin; örneğin *Mağaza DE – Seller Central*. Adın altına not ve etiket ekleyebilirsiniz.',
          'Profilin hangi işletim sistemini göstereceğini seçin: Windows, macOS, Linux, Android veya iOS. Polyprofile bu türde gerçekçi bir cihaz seçer.',
          '**Ağ** bölümünde bir proxy ekleyin ya da yalnızca denemek istiyorsanız şimdilik *Doğrudan bağlantı* seçeneğinde bırakın.',
          '**Oluştur** düğmesine tıklayın. Profil listede görünür; başlatmak için **Aç** düğmesine tıklayın.',
        ],
      },
      { h2: 'Varsayılan bırakılması gerekenler' },
      {
        p: 'Parmak izi sekmesinde onlarca değer vardır ve varsayılanlar hem birbirleriyle hem de proxy ile tutarlı olacak şekilde seçilir. Saat dilimi, dil ve coğrafi konum, proxy’nin konumunu otomatik olarak izler. Tek tek değerleri yalnızca nedenini biliyorsanız değiştirin; bir değişiklik çelişki yarattığında düzenleyici sizi uyarır.',
      },
      { h2: 'Birçok profili tek seferde oluşturma' },
      {
        p: 'Toplu profil oluşturmak için **Yeni profil** düğmesinin yanındaki oka tıklayıp **Toplu oluştur** seçeneğini seçin. Kaç profile ihtiyacınız olduğunu, *TikTok {n}* gibi bir ad şablonunu girin; isterseniz her satıra bir tane gelecek şekilde bir proxy listesi yapıştırarak proxy’leri sırayla atayın. Her profil yine de kendi cihazını alır.',
      },
      {
        p: 'Ücretsiz plan 5 profil içerir; diğer planların sınırları [fiyatlar sayfasında](/pricing) listelenir. Sonraki adımda [parmak izi ayarlarını seçmeyi](/helps/set-up-fingerprints) ve [proxy eklemeyi](/helps/set-up-proxies) okuyun.',
      },
    ],
  },
  'set-up-fingerprints': {
    title: 'Yeni bir profil için parmak izi ayarlarını seçme',
    excerpt:
      'Hangi parmak izi seçeneklerini değiştirmeli, hangilerine dokunmamalı ve tutarlılık kontrolü nasıl okunur?',
    description:
      'Yeni bir Polyprofile profilinde hangi parmak izi ayarlarının değiştirileceği, hangilerinin varsayılan kalacağı ve tutarlılık kontrolünün işleyişi.',
    body: [
      {
        p: 'Bir profil oluşturduğunuzda Polyprofile, gerçek cihaz verilerinden eksiksiz bir parmak izi üretir. Çoğu durumda yalnızca üç karar vermeniz yeterlidir; gerisini olduğu gibi bırakabilirsiniz.',
      },
      { h2: 'Üç karar' },
      {
        ol: [
          '**İşletim sistemi.** Hesabın daha önce kullandığıyla eşleştirin. Yeni bir hesap için masaüstünde en yaygın seçim Windows’tur.',
          '**Masaüstü mü, mobil mi?** Mobil ön ayarı yalnızca telefondan kullanılması gereken hesaplar için seçin.',
          '**Ekran boyutu.** Hesabın geçmişi başka bir çözünürlük gerektirmiyorsa önerilen çözünürlüğü koruyun. Yaygın boyutlar, nadir olanlardan daha az dikkat çeker.',
        ],
      },
      { h2: 'Varsayılan bırakılacak ayarlar' },
      {
        ul: [
          '**Saat dilimi, dil, coğrafi konum:** proxy ile uyuşmaları için *IP’ye göre*.',
          '**WebRTC:** gerçek adresiniz yerine proxy adresini gösteren *Değiştir*.',
          '**Canvas, WebGL, ses:** profile kendine ait kalıcı hash’ler veren *Gürültü*.',
          '**Yazı tipleri:** seçilen işletim sistemine uyan *Profil yazı tipleri*.',
        ],
      },
      { h2: 'Tutarlılık kontrolü' },
      {
        p: 'Parmak izi sekmesinin altındaki panel, değerleri birbiriyle karşılaştırır. Yeşil işaret, hiçbir çelişki bulunmadığı anlamına gelir. Sarı uyarı ise birbirine uymayan değerleri adıyla belirtir; örneğin yalnızca Windows’ta bulunan bir GPU ile macOS platformu. Uyarıları ilk girişten önce düzeltin; sonrasında aktif bir hesabın cihazını değiştirmek başlı başına şüphe uyandırabilir.',
      },
      {
        p: 'Baştan başlamak isterseniz tamamen yeni bir cihaz çekmek için **Yeni parmak izi** düğmesine tıklayın. [Parmak izi parametreleri başvurusu](/docs/fingerprint-parameters) her değeri ayrıntılı olarak açıklar.',
      },
    ],
  },
  'set-up-proxies': {
    title: 'Bir profile proxy ekleme',
    excerpt:
      'Proxy’yi yaygın biçimlerden herhangi biriyle yapıştırın, kontrol edin ve profilin konumunu ondan almasına izin verin.',
    description:
      'Bir Polyprofile profiline proxy ekleyin: desteklenen türler ve biçimler, yerleşik kontrol ve mobil proxy’ler için IP değiştirme bağlantıları.',
    body: [
      {
        p: 'Proxy, profile kendine ait bir IP adresi ve konum verir. Polyprofile, herhangi bir sağlayıcının HTTP, HTTPS ve SOCKS5 proxy’lerini destekler.',
      },
      { h2: 'Adımlar' },
      {
        ol: [
          'Profilin ayarlarını açın ve **Proxy** sekmesine gidin.',
          '**Özel** seçeneğini seçin ve proxy’yi yapıştırın. Tür, sunucu, port, kullanıcı adı ve şifre otomatik olarak doldurulur.',
          '**Kontrol et** düğmesine tıklayın. Bir iki saniye sonra çıkış IP’sini, ülkeyi, şehri, saat dilimini ve gecikmeyi görürsünüz.',
          'Konum doğruysa **Kaydet** düğmesine tıklayın.',
        ],
      },
      { h2: 'Alanın anladığı biçimler' },
      {
        ul: [
          '`host:port`',
          '`host:port:username:password`',
          '`username:password@host:port`',
          '`socks5://username:password@host:port` (ayrıca `http://` ve `https://`)',
        ],
      },
      { h2: 'IP rotasyonlu mobil proxy’ler' },
      {
        p: 'Sağlayıcınız IP’yi değiştiren bir bağlantı veriyorsa onu **IP değiştirme bağlantısı** alanına yapıştırın. Bunun ardından profilin araç çubuğunda bir rotasyon düğmesi belirir. IP’yi yalnızca oturumlar arasında değiştirin; oturum açıkken ve çalışırken asla.',
      },
      { h2: 'Kayıtlı proxy’ler' },
      {
        p: 'Sık kullandığınız proxy’leri sol menüdeki **Proxy’ler** bölümüne kaydedebilir ve yapıştırmak yerine listeden seçebilirsiniz. Kayıtlı bir proxy’yi düzenlemek, onu kullanan tüm profilleri günceller.',
      },
      {
        p: 'Kaydettikten sonra profil her başlatıldığında saat dilimini, dilini ve coğrafi konumunu yeni adresten alır. Zaten kullandığınız bir hesabın proxy’sini değiştirmek o hesap için yeni bir konum demektir; bu yüzden bunu yalnızca eski adres çalışmayı bıraktığında yapın.',
      },
      {
        p: 'Kontrol başarısız olursa [proxy kontrolü başarısız olduğunda yapılacaklar](/helps/fix-proxies) yazısına bakın. Proxy türünü seçmek için [proxy türleri karşılaştırmamızı](/blog/proxies-guide) okuyun.',
      },
    ],
  },
  'set-up-cookies': {
    title: 'Bir profile çerez aktarma',
    excerpt:
      'Başka bir tarayıcıdaki açık oturumu, yeniden giriş yapmadan bir Polyprofile profiline taşıyın.',
    description:
      'Çerezleri JSON veya Netscape biçiminde bir Polyprofile profiline aktarın; böylece hesap başka bir tarayıcıdan taşınırken oturumu açık kalsın.',
    body: [
      {
        p: 'Çerezleri içe aktarmak, açık bir oturumu profile taşır. Site bunu, bilinmeyen bir cihazdan yapılan yeni bir giriş olarak değil, geri dönen bir ziyaretçi olarak görür.',
      },
      { h2: 'Eski tarayıcıdan dışa aktarma' },
      {
        p: 'Eski tarayıcıda bir çerez dışa aktarma uzantısı kullanın ve yalnızca taşıdığınız sitenin çerezlerini JSON biçiminde dışa aktarın. Site girişi başka bir alan adı üzerinden yapıyorsa, örneğin ayrı bir hesaplar alan adı varsa, o alan adını da dışa aktarın. Tarayıcının tüm çerezlerini dışa aktarmayın.',
      },
      { h2: 'Profile içe aktarma' },
      {
        ol: [
          'Profil açıksa kapatın.',
          'Profilin menüsünü açın ve **Çerezler → İçe aktar** seçeneğini seçin.',
          'JSON içeriğini veya Netscape `cookies.txt` içeriğini yapıştırın ya da dosyayı seçin.',
          '**İçe aktar** düğmesine tıklayın. İletişim kutusu kaç çerez eklendiğini gösterir ve atlananları nedenleriyle listeler.',
          'Profili açın ve siteyi yükleyin. Oturumunuz açık olmalıdır.',
        ],
      },
      { h2: 'İlk ziyaretten önce' },
      {
        ul: [
          'Profile, eski tarayıcının bağlantısıyla aynı ülkede bir proxy verin.',
          'Eski tarayıcının çalıştığı işletim sisteminin aynısını seçin.',
          'Girişin çalıştığını doğruladıktan sonra birkaç saat boyunca şifreyi veya ödeme bilgilerini değiştirmekten kaçının.',
        ],
      },
      {
        p: 'Atlanan çerezlerin son kullanma tarihi genellikle geçmiştedir; yani oturumun o kısmı zaten sona ermiştir. Site yeniden başlatmadan sonra oturumunuzu kapatıyorsa [çerezler kaydedilmediğinde](/helps/fix-cookies) yazısına bakın.',
      },
      {
        p: 'İçe aktarılan bir oturumun ayakta kalıp kalmaması siteye de bağlıdır. Oturumu oluşturulduğu IP adresine bağlayan hizmetler, çerezler ne kadar özenle taşınmış olursa olsun sizden yeniden giriş yapmanızı ister.',
      },
    ],
  },
  'set-up-teamwork': {
    title: 'Ekip üyelerini davet etme ve rol atama',
    excerpt:
      'İş arkadaşlarınızı çalışma alanınıza davet edin, rollerini seçin ve profil klasörlerini onlarla paylaşın.',
    description:
      'Ekip üyelerini bir Polyprofile çalışma alanına davet edin, rollerini ve izinlerini seçin, profil klasörlerini onlarla paylaşın.',
    body: [
      {
        p: 'Ekip üyelerinin kendi giriş bilgileri olur ve onlarla paylaştığınız profiller üzerinde, hesapların şifrelerini hiç görmeden çalışırlar. Temel plan 3 koltuk, Ekip planı 10 koltuk içerir.',
      },
      { h2: 'Birini davet etme' },
      {
        ol: [
          '**Çalışma alanı → Üyeler** sayfasını açın ve **Davet et** düğmesine tıklayın.',
          'Kişinin e-posta adresini girin ve bir rol seçin: Yönetici, Sorumlu veya Üye.',
          'İsterseniz kişinin hemen görmesi gereken klasörleri seçin.',
          '**Gönder** düğmesine tıklayın. Kişi, 7 gün geçerli bir bağlantı içeren bir e-posta alır.',
        ],
      },
      { h2: 'Hangi rol seçilmeli?' },
      {
        ul: [
          '**Üye:** profilleri yalnızca içinde çalışmak için açan kişiler. Doğru varsayılan budur.',
          '**Sorumlu:** kendi klasörlerinde profil oluşturan ve yapılandıran kişiler.',
          '**Yönetici:** üyeleri ve ayarları yöneten bir iki kişi.',
        ],
      },
      { h2: 'Profilleri paylaşma' },
      {
        p: 'Profilleri klasörlere koyun ve klasörü paylaşın: klasöre sağ tıklayın, **Paylaşım** seçeneğini seçin ve üyeleri ekleyin. Sonradan eklenen profiller dahil, klasördeki her şey onlara görünür olur. Bir üyeye tek bir klasör içinde farklı bir rol de verebilirsiniz.',
      },
      { h2: 'Hassas izinler' },
      {
        p: 'Üyenin sayfasında proxy kimlik bilgilerini görüp göremeyeceğine, çerezleri dışa aktarıp aktaramayacağına, parmak izlerini düzenleyip düzenleyemeyeceğine ve profil silip silemeyeceğine karar verin. Yeni Üyeler için dördü de kapalıdır. [Roller ve izinler başvurusu](/docs/teamwork-permissions) her birini açıklar.',
      },
      {
        p: 'Daveti henüz kabul etmemiş bir üyeye aynı sayfadan yeni bir bağlantı gönderebilirsiniz; eski bağlantı o anda geçersiz olur.',
      },
    ],
  },
  'set-up-rpa': {
    title: 'Bir RPA akışını birden fazla profilde çalıştırma',
    excerpt:
      'Bir akışı seçili profillerde başlatın, aynı anda kaçının çalışacağını belirleyin ve sonuçları okuyun.',
    description:
      'Bir RPA akışını çok sayıda Polyprofile profilinde çalıştırın: profilleri seçin, eşzamanlılığı ayarlayın, ilerlemeyi izleyin ve geçmişi okuyun.',
    body: [
      {
        p: 'Bir akış tek profilde çalıştığında onu istediğiniz kadar profilde çalıştırabilirsiniz. RPA; Temel, Ekip ve Kurumsal planlarda kullanılabilir.',
      },
      { h2: 'Çalıştırmayı başlatma' },
      {
        ol: [
          'Ana listede profilleri seçin ya da tüm profillerini kullanmak için bir klasör seçin.',
          '**Akışı çalıştır** düğmesine tıklayın ve akışı seçin.',
          'Aynı anda çalışan profil sayısı olan **Eşzamanlılık** değerini ayarlayın. Dizüstü bilgisayarda 4 ile, 32 GB belleği olan bir masaüstünde 8 ile başlayın.',
          'Akış bir CSV dosyasındaki değişkenleri kullanıyorsa dosyayı seçin. Satırlar profillerle profil adına göre ya da liste sırasına göre eşleştirilir.',
          '**Başlat** düğmesine tıklayın.',
        ],
      },
      { h2: 'Çalıştırmayı izleme' },
      {
        p: 'Çalıştırma paneli her profil için durumunu gösteren bir satır içerir: bekliyor, çalışıyor, tamamlandı, başarısız veya durduruldu. Bir satıra tıklayarak o profilin günlüğünü adım adım ve süreleriyle görün. Tek bir profili ya da tüm çalıştırmayı istediğiniz an durdurabilirsiniz; durdurulan profiller düzgün biçimde kapatılır ve çerezleri kaydedilir.',
      },
      { h2: 'Çalıştırmadan sonra' },
      {
        p: 'Sonuçlar **Otomasyon → Geçmiş** bölümünde 30 gün kalır. Hataları bulmak için duruma göre filtreleyin; başarısız bir çalıştırmayı açarak hangi adımda takıldığını ve etkinse o anki sayfanın ekran görüntüsünü görün. Paylaşmak için listeyi CSV olarak dışa aktarın.',
      },
      {
        p: 'Sizin ya da bir iş arkadaşınızın zaten açık tuttuğu profil atlanır ve öyle işaretlenir; böylece bir çalıştırma hiçbir zaman başkasının oturumunu ele geçirmez. Birkaç çalıştırma aynı adımda başarısız oluyorsa [bir akış neden hep aynı adımda duruyor](/helps/fix-rpa) yazısını okuyun.',
      },
    ],
  },
}
