import type { FeaturePages, SolutionPages } from './types'

/** Las páginas de soluciones en español. */
export const solutions: SolutionPages = {
  'affiliate-marketing': {
    seo: {
      title: 'Navegador antidetección para marketing de afiliados',
      description:
        'Cuentas publicitarias, trackers y herramientas de espionaje en perfiles separados, acceso seguro para tus media buyers y landings revisadas desde cualquier geo.',
    },
    title: 'Cada fuente de tráfico, tracker y oferta en su propio perfil',
    subtitle:
      'Cuentas publicitarias, redes de afiliados, herramientas de espionaje y revisiones de landings: cada una tiene un navegador aparte con su propia huella y su propio proxy, así un bloqueo no arrastra a los demás.',
    benefits: [
      [
        'Un perfil por cuenta publicitaria',
        'Las cuentas de Facebook, Google y TikTok viven cada una en su perfil, con un proxy fijo, sin compartir nunca dispositivo.',
      ],
      [
        'Landings vistas desde cualquier geo',
        'Los perfiles desechables con un proxy móvil local muestran la página tal como la recibiría un usuario real de ese país.',
      ],
      [
        'Herramientas compartidas sin compartir contraseñas',
        'Guarda la herramienta de espionaje o el tracker en un perfil y compártelo; el bloqueo indica quién lo está usando.',
      ],
      [
        'Cada media buyer ve solo sus carpetas',
        'Asigna a cada comprador las carpetas de su fuente de tráfico y su geo, con la exportación de cookies desactivada.',
      ],
    ],
    faq: [
      [
        '¿Pueden varios media buyers usar la misma cuenta publicitaria?',
        'Sí. Comparte el perfil en lugar de la contraseña: todos trabajan desde el mismo dispositivo y el mismo proxy, de uno en uno.',
      ],
      [
        '¿Polyprofile funciona con cloaking o con trackers?',
        'Los trackers funcionan en cualquier perfil como en un navegador normal. No ofrecemos cloaking, y las políticas publicitarias de cada plataforma siguen vigentes.',
      ],
    ],
  },
  'e-commerce': {
    seo: {
      title: 'Navegador multitienda para vendedores de e-commerce',
      description:
        'Gestiona tiendas en varios marketplaces, cada una con su propio dispositivo y dirección, y da acceso a tus asistentes sin contraseñas.',
    },
    title: 'Un entorno limpio para cada una de tus tiendas',
    subtitle:
      'Quienes venden en Amazon, eBay, Etsy y marketplaces regionales mantienen separadas las sesiones, el dispositivo y la IP de cada tienda, y su personal trabaja sin compartir credenciales.',
    benefits: [
      [
        'Tiendas que no se mezclan',
        'Cada tienda se abre en su propio perfil, con un proxy estático en el país donde está registrado el negocio.',
      ],
      [
        'Asistentes sin contraseñas',
        'Los asistentes virtuales trabajan dentro del perfil de la tienda: nunca ven las credenciales ni pueden exportar la sesión.',
      ],
      [
        'La revisión matinal en minutos',
        'Un flujo RPA captura el estado de la cuenta y los mensajes de todas las tiendas antes de que llegue el equipo.',
      ],
      [
        'Precios como los ve el comprador',
        'Los perfiles con proxies locales muestran los precios y los resultados de búsqueda del marketplace tal como los ven los clientes de cada región.',
      ],
    ],
    faq: [
      [
        '¿Está permitido tener varias cuentas de vendedor?',
        'Depende del marketplace. Amazon, por ejemplo, exige un motivo comercial legítimo y su aprobación; respeta las reglas de cada plataforma.',
      ],
      [
        '¿Puedo pasar una tienda que ya tengo a un perfil?',
        'Sí. Importa las cookies de la tienda en un perfil con un proxy y un sistema que coincidan, y la sesión sigue sin volver a iniciar sesión.',
      ],
    ],
  },
  'digital-agency': {
    seo: {
      title: 'Perfiles de navegador para agencias digitales',
      description:
        'Una carpeta por cliente, roles por carpeta y un registro de actividad: gestiona las cuentas de tus clientes en equipo sin pasarte contraseñas.',
    },
    title: 'Cuentas de clientes ordenadas por cliente y compartidas por rol',
    subtitle:
      'Las agencias guardan las cuentas publicitarias, sociales y de marketplace de cada cliente en una carpeta, dan a cada empleado justo el acceso que necesita y devuelven las cuentas sin cabos sueltos.',
    benefits: [
      [
        'Una carpeta por cliente',
        'Los perfiles de todas las cuentas de un cliente están juntos y se comparten con las personas adecuadas en un solo paso.',
      ],
      [
        'Roles por carpeta',
        'Un account manager puede gestionar los perfiles de un cliente y solo abrir los de otro, dentro del mismo espacio de trabajo.',
      ],
      [
        'Un registro que genera confianza',
        'Consulta quién abrió, editó o exportó cada perfil y cuándo, y exporta el registro para los informes al cliente.',
      ],
      [
        'Traspasos limpios',
        'Transfiere los perfiles de un cliente a su propio espacio de trabajo con las huellas, las cookies y los proxies intactos.',
      ],
    ],
    faq: [
      [
        '¿Cuántas personas pueden trabajar en un espacio de trabajo?',
        'El plan Equipo incluye 10 miembros y el plan Empresa no tiene un límite fijo. Cada miembro inicia sesión con su propia cuenta.',
      ],
      [
        '¿Pueden los clientes acceder a sus propias cuentas?',
        'Sí. Invita al cliente como miembro de su carpeta o transfiere los perfiles a su espacio de trabajo cuando termine el contrato.',
      ],
    ],
  },
  'social-marketing': {
    seo: {
      title: 'Navegador multicuenta para equipos de redes sociales',
      description:
        'Cuentas de marca y de clientes en Instagram, TikTok, X y LinkedIn en perfiles separados, con acceso para el equipo y revisiones sincronizadas.',
    },
    title: 'Gestiona decenas de cuentas sociales sin confundirlas',
    subtitle:
      'Cada cuenta de marca o de cliente conserva su propio dispositivo y su ubicación, tu equipo trabaja en perfiles compartidos y las revisiones rutinarias llevan minutos en lugar de horas.',
    benefits: [
      [
        'Cuentas siempre coherentes',
        'Cada cuenta aparece siempre desde el mismo dispositivo y la misma región, así que los inicios de sesión no disparan controles de seguridad.',
      ],
      [
        'Perfiles móviles donde hacen falta',
        'Ajustes predefinidos de Android e iOS para las cuentas que se crearon y se usan en el teléfono.',
      ],
      [
        'Estadísticas de todas las cuentas a la vez',
        'El sincronizador abre la misma página de estadísticas en veinte perfiles y los desplaza todos juntos.',
      ],
      [
        'Creadores sin credenciales',
        'Los creadores de contenido publican desde perfiles compartidos y nunca manejan contraseñas ni códigos de doble factor.',
      ],
    ],
    faq: [
      [
        '¿Puedo programar publicaciones desde Polyprofile?',
        'Usa el programador de cada plataforma o tu herramienta habitual dentro del perfil de la cuenta; si hace falta, RPA automatiza los pasos repetitivos.',
      ],
      [
        '¿Verán las plataformas que las cuentas se gestionan juntas?',
        'No a través del navegador. Aun así, el contenido compartido, los textos idénticos o el mismo número de teléfono pueden relacionar las cuentas.',
      ],
    ],
  },
  'web-scraping': {
    seo: {
      title: 'Perfiles de navegador para web scraping a gran escala',
      description:
        'Controla perfiles de navegador reales desde Puppeteer, Playwright o Selenium con la API local, con huellas y proxies coherentes.',
    },
    title: 'Extrae datos con navegadores reales que no parecen automatizados',
    subtitle:
      'Inicia perfiles desde tu código, conecta tu biblioteca de automatización de siempre y recopila datos públicos con huellas coherentes, proxies rotativos y modo headless.',
    benefits: [
      [
        'Funciona con tu código',
        'La API local devuelve un endpoint de DevTools para Puppeteer, Playwright y Selenium; tus scripts funcionan sin cambios.',
      ],
      [
        'Sin rastros de automatización',
        'Los perfiles ocultan los indicadores de webdriver y las diferencias del modo headless que delata Chromium sin modificar.',
      ],
      [
        'Headless sin una huella nueva',
        'En modo headless, el perfil declara el mismo dispositivo que con ventana y consume más o menos la mitad de memoria.',
      ],
      [
        'Un proxy por worker',
        'Da a cada perfil su propia dirección rotativa residencial o de centro de datos y rótala desde la API.',
      ],
    ],
    faq: [
      [
        '¿Qué plan incluye la API local?',
        'Los planes Equipo y Empresa. Los flujos RPA, para extraer datos sin programar, están disponibles desde el plan Base.',
      ],
      [
        '¿Se puede ejecutar Polyprofile en un servidor Linux?',
        'Sí. Ejecuta los perfiles en modo headless mediante la API local, o con ventana sobre una pantalla virtual como Xvfb.',
      ],
    ],
  },
  'traffic-arbitrage': {
    seo: {
      title: 'Navegador antidetección para arbitraje de tráfico',
      description:
        'Calienta, lanza y escala cuentas publicitarias en muchas fuentes de tráfico desde perfiles aislados, con proxies fijos y roles de equipo.',
    },
    title: 'Escala cuentas publicitarias en varias fuentes sin baneos en cadena',
    subtitle:
      'Los equipos de arbitraje calientan y gestionan cuentas en Facebook, Google, TikTok y redes nativas desde perfiles aislados, y evitan que la restricción de una se extienda a las demás.',
    benefits: [
      [
        'Calentamiento a escala',
        'El robot de cookies da a los perfiles nuevos un historial de navegación en su región antes de registrar las cuentas.',
      ],
      [
        'Proxies fijos para las cuentas con gasto',
        'Asigna en bloque una dirección ISP o móvil a cada cuenta y comprueba cada dirección antes del lanzamiento.',
      ],
      [
        'Creación masiva desde plantillas',
        'Crea cincuenta perfiles a partir de una plantilla en un solo paso, cada uno con su dispositivo y sus semillas de ruido.',
      ],
      [
        'Farmers y compradores, por separado',
        'Quienes preparan cuentas y quienes compran medios ven solo las carpetas de su etapa del proceso.',
      ],
    ],
    faq: [
      [
        '¿Cuántas cuentas puede mover una sola computadora?',
        'Puedes tener tantos perfiles como quieras; cada perfil abierto necesita entre 300 y 600 MB de memoria en sitios corrientes.',
      ],
      [
        '¿Polyprofile vende cuentas o proxies?',
        'No. Los proxies y las cuentas los pones tú; en nuestra página de socios hay proveedores con descuentos para nuestros usuarios.',
      ],
    ],
  },
  ticketing: {
    seo: {
      title: 'Perfiles de navegador para equipos de venta de entradas',
      description:
        'Agencias de viajes y equipos de eventos gestionan las cuentas de sus clientes en webs de entradas desde perfiles separados, con acceso común y proxies locales.',
    },
    title: 'Muchas cuentas en webs de entradas sin activar la seguridad',
    subtitle:
      'Las agencias y los equipos de eventos corporativos guardan la cuenta de entradas de cada cliente en su propio perfil, siguen los lanzamientos en otras regiones y trabajan las cuentas en conjunto.',
    benefits: [
      [
        'Un perfil por cuenta de cliente',
        'Cada cuenta conserva su propia sesión y su dispositivo, así que los inicios de sesión no parecen un robo de cuenta.',
      ],
      [
        'Lanzamientos regionales con mirada local',
        'Los perfiles con proxies en el país del evento muestran precios y disponibilidad como los ven los compradores de allí.',
      ],
      [
        'Colas que pasan de mano en mano',
        'Comparte perfiles para que quien esté libre retome una sesión en la cola sin volver a iniciar sesión.',
      ],
      [
        'Sesiones fiables el día de la venta',
        'La sesión se mantiene iniciada entre un arranque y otro, y nadie se pelea con la página de acceso cuando abre la venta.',
      ],
    ],
    faq: [
      [
        '¿Polyprofile sirve para saltarse los límites de compra?',
        'No. Las plataformas de entradas fijan límites por cliente y por evento; respétalos, igual que sus condiciones de uso.',
      ],
      [
        '¿Puedo hacer cola en varios perfiles?',
        'Cada perfil es un navegador independiente y puede ocupar su propio puesto en la cola, si la plataforma lo permite para esa cuenta.',
      ],
    ],
  },
  'google-servies': {
    seo: {
      title: 'Gestiona varias cuentas de Google de forma segura',
      description:
        'Cuentas de Google Ads, Merchant Center, YouTube y Workspace de distintas empresas en perfiles separados, cada uno con su propio dispositivo.',
    },
    title: 'Muchas cuentas de Google, cada una en su propio dispositivo',
    subtitle:
      'Las cuentas de Google Ads, Merchant Center, Perfil de Empresa y YouTube de distintos negocios viven en perfiles separados, y la suspensión de una no alcanza a las demás.',
    benefits: [
      [
        'Adiós al selector de cuentas',
        'Cada cuenta de Google vive en su propio perfil y no en un navegador compartido que vincula todos los inicios de sesión.',
      ],
      [
        'Ads y Merchant Center por negocio',
        'Anunciantes y agencias mantienen separados la facturación, los feeds y las campañas de cada negocio.',
      ],
      [
        'Inicios de sesión estables',
        'El dispositivo y la ubicación son los mismos en cada inicio de sesión, así que Google pide verificaciones con menos frecuencia.',
      ],
      [
        'Acceso del equipo sin compartir contraseñas de Google',
        'Los compañeros abren el perfil compartido y la verificación en dos pasos sigue en manos del titular.',
      ],
    ],
    faq: [
      [
        '¿Por qué no usar los perfiles de Chrome?',
        'Los perfiles de Chrome comparten la misma huella del dispositivo y la misma dirección IP; los de Polyprofile parecen computadoras distintas.',
      ],
      [
        '¿Funcionan las extensiones de Chrome?',
        'Sí. Instálalas en cada perfil desde Chrome Web Store, igual que en Chrome.',
      ],
    ],
  },
  facebook: {
    seo: {
      title: 'Gestiona varias cuentas publicitarias de Facebook',
      description:
        'Dispositivos separados, proxies fijos y acceso compartido para cuentas publicitarias de Facebook y Meta, con una configuración que limita los baneos en cadena.',
    },
    title: 'Cada cuenta de Facebook en su propio dispositivo y proxy',
    subtitle:
      'Media buyers y agencias gestionan perfiles personales, administradores comerciales y cuentas publicitarias desde perfiles aislados con direcciones fijas, y los comparten sin compartir el acceso.',
    benefits: [
      [
        'Un administrador, un dispositivo',
        'La cuenta personal que gestiona los anuncios aparece siempre con la misma huella y la misma dirección ISP.',
      ],
      [
        'Calentar antes de gastar',
        'El perfil acumula un historial de navegación normal y actividad en la cuenta antes de que se añada una tarjeta.',
      ],
      [
        'Diseñadores y analistas en la misma cuenta',
        'Comparte el perfil con el rol Miembro: todos trabajan desde el mismo dispositivo, por turnos.',
      ],
      [
        'Restricciones que no se propagan',
        'Las cuentas que nunca comparten dispositivo ni dirección no se pueden vincular a través del navegador.',
      ],
    ],
    faq: [
      [
        '¿Esto evita cualquier restricción?',
        'No. Las infracciones de las políticas, los problemas de pago y las tarjetas o páginas compartidas siguen provocando restricciones; el navegador elimina el vínculo del dispositivo.',
      ],
      [
        '¿Qué proxies funcionan mejor con Facebook?',
        'Proxies ISP estáticos o móviles dedicados en el país de la cuenta, uno por cuenta y el mismo durante toda su vida.',
      ],
    ],
  },
  'twitter-x': {
    seo: {
      title: 'Gestiona varias cuentas de X (Twitter)',
      description:
        'Cuentas de X de marca, de soporte y regionales en perfiles separados con sus propios dispositivos, y acceso compartido para tu equipo social.',
    },
    title: 'Cuentas de X de marca, soporte y regionales, bien separadas',
    subtitle:
      'Los equipos de redes gestionan varias cuentas de X sin volver a iniciar sesión a cada rato ni sufrir bloqueos de seguridad: cada cuenta tiene su perfil, su dispositivo y su ubicación.',
    benefits: [
      [
        'Se acabó entrar y salir',
        'Cada cuenta permanece con la sesión iniciada en su propio perfil; cambiar de una a otra es un clic, no una contraseña.',
      ],
      [
        'Menos bloqueos de seguridad',
        'Las cuentas aparecen siempre desde el mismo dispositivo y la misma región, el patrón que X espera de un usuario real.',
      ],
      [
        'Turnos de soporte sin cortes',
        'El turno siguiente abre el mismo perfil y continúa en la misma sesión.',
      ],
      [
        'Supervisión de todas las cuentas',
        'Con el sincronizador, abre las notificaciones de diez cuentas una al lado de otra.',
      ],
    ],
    faq: [
      [
        '¿X permite varias cuentas por persona?',
        'X admite varias cuentas con fines legítimos, como una de marca y otra de soporte; sus normas sobre automatización y spam siguen vigentes.',
      ],
      [
        '¿Puedo usar la versión móvil?',
        'Sí. Los perfiles móviles se presentan como un dispositivo Android o iOS y abren el diseño móvil de X.',
      ],
    ],
  },
  tiktok: {
    seo: {
      title: 'Gestiona varias cuentas de TikTok desde un solo puesto',
      description:
        'Huellas móviles, proxies móviles regionales y acceso para el equipo en cuentas de TikTok de marca y de nicho, con rutinas que evitan la limitación del alcance.',
    },
    title: 'Cuentas de TikTok que parecen los teléfonos en los que nacieron',
    subtitle:
      'Marcas y agencias gestionan cuentas de TikTok para cada mercado desde perfiles móviles con proxies de operadoras locales, y sus videos llegan al público para el que se grabaron.',
    benefits: [
      [
        'Ajustes de teléfonos reales',
        'Los perfiles Android e iOS configuran a la vez el user agent, la pantalla, la entrada táctil y la GPU de un modelo de teléfono real.',
      ],
      [
        'Proxies de operadoras locales',
        'Proxies móviles en el mercado de cada cuenta, con cambio de IP entre sesiones desde la barra de herramientas.',
      ],
      [
        'Estadísticas de diez cuentas a la vez',
        'Abre las estadísticas de todas las cuentas una junto a otra y compáralas sin cerrar e iniciar sesión.',
      ],
      [
        'Aprobaciones del cliente sin contraseñas',
        'El cliente revisa los borradores en el perfil compartido, con la exportación de cookies desactivada.',
      ],
    ],
    faq: [
      [
        '¿Por qué mis videos tienen cero visualizaciones?',
        'Suele deberse a una región que no coincide, a contenido duplicado o a cambios de dispositivo; lee nuestro artículo sobre errores con cuentas de TikTok.',
      ],
      [
        '¿Puedo subir videos desde un perfil de escritorio?',
        'Sí, la versión web de TikTok permite subirlos. Aun así, mantén en perfiles móviles las cuentas creadas en el teléfono.',
      ],
    ],
  },
  amazon: {
    seo: {
      title: 'Entornos separados para vendedores de Amazon',
      description:
        'Los vendedores de Amazon con varias cuentas aprobadas mantienen cada tienda en su propio dispositivo e IP estática, con acceso seguro para sus asistentes.',
    },
    title: 'Cada tienda de Amazon en su propio dispositivo y su IP estática',
    subtitle:
      'Los vendedores con varias cuentas aprobadas mantienen separadas las sesiones, el dispositivo y la red de cada tienda, y dan acceso a su personal mediante perfiles, no contraseñas.',
    benefits: [
      [
        'Direcciones ISP estáticas',
        'Cada tienda se conecta desde una dirección fija en el país donde está registrada su empresa.',
      ],
      [
        'Un dispositivo que nunca cambia',
        'La huella elegida al configurar la cuenta no cambia en toda su vida, tal como espera Amazon.',
      ],
      [
        'Asistentes dentro de tu sesión',
        'Los asistentes virtuales trabajan en perfiles compartidos y nunca entran en tu cuenta desde sus propios navegadores.',
      ],
      [
        'El estado de las cuentas de un vistazo',
        'Un flujo RPA programado guarda cada mañana capturas de la página de estado de la cuenta de todas las tiendas.',
      ],
    ],
    faq: [
      [
        '¿Amazon permite más de una cuenta de vendedor?',
        'Solo si hay una necesidad comercial legítima y Amazon la aprueba. Polyprofile mantiene técnicamente separadas las cuentas aprobadas.',
      ],
      [
        '¿Puedo usar también la app Amazon Seller en el teléfono?',
        'Sí, pero usa cada teléfono para una sola tienda: un teléfono que se usa para dos tiendas las vincula.',
      ],
    ],
  },
  discord: {
    seo: {
      title: 'Gestiona varias cuentas de Discord',
      description:
        'Community managers y moderadores gestionan varias cuentas de Discord en perfiles separados, siempre con la sesión iniciada y compartidos con el equipo.',
    },
    title: 'Modera y gestiona comunidades desde varias cuentas de Discord',
    subtitle:
      'Los equipos de comunidad mantienen abiertas, una junto a otra, las cuentas de marca, de moderación y de propietarios de bots, cada una en su perfil, sin entrar y salir todo el día.',
    benefits: [
      [
        'Todas las cuentas siempre conectadas',
        'La versión web de Discord mantiene la sesión iniciada en cada perfil, así que cambiar de cuenta lleva un clic.',
      ],
      [
        'Turnos de moderación sin compartir contraseñas',
        'Los moderadores abren el perfil compartido de la cuenta del equipo durante su turno.',
      ],
      [
        'Varios servidores a la vista',
        'Coloca las ventanas de distintas cuentas una al lado de otra y sigue cada servidor en tiempo real.',
      ],
      [
        'Dispositivos estables, menos captchas',
        'Con huellas y direcciones que no cambian, Discord pide verificaciones con menos frecuencia.',
      ],
    ],
    faq: [
      [
        '¿Discord permite tener varias cuentas?',
        'Discord deja tener más de una cuenta; el spam, las incursiones masivas y la evasión de baneos van contra sus normas.',
      ],
      [
        '¿Se pueden ejecutar bots en Polyprofile?',
        'Los bots usan la API de Discord y no necesitan navegador. Los perfiles son para las cuentas humanas que los poseen y los administran.',
      ],
    ],
  },
  linkedin: {
    seo: {
      title: 'Varias cuentas de LinkedIn para tu equipo',
      description:
        'Reclutadores y equipos de ventas mantienen cada licencia de LinkedIn en su propio perfil, con un dispositivo estable y acceso compartido entre turnos.',
    },
    title: 'LinkedIn para selección y ventas: cada licencia en su dispositivo',
    subtitle:
      'Los equipos de selección y de ventas mantienen cada licencia de LinkedIn con la sesión iniciada en un dispositivo estable, la comparten entre husos horarios y dejan de provocar controles de seguridad.',
    benefits: [
      [
        'Un dispositivo estable por licencia',
        'Cada licencia inicia sesión con la misma huella y desde la misma región, sin peticiones de verificación una y otra vez.',
      ],
      [
        'Relevos entre husos horarios',
        'Un compañero de otra oficina continúa en la misma sesión a través del perfil compartido.',
      ],
      [
        'Sales Navigator en cada perfil',
        'Las extensiones y herramientas que usa tu equipo se instalan en cada perfil, con su propia configuración.',
      ],
      [
        'Un acceso que facilita el cumplimiento',
        'El registro de actividad anota quién usó cada licencia y cuándo.',
      ],
    ],
    faq: [
      [
        '¿Una persona puede manejar varias cuentas de LinkedIn?',
        'Las condiciones de LinkedIn permiten una cuenta personal por persona. Usa los perfiles para gestionar licencias de distintos miembros del equipo.',
      ],
      [
        '¿Polyprofile automatiza la prospección en LinkedIn?',
        'Ofrece RPA y una API, pero LinkedIn restringe la actividad automatizada; mantén la prospección dentro de sus límites.',
      ],
    ],
  },
  crypto: {
    seo: {
      title: 'Perfiles de navegador para equipos cripto',
      description:
        'Cuentas de exchanges, extensiones de monederos y pruebas de dApps en perfiles separados, cada uno con su dispositivo, su proxy y su almacenamiento.',
    },
    title: 'Cuentas de exchanges y monederos, cada uno en un navegador aparte',
    subtitle:
      'Fondos, creadores de mercado y equipos Web3 separan las cuentas de exchange de distintas entidades y las extensiones de monedero, y prueban sus dApps como las ven los usuarios de cada región.',
    benefits: [
      [
        'Extensiones de monedero por perfil',
        'Cada perfil tiene su propio almacenamiento de extensiones, así que un monedero nunca aparece en el navegador equivocado.',
      ],
      [
        'Separación por entidad',
        'Las cuentas de exchange de distintas personas jurídicas inician sesión desde sus propios dispositivos y direcciones.',
      ],
      [
        'Pruebas de dApps por región',
        'Comprueba cómo se comportan tu aplicación y sus restricciones geográficas para usuarios de otros países.',
      ],
      [
        'Cifrado en disco y en la sincronización',
        'Los datos del perfil, incluido el almacenamiento de las extensiones, se cifran antes de salir de tu computadora.',
      ],
    ],
    faq: [
      [
        '¿Puedo guardar frases semilla en un perfil?',
        'Las extensiones de monedero guardan las claves cifradas en el perfil. Para cantidades grandes, un monedero físico sigue siendo la opción más segura.',
      ],
      [
        '¿Sirve para farmear airdrops con muchos monederos?',
        'Muchos proyectos prohíben varios monederos por persona en sus airdrops. Respeta las reglas de cada proyecto; no damos soporte al farmeo sybil.',
      ],
    ],
  },
  betting: {
    seo: {
      title: 'Perfiles para afiliados y analistas de apuestas',
      description:
        'Afiliados de apuestas y analistas de cuotas ven las casas de apuestas de cada mercado, gestionan sus cuentas de afiliado y las comparten con su equipo.',
    },
    title: 'Las cuotas y ofertas de cada mercado, como las ve el jugador local',
    subtitle:
      'Afiliados y analistas de apuestas revisan las cuotas, los bonos y las landings de las casas de apuestas en cada mercado, y guardan las cuentas de afiliado en perfiles separados y compartidos.',
    benefits: [
      [
        'Mirada local en cada mercado',
        'Los perfiles con proxies en cada país muestran las cuotas, los bonos y las páginas que reciben los clientes de allí.',
      ],
      [
        'Paneles de afiliado en un solo lugar',
        'Las cuentas de los programas de afiliados siguen con la sesión iniciada en su perfil y se comparten con el equipo.',
      ],
      [
        'Promociones revisadas para el cumplimiento',
        'Un flujo RPA captura automáticamente las páginas de bonos de cada mercado.',
      ],
      [
        'Sin confusiones entre marcas',
        'Las carpetas por operador o por mercado evitan que una cuenta se use donde no corresponde.',
      ],
    ],
    faq: [
      [
        '¿Puedo usarlo para esquivar los límites de una casa de apuestas?',
        'No. Las condiciones de los operadores permiten una cuenta por cliente y la ley del juego es aplicable; cumple ambas.',
      ],
      [
        '¿Qué países puedo ver?',
        'Cualquier país en el que tengas un proxy; el huso horario y el idioma del perfil se ajustan a él automáticamente.',
      ],
    ],
  },
}

