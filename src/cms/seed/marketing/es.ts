import { features, solutions } from './es-pages'
import type { MarketingCopy } from './types'

export const es: MarketingCopy = {
  solution: {
    eyebrow: 'Soluciones',
    benefitsTitle: 'Por qué los equipos eligen Polyprofile',
    faqTitle: 'Preguntas y respuestas',
    cta: [
      'Empieza con perfiles gratuitos',
      'Crea tu cuenta en un minuto. Sin tarjeta de crédito.',
      'Regístrate gratis',
    ],
  },
  solutions,
  feature: {
    eyebrow: 'Funciones',
    howTitle: 'Cómo funciona',
    moreTitle: 'Más funciones',
    cta: [
      'Descúbrelo en acción',
      'Descarga Polyprofile y prueba todas las funciones con el plan gratuito.',
      'Regístrate gratis',
    ],
  },
  features,
  alternative: {
    seo: {
      title: 'La mejor alternativa a {competitor}',
      description:
        'Compara Polyprofile y {competitor} punto por punto: funciones, precios y plataformas, verificados y con fecha.',
    },
    eyebrow: 'Comparativa',
    title: '¿Buscas una alternativa a {competitor}?',
    subtitle:
      'Polyprofile te ofrece los mismos perfiles de navegador aislados y mucho más incluido en todos los planes. Compara los datos punto por punto.',
    tableTitle: 'Polyprofile frente a {competitor}',
    rows: {
      freePlan: 'Plan gratuito',
      startingPrice: 'Planes de pago desde (al mes)',
      profilesIncluded: 'Perfiles en el plan de entrada',
      teamMembers: 'Miembros del equipo',
      windows: 'Windows',
      macos: 'macOS (Intel y Apple silicon)',
      linux: 'Linux',
      synchronizer: 'Sincronizador de ventanas',
      rpa: 'Automatización RPA visual',
      localApi: 'API local (Selenium, Puppeteer, Playwright)',
      fingerprints: 'Huellas actualizadas con cada nueva versión del navegador',
    },
    whyTitle: 'Por qué la gente se pasa a Polyprofile',
    why: [
      [
        'Cámbiate en minutos',
        'Importa tus perfiles, cookies y proxies desde un archivo y sigue trabajando donde lo dejaste.',
      ],
      [
        'Más en cada plan',
        'La automatización, el sincronizador y la API local vienen incluidos; no se venden como complementos.',
      ],
      ['Un soporte que responde', 'Habla con personas reales en tu idioma, las 24 horas del día.'],
    ],
    cta: [
      'Prueba Polyprofile gratis',
      'Trae tus perfiles y compáralo por ti mismo.',
      'Regístrate gratis',
    ],
  },
  useCases: {
    seo: {
      title: 'Casos de uso: quién trabaja con Polyprofile',
      description:
        'Cómo usan los perfiles de navegador aislados los profesionales del marketing, vendedores, agencias y analistas para gestionar muchas cuentas sin riesgos.',
    },
    title: 'Casos de uso',
    subtitle:
      'Sea lo que sea lo que gestionas a gran escala, cada cuenta conserva su propia identidad.',
    items: {
      traffic: [
        'Tráfico',
        'Compra y prueba tráfico en muchas cuentas publicitarias sin que queden vinculadas.',
      ],
      'ad-placement': [
        'Publicación de anuncios',
        'Lanza campañas desde cuentas separadas y mantén limpio cada gestor de anuncios.',
      ],
      'e-commerce': [
        'Comercio electrónico',
        'Gestiona varias tiendas en marketplaces, cada una con su propio dispositivo y su propia dirección.',
      ],
      'affiliate-market': [
        'Marketing de afiliados',
        'Gestiona ofertas, trackers y pruebas de landings desde perfiles aislados.',
      ],
      'media-market': [
        'Marketing en medios',
        'Publica y haz crecer tus canales en varias plataformas de medios a la vez.',
      ],
      'data-collection': [
        'Recopilación de datos',
        'Recoge datos públicos de forma fiable con proxies rotativos y huellas reales.',
      ],
      betting: [
        'Apuestas',
        'Mantén cada cuenta de apuestas por separado, con su propia huella y su propio proxy.',
      ],
      crypto: [
        'Criptomonedas',
        'Opera con exchanges, monederos y airdrops desde perfiles aislados.',
      ],
      agencies: [
        'Agencias',
        'Da a clientes y empleados acceso solo a los perfiles que les corresponden.',
      ],
      'price-comparison': [
        'Comparación de precios',
        'Consulta precios y ofertas tal como los ven los compradores de otras regiones.',
      ],
      ticketing: [
        'Venta de entradas',
        'Haz cola para eventos desde varias cuentas sin levantar sospechas.',
      ],
      'self-examination': [
        'Autoverificación',
        'Comprueba cómo ven tu web o tus anuncios los visitantes de otros lugares.',
      ],
      'web-scraping': [
        'Web scraping',
        'Extrae datos a gran escala con perfiles de navegador que superan los controles antibots.',
      ],
    },
    cta: [
      'Encuentra tu flujo de trabajo',
      'Empieza con perfiles gratuitos y configúralos para tu caso de uso.',
      'Regístrate gratis',
    ],
  },
  about: {
    seo: {
      title: 'Sobre Polyprofile',
      description: 'Quiénes somos, por qué creamos un navegador antidetección y en qué creemos.',
    },
    title: 'Sobre nosotros',
    subtitle: 'Creamos el navegador para quienes trabajan con muchas cuentas.',
    story: [
      'Polyprofile nació en 2019 como herramienta interna de un pequeño equipo de marketing que estaba harto de perder cuentas porque las plataformas las vinculaban.',
      'Hoy, más de doscientos mil profesionales del marketing, vendedores y analistas de más de cien países gestionan sus perfiles con nosotros.',
      'Nuestro equipo de ingenieros, investigadores y soporte trabaja entre Europa y Asia, así que siempre hay alguien disponible para ayudarte.',
    ],
    teamTitle: 'Quién escribe para ti',
    valuesTitle: 'En qué creemos',
    values: [
      [
        'La privacidad, lo primero',
        'Tus perfiles y cookies están cifrados, y nunca vendemos tus datos.',
      ],
      ['Comparativas honestas', 'Publicamos qué hemos comprobado y cuándo lo hemos hecho.'],
      [
        'Un soporte que se implica',
        'Personas reales te responden en tu idioma, de día y de noche.',
      ],
    ],
  },
  links: {
    seo: {
      title: 'Enlaces oficiales de Polyprofile',
      description:
        'El sitio web oficial, las comunidades y los canales de Polyprofile. Cuidado con las suplantaciones.',
    },
    title: 'Enlaces oficiales',
    subtitle:
      'Solo estas direcciones pertenecen a Polyprofile. Guárdalas en tus marcadores y desconfía de las suplantaciones.',
    items: {
      website: ['Sitio web', 'Producto, precios y descargas.'],
      blog: ['Blog', 'Guías y novedades sobre el trabajo multicuenta.'],
      help: ['Centro de ayuda', 'Respuestas a las preguntas más frecuentes.'],
      telegram: ['Telegram', 'Chat de la comunidad y anuncios.'],
      youtube: ['YouTube', 'Videotutoriales y seminarios web.'],
      twitter: ['X (Twitter)', 'Novedades y actualizaciones del producto.'],
      discord: ['Discord', 'Habla con otros usuarios y con nuestro equipo.'],
      github: ['GitHub', 'Ejemplos para la API local.'],
    },
  },
  partnerPlan: {
    seo: {
      title: 'Programa de socios',
      description:
        'Gana dinero con Polyprofile: socios de referidos, integraciones y revendedores. Comisiones recurrentes y marketing conjunto.',
    },
    title: 'Crece con el programa de socios de Polyprofile',
    subtitle: 'Aporta tu audiencia, tu producto o tus clientes y gana con cada suscripción.',
    tiersTitle: 'Formas de colaborar con nosotros',
    tiers: [
      [
        'Socios de referidos',
        'Comparte tu enlace y gana una comisión recurrente por cada pago de los usuarios que nos traigas.',
      ],
      [
        'Socios de integración',
        'Servicios de proxies, pagos y automatización: intégrate con Polyprofile y llega a nuestros usuarios.',
      ],
      [
        'Revendedores',
        'Vende Polyprofile a los clientes de tu región con precios y soporte exclusivos para socios.',
      ],
    ],
    stepsTitle: 'Cómo unirte',
    steps: [
      ['Envía tu solicitud', 'Háblanos de tu audiencia o de tu servicio.'],
      [
        'Recibe la aprobación',
        'Nuestro equipo de socios responde en un plazo de dos días laborables.',
      ],
      ['Empieza a ganar', 'Recibe tus enlaces, materiales promocionales y un gestor personal.'],
    ],
    cta: [
      'Hazte socio',
      'Habla con nuestro equipo de socios sobre la mejor forma de colaborar.',
      'Contacta con nosotros',
    ],
  },
  referral: {
    seo: {
      title: 'Programa de referidos: invita a tus amigos y gana',
      description:
        'Invita a tus amigos a Polyprofile y gana una comisión por sus pagos. Ellos también consiguen un descuento.',
    },
    title: 'Invita a tus amigos y ganad juntos',
    subtitle:
      'Comparte tu enlace personal: tus amigos obtienen un descuento en su primer pago y tú ganas con cada pago que hagan.',
    stepsTitle: 'Cómo funciona',
    steps: [
      [
        'Consigue tu enlace',
        'Inicia sesión y copia tu enlace de referido personal desde tu cuenta.',
      ],
      ['Compártelo', 'Envíalo a tus amigos, a tus compañeros o a tu audiencia.'],
      ['Gana', 'Recibe una comisión por cada pago de los usuarios que hayas invitado.'],
    ],
    faqTitle: 'Preguntas y respuestas',
    faq: [
      [
        '¿Cuánto tiempo funciona mi enlace?',
        'Recordamos cada visita a través de tu enlace durante siete días, así que tu amigo puede registrarse más tarde.',
      ],
      [
        '¿Cuándo cobro?',
        'Las comisiones se añaden a tu saldo tras cada pago y puedes retirarlas una vez al mes.',
      ],
      [
        '¿Puedo invitarme a mí mismo?',
        'No. Las cuentas registradas por la misma persona quedan excluidas del programa.',
      ],
    ],
    cta: [
      'Empieza a invitar',
      'Crea tu cuenta gratuita para obtener tu enlace de referido.',
      'Regístrate gratis',
    ],
  },
  preSales: {
    seo: {
      title: 'Habla con nuestro equipo comercial',
      description:
        '¿Tienes dudas antes de comprar? Solicita una demo personalizada, precios para equipos y ayuda con la migración.',
    },
    title: 'Habla con nuestro equipo antes de comprar',
    subtitle:
      'Consigue una demo personalizada, un plan adaptado al tamaño de tu equipo y ayuda para trasladar tus perfiles.',
    formTitle: 'Solicita una consulta',
    formText: 'Déjanos tus datos de contacto y te responderemos en un plazo de un día laborable.',
    contactsTitle: 'O escríbenos directamente',
    contacts: ['Telegram', 'Correo electrónico', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: 'Socios e integraciones',
      description:
        'Proveedores de proxies, servicios de pago y herramientas que funcionan con Polyprofile, con ofertas para nuestros usuarios.',
    },
    title: 'Nuestros socios',
    subtitle:
      'Servicios que funcionan de maravilla con Polyprofile, muchos de ellos con ofertas especiales para nuestros usuarios.',
    items: [
      [
        'Proxies residenciales en 190 países con segmentación por ciudad.',
        '10 % de descuento en el primer pedido',
      ],
      ['Proxies móviles 4G y 5G con rotación de IP bajo demanda.', 'Prueba gratuita de tres días'],
      [
        'Tarjetas virtuales para pagar publicidad.',
        'Sin comisión de emisión en las diez primeras tarjetas',
      ],
      ['Resolución rápida de captchas mediante API.', '15 % extra en la primera recarga'],
      [
        'Números de teléfono para verificación por SMS en muchos países.',
        '5 % de descuento en cada pedido',
      ],
      [
        'Una comunidad de afiliados con casos reales y encuentros presenciales.',
        'Un mes de acceso premium',
      ],
    ],
  },
  pricing: {
    seo: {
      title: 'Precios y planes',
      description:
        'Planes sencillos para profesionales independientes y grandes equipos. Empieza gratis, paga mes a mes o ahorra con la facturación anual.',
    },
    title: 'Planes y precios',
    subtitle:
      'Empieza gratis y cambia de plan cuando tu equipo crezca. Todos los planes incluyen todas las funciones antidetección.',
    plans: [
      ['Gratuito', 'Para probar Polyprofile por tu cuenta.'],
      ['Base', 'Para profesionales independientes y proyectos pequeños.'],
      ['Equipo', 'Para equipos que comparten perfiles a diario.'],
      ['Empresa', 'Para grandes equipos con necesidades a medida.'],
    ],
    rows: {
      profiles: 'Perfiles de navegador',
      members: 'Miembros del equipo',
      synchronizer: 'Sincronizador de ventanas',
      rpa: 'Automatización RPA',
      localApi: 'API local',
      support: 'Soporte',
    },
    support: ['Centro de ayuda', 'Chat', 'Chat prioritario', 'Gestor personal'],
    faqTitle: 'Preguntas sobre precios',
    faq: [
      [
        '¿Puedo cambiar de plan más adelante?',
        'Sí. Sube o baja de plan cuando quieras; la diferencia se calcula por días.',
      ],
      [
        '¿Qué métodos de pago aceptáis?',
        'Tarjetas bancarias, PayPal, criptomonedas y métodos de pago locales en muchos países.',
      ],
      [
        '¿Ofrecéis reembolsos?',
        'Si el producto no te convence, solicita el reembolso íntegro en los 14 días siguientes a tu primer pago.',
      ],
    ],
  },
  download: {
    seo: {
      title: 'Descarga Polyprofile para Windows, macOS y Linux',
      description:
        'Descarga la última versión del cliente de Polyprofile para Windows, macOS (Intel y Apple silicon) y Linux.',
    },
    title: 'Descarga Polyprofile',
    subtitle: 'La última versión para tu sistema, firmada y verificada.',
    requirements: {
      windows:
        'Windows 10 u 11, de 64 o 32 bits, 4 GB de memoria y 2 GB de espacio libre en disco.',
      mac: 'macOS 11 Big Sur o posterior en Intel o Apple silicon, 4 GB de memoria y 2 GB de espacio libre en disco.',
      linux:
        'Ubuntu 20.04, Debian 11 o una distribución de 64 bits más reciente, 4 GB de memoria y 2 GB de espacio libre en disco.',
    },
  },
}
