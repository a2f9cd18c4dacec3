import type { ArticleText } from '../types'

/** Yardım merkezi: hesap ve faturalandırma. */
export const helpsAccount: Record<string, ArticleText> = {
  'change-plan': {
    title: 'Planınızı yükseltme, düşürme veya iptal etme',
    excerpt:
      'Plan değişikliklerinin nasıl faturalandırıldığı, yeni sınırı aşan profillere ne olduğu ve nasıl iptal edileceği.',
    description:
      'Polyprofile planını yükseltin, düşürün veya iptal edin: farkın gün bazında nasıl faturalandırıldığı ve fazla profillere ne olduğu.',
    body: [
      {
        p: 'Planı yalnızca çalışma alanının sahibi değiştirebilir. Geçerli planı, bir sonraki ödeme tarihini ve aşağıdaki seçenekleri görmek için **Çalışma alanı → Faturalandırma** sayfasını açın.',
      },
      { h2: 'Yükseltme' },
      {
        p: 'Yeni planı seçin ve onaylayın. Daha yüksek sınırlar hemen geçerli olur. Geçerli fatura döneminin kalan günleri için farkı ödersiniz; bir sonraki fatura ise yeni planın tam fiyatı üzerinden kesilir.',
      },
      { h2: 'Düşürme' },
      {
        p: 'Plan düşürme, geçerli fatura döneminin sonunda yürürlüğe girer; böylece ödediğiniz hizmeti kullanmaya devam edersiniz. Kullanılmayan fark para olarak iade edilmez; gelecekteki faturaları karşılamak üzere bakiyenize kredi olarak eklenir.',
      },
      {
        ul: [
          'Yeni planın izin verdiğinden fazla profiliniz varsa hiçbiri silinmez. Fazla olanlar salt okunur hale gelir: listede görünürler ama siz başka profilleri silene veya planı yeniden yükseltene kadar açılamazlar.',
          'Yeni planın izin verdiğinden fazla üyeniz varsa kimlerin kalacağını seçin. Çıkarılan üyeler dönem sonunda erişimlerini kaybeder.',
          'Yeni planın içermediği özellikler, örneğin Temel plandaki yerel API, düşürme yürürlüğe girdiğinde çalışmayı bırakır.',
        ],
      },
      { h2: 'İptal etme' },
      {
        p: '**Aboneliği iptal et** düğmesine tıklayın. Çalışma alanı, ücretli özelliklerini dönem sonuna kadar korur ve ardından Ücretsiz plana geçer. Profiller bundan sonra 90 gün boyunca hesabınızda kalır; geri dönebilir ya da onları dışa aktarabilirsiniz. 90 günün sonunda Ücretsiz plan sınırını aşan profiller silinir; bundan bir hafta önce size bir hatırlatma göndeririz.',
      },
      {
        p: 'Aylık ve yıllık faturalandırma arasında geçiş yapmak yükseltme gibi işler: değişiklik hemen uygulanır ve geçerli dönemin kalan günleri bakiyenize yansıtılır. Plan fiyatları [fiyatlar sayfasında](/pricing).',
      },
    ],
  },
  'payment-methods': {
    title: 'Ödeme yöntemleri, faturalar ve KDV',
    excerpt:
      'Hangi ödeme yöntemlerini kabul ettiğimiz, faturaları nerede bulacağınız ve KDV için şirket bilgilerini nasıl ekleyeceğiniz.',
    description:
      'Polyprofile ödeme yöntemleri (kart, PayPal, kripto, yerel yöntemler), faturaların nereden indirileceği ve şirket ile KDV bilgilerinin eklenmesi.',
    body: [
      { h2: 'Kabul edilen ödeme yöntemleri' },
      {
        ul: [
          'Visa, Mastercard, American Express ve UnionPay kartları.',
          'PayPal.',
          'Kripto para: TRON ve Ethereum ağlarında USDT, Bitcoin ve Ethereum. Kripto ödemeler tek seferliktir; otomatik olarak yenilenmez.',
          'Bazı ülkelerde yerel yöntemler; örneğin Brezilya’da Pix, Polonya’da BLIK ve Vietnam’da banka havalesi. Ödeme sayfası ülkenizde nelerin kullanılabildiğini gösterir.',
        ],
      },
      {
        p: 'Fiyatlar ülkenize göre USD, BRL, PLN veya VND cinsinden gösterilir. Ödemeden önce para birimini [fiyatlar sayfasından](/pricing) değiştirebilirsiniz.',
      },
      { h2: 'Faturalar' },
      {
        p: 'Her ödeme için bir fatura oluşturulur. Faturaları **Çalışma alanı → Faturalandırma → Faturalar** altında bulabilir, her birini PDF olarak indirebilirsiniz. Sahip bir kopyasını e-postayla da alır. Ödemeden sonra fatura başka bir şirket adına yeniden düzenlenemez; bu yüzden bilgilerinizi önceden ekleyin.',
      },
      { h2: 'Şirket bilgileri ve KDV' },
      {
        ol: [
          '**Çalışma alanı → Faturalandırma → Şirket bilgileri** sayfasını açın.',
          'Ticari unvanı, adresi ve varsa KDV veya vergi numaranızı girin.',
          'Kaydedin. Sonraki faturalarda bu bilgiler görünür.',
        ],
      },
      {
        p: 'Avrupa Birliği’nde geçerli bir KDV numarasına sahip şirketler, tersine vergilendirme (reverse charge) mekanizması kapsamında KDV’siz faturalandırılır. Numarayı otomatik olarak doğrularız; doğrulama başarısız olursa fatura KDV içerir ve sicil belgelerinizle desteğe başvurabilirsiniz.',
      },
      { h2: 'Başarısız ödemeler' },
      {
        p: 'Otomatik yenileme başarısız olursa 1, 3 ve 5 gün sonra yeniden deneriz ve her seferinde sahibe e-posta göndeririz. Bu süre boyunca çalışma alanı çalışmaya devam eder. Son denemeden sonra bir ödeme başarılı olana kadar Ücretsiz plana geçer.',
      },
    ],
  },
  'two-factor-authentication': {
    title: 'İki faktörlü kimlik doğrulamayı açma',
    excerpt:
      'Polyprofile hesabınızı bir doğrulama uygulamasının kodlarıyla koruyun, acil durumlar için kurtarma kodlarını saklayın.',
    description:
      'Polyprofile hesabınız için bir doğrulama uygulamasıyla iki faktörlü kimlik doğrulamayı açın ve kurtarma kodlarını güvenle saklayın.',
    body: [
      {
        p: 'Polyprofile hesabınız, açabildiğiniz her profile ve bu profillerdeki açık oturumlara erişim sağlar. İki faktörlü kimlik doğrulama sayesinde çalınan bir şifre giriş yapmaya yetmez.',
      },
      { h2: 'Nasıl açılır?' },
      {
        ol: [
          'İstemcide veya web sitesinde **Hesap → Güvenlik** sayfasını açın.',
          '**İki faktörlü kimlik doğrulamayı etkinleştir** düğmesine tıklayın.',
          'QR kodunu Google Authenticator, Microsoft Authenticator, 1Password veya Aegis gibi bir doğrulama uygulamasıyla tarayın.',
          'Uygulamanın gösterdiği altı haneli kodu girin.',
          'On kurtarma kodunu şifrenizden ayrı, güvenli bir yerde saklayın.',
        ],
      },
      {
        p: 'Bundan sonra yeni bir bilgisayarda giriş yaparken uygulamadan bir kod istenir. Daha önce giriş yaptığınız bilgisayarlarda oturumunuz açık kalır.',
      },
      { h2: 'Kurtarma kodları' },
      {
        p: 'Her kurtarma kodu, uygulama kodunun yerine yalnızca bir kez kullanılabilir. Telefonunuzu kaybederseniz bir kod kullanın, ardından yeni telefonda iki faktörlü kimlik doğrulamayı yeniden kurun ve yeni kodlar oluşturun. Hem telefonu hem de kodları kaybederseniz destek ekibi hesabın size ait olduğunu doğruladıktan sonra erişiminizi geri verebilir; bu işlem üç iş gününe kadar sürer ve hesabın e-posta adresini ve ödeme bilgilerini gerektirir.',
      },
      { h2: 'Çalışma alanı sahipleri için' },
      {
        p: 'Kurumsal planda sahipler iki faktörlü kimlik doğrulamayı tüm üyeler için zorunlu kılabilir. Bunu açmamış üyelerden bir sonraki girişlerinde kurmaları istenir ve kurana kadar profil açamazlar. Diğer planlarda **Üyeler** sayfası kimin bu özelliği açtığını gösterir.',
      },
      {
        p: 'SMS kodları sunmuyoruz; çünkü telefon numaraları operatör üzerinden ele geçirilebilir.',
      },
    ],
  },
  'transfer-profiles': {
    title: 'Profilleri başka bir çalışma alanına aktarma',
    excerpt:
      'Profilleri bir müşteriye teslim edin ya da kendi çalışma alanlarınız arasında taşıyın; parmak izleri, çerezler ve ayarlar eksiksiz kalsın.',
    description:
      'Tarayıcı profillerini parmak izleri, çerezleri ve proxy’leri eksiksiz olarak başka bir Polyprofile çalışma alanına aktarın; alıcının ne gördüğü.',
    body: [
      {
        p: 'Aktarma, profilleri tamamen başka bir çalışma alanına taşır: parmak izi, çerezler, depolama, uzantılar, proxy ve notlar. Hesapları bir müşteriye teslim etmenin ya da çalışma alanlarını birleştirmenin doğru yolu budur.',
      },
      { h2: 'Profilleri gönderme' },
      {
        ol: [
          'Ana listede profilleri seçin. Açık olanları kapatın.',
          '**Diğer → Aktar** seçeneğini seçin.',
          'Alıcı çalışma alanının sahibinin veya yöneticisinin e-posta adresini girin.',
          'Proxy ayarlarının da gidip gitmeyeceğine karar verin. Proxy’ler sizinse ve alıcı kendi proxy’lerini kullanacaksa bu seçeneği kapatın.',
          'Onaylayın. Alıcı bir bildirim alır ve kabul etmek için 7 günü vardır.',
        ],
      },
      { h2: 'Alıcı ne görür?' },
      {
        p: 'Kabul edilen profiller, alıcı çalışma alanında *Aktarılanlar* adlı bir klasörde görünür. Bu profiller o çalışma alanının profil sınırından düşülür; bu nedenle alıcının yeterli boş yeri olmalıdır. Aktarma kabul edilene kadar profiller sizin çalışma alanınızda beklemede olarak işaretli kalır ve iki taraf da onları açamaz.',
      },
      { h2: 'Bilmeniz gerekenler' },
      {
        ul: [
          'Gönderen taraf aktarmayı geri alamaz. Profilleri geri almak için alıcının onları yeniden aktarması gerekir.',
          'Profilin denetim günlüğündeki geçmişi gönderen çalışma alanında kalır.',
          'RPA akışları ve kayıtlı proxy listeleri aktarılmaz; gerekirse bunları ayrıca dışa aktarıp paylaşın.',
          'Sahibi olduğunuz çalışma alanları arasındaki aktarmalar otomatik olarak kabul edilir.',
        ],
      },
      {
        p: 'Birine sahipliği devretmeden erişim vermek için bunun yerine onunla bir klasör paylaşın; bkz. [ekip üyelerini davet etme](/helps/set-up-teamwork).',
      },
    ],
  },
  refunds: {
    title: 'Para iadesi talep etme',
    excerpt:
      '14 günlük iade politikamız, iadeyi nasıl talep edeceğiniz ve paranın size ulaşmasının ne kadar sürdüğü.',
    description:
      'İlk ödemenizden sonraki 14 gün içinde Polyprofile iadesi nasıl talep edilir, hangi ödemeler kapsama girer ve para ne kadar sürede ulaşır.',
    body: [
      {
        p: 'Polyprofile işinize yaramazsa bir plan için yaptığınız ilk ödemeden itibaren 14 gün içinde tam iade isteyebilirsiniz. Üründen memnun olmayan bir müşteriyi tutmaktansa parasını iade etmeyi tercih ederiz.',
      },
      { h2: 'Neler iade kapsamında?' },
      {
        ul: [
          'Bir plan için yapılan ilk ödeme, 14 gün içinde.',
          'Bir hata nedeniyle mükerrer yapılan ödemeler, her zaman.',
          'İptal ettikten sonra yenileme yanlışlıkla gerçekleştiyse yapılan ödemeler.',
        ],
      },
      {
        p: 'Bir fatura döneminden daha uzun süredir kullandığınız bir planın yenilemeleri ve kötüye kullanım nedeniyle askıya alınan çalışma alanlarının ödemeleri iade edilmez. Plan düşürmelerde fark iade edilmez, bakiyenize kredi olarak eklenir.',
      },
      { h2: 'Nasıl talep edilir?' },
      {
        ol: [
          'İstemcide veya web sitesinde sohbeti açın ya da hesabın e-posta adresinden support@polyprofile.com adresine yazın.',
          '**Çalışma alanı → Faturalandırma → Faturalar** altındaki fatura numarasını ekleyin.',
          'Neyin işinize yaramadığını kısaca anlatın. Bu iadeyi etkilemez ama kendimizi geliştirmemize yardımcı olur.',
        ],
      },
      { h2: 'Ne kadar sürer?' },
      {
        p: 'İadeleri iki iş günü içinde işleme alırız. Karta yapılan iadelerin görünmesi bankanıza bağlı olarak 5–10 iş günü sürer. PayPal iadeleri genellikle bir gün içinde görünür. Kripto ödemeler, ödeme günündeki USD tutarı üzerinden, aynı para biriminde bize bildirdiğiniz adrese iade edilir.',
      },
      {
        p: 'İadeden sonra çalışma alanı Ücretsiz plana geçer. Ücretsiz plan sınırını aşan profiller, iptalde olduğu gibi 90 gün saklanır.',
      },
    ],
  },
  'change-email-password': {
    title: 'E-posta adresinizi veya şifrenizi değiştirme',
    excerpt:
      'Giriş yaptığınız e-posta adresini güncelleyin, şifrenizi değiştirin ya da sıfırlayın; diğer oturumlarınıza ne olduğunu öğrenin.',
    description:
      'Polyprofile hesabınızın e-posta adresini veya şifresini değiştirin, unutulan şifreyi sıfırlayın ve diğer bilgisayarlardaki oturumları kapatın.',
    body: [
      { h2: 'Şifrenizi değiştirme' },
      {
        ol: [
          '**Hesap → Güvenlik** sayfasını açın.',
          '**Şifreyi değiştir** düğmesine tıklayın, geçerli şifreyi ve yeni şifreyi iki kez girin.',
          'Diğer tüm bilgisayarlardaki oturumların kapatılıp kapatılmayacağını seçin. Eski şifreyi başka birinin bildiğini düşünüyorsanız bunu öneririz.',
        ],
      },
      {
        p: 'En az 12 karakter kullanın. Bilinen veri sızıntılarında yer alan şifreler, uzun olsalar bile reddedilir.',
      },
      { h2: 'Şifrenizi mi unuttunuz?' },
      {
        p: 'Giriş ekranında **Şifremi unuttum** bağlantısına tıklayın ve e-posta adresinizi girin. Sıfırlama bağlantısı bir saat geçerlidir. İki faktörlü kimlik doğrulama açıksa yeni şifreyi belirledikten sonra yine uygulamanızdan bir kod ya da bir kurtarma kodu girmeniz gerekir. Şifre sıfırlamak, hesabın açık olduğu tüm bilgisayarlardaki oturumları kapatır.',
      },
      { h2: 'E-posta adresinizi değiştirme' },
      {
        ol: [
          '**Hesap → Profil** sayfasını açın ve e-posta adresinin yanındaki **Değiştir** düğmesine tıklayın.',
          'Yeni adresi ve şifrenizi girin.',
          'Yeni adrese gönderdiğimiz onay bağlantısını 24 saat içinde açın.',
        ],
      },
      {
        p: 'Eski adrese de, değişikliği siz yapmadıysanız 7 gün boyunca iptal etmenizi sağlayan bir bağlantıyla bildirim göndeririz. Bundan sonra faturalar, çalışma alanı davetleri ve güvenlik bildirimleri yeni adrese gider.',
      },
      { h2: 'Google ile giriş' },
      {
        p: 'Google ile kaydolduysanız, **Hesap → Güvenlik** altında bir şifre belirleyene kadar hesabınızın kendine ait bir şifresi yoktur. Şifre belirlemek, o Google hesabını kullanmadığınız bilgisayarlarda da giriş yapmanızı sağlar.',
      },
    ],
  },
}