/** Las páginas de funciones en español. */
export const features: FeaturePages = {
  'multi-account-management': {
    seo: {
      title: 'Gestión multicuenta con perfiles aislados',
      description:
        'Gestiona cientos de cuentas desde una sola computadora, cada una en un perfil de navegador aparte con su huella, sus cookies y su proxy.',
    },
    subtitle:
      'Cada cuenta vive en un navegador aparte que parece una computadora independiente, con su propia huella, almacenamiento y red, y se abre con un clic.',
    how: [
      [
        'Crea un perfil por cuenta',
        'Ponle el nombre de la cuenta; Polyprofile le asigna un dispositivo realista.',
      ],
      [
        'Dale su propio proxy',
        'Pega la dirección, compruébala y el perfil tomará de ella el huso horario y el idioma.',
      ],
      [
        'Inicia sesión una vez',
        'La sesión queda guardada y cifrada en el perfil, y te acompaña a otras computadoras.',
      ],
    ],
  },
  synchronizer: {
    seo: {
      title: 'Sincronizador: una ventana controla muchas',
      description:
        'Replica clics, escritura y desplazamiento de una ventana de perfil en otras veinte, con retrasos aleatorios y variaciones de texto.',
    },
    subtitle:
      'Trabaja en una ventana y observa cómo los mismos clics, la escritura y el desplazamiento se repiten en los demás perfiles abiertos, que para los sitios siguen siendo usuarios distintos.',
    how: [
      ['Abre los perfiles', 'Selecciona los perfiles que necesites y ábrelos a la vez.'],
      [
        'Organiza y empieza',
        'Ajusta las ventanas al mismo tamaño, elige la ventana principal y activa la réplica.',
      ],
      [
        'Trabaja a ritmo humano',
        'Los retrasos aleatorios, el temblor del ratón y un texto distinto por perfil impiden que las ventanas se muevan al unísono.',
      ],
    ],
  },
  rpa: {
    seo: {
      title: 'Automatización RPA sin programar',
      description:
        'Graba o monta flujos de navegador de forma visual y ejecútalos en muchos perfiles cuando quieras o según una programación, con registros y capturas.',
    },
    subtitle:
      'Crea tus rutinas de navegador de forma visual o grábalas una vez, y deja que se ejecuten en todos los perfiles según una programación, con un registro y una captura de cada ejecución.',
    how: [
      ['Graba o monta', 'Haz la tarea una vez en un perfil o combina acciones en el editor.'],
      ['Prueba en un perfil', 'Sigue la ejecución paso a paso y corrige el selector que falle.'],
      [
        'Ejecuta y programa',
        'Ejecútalo en una carpeta con un límite de concurrencia o a diario a una hora aleatoria.',
      ],
    ],
  },
  'local-api': {
    seo: {
      title: 'API local para Puppeteer, Playwright y Selenium',
      description:
        'Crea, inicia y detén perfiles desde tu propio código y conecta Puppeteer, Playwright o Selenium mediante DevTools.',
    },
    subtitle:
      'Una API HTTP local inicia, detiene y gestiona perfiles desde tus scripts, y entrega a Puppeteer, Playwright o Selenium un perfil en marcha listo para controlar.',
    how: [
      ['Actívala y consigue una clave', 'Activa la API en los ajustes y copia tu clave.'],
      [
        'Inicia un perfil',
        'Una sola petición POST devuelve el endpoint de DevTools del perfil en marcha.',
      ],
      [
        'Conecta tu biblioteca',
        'Conecta Puppeteer, Playwright o Selenium y ejecuta tu código sin cambios.',
      ],
    ],
  },
  'multi-profiles-management': {
    seo: {
      title: 'Gestión masiva de perfiles',
      description:
        'Crea perfiles desde plantillas, impórtalos desde archivos, asigna proxies, etiquetas y carpetas, y mueve cientos de una vez.',
    },
    subtitle:
      'Plantillas, creación por lotes, importaciones, carpetas y etiquetas mantienen en orden miles de perfiles, y las acciones masivas cambian cientos de ellos en un solo paso.',
    how: [
      [
        'Crea en bloque',
        'Crea perfiles por lotes desde una plantilla o importa un CSV con nombres, proxies y notas.',
      ],
      [
        'Organiza',
        'Reparte los perfiles en carpetas, etiquétalos y guarda las columnas de la lista que necesitas.',
      ],
      [
        'Cambia muchos a la vez',
        'Sustituye proxies, cambia de carpeta o transfiere perfiles para toda una selección.',
      ],
    ],
  },
  teamwork: {
    seo: {
      title: 'Trabajo en equipo: comparte perfiles, no contraseñas',
      description:
        'Comparte carpetas de perfiles con roles y permisos, consulta en el registro quién usa qué y da de baja a quien se va sin riesgos.',
    },
    subtitle:
      'Tus compañeros abren perfiles compartidos en lugar de entrar con contraseñas, ven solo las carpetas que permite su rol y dejan constancia de lo que hacen.',
    how: [
      [
        'Invita a tu equipo',
        'Envía invitaciones por correo electrónico y elige el rol de cada persona.',
      ],
      [
        'Comparte carpetas',
        'Asigna un rol por carpeta y decide quién puede ver los proxies o exportar cookies.',
      ],
      [
        'Revisa y da de baja',
        'Lee el registro de actividad y elimina a un miembro con un clic cuando se vaya.',
      ],
    ],
  },
}
