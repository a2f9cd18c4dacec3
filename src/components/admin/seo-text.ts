/**
 * The words of the SEO feedback (counts, search-result preview, social card) in every language the admin speaks
 * (src/cms/admin-languages.ts), keyed by Payload's language code; English for any other.
 */
export interface SeoText {
  /** After "23 / 60". */
  characters: string
  /** Beside a count past its limit. */
  over: string
  serpHeading: string
  serpNote: string
  cardHeading: string
  /** When the editor chose their own social image. */
  ownImage: string
}

const en: SeoText = {
  characters: 'characters',
  over: 'longer than search results show',
  serpHeading: 'This is how the page looks in search results',
  serpNote:
    'Title and description as the site sends them in this language, cut where Google cuts them.',
  cardHeading: 'Social card for this language',
  ownImage: 'The picture chosen under “Social image” is shared instead of a drawn card.',
}

const texts: Record<string, SeoText> = {
  en,
  ru: {
    characters: 'символов',
    over: 'длиннее, чем покажет поиск',
    serpHeading: 'Так страница выглядит в результатах поиска',
    serpNote:
      'Заголовок и описание, которые сайт отдаёт на этом языке, обрезанные там, где их обрезает Google.',
    cardHeading: 'Карточка для соцсетей на этом языке',
    ownImage: 'Вместо нарисованной карточки публикуется картинка, выбранная в поле «Social image».',
  },
  uk: {
    characters: 'символів',
    over: 'довше, ніж покаже пошук',
    serpHeading: 'Так сторінка виглядає в результатах пошуку',
    serpNote: 'Заголовок і опис, які сайт віддає цією мовою, обрізані там, де їх обрізає Google.',
    cardHeading: 'Картка для соцмереж цією мовою',
    ownImage: 'Замість намальованої картки поширюється зображення, вибране в полі «Social image».',
  },
  zh: {
    characters: '个字符',
    over: '超出搜索结果的显示长度',
    serpHeading: '页面在搜索结果中的样子',
    serpNote: '网站以此语言发送的标题和描述，按 Google 截断的位置截断。',
    cardHeading: '此语言的社交分享卡片',
    ownImage: '分享时使用“Social image”中选择的图片，而不是生成的卡片。',
  },
  'zh-TW': {
    characters: '個字元',
    over: '超出搜尋結果的顯示長度',
    serpHeading: '頁面在搜尋結果中的樣子',
    serpNote: '網站以此語言傳送的標題和描述，按 Google 截斷的位置截斷。',
    cardHeading: '此語言的社群分享卡片',
    ownImage: '分享時使用「Social image」中選擇的圖片，而非產生的卡片。',
  },
  ja: {
    characters: '文字',
    over: '検索結果に表示される長さを超えています',
    serpHeading: '検索結果でのページの表示',
    serpNote: 'この言語でサイトが送るタイトルと説明を、Google が切る位置で切って表示します。',
    cardHeading: 'この言語のソーシャルカード',
    ownImage: '生成されたカードの代わりに「Social image」で選んだ画像が共有されます。',
  },
  ko: {
    characters: '자',
    over: '검색 결과에 표시되는 길이를 넘습니다',
    serpHeading: '검색 결과에서 페이지가 보이는 모습',
    serpNote: '이 언어로 사이트가 보내는 제목과 설명을 Google이 자르는 위치에서 잘라 보여 줍니다.',
    cardHeading: '이 언어의 소셜 카드',
    ownImage: '생성된 카드 대신 “Social image”에서 고른 이미지가 공유됩니다.',
  },
  es: {
    characters: 'caracteres',
    over: 'más largo de lo que muestran los buscadores',
    serpHeading: 'Así se ve la página en los resultados de búsqueda',
    serpNote:
      'El título y la descripción que el sitio envía en este idioma, cortados donde Google los corta.',
    cardHeading: 'Tarjeta social en este idioma',
    ownImage: 'Se comparte la imagen elegida en «Social image» en lugar de la tarjeta generada.',
  },
  pt: {
    characters: 'caracteres',
    over: 'mais longo do que os resultados de pesquisa mostram',
    serpHeading: 'Assim a página aparece nos resultados de pesquisa',
    serpNote:
      'O título e a descrição que o site envia neste idioma, cortados onde o Google os corta.',
    cardHeading: 'Cartão social neste idioma',
    ownImage: 'É partilhada a imagem escolhida em «Social image» em vez do cartão gerado.',
  },
  fr: {
    characters: 'caractères',
    over: 'plus long que ce qu’affichent les résultats de recherche',
    serpHeading: 'Voici la page dans les résultats de recherche',
    serpNote:
      'Le titre et la description que le site envoie dans cette langue, coupés là où Google les coupe.',
    cardHeading: 'Carte sociale dans cette langue',
    ownImage: 'L’image choisie dans « Social image » est partagée à la place de la carte générée.',
  },
  tr: {
    characters: 'karakter',
    over: 'arama sonuçlarının gösterdiğinden uzun',
    serpHeading: 'Sayfa arama sonuçlarında böyle görünür',
    serpNote:
      'Sitenin bu dilde gönderdiği başlık ve açıklama, Google’ın kestiği yerden kesilmiş olarak.',
    cardHeading: 'Bu dilde sosyal kart',
    ownImage: 'Oluşturulan kart yerine “Social image” alanında seçilen görsel paylaşılır.',
  },
  vi: {
    characters: 'ký tự',
    over: 'dài hơn mức kết quả tìm kiếm hiển thị',
    serpHeading: 'Trang trông như thế này trong kết quả tìm kiếm',
    serpNote: 'Tiêu đề và mô tả trang web gửi bằng ngôn ngữ này, cắt ở chỗ Google cắt.',
    cardHeading: 'Thẻ mạng xã hội bằng ngôn ngữ này',
    ownImage: 'Ảnh chọn trong “Social image” được chia sẻ thay cho thẻ được vẽ.',
  },
  th: {
    characters: 'อักขระ',
    over: 'ยาวกว่าที่ผลการค้นหาแสดง',
    serpHeading: 'หน้านี้ในผลการค้นหา',
    serpNote: 'ชื่อและคำอธิบายที่เว็บไซต์ส่งในภาษานี้ ตัดตรงที่ Google ตัด',
    cardHeading: 'การ์ดโซเชียลของภาษานี้',
    ownImage: 'ระบบจะแชร์รูปที่เลือกใน “Social image” แทนการ์ดที่สร้างขึ้น',
  },
}

/** The words for an admin language (Payload's code: `ru`, `zh-TW`, …). */
export const seoText = (language: string | undefined): SeoText =>
  (language && texts[language]) || en
