/** Demo content of the home page and site base info, written for each of the 14 languages. */
import type { Locale } from '@/i18n/locales'
import type { FeatureId } from '@/lib/site-ids'

export interface HomeCopy {
  seoTitle: string
  seoDescription: string
  seoKeywords: string
  tagline: string
  eyebrow: string
  title: string
  subtitle: string
  primary: string
  secondary: string
  featuresTitle: string
  features: Record<FeatureId, string>
  solutionsTitle: string
  download: [title: string, text: string, button: string]
  register: [title: string, text: string, button: string]
}

export const homeCopy: Record<Locale, HomeCopy> = {
  en: {
    seoTitle: 'Anti-detect browser for managing multiple accounts',
    seoDescription:
      'Run hundreds of isolated browser profiles with unique fingerprints, proxies per profile, automation and teamwork. Free plan available.',
    seoKeywords: 'anti-detect browser, multi-account browser, browser profiles, fingerprint, proxy',
    tagline: 'Isolated browser profiles for teams that run many accounts.',
    eyebrow: 'Anti-detect browser',
    title: 'Manage hundreds of accounts without a single ban',
    subtitle:
      'Every profile gets its own fingerprint, cookies and proxy. Automate routine work, share profiles with your team and scale safely.',
    primary: 'Start for free',
    secondary: 'Download',
    featuresTitle: 'Everything you need to run accounts at scale',
    features: {
      'multi-account-management':
        'Keep every account in its own isolated environment and switch between them in one click.',
      synchronizer: 'Repeat actions from one window in dozens of profiles at the same time.',
      rpa: 'Build automations visually and let robots handle repetitive tasks.',
      'local-api': 'Control profiles from your own scripts with Selenium, Puppeteer or Playwright.',
      'multi-profiles-management': 'Create, tag, import and move profiles in bulk.',
      teamwork: 'Share profiles with roles and permissions, without sharing passwords.',
    },
    solutionsTitle: 'Built for the way you work',
    download: [
      'Download the client',
      'Available for Windows, macOS (Intel and Apple silicon) and Linux.',
      'Download now',
    ],
    register: [
      'Get free browser profiles today',
      'Create an account in a minute. No credit card required.',
      'Create free account',
    ],
  },
  zh: {
    seoTitle: '多账号防关联指纹浏览器',
    seoDescription:
      '为每个浏览器环境提供独立指纹、独立代理，支持自动化与团队协作，轻松管理成百上千个账号。提供免费套餐。',
    seoKeywords: '指纹浏览器, 防关联浏览器, 多账号管理, 浏览器环境, 代理',
    tagline: '为多账号团队打造的独立浏览器环境。',
    eyebrow: '指纹浏览器',
    title: '安全管理成百上千个账号，告别封号',
    subtitle:
      '每个环境拥有独立的指纹、Cookie 与代理。自动化处理重复工作，与团队共享环境，安全地扩大规模。',
    primary: '免费开始',
    secondary: '下载客户端',
    featuresTitle: '规模化运营账号所需的一切',
    features: {
      'multi-account-management': '每个账号运行在独立隔离的环境中，一键切换。',
      synchronizer: '在一个窗口中的操作，可同时同步到数十个环境。',
      rpa: '可视化搭建自动化流程，让机器人处理重复任务。',
      'local-api': '通过 Selenium、Puppeteer 或 Playwright 用脚本控制环境。',
      'multi-profiles-management': '批量创建、标记、导入和转移环境。',
      teamwork: '按角色和权限共享环境，无需共享密码。',
    },
    solutionsTitle: '适配你的业务场景',
    download: ['下载客户端', '支持 Windows、macOS（Intel 与 Apple 芯片）和 Linux。', '立即下载'],
    register: ['立即领取免费浏览器环境', '一分钟完成注册，无需绑定信用卡。', '免费注册'],
  },
  ru: {
    seoTitle: 'Антидетект-браузер для работы с множеством аккаунтов',
    seoDescription:
      'Сотни изолированных профилей браузера с уникальными отпечатками, отдельным прокси для каждого, автоматизацией и командной работой. Есть бесплатный тариф.',
    seoKeywords: 'антидетект браузер, мультиаккаунтинг, профили браузера, отпечаток, прокси',
    tagline: 'Изолированные профили браузера для команд, которые ведут много аккаунтов.',
    eyebrow: 'Антидетект-браузер',
    title: 'Управляйте сотнями аккаунтов без банов',
    subtitle:
      'У каждого профиля свой отпечаток, cookies и прокси. Автоматизируйте рутину, делитесь профилями с командой и масштабируйтесь безопасно.',
    primary: 'Начать бесплатно',
    secondary: 'Скачать',
    featuresTitle: 'Всё, что нужно для работы с аккаунтами в масштабе',
    features: {
      'multi-account-management':
        'Каждый аккаунт живёт в собственной изолированной среде, переключение — в один клик.',
      synchronizer: 'Повторяйте действия из одного окна сразу в десятках профилей.',
      rpa: 'Собирайте автоматизации визуально и доверьте рутину роботам.',
      'local-api':
        'Управляйте профилями из своих скриптов через Selenium, Puppeteer или Playwright.',
      'multi-profiles-management':
        'Создавайте, помечайте, импортируйте и переносите профили пачками.',
      teamwork: 'Делитесь профилями с ролями и правами доступа, не раскрывая паролей.',
    },
    solutionsTitle: 'Под ваши задачи',
    download: [
      'Скачайте клиент',
      'Доступен для Windows, macOS (Intel и Apple silicon) и Linux.',
      'Скачать',
    ],
    register: [
      'Получите бесплатные профили уже сегодня',
      'Регистрация за минуту, без банковской карты.',
      'Создать аккаунт',
    ],
  },
  vn: {
    seoTitle: 'Trình duyệt chống phát hiện để quản lý nhiều tài khoản',
    seoDescription:
      'Chạy hàng trăm hồ sơ trình duyệt độc lập với vân tay riêng, proxy riêng cho từng hồ sơ, tự động hóa và làm việc nhóm. Có gói miễn phí.',
    seoKeywords:
      'trình duyệt antidetect, quản lý nhiều tài khoản, hồ sơ trình duyệt, vân tay, proxy',
    tagline: 'Hồ sơ trình duyệt độc lập cho các đội quản lý nhiều tài khoản.',
    eyebrow: 'Trình duyệt antidetect',
    title: 'Quản lý hàng trăm tài khoản mà không bị khóa',
    subtitle:
      'Mỗi hồ sơ có vân tay, cookie và proxy riêng. Tự động hóa việc lặp lại, chia sẻ hồ sơ với đội nhóm và mở rộng an toàn.',
    primary: 'Bắt đầu miễn phí',
    secondary: 'Tải xuống',
    featuresTitle: 'Mọi thứ bạn cần để vận hành tài khoản quy mô lớn',
    features: {
      'multi-account-management':
        'Mỗi tài khoản nằm trong một môi trường cách ly riêng, chuyển đổi chỉ với một cú nhấp.',
      synchronizer: 'Lặp lại thao tác từ một cửa sổ trên hàng chục hồ sơ cùng lúc.',
      rpa: 'Xây dựng quy trình tự động trực quan và để robot làm việc lặp lại.',
      'local-api': 'Điều khiển hồ sơ từ script của bạn với Selenium, Puppeteer hoặc Playwright.',
      'multi-profiles-management': 'Tạo, gắn thẻ, nhập và chuyển hồ sơ hàng loạt.',
      teamwork: 'Chia sẻ hồ sơ theo vai trò và quyền hạn mà không cần chia sẻ mật khẩu.',
    },
    solutionsTitle: 'Phù hợp với cách bạn làm việc',
    download: [
      'Tải ứng dụng',
      'Có cho Windows, macOS (Intel và Apple silicon) và Linux.',
      'Tải ngay',
    ],
    register: [
      'Nhận hồ sơ trình duyệt miễn phí ngay hôm nay',
      'Tạo tài khoản trong một phút, không cần thẻ tín dụng.',
      'Tạo tài khoản miễn phí',
    ],
  },
  es: {
    seoTitle: 'Navegador antidetección para gestionar varias cuentas',
    seoDescription:
      'Ejecuta cientos de perfiles de navegador aislados con huellas únicas, un proxy por perfil, automatización y trabajo en equipo. Plan gratuito disponible.',
    seoKeywords:
      'navegador antidetección, multicuenta, perfiles de navegador, huella digital, proxy',
    tagline: 'Perfiles de navegador aislados para equipos que gestionan muchas cuentas.',
    eyebrow: 'Navegador antidetección',
    title: 'Gestiona cientos de cuentas sin un solo bloqueo',
    subtitle:
      'Cada perfil tiene su propia huella, cookies y proxy. Automatiza tareas repetitivas, comparte perfiles con tu equipo y crece con seguridad.',
    primary: 'Empieza gratis',
    secondary: 'Descargar',
    featuresTitle: 'Todo lo que necesitas para operar cuentas a escala',
    features: {
      'multi-account-management':
        'Cada cuenta vive en su propio entorno aislado y cambias entre ellas con un clic.',
      synchronizer: 'Repite las acciones de una ventana en decenas de perfiles a la vez.',
      rpa: 'Crea automatizaciones de forma visual y deja que los robots hagan lo repetitivo.',
      'local-api': 'Controla los perfiles desde tus scripts con Selenium, Puppeteer o Playwright.',
      'multi-profiles-management': 'Crea, etiqueta, importa y transfiere perfiles en lote.',
      teamwork: 'Comparte perfiles con roles y permisos, sin compartir contraseñas.',
    },
    solutionsTitle: 'Pensado para tu forma de trabajar',
    download: [
      'Descarga el cliente',
      'Disponible para Windows, macOS (Intel y Apple silicon) y Linux.',
      'Descargar ahora',
    ],
    register: [
      'Consigue perfiles de navegador gratis hoy',
      'Crea tu cuenta en un minuto. Sin tarjeta de crédito.',
      'Crear cuenta gratis',
    ],
  },
  pt: {
    seoTitle: 'Navegador antideteção para gerir várias contas',
    seoDescription:
      'Execute centenas de perfis de navegador isolados com impressões digitais únicas, um proxy por perfil, automação e trabalho em equipa. Plano gratuito disponível.',
    seoKeywords:
      'navegador antideteção, várias contas, perfis de navegador, impressão digital, proxy',
    tagline: 'Perfis de navegador isolados para equipas que gerem muitas contas.',
    eyebrow: 'Navegador antideteção',
    title: 'Gira centenas de contas sem um único bloqueio',
    subtitle:
      'Cada perfil tem a sua própria impressão digital, cookies e proxy. Automatize tarefas repetitivas, partilhe perfis com a equipa e cresça em segurança.',
    primary: 'Comece grátis',
    secondary: 'Transferir',
    featuresTitle: 'Tudo o que precisa para operar contas em escala',
    features: {
      'multi-account-management':
        'Cada conta vive no seu próprio ambiente isolado e alterna entre elas com um clique.',
      synchronizer: 'Repita as ações de uma janela em dezenas de perfis ao mesmo tempo.',
      rpa: 'Crie automações visualmente e deixe os robôs tratar do trabalho repetitivo.',
      'local-api':
        'Controle os perfis a partir dos seus scripts com Selenium, Puppeteer ou Playwright.',
      'multi-profiles-management': 'Crie, etiquete, importe e transfira perfis em massa.',
      teamwork: 'Partilhe perfis com funções e permissões, sem partilhar palavras-passe.',
    },
    solutionsTitle: 'Feito para a sua forma de trabalhar',
    download: [
      'Transfira o cliente',
      'Disponível para Windows, macOS (Intel e Apple silicon) e Linux.',
      'Transferir agora',
    ],
    register: [
      'Obtenha perfis de navegador grátis hoje',
      'Crie a sua conta num minuto. Sem cartão de crédito.',
      'Criar conta grátis',
    ],
  },
  tr: {
    seoTitle: 'Çoklu hesap yönetimi için anti-detect tarayıcı',
    seoDescription:
      'Benzersiz parmak izleri, profil başına proxy, otomasyon ve ekip çalışmasıyla yüzlerce yalıtılmış tarayıcı profili çalıştırın. Ücretsiz plan mevcut.',
    seoKeywords: 'anti-detect tarayıcı, çoklu hesap, tarayıcı profilleri, parmak izi, proxy',
    tagline: 'Çok sayıda hesap yöneten ekipler için yalıtılmış tarayıcı profilleri.',
    eyebrow: 'Anti-detect tarayıcı',
    title: 'Yüzlerce hesabı tek bir ban olmadan yönetin',
    subtitle:
      'Her profilin kendi parmak izi, çerezleri ve proxy’si vardır. Rutin işleri otomatikleştirin, profilleri ekibinizle paylaşın ve güvenle büyüyün.',
    primary: 'Ücretsiz başlayın',
    secondary: 'İndir',
    featuresTitle: 'Hesapları ölçekli yönetmek için ihtiyacınız olan her şey',
    features: {
      'multi-account-management':
        'Her hesap kendi yalıtılmış ortamında çalışır; tek tıkla geçiş yapın.',
      synchronizer: 'Bir penceredeki işlemleri aynı anda onlarca profilde tekrarlayın.',
      rpa: 'Otomasyonları görsel olarak kurun, tekrarlayan işleri robotlara bırakın.',
      'local-api':
        'Profilleri Selenium, Puppeteer veya Playwright ile kendi betiklerinizden yönetin.',
      'multi-profiles-management':
        'Profilleri toplu olarak oluşturun, etiketleyin, içe aktarın ve taşıyın.',
      teamwork: 'Profilleri roller ve izinlerle paylaşın; şifre paylaşmanıza gerek yok.',
    },
    solutionsTitle: 'Çalışma şeklinize göre tasarlandı',
    download: [
      'İstemciyi indirin',
      'Windows, macOS (Intel ve Apple silicon) ve Linux için.',
      'Şimdi indir',
    ],
    register: [
      'Ücretsiz tarayıcı profillerinizi bugün alın',
      'Bir dakikada hesap oluşturun. Kredi kartı gerekmez.',
      'Ücretsiz hesap oluştur',
    ],
  },
  th: {
    seoTitle: 'เบราว์เซอร์ป้องกันการตรวจจับสำหรับจัดการหลายบัญชี',
    seoDescription:
      'รันโปรไฟล์เบราว์เซอร์แยกอิสระหลายร้อยโปรไฟล์ พร้อมลายนิ้วมือเฉพาะ พร็อกซีแยกต่อโปรไฟล์ ระบบอัตโนมัติ และการทำงานเป็นทีม มีแพ็กเกจฟรี',
    seoKeywords: 'เบราว์เซอร์ antidetect, จัดการหลายบัญชี, โปรไฟล์เบราว์เซอร์, ลายนิ้วมือ, พร็อกซี',
    tagline: 'โปรไฟล์เบราว์เซอร์แยกอิสระสำหรับทีมที่ดูแลหลายบัญชี',
    eyebrow: 'เบราว์เซอร์ antidetect',
    title: 'จัดการบัญชีหลายร้อยบัญชีโดยไม่โดนแบน',
    subtitle:
      'ทุกโปรไฟล์มีลายนิ้วมือ คุกกี้ และพร็อกซีของตัวเอง ทำงานซ้ำ ๆ ให้เป็นอัตโนมัติ แชร์โปรไฟล์กับทีม และขยายงานได้อย่างปลอดภัย',
    primary: 'เริ่มต้นใช้งานฟรี',
    secondary: 'ดาวน์โหลด',
    featuresTitle: 'ทุกสิ่งที่คุณต้องใช้เพื่อดูแลบัญชีจำนวนมาก',
    features: {
      'multi-account-management': 'แต่ละบัญชีอยู่ในสภาพแวดล้อมที่แยกจากกัน สลับได้ในคลิกเดียว',
      synchronizer: 'ทำซ้ำการกระทำจากหน้าต่างเดียวในหลายสิบโปรไฟล์พร้อมกัน',
      rpa: 'สร้างระบบอัตโนมัติแบบภาพ แล้วให้โรบอตทำงานซ้ำ ๆ แทน',
      'local-api': 'ควบคุมโปรไฟล์จากสคริปต์ของคุณด้วย Selenium, Puppeteer หรือ Playwright',
      'multi-profiles-management': 'สร้าง ติดแท็ก นำเข้า และย้ายโปรไฟล์ได้ทีละจำนวนมาก',
      teamwork: 'แชร์โปรไฟล์ตามบทบาทและสิทธิ์ โดยไม่ต้องแชร์รหัสผ่าน',
    },
    solutionsTitle: 'ออกแบบมาให้เข้ากับงานของคุณ',
    download: [
      'ดาวน์โหลดโปรแกรม',
      'รองรับ Windows, macOS (Intel และ Apple silicon) และ Linux',
      'ดาวน์โหลดเลย',
    ],
    register: ['รับโปรไฟล์เบราว์เซอร์ฟรีวันนี้', 'สร้างบัญชีได้ในหนึ่งนาที ไม่ต้องใช้บัตรเครดิต', 'สร้างบัญชีฟรี'],
  },
  fr: {
    seoTitle: 'Navigateur anti-détection pour gérer plusieurs comptes',
    seoDescription:
      'Lancez des centaines de profils de navigateur isolés avec empreintes uniques, un proxy par profil, automatisation et travail d’équipe. Offre gratuite disponible.',
    seoKeywords: 'navigateur anti-détection, multicomptes, profils de navigateur, empreinte, proxy',
    tagline: 'Des profils de navigateur isolés pour les équipes qui gèrent de nombreux comptes.',
    eyebrow: 'Navigateur anti-détection',
    title: 'Gérez des centaines de comptes sans un seul bannissement',
    subtitle:
      'Chaque profil a sa propre empreinte, ses cookies et son proxy. Automatisez les tâches répétitives, partagez les profils avec votre équipe et grandissez en toute sécurité.',
    primary: 'Commencer gratuitement',
    secondary: 'Télécharger',
    featuresTitle: 'Tout ce qu’il faut pour gérer des comptes à grande échelle',
    features: {
      'multi-account-management':
        'Chaque compte vit dans son propre environnement isolé ; passez de l’un à l’autre en un clic.',
      synchronizer: 'Répétez les actions d’une fenêtre dans des dizaines de profils à la fois.',
      rpa: 'Construisez des automatisations visuellement et laissez les robots faire le travail répétitif.',
      'local-api': 'Pilotez les profils depuis vos scripts avec Selenium, Puppeteer ou Playwright.',
      'multi-profiles-management': 'Créez, étiquetez, importez et transférez des profils en masse.',
      teamwork: 'Partagez des profils avec rôles et permissions, sans partager de mots de passe.',
    },
    solutionsTitle: 'Conçu pour votre façon de travailler',
    download: [
      'Téléchargez le client',
      'Disponible pour Windows, macOS (Intel et Apple silicon) et Linux.',
      'Télécharger',
    ],
    register: [
      'Obtenez des profils de navigateur gratuits dès aujourd’hui',
      'Créez un compte en une minute, sans carte bancaire.',
      'Créer un compte gratuit',
    ],
  },
  uk: {
    seoTitle: 'Антидетект-браузер для роботи з багатьма акаунтами',
    seoDescription:
      'Сотні ізольованих профілів браузера з унікальними відбитками, окремим проксі для кожного, автоматизацією та командною роботою. Є безкоштовний тариф.',
    seoKeywords: 'антидетект браузер, мультиакаунтинг, профілі браузера, відбиток, проксі',
    tagline: 'Ізольовані профілі браузера для команд, що ведуть багато акаунтів.',
    eyebrow: 'Антидетект-браузер',
    title: 'Керуйте сотнями акаунтів без жодного бану',
    subtitle:
      'Кожен профіль має власний відбиток, cookies і проксі. Автоматизуйте рутину, діліться профілями з командою та масштабуйтеся безпечно.',
    primary: 'Почати безкоштовно',
    secondary: 'Завантажити',
    featuresTitle: 'Усе, що потрібно для роботи з акаунтами в масштабі',
    features: {
      'multi-account-management':
        'Кожен акаунт працює у власному ізольованому середовищі, перемикання — в один клік.',
      synchronizer: 'Повторюйте дії з одного вікна одразу в десятках профілів.',
      rpa: 'Створюйте автоматизації візуально й доручайте рутину роботам.',
      'local-api': 'Керуйте профілями зі своїх скриптів через Selenium, Puppeteer або Playwright.',
      'multi-profiles-management':
        'Створюйте, позначайте, імпортуйте й переносьте профілі пакетами.',
      teamwork: 'Діліться профілями з ролями та правами, не розкриваючи паролів.',
    },
    solutionsTitle: 'Під ваші задачі',
    download: [
      'Завантажте клієнт',
      'Доступний для Windows, macOS (Intel і Apple silicon) та Linux.',
      'Завантажити',
    ],
    register: [
      'Отримайте безкоштовні профілі вже сьогодні',
      'Реєстрація за хвилину, без банківської картки.',
      'Створити акаунт',
    ],
  },
  ko: {
    seoTitle: '다중 계정 관리를 위한 안티디텍트 브라우저',
    seoDescription:
      '고유한 핑거프린트, 프로필별 프록시, 자동화와 팀 협업으로 수백 개의 격리된 브라우저 프로필을 운영하세요. 무료 요금제 제공.',
    seoKeywords: '안티디텍트 브라우저, 다중 계정, 브라우저 프로필, 핑거프린트, 프록시',
    tagline: '많은 계정을 운영하는 팀을 위한 격리된 브라우저 프로필.',
    eyebrow: '안티디텍트 브라우저',
    title: '계정 정지 걱정 없이 수백 개의 계정을 관리하세요',
    subtitle:
      '모든 프로필은 고유한 핑거프린트, 쿠키, 프록시를 가집니다. 반복 작업을 자동화하고 팀과 프로필을 공유하며 안전하게 확장하세요.',
    primary: '무료로 시작하기',
    secondary: '다운로드',
    featuresTitle: '대규모 계정 운영에 필요한 모든 것',
    features: {
      'multi-account-management': '각 계정을 격리된 환경에서 운영하고 클릭 한 번으로 전환하세요.',
      synchronizer: '한 창의 작업을 수십 개의 프로필에서 동시에 반복합니다.',
      rpa: '자동화를 시각적으로 만들고 반복 작업은 로봇에게 맡기세요.',
      'local-api':
        'Selenium, Puppeteer, Playwright로 직접 작성한 스크립트에서 프로필을 제어하세요.',
      'multi-profiles-management':
        '프로필을 대량으로 생성, 태그 지정, 가져오기, 이전할 수 있습니다.',
      teamwork: '비밀번호 공유 없이 역할과 권한에 따라 프로필을 공유하세요.',
    },
    solutionsTitle: '업무 방식에 맞춘 솔루션',
    download: [
      '클라이언트 다운로드',
      'Windows, macOS(Intel 및 Apple 실리콘), Linux를 지원합니다.',
      '지금 다운로드',
    ],
    register: [
      '오늘 무료 브라우저 프로필을 받으세요',
      '1분이면 가입 완료. 신용카드가 필요 없습니다.',
      '무료 계정 만들기',
    ],
  },
  hi: {
    seoTitle: 'कई खातों के प्रबंधन के लिए एंटी-डिटेक्ट ब्राउज़र',
    seoDescription:
      'अनोखे फ़िंगरप्रिंट, हर प्रोफ़ाइल के लिए अलग प्रॉक्सी, ऑटोमेशन और टीमवर्क के साथ सैकड़ों अलग-थलग ब्राउज़र प्रोफ़ाइल चलाएँ। मुफ़्त प्लान उपलब्ध है।',
    seoKeywords: 'एंटी-डिटेक्ट ब्राउज़र, मल्टी-अकाउंट, ब्राउज़र प्रोफ़ाइल, फ़िंगरप्रिंट, प्रॉक्सी',
    tagline: 'कई खाते चलाने वाली टीमों के लिए अलग-थलग ब्राउज़र प्रोफ़ाइल।',
    eyebrow: 'एंटी-डिटेक्ट ब्राउज़र',
    title: 'बिना किसी बैन के सैकड़ों खाते संभालें',
    subtitle:
      'हर प्रोफ़ाइल का अपना फ़िंगरप्रिंट, कुकीज़ और प्रॉक्सी होता है। दोहराए जाने वाले काम को स्वचालित करें, टीम के साथ प्रोफ़ाइल साझा करें और सुरक्षित रूप से आगे बढ़ें।',
    primary: 'मुफ़्त में शुरू करें',
    secondary: 'डाउनलोड करें',
    featuresTitle: 'बड़े पैमाने पर खाते चलाने के लिए ज़रूरी सब कुछ',
    features: {
      'multi-account-management': 'हर खाता अपने अलग-थलग वातावरण में चलता है; एक क्लिक में बदलें।',
      synchronizer: 'एक विंडो की कार्रवाइयाँ एक साथ दर्जनों प्रोफ़ाइल में दोहराएँ।',
      rpa: 'ऑटोमेशन को दृश्य रूप से बनाएँ और दोहराए जाने वाले काम रोबोट पर छोड़ें।',
      'local-api': 'Selenium, Puppeteer या Playwright के साथ अपनी स्क्रिप्ट से प्रोफ़ाइल नियंत्रित करें।',
      'multi-profiles-management': 'प्रोफ़ाइल को बड़ी संख्या में बनाएँ, टैग करें, आयात करें और स्थानांतरित करें।',
      teamwork: 'पासवर्ड साझा किए बिना भूमिकाओं और अनुमतियों के साथ प्रोफ़ाइल साझा करें।',
    },
    solutionsTitle: 'आपके काम करने के तरीके के लिए बना',
    download: [
      'क्लाइंट डाउनलोड करें',
      'Windows, macOS (Intel और Apple silicon) और Linux के लिए उपलब्ध।',
      'अभी डाउनलोड करें',
    ],
    register: [
      'आज ही मुफ़्त ब्राउज़र प्रोफ़ाइल पाएँ',
      'एक मिनट में खाता बनाएँ। क्रेडिट कार्ड की ज़रूरत नहीं।',
      'मुफ़्त खाता बनाएँ',
    ],
  },
  jp: {
    seoTitle: '複数アカウント管理のためのアンチディテクトブラウザ',
    seoDescription:
      '固有のフィンガープリント、プロファイルごとのプロキシ、自動化、チーム連携で、数百の独立したブラウザプロファイルを運用できます。無料プランあり。',
    seoKeywords:
      'アンチディテクトブラウザ, 複数アカウント, ブラウザプロファイル, フィンガープリント, プロキシ',
    tagline: '多数のアカウントを運用するチームのための独立したブラウザプロファイル。',
    eyebrow: 'アンチディテクトブラウザ',
    title: '数百のアカウントを、アカウント停止なしで管理',
    subtitle:
      '各プロファイルが独自のフィンガープリント、Cookie、プロキシを持ちます。定型作業を自動化し、チームでプロファイルを共有して、安全に規模を拡大しましょう。',
    primary: '無料で始める',
    secondary: 'ダウンロード',
    featuresTitle: '大規模なアカウント運用に必要なすべて',
    features: {
      'multi-account-management':
        'アカウントごとに独立した環境を用意し、ワンクリックで切り替えられます。',
      synchronizer: '1 つのウィンドウでの操作を数十のプロファイルで同時に再現します。',
      rpa: '自動化をビジュアルに作成し、繰り返し作業はロボットに任せましょう。',
      'local-api':
        'Selenium、Puppeteer、Playwright を使って独自スクリプトからプロファイルを操作できます。',
      'multi-profiles-management':
        'プロファイルの作成、タグ付け、インポート、移行を一括で行えます。',
      teamwork: 'パスワードを共有せずに、役割と権限に応じてプロファイルを共有できます。',
    },
    solutionsTitle: 'あなたの働き方に合わせて',
    download: [
      'クライアントをダウンロード',
      'Windows、macOS（Intel と Apple シリコン）、Linux に対応しています。',
      '今すぐダウンロード',
    ],
    register: [
      '無料のブラウザプロファイルを今すぐ',
      '登録は 1 分。クレジットカードは不要です。',
      '無料アカウントを作成',
    ],
  },
  tc: {
    seoTitle: '多帳號防關聯指紋瀏覽器',
    seoDescription:
      '為每個瀏覽器環境提供獨立指紋、獨立代理，支援自動化與團隊協作，輕鬆管理成百上千個帳號。提供免費方案。',
    seoKeywords: '指紋瀏覽器, 防關聯瀏覽器, 多帳號管理, 瀏覽器環境, 代理',
    tagline: '為多帳號團隊打造的獨立瀏覽器環境。',
    eyebrow: '指紋瀏覽器',
    title: '安全管理成百上千個帳號，告別封號',
    subtitle:
      '每個環境擁有獨立的指紋、Cookie 與代理。自動化處理重複工作，與團隊共享環境，安全地擴大規模。',
    primary: '免費開始',
    secondary: '下載用戶端',
    featuresTitle: '規模化經營帳號所需的一切',
    features: {
      'multi-account-management': '每個帳號運行於獨立隔離的環境中，一鍵切換。',
      synchronizer: '在一個視窗中的操作，可同時同步到數十個環境。',
      rpa: '以視覺化方式建立自動化流程，讓機器人處理重複任務。',
      'local-api': '透過 Selenium、Puppeteer 或 Playwright 以腳本控制環境。',
      'multi-profiles-management': '批次建立、標記、匯入與轉移環境。',
      teamwork: '依角色與權限共享環境，無需共享密碼。',
    },
    solutionsTitle: '適合你的業務情境',
    download: ['下載用戶端', '支援 Windows、macOS（Intel 與 Apple 晶片）和 Linux。', '立即下載'],
    register: ['立即領取免費瀏覽器環境', '一分鐘完成註冊，無需綁定信用卡。', '免費註冊'],
  },
}
