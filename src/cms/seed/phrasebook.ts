/**
 * Demo-content phrasebook: short texts per language from which the seed builds titles, excerpts and bodies.
 * `{t}` is a topic (nominative, as a name), `{T}` the same capitalised, `{v}` a version.
 */
import type { Locale } from '@/i18n/locales'

export interface Phrasebook {
  /** 12 topics, in this order: fingerprints, proxies, teamwork, rpa, cookies, facebook-ads, amazon, tiktok, scraping, affiliate, security, sync. */
  topics: string[]
  /** Doc pages of the fixed slugs: proxies, profiles, automation, faq. */
  docs: [string, string, string, string]
  blog: [string, string]
  news: [string, string]
  guide: string
  help: [string, string]
  faq: [string, string]
  release: string
  excerpt: string
  /** Body: heading, paragraph, heading, paragraph. */
  body: [string, string, string, string]
  answer: string
  /** Category names: blog (tutorials, marketing, security), news (product, company), helps (start, account, troubleshooting), faq (general). */
  categories: [string, string, string, string, string, string, string, string, string]
}

export const phrasebook: Record<Locale, Phrasebook> = {
  en: {
    topics: ['browser fingerprints', 'residential proxies', 'team collaboration', 'RPA automation', 'cookie management', 'Facebook ad accounts', 'Amazon seller accounts', 'TikTok marketing', 'web scraping', 'affiliate campaigns', 'account security', 'window synchronization'],
    docs: ['Proxies', 'Browser profiles', 'Automation', 'Frequently asked questions'],
    blog: ['{T}: a practical guide', '{T}: mistakes to avoid'],
    news: ['New in Polyprofile: {t}', 'Update: better {t}'],
    guide: 'Step-by-step guide: {t}',
    help: ['Setting up {t}', 'Troubleshooting {t}'],
    faq: ['How does Polyprofile handle {t}?', 'Is {t} safe with Polyprofile?'],
    release: 'Polyprofile {v}',
    excerpt: 'What every team should know about {t}, with practical steps you can apply today.',
    body: ['Why {t} matters', 'Platforms look at many signals before they trust an account. Getting {t} right keeps every profile isolated and consistent, so one mistake never spreads to the others.', 'How to get started', 'Create a profile for each account, assign a clean proxy, and keep the same settings every time you work. Polyprofile handles {t} for you and shows when something needs attention.'],
    answer: 'Polyprofile keeps {t} separate for every browser profile, so accounts never share traces. You can review and change the settings per profile at any time.',
    categories: ['Tutorials', 'Marketing', 'Security', 'Product updates', 'Company', 'Getting started', 'Account and billing', 'Troubleshooting', 'General'],
  },
  zh: {
    topics: ['浏览器指纹', '住宅代理', '团队协作', 'RPA 自动化', 'Cookie 管理', 'Facebook 广告账户', '亚马逊卖家账户', 'TikTok 营销', '网页数据采集', '联盟营销活动', '账号安全', '窗口同步'],
    docs: ['代理', '浏览器环境', '自动化', '常见问题'],
    blog: ['{T}：实用指南', '{T}：需要避免的错误'],
    news: ['Polyprofile 新功能：{t}', '更新：{t}体验升级'],
    guide: '分步教程：{t}',
    help: ['如何设置{t}', '{t}常见问题排查'],
    faq: ['Polyprofile 如何处理{t}？', '在 Polyprofile 中使用{t}安全吗？'],
    release: 'Polyprofile {v}',
    excerpt: '关于{t}，每个团队都应该了解的要点，以及今天就能用上的实用步骤。',
    body: ['为什么{t}很重要', '平台在信任一个账号之前会检查许多信号。处理好{t}，能让每个环境保持独立且一致，一个失误不会牵连其他账号。', '如何开始', '为每个账号创建独立环境，分配干净的代理，并在每次工作时保持相同的设置。Polyprofile 会自动处理{t}，并在需要注意时提醒你。'],
    answer: 'Polyprofile 为每个浏览器环境单独处理{t}，账号之间不会共享任何痕迹。你可以随时查看并修改每个环境的设置。',
    categories: ['教程', '营销', '安全', '产品更新', '公司动态', '快速入门', '账户与账单', '故障排查', '常规问题'],
  },
  ru: {
    topics: ['отпечатки браузера', 'резидентные прокси', 'командная работа', 'RPA-автоматизация', 'управление cookies', 'рекламные аккаунты Facebook', 'аккаунты продавца Amazon', 'маркетинг в TikTok', 'веб-скрапинг', 'партнёрские кампании', 'безопасность аккаунтов', 'синхронизация окон'],
    docs: ['Прокси', 'Профили браузера', 'Автоматизация', 'Частые вопросы'],
    blog: ['{T}: практическое руководство', '{T}: ошибки, которых стоит избегать'],
    news: ['Новое в Polyprofile: {t}', 'Обновление: {t} стали лучше'],
    guide: 'Пошаговое руководство: {t}',
    help: ['Настройка: {t}', 'Решение проблем: {t}'],
    faq: ['Как Polyprofile работает с темой «{t}»?', 'Безопасна ли тема «{t}» в Polyprofile?'],
    release: 'Polyprofile {v}',
    excerpt: 'Что каждой команде стоит знать про тему «{t}» — с практическими шагами, которые можно применить уже сегодня.',
    body: ['Почему это важно: {t}', 'Платформы проверяют множество сигналов, прежде чем доверять аккаунту. Правильная настройка («{t}») держит каждый профиль изолированным и последовательным, и одна ошибка не переходит на остальные.', 'С чего начать', 'Создайте профиль для каждого аккаунта, назначьте чистый прокси и сохраняйте одинаковые настройки при каждой работе. Polyprofile берёт тему «{t}» на себя и подсказывает, когда нужно вмешаться.'],
    answer: 'Polyprofile ведёт тему «{t}» отдельно для каждого профиля браузера, поэтому аккаунты не делят следов. Настройки каждого профиля можно посмотреть и изменить в любой момент.',
    categories: ['Обучение', 'Маркетинг', 'Безопасность', 'Обновления продукта', 'Компания', 'Начало работы', 'Аккаунт и оплата', 'Решение проблем', 'Общие вопросы'],
  },
  vn: {
    topics: ['vân tay trình duyệt', 'proxy dân cư', 'cộng tác nhóm', 'tự động hóa RPA', 'quản lý cookie', 'tài khoản quảng cáo Facebook', 'tài khoản người bán Amazon', 'tiếp thị TikTok', 'thu thập dữ liệu web', 'chiến dịch tiếp thị liên kết', 'bảo mật tài khoản', 'đồng bộ cửa sổ'],
    docs: ['Proxy', 'Hồ sơ trình duyệt', 'Tự động hóa', 'Câu hỏi thường gặp'],
    blog: ['{T}: hướng dẫn thực tế', '{T}: những lỗi cần tránh'],
    news: ['Mới trên Polyprofile: {t}', 'Cập nhật: cải thiện {t}'],
    guide: 'Hướng dẫn từng bước: {t}',
    help: ['Thiết lập {t}', 'Khắc phục sự cố {t}'],
    faq: ['Polyprofile xử lý {t} như thế nào?', 'Dùng {t} với Polyprofile có an toàn không?'],
    release: 'Polyprofile {v}',
    excerpt: 'Những điều mọi đội nhóm cần biết về {t}, kèm các bước thực tế bạn có thể áp dụng ngay hôm nay.',
    body: ['Vì sao {t} quan trọng', 'Các nền tảng kiểm tra nhiều tín hiệu trước khi tin tưởng một tài khoản. Làm đúng {t} giúp mỗi hồ sơ luôn độc lập và nhất quán, để một sai sót không lan sang các tài khoản khác.', 'Bắt đầu như thế nào', 'Tạo một hồ sơ cho mỗi tài khoản, gán một proxy sạch và giữ nguyên cài đặt mỗi lần làm việc. Polyprofile xử lý {t} cho bạn và báo khi có điều cần chú ý.'],
    answer: 'Polyprofile tách riêng {t} cho từng hồ sơ trình duyệt, nên các tài khoản không bao giờ dùng chung dấu vết. Bạn có thể xem và thay đổi cài đặt của từng hồ sơ bất cứ lúc nào.',
    categories: ['Hướng dẫn', 'Tiếp thị', 'Bảo mật', 'Cập nhật sản phẩm', 'Công ty', 'Bắt đầu', 'Tài khoản và thanh toán', 'Khắc phục sự cố', 'Chung'],
  },
  es: {
    topics: ['huellas del navegador', 'proxies residenciales', 'colaboración en equipo', 'automatización RPA', 'gestión de cookies', 'cuentas publicitarias de Facebook', 'cuentas de vendedor de Amazon', 'marketing en TikTok', 'web scraping', 'campañas de afiliados', 'seguridad de cuentas', 'sincronización de ventanas'],
    docs: ['Proxies', 'Perfiles de navegador', 'Automatización', 'Preguntas frecuentes'],
    blog: ['{T}: guía práctica', '{T}: errores que debes evitar'],
    news: ['Novedad en Polyprofile: {t}', 'Actualización: mejoras en {t}'],
    guide: 'Guía paso a paso: {t}',
    help: ['Configurar {t}', 'Resolver problemas de {t}'],
    faq: ['¿Cómo gestiona Polyprofile {t}?', '¿Es seguro usar {t} con Polyprofile?'],
    release: 'Polyprofile {v}',
    excerpt: 'Lo que todo equipo debe saber sobre {t}, con pasos prácticos que puedes aplicar hoy mismo.',
    body: ['Por qué importa: {t}', 'Las plataformas revisan muchas señales antes de confiar en una cuenta. Hacer bien {t} mantiene cada perfil aislado y coherente, para que un error no se extienda a los demás.', 'Cómo empezar', 'Crea un perfil para cada cuenta, asígnale un proxy limpio y mantén la misma configuración cada vez que trabajes. Polyprofile se ocupa de {t} y te avisa cuando algo requiere atención.'],
    answer: 'Polyprofile mantiene {t} por separado en cada perfil de navegador, así las cuentas nunca comparten rastros. Puedes revisar y cambiar la configuración de cada perfil en cualquier momento.',
    categories: ['Tutoriales', 'Marketing', 'Seguridad', 'Novedades del producto', 'Empresa', 'Primeros pasos', 'Cuenta y facturación', 'Solución de problemas', 'General'],
  },
  pt: {
    topics: ['impressões digitais do navegador', 'proxies residenciais', 'colaboração em equipa', 'automação RPA', 'gestão de cookies', 'contas de anúncios do Facebook', 'contas de vendedor da Amazon', 'marketing no TikTok', 'recolha de dados web', 'campanhas de afiliados', 'segurança das contas', 'sincronização de janelas'],
    docs: ['Proxies', 'Perfis de navegador', 'Automação', 'Perguntas frequentes'],
    blog: ['{T}: guia prático', '{T}: erros a evitar'],
    news: ['Novidade no Polyprofile: {t}', 'Atualização: melhorias em {t}'],
    guide: 'Guia passo a passo: {t}',
    help: ['Configurar {t}', 'Resolver problemas de {t}'],
    faq: ['Como é que o Polyprofile trata {t}?', 'É seguro usar {t} com o Polyprofile?'],
    release: 'Polyprofile {v}',
    excerpt: 'O que todas as equipas devem saber sobre {t}, com passos práticos que pode aplicar hoje.',
    body: ['Porque é importante: {t}', 'As plataformas analisam muitos sinais antes de confiar numa conta. Tratar bem {t} mantém cada perfil isolado e coerente, para que um erro nunca passe para os outros.', 'Como começar', 'Crie um perfil para cada conta, atribua um proxy limpo e mantenha as mesmas definições sempre que trabalhar. O Polyprofile trata de {t} por si e avisa quando algo precisa de atenção.'],
    answer: 'O Polyprofile mantém {t} separado em cada perfil de navegador, pelo que as contas nunca partilham vestígios. Pode rever e alterar as definições de cada perfil a qualquer momento.',
    categories: ['Tutoriais', 'Marketing', 'Segurança', 'Novidades do produto', 'Empresa', 'Primeiros passos', 'Conta e faturação', 'Resolução de problemas', 'Geral'],
  },
  tr: {
    topics: ['tarayıcı parmak izleri', 'konut proxy’leri', 'ekip çalışması', 'RPA otomasyonu', 'çerez yönetimi', 'Facebook reklam hesapları', 'Amazon satıcı hesapları', 'TikTok pazarlaması', 'web kazıma', 'satış ortaklığı kampanyaları', 'hesap güvenliği', 'pencere senkronizasyonu'],
    docs: ['Proxy’ler', 'Tarayıcı profilleri', 'Otomasyon', 'Sık sorulan sorular'],
    blog: ['{T}: pratik rehber', '{T}: kaçınılması gereken hatalar'],
    news: ['Polyprofile’da yeni: {t}', 'Güncelleme: daha iyi {t}'],
    guide: 'Adım adım rehber: {t}',
    help: ['Kurulum: {t}', 'Sorun giderme: {t}'],
    faq: ['Polyprofile bu konuyu nasıl ele alıyor: {t}?', 'Polyprofile ile güvenli mi: {t}?'],
    release: 'Polyprofile {v}',
    excerpt: 'Her ekibin bilmesi gerekenler: {t}. Bugün uygulayabileceğiniz pratik adımlarla.',
    body: ['Neden önemli: {t}', 'Platformlar bir hesaba güvenmeden önce birçok sinyale bakar. Bu konuyu ({t}) doğru yönetmek her profili yalıtılmış ve tutarlı tutar; tek bir hata diğer hesaplara yayılmaz.', 'Nasıl başlanır', 'Her hesap için bir profil oluşturun, temiz bir proxy atayın ve her çalıştığınızda aynı ayarları koruyun. Polyprofile bu konuyu ({t}) sizin için yönetir ve dikkat gereken bir şey olduğunda haber verir.'],
    answer: 'Polyprofile bu konuyu ({t}) her tarayıcı profili için ayrı tutar; hesaplar hiçbir iz paylaşmaz. Her profilin ayarlarını istediğiniz zaman görüp değiştirebilirsiniz.',
    categories: ['Eğitimler', 'Pazarlama', 'Güvenlik', 'Ürün güncellemeleri', 'Şirket', 'Başlarken', 'Hesap ve faturalandırma', 'Sorun giderme', 'Genel'],
  },
  th: {
    topics: ['ลายนิ้วมือเบราว์เซอร์', 'พร็อกซีที่อยู่อาศัย', 'การทำงานร่วมกันในทีม', 'ระบบอัตโนมัติ RPA', 'การจัดการคุกกี้', 'บัญชีโฆษณา Facebook', 'บัญชีผู้ขาย Amazon', 'การตลาดบน TikTok', 'การดึงข้อมูลเว็บ', 'แคมเปญแอฟฟิลิเอต', 'ความปลอดภัยของบัญชี', 'การซิงก์หน้าต่าง'],
    docs: ['พร็อกซี', 'โปรไฟล์เบราว์เซอร์', 'ระบบอัตโนมัติ', 'คำถามที่พบบ่อย'],
    blog: ['{T}: คู่มือฉบับใช้งานจริง', '{T}: ข้อผิดพลาดที่ควรหลีกเลี่ยง'],
    news: ['ใหม่ใน Polyprofile: {t}', 'อัปเดต: {t} ดีขึ้นกว่าเดิม'],
    guide: 'คู่มือทีละขั้นตอน: {t}',
    help: ['การตั้งค่า{t}', 'การแก้ปัญหา{t}'],
    faq: ['Polyprofile จัดการ{t}อย่างไร?', 'ใช้{t}กับ Polyprofile ปลอดภัยหรือไม่?'],
    release: 'Polyprofile {v}',
    excerpt: 'สิ่งที่ทุกทีมควรรู้เกี่ยวกับ{t} พร้อมขั้นตอนที่นำไปใช้ได้ทันทีวันนี้',
    body: ['ทำไม{t}จึงสำคัญ', 'แพลตฟอร์มตรวจสอบสัญญาณหลายอย่างก่อนจะเชื่อถือบัญชี การจัดการ{t}อย่างถูกต้องทำให้ทุกโปรไฟล์แยกจากกันและสม่ำเสมอ ความผิดพลาดครั้งเดียวจึงไม่ลามไปยังบัญชีอื่น', 'เริ่มต้นอย่างไร', 'สร้างโปรไฟล์สำหรับแต่ละบัญชี กำหนดพร็อกซีที่สะอาด และใช้การตั้งค่าเดิมทุกครั้งที่ทำงาน Polyprofile จัดการ{t}ให้คุณ และแจ้งเตือนเมื่อมีสิ่งที่ต้องดูแล'],
    answer: 'Polyprofile แยก{t}ของแต่ละโปรไฟล์เบราว์เซอร์ออกจากกัน บัญชีจึงไม่ใช้ร่องรอยร่วมกัน คุณตรวจสอบและเปลี่ยนการตั้งค่าของแต่ละโปรไฟล์ได้ทุกเมื่อ',
    categories: ['บทเรียน', 'การตลาด', 'ความปลอดภัย', 'อัปเดตผลิตภัณฑ์', 'บริษัท', 'เริ่มต้นใช้งาน', 'บัญชีและการชำระเงิน', 'การแก้ปัญหา', 'ทั่วไป'],
  },
  fr: {
    topics: ['empreintes de navigateur', 'proxies résidentiels', 'collaboration d’équipe', 'automatisation RPA', 'gestion des cookies', 'comptes publicitaires Facebook', 'comptes vendeur Amazon', 'marketing sur TikTok', 'web scraping', 'campagnes d’affiliation', 'sécurité des comptes', 'synchronisation des fenêtres'],
    docs: ['Proxies', 'Profils de navigateur', 'Automatisation', 'Questions fréquentes'],
    blog: ['{T} : guide pratique', '{T} : les erreurs à éviter'],
    news: ['Nouveau dans Polyprofile : {t}', 'Mise à jour : {t} amélioré'],
    guide: 'Guide pas à pas : {t}',
    help: ['Configurer : {t}', 'Dépannage : {t}'],
    faq: ['Comment Polyprofile gère-t-il ce sujet : {t} ?', 'Est-ce sûr avec Polyprofile : {t} ?'],
    release: 'Polyprofile {v}',
    excerpt: 'Ce que chaque équipe doit savoir sur ce sujet : {t}, avec des étapes pratiques à appliquer dès aujourd’hui.',
    body: ['Pourquoi c’est important : {t}', 'Les plateformes examinent de nombreux signaux avant de faire confiance à un compte. Bien maîtriser ce sujet ({t}) garde chaque profil isolé et cohérent, afin qu’une erreur ne se propage jamais aux autres.', 'Comment commencer', 'Créez un profil par compte, attribuez-lui un proxy propre et gardez les mêmes réglages à chaque session. Polyprofile s’occupe de ce sujet ({t}) pour vous et vous prévient quand quelque chose demande votre attention.'],
    answer: 'Polyprofile gère ce sujet ({t}) séparément pour chaque profil de navigateur : les comptes ne partagent jamais de traces. Vous pouvez consulter et modifier les réglages de chaque profil à tout moment.',
    categories: ['Tutoriels', 'Marketing', 'Sécurité', 'Nouveautés du produit', 'Entreprise', 'Premiers pas', 'Compte et facturation', 'Dépannage', 'Général'],
  },
  uk: {
    topics: ['відбитки браузера', 'резидентні проксі', 'командна робота', 'RPA-автоматизація', 'керування cookies', 'рекламні акаунти Facebook', 'акаунти продавця Amazon', 'маркетинг у TikTok', 'веб-скрапінг', 'партнерські кампанії', 'безпека акаунтів', 'синхронізація вікон'],
    docs: ['Проксі', 'Профілі браузера', 'Автоматизація', 'Часті запитання'],
    blog: ['{T}: практичний посібник', '{T}: помилки, яких варто уникати'],
    news: ['Нове в Polyprofile: {t}', 'Оновлення: {t} стали кращими'],
    guide: 'Покроковий посібник: {t}',
    help: ['Налаштування: {t}', 'Розв’язання проблем: {t}'],
    faq: ['Як Polyprofile працює з темою «{t}»?', 'Чи безпечна тема «{t}» у Polyprofile?'],
    release: 'Polyprofile {v}',
    excerpt: 'Що кожній команді варто знати про тему «{t}» — з практичними кроками, які можна застосувати вже сьогодні.',
    body: ['Чому це важливо: {t}', 'Платформи перевіряють безліч сигналів, перш ніж довіряти акаунту. Правильне налаштування («{t}») тримає кожен профіль ізольованим і послідовним, тож одна помилка не поширюється на інші.', 'З чого почати', 'Створіть профіль для кожного акаунта, призначте чистий проксі й зберігайте однакові налаштування під час кожної роботи. Polyprofile бере тему «{t}» на себе й підказує, коли потрібно втрутитися.'],
    answer: 'Polyprofile веде тему «{t}» окремо для кожного профілю браузера, тому акаунти не мають спільних слідів. Налаштування кожного профілю можна переглянути й змінити будь-коли.',
    categories: ['Навчання', 'Маркетинг', 'Безпека', 'Оновлення продукту', 'Компанія', 'Початок роботи', 'Акаунт і оплата', 'Розв’язання проблем', 'Загальні питання'],
  },
  ko: {
    topics: ['브라우저 핑거프린트', '주거용 프록시', '팀 협업', 'RPA 자동화', '쿠키 관리', 'Facebook 광고 계정', 'Amazon 판매자 계정', 'TikTok 마케팅', '웹 스크래핑', '제휴 캠페인', '계정 보안', '창 동기화'],
    docs: ['프록시', '브라우저 프로필', '자동화', '자주 묻는 질문'],
    blog: ['{T}: 실전 가이드', '{T}: 피해야 할 실수'],
    news: ['Polyprofile 새 기능: {t}', '업데이트: 더 나아진 {t}'],
    guide: '단계별 가이드: {t}',
    help: ['{t} 설정하기', '{t} 문제 해결'],
    faq: ['Polyprofile은 {t}을(를) 어떻게 처리하나요?', 'Polyprofile에서 {t}은(는) 안전한가요?'],
    release: 'Polyprofile {v}',
    excerpt: '모든 팀이 알아야 할 {t}의 핵심과 오늘 바로 적용할 수 있는 실전 단계.',
    body: ['{t}이(가) 중요한 이유', '플랫폼은 계정을 신뢰하기 전에 많은 신호를 확인합니다. {t}을(를) 올바르게 관리하면 모든 프로필이 독립적이고 일관되게 유지되어 한 번의 실수가 다른 계정으로 번지지 않습니다.', '시작하는 방법', '계정마다 프로필을 만들고 깨끗한 프록시를 지정한 뒤, 작업할 때마다 같은 설정을 유지하세요. Polyprofile이 {t}을(를) 대신 처리하고 주의가 필요할 때 알려 드립니다.'],
    answer: 'Polyprofile은 브라우저 프로필마다 {t}을(를) 따로 관리하므로 계정끼리 흔적을 공유하지 않습니다. 각 프로필의 설정은 언제든지 확인하고 변경할 수 있습니다.',
    categories: ['튜토리얼', '마케팅', '보안', '제품 업데이트', '회사 소식', '시작하기', '계정 및 결제', '문제 해결', '일반'],
  },
  hi: {
    topics: ['ब्राउज़र फ़िंगरप्रिंट', 'रेज़िडेंशियल प्रॉक्सी', 'टीम सहयोग', 'RPA ऑटोमेशन', 'कुकी प्रबंधन', 'Facebook विज्ञापन खाते', 'Amazon विक्रेता खाते', 'TikTok मार्केटिंग', 'वेब स्क्रैपिंग', 'एफ़िलिएट अभियान', 'खाता सुरक्षा', 'विंडो सिंक्रोनाइज़ेशन'],
    docs: ['प्रॉक्सी', 'ब्राउज़र प्रोफ़ाइल', 'ऑटोमेशन', 'अक्सर पूछे जाने वाले प्रश्न'],
    blog: ['{T}: व्यावहारिक गाइड', '{T}: इन गलतियों से बचें'],
    news: ['Polyprofile में नया: {t}', 'अपडेट: बेहतर {t}'],
    guide: 'चरण-दर-चरण गाइड: {t}',
    help: ['{t} सेट करना', '{t} की समस्याएँ हल करना'],
    faq: ['Polyprofile {t} को कैसे संभालता है?', 'क्या Polyprofile के साथ {t} सुरक्षित है?'],
    release: 'Polyprofile {v}',
    excerpt: '{t} के बारे में हर टीम को क्या जानना चाहिए, आज ही अपनाए जा सकने वाले व्यावहारिक कदमों के साथ।',
    body: ['{t} क्यों ज़रूरी है', 'प्लेटफ़ॉर्म किसी खाते पर भरोसा करने से पहले कई संकेत देखते हैं। {t} को सही रखने से हर प्रोफ़ाइल अलग और एक जैसी रहती है, ताकि एक गलती दूसरे खातों तक न फैले।', 'शुरुआत कैसे करें', 'हर खाते के लिए एक प्रोफ़ाइल बनाएँ, एक साफ़ प्रॉक्सी दें और हर बार काम करते समय वही सेटिंग रखें। Polyprofile आपके लिए {t} संभालता है और ध्यान देने की ज़रूरत होने पर बताता है।'],
    answer: 'Polyprofile हर ब्राउज़र प्रोफ़ाइल के लिए {t} को अलग रखता है, इसलिए खाते कभी कोई निशान साझा नहीं करते। आप किसी भी समय हर प्रोफ़ाइल की सेटिंग देख और बदल सकते हैं।',
    categories: ['ट्यूटोरियल', 'मार्केटिंग', 'सुरक्षा', 'उत्पाद अपडेट', 'कंपनी', 'शुरुआत', 'खाता और बिलिंग', 'समस्या समाधान', 'सामान्य'],
  },
  jp: {
    topics: ['ブラウザフィンガープリント', 'レジデンシャルプロキシ', 'チーム連携', 'RPA 自動化', 'Cookie 管理', 'Facebook 広告アカウント', 'Amazon セラーアカウント', 'TikTok マーケティング', 'Web スクレイピング', 'アフィリエイトキャンペーン', 'アカウントのセキュリティ', 'ウィンドウ同期'],
    docs: ['プロキシ', 'ブラウザプロファイル', '自動化', 'よくある質問'],
    blog: ['{T}：実践ガイド', '{T}：避けるべきミス'],
    news: ['Polyprofile の新機能：{t}', 'アップデート：{t}が改善されました'],
    guide: 'ステップバイステップガイド：{t}',
    help: ['{t}の設定方法', '{t}のトラブルシューティング'],
    faq: ['Polyprofile は{t}をどのように扱いますか？', 'Polyprofile で{t}は安全ですか？'],
    release: 'Polyprofile {v}',
    excerpt: '{t}について、すべてのチームが知っておくべきことと、今日から使える実践的な手順。',
    body: ['{t}が重要な理由', 'プラットフォームはアカウントを信頼する前に多くのシグナルを確認します。{t}を正しく扱えば、各プロファイルが独立して一貫性を保ち、ひとつのミスがほかのアカウントに広がりません。', '始め方', 'アカウントごとにプロファイルを作成し、クリーンなプロキシを割り当て、作業のたびに同じ設定を保ちましょう。Polyprofile が{t}を代わりに処理し、注意が必要なときにお知らせします。'],
    answer: 'Polyprofile はブラウザプロファイルごとに{t}を分けて管理するため、アカウント同士が痕跡を共有することはありません。各プロファイルの設定はいつでも確認・変更できます。',
    categories: ['チュートリアル', 'マーケティング', 'セキュリティ', '製品アップデート', '会社情報', 'はじめに', 'アカウントと請求', 'トラブルシューティング', '一般'],
  },
  tc: {
    topics: ['瀏覽器指紋', '住宅代理', '團隊協作', 'RPA 自動化', 'Cookie 管理', 'Facebook 廣告帳戶', 'Amazon 賣家帳戶', 'TikTok 行銷', '網頁資料擷取', '聯盟行銷活動', '帳號安全', '視窗同步'],
    docs: ['代理', '瀏覽器環境', '自動化', '常見問題'],
    blog: ['{T}：實用指南', '{T}：需要避免的錯誤'],
    news: ['Polyprofile 新功能：{t}', '更新：{t}體驗升級'],
    guide: '逐步教學：{t}',
    help: ['如何設定{t}', '{t}常見問題排除'],
    faq: ['Polyprofile 如何處理{t}？', '在 Polyprofile 中使用{t}安全嗎？'],
    release: 'Polyprofile {v}',
    excerpt: '關於{t}，每個團隊都應該了解的重點，以及今天就能用上的實用步驟。',
    body: ['為什麼{t}很重要', '平台在信任一個帳號之前會檢查許多訊號。處理好{t}，能讓每個環境保持獨立且一致，一個失誤不會牽連其他帳號。', '如何開始', '為每個帳號建立獨立環境，分配乾淨的代理，並在每次工作時保持相同的設定。Polyprofile 會自動處理{t}，並在需要注意時提醒你。'],
    answer: 'Polyprofile 為每個瀏覽器環境分別處理{t}，帳號之間不會共享任何痕跡。你可以隨時查看並修改每個環境的設定。',
    categories: ['教學', '行銷', '安全', '產品更新', '公司動態', '快速入門', '帳戶與帳單', '故障排除', '一般問題'],
  },
}

/** Fills a phrase: `{t}` topic, `{T}` capitalised topic, `{v}` version. */
export function phrase(template: string, values: { t?: string; v?: string }): string {
  const t = values.t ?? ''
  const T = t ? t.charAt(0).toLocaleUpperCase() + t.slice(1) : ''
  return template.replaceAll('{T}', T).replaceAll('{t}', t).replaceAll('{v}', values.v ?? '')
}
