import type { LegalCopy } from './types'

export const tr: LegalCopy = {
  privacy: {
    seo: {
      title: 'Gizlilik politikası',
      description:
        'Polyprofile’ın bu web sitesinde neleri, neden ve ne kadar süreyle topladığı, neye izin vereceğinizi nasıl seçebileceğiniz.',
    },
    title: 'Gizlilik politikası',
    subtitle: '1 Kasım 2026 tarihinden itibaren yürürlüktedir.',
    body: [
      {
        p: 'Bu politika, bu web sitesini ve site üzerinden sunduğumuz desteği kapsar. Burada açıklanan verilerden Polyprofile Ltd. sorumludur; bize privacy@polyprofile.com adresinden ulaşabilirsiniz.',
      },
      { h2: 'Tercihiniz' },
      {
        p: 'Avrupa Birliği, Avrupa Ekonomik Alanı ve Birleşik Krallık’tan gelen ziyaretçilerden, kesinlikle gerekli olmayan herhangi bir şey çalıştırılmadan önce onay istenir. Tarayıcınız Global Privacy Control (Küresel Gizlilik Denetimi) sinyali gönderiyorsa, bulunduğunuz bölgeden bağımsız olarak bunu ret kabul eder ve size sormayız. Tercihinizi istediğiniz zaman her sayfanın altındaki “Gizlilik ayarları” bağlantısından değiştirebilirsiniz.',
      },
      { h2: 'Her zaman çalışanlar' },
      {
        ul: [
          'Dil tercihiniz: sitenin sizin dilinizde açılması için 365 gün boyunca bir çerezde saklanır.',
          'Gizlilik tercihiniz: 180 gün boyunca bir çerezde saklanır.',
          'Kalıcı bir tanımlayıcı kullanmadan sayfa görüntülemelerinin, tıklamaların ve hataların sayılması: her sayfa yüklemesi yeni bir rastgele kimlik alır ve hiçbir IP adresi saklamayız.',
          'Bir ortaklık bağlantısından gelen tavsiye kodu: ziyaretin ilgili ortağa yazılması için 7 gün boyunca bir çerezde saklanır.',
        ],
      },
      { h2: 'Yalnızca onayınızla çalışanlar' },
      {
        ul: [
          'Cihaz kimliği çerezi (360 gün): geri dönen ziyaretçileri saymamızı ve sitenin onlar için nasıl performans gösterdiğini ölçmemizi sağlar.',
          'Tarayıcı parmak izi raporu (ekran, grafik, yazı tipi ve ağ özellikleri): günde en fazla bir kez kontrol edilir; tarayıcımızın oluşturduğu parmak izlerini iyileştirmek ve kötüye kullanımı önlemek için kullanılır.',
          'Destek sohbeti: üçüncü bir tarafça sağlanır ve yalnızca siz açtığınızda yüklenir.',
          'Google ile oturum açma istemleri: Google’ın betiğini yükler.',
        ],
      },
      { h2: 'Verileri nasıl saklıyoruz' },
      {
        p: 'İstatistikler gönderilmeden önce tarayıcınızda şifrelenir. IP adresiniz yerine, her gün değişen bir anahtarla oluşturulan bir karma (hash) değeri saklarız. Ham istatistikler 180 gün sonra silinir; bundan sonra yalnızca günlük toplamlar tutulur. Bir form aracılığıyla gönderdiğiniz mesajlar, size yanıt vermek için gerektiği sürece saklanır.',
      },
      { h2: 'Haklarınız' },
      {
        p: 'Hakkınızda tuttuğumuz verileri görmeyi, düzeltilmesini veya silinmesini isteyebilir, bu verilerin kullanılmasına itiraz edebilir ya da yetkili veri koruma otoritesine şikâyette bulunabilirsiniz. privacy@polyprofile.com adresine yazın; 30 gün içinde yanıt veririz.',
      },
    ],
  },
  terms: {
    seo: {
      title: 'Kullanım koşulları',
      description:
        'Polyprofile web sitesinin, indirmelerinin ve belgelerinin kullanımına ilişkin kurallar.',
    },
    title: 'Kullanım koşulları',
    subtitle: '1 Kasım 2026 tarihinden itibaren yürürlüktedir.',
    body: [
      {
        p: 'Bu koşullar bu web sitesi, belgeleri ve sunduğu indirmeler için geçerlidir. Siteyi kullanarak bu koşulları kabul etmiş olursunuz. Polyprofile uygulamasının, kurulum sırasında gösterilen kendi lisansı vardır.',
      },
      { h2: 'Sitenin kullanımı' },
      {
        ul: [
          'Bu sitenin sayfalarını okuyabilir, bunlara bağlantı verebilir ve paylaşabilirsiniz.',
          'Sitenin işleyişini bozamaz, yazılı iznimiz olmadan güvenlik açığı taraması yapamaz veya içeriğini diğer ziyaretçilere zarar verecek bir hızda otomatik olarak toplayamazsınız.',
          'Ürünlerimizi kullanırken ülkenizin yasalarına ve birlikte çalıştığınız platformların koşullarına uymanız gerekir.',
        ],
      },
      { h2: 'Hesaplar ve ödemeler' },
      {
        p: 'Hesaplar, planlar ve ödemeler, kaydolurken kabul ettiğiniz abonelik koşullarına tabidir. Bu sitedeki fiyatlar bilgi amaçlıdır; ödeme sırasında onaylanan fiyat geçerlidir.',
      },
      { h2: 'İçerik ve sorumluluk' },
      {
        p: 'Bu sitenin içeriğini doğru ve güncel tutmaya özen gösteririz; ancak içerik hiçbir garanti verilmeksizin “olduğu gibi” sunulur. Yasaların izin verdiği ölçüde, bu içeriğe güvenilmesinden doğan kayıplardan sorumlu değiliz. Diğer sitelere verilen bağlantılar kolaylık amacıyla sunulur; bu sitelerin içeriğinden sorumlu değiliz.',
      },
      { h2: 'Değişiklikler' },
      {
        p: 'Bu koşulları değiştirebiliriz; sayfanın üst kısmındaki tarih, geçerli sürümün ne zaman yürürlüğe girdiğini gösterir. Sorularınız için: legal@polyprofile.com.',
      },
    ],
  },
}
