import type { FaqText } from '../types'

/** Preguntas frecuentes. */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: '¿Qué es Polyprofile?',
    answer: [
      {
        p: 'Polyprofile es un navegador de escritorio para quienes trabajan con muchas cuentas en línea. Cada perfil de navegador se comporta como una computadora independiente, con su propia huella digital, cookies, almacenamiento y proxy, de modo que las cuentas se mantienen separadas aunque gestiones cientos de ellas desde una sola máquina.',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: '¿Quién usa Polyprofile?',
    answer: [
      {
        p: 'Profesionales del marketing de afiliados, media buyers, vendedores de comercio electrónico, agencias digitales y de redes sociales, equipos que recopilan datos web públicos y cualquiera que necesite identidades separadas para un trabajo legítimo, como los equipos de QA que prueban cómo se comporta un sitio en otras regiones.',
      },
    ],
  },
  'is-it-legal': {
    question: '¿Es legal usar un navegador antidetección?',
    answer: [
      {
        p: 'Sí, en general. Cambiar lo que informa tu navegador y usar proxies es legal en la mayoría de los países. Lo que hagas con las cuentas, en cambio, debe cumplir la ley y las normas de las plataformas que utilizas. Nuestras [condiciones de uso](/terms) prohíben el fraude, el abuso y cualquier actividad ilegal allí donde estés tú o las personas afectadas.',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: '¿Cómo evita Polyprofile que se vinculen las cuentas?',
    answer: [
      {
        p: 'Cada perfil tiene su propia huella de dispositivo (pantalla, gráficos, audio, fuentes, datos de navigator), sus propias cookies y su almacenamiento, y su propio proxy. Los valores que deben coincidir, como el huso horario y la ubicación del proxy, se ajustan automáticamente. Los perfiles no comparten nada, ni en tu computadora ni en la nube.',
      },
      {
        p: 'Un navegador no puede ocultar los vínculos que creas tú mismo, como usar la misma tarjeta de pago o el mismo número de teléfono en varias cuentas. La [guía sobre huellas digitales](/blog/fingerprints-guide) explica la diferencia.',
      },
    ],
  },
  'data-privacy': {
    question: '¿Puede Polyprofile ver mis cuentas y contraseñas?',
    answer: [
      {
        p: 'No. Los datos de los perfiles, incluidas las cookies y las contraseñas guardadas, se cifran en tu computadora antes de sincronizarse, y nosotros no tenemos las claves. Nuestros servidores guardan el archivo cifrado y metadatos como el nombre de cada perfil y la última vez que se abrió.',
      },
    ],
  },
  'which-browser-engine': {
    question: '¿Qué motor de navegador usan los perfiles?',
    answer: [
      {
        p: 'Los perfiles funcionan sobre un núcleo basado en Chromium, el motor de Google Chrome, que se actualiza pocos días después de cada versión estable de Chrome. Los sitios ven un navegador actual compatible con Chrome, y las extensiones de Chrome funcionan como siempre.',
      },
    ],
  },
  'free-plan': {
    question: '¿Puedo probar Polyprofile gratis?',
    answer: [
      {
        p: 'Sí. El plan Gratuito incluye 5 perfiles de navegador con todas las funciones antidetección y no tiene límite de tiempo. No necesitas una tarjeta de pago para registrarte. El sincronizador, RPA y los puestos de equipo vienen con los planes de pago.',
      },
    ],
  },
  'system-requirements': {
    question: '¿Qué sistemas operativos son compatibles?',
    answer: [
      {
        p: 'Windows 10 y 11 (64 y 32 bits), macOS 11 o posterior en Intel y Apple silicon, y Linux de 64 bits: Ubuntu 20.04, Debian 11 o más reciente. Necesitas al menos 4 GB de memoria y 2 GB de espacio libre en disco; consulta [cómo instalar Polyprofile](/helps/install-polyprofile).',
      },
    ],
  },
  'how-many-profiles': {
    question: '¿Cuántos perfiles puedo abrir a la vez?',
    answer: [
      {
        p: 'El plan limita cuántos perfiles puedes crear, no cuántos tienes abiertos. El límite práctico es la memoria de tu computadora: cada perfil abierto usa entre 300 y 600 MB en sitios corrientes. Una computadora con 16 GB de memoria mueve con soltura entre 15 y 20 perfiles.',
      },
    ],
  },
  'proxy-needed': {
    question: '¿Tengo que comprar los proxies aparte?',
    answer: [
      {
        p: 'Sí. Polyprofile funciona con proxies de cualquier proveedor, pero no los vende. Usa un proxy por perfil para las cuentas que quieras mantener separadas. Varios proveedores de nuestra [página de socios](/partner) ofrecen descuentos a los usuarios de Polyprofile.',
      },
    ],
  },
  'which-proxy-types': {
    question: '¿Qué tipos de proxy admite Polyprofile?',
    answer: [
      {
        p: 'HTTP, HTTPS y SOCKS5, con o sin usuario y contraseña, incluidos los proxies residenciales y móviles rotativos con un enlace para cambiar la IP. La [documentación sobre proxies](/docs/proxies) enumera los formatos que puedes pegar.',
      },
    ],
  },
  'import-from-other-browser': {
    question: '¿Puedo traer mis perfiles desde otro navegador antidetección?',
    answer: [
      {
        p: 'Sí. Exporta los perfiles del otro navegador a un archivo CSV o JSON con sus proxies y cookies, y luego usa **Importar** en Polyprofile. Las huellas no se trasladan, porque cada producto las genera a su manera; cada perfil importado recibe un dispositivo nuevo y coherente. Nuestro equipo ayuda a los clientes de los planes Equipo y Empresa con las migraciones grandes.',
      },
    ],
  },
  'automation-support': {
    question: '¿Puedo automatizar los perfiles con Selenium, Puppeteer o Playwright?',
    answer: [
      {
        p: 'Sí, mediante la API local de los planes Equipo y Empresa. Tu script inicia un perfil con una sola petición y se conecta a él por el protocolo Chrome DevTools; consulta [cómo conectar bibliotecas de automatización](/docs/browser-automation-libraries). Para automatizar sin programar, usa los flujos RPA, disponibles desde el plan Base.',
      },
    ],
  },
  'payment-methods': {
    question: '¿Qué métodos de pago aceptan?',
    answer: [
      {
        p: 'Tarjetas bancarias, PayPal, criptomonedas (USDT, Bitcoin y Ethereum) y métodos locales en algunos países, como Pix en Brasil y BLIK en Polonia. Encontrarás los detalles en [métodos de pago, facturas e IVA](/helps/payment-methods).',
      },
    ],
  },
  'annual-discount': {
    question: '¿Hay descuento por pagar al año?',
    answer: [
      {
        p: 'Sí. La facturación anual cuesta un 20 % menos que el pago mensual: el plan Base sale a 7,20 USD en lugar de 9 USD al mes, y el plan Equipo a 23,20 USD en lugar de 29 USD. Puedes cambiar entre facturación mensual y anual en cualquier momento.',
      },
    ],
  },
  'refund-policy': {
    question: '¿Puedo obtener un reembolso?',
    answer: [
      {
        p: 'Sí: te devolvemos íntegro tu primer pago de un plan si lo pides en un plazo de 14 días. Escribe a soporte desde la dirección de correo de la cuenta e indica el número de factura; consulta [cómo solicitar un reembolso](/helps/refunds).',
      },
    ],
  },
  'plan-change': {
    question: '¿Qué pasa con mis perfiles si bajo de plan?',
    answer: [
      {
        p: 'No se borra nada. Los perfiles que superen el límite del nuevo plan pasan a ser de solo lectura hasta que elimines otros o vuelvas a subir de plan. Si cancelas la suscripción, los perfiles que superen el límite del plan Gratuito se conservan durante 90 días.',
      },
    ],
  },
  'team-seats': {
    question: '¿Cuántos miembros puedo añadir al equipo?',
    answer: [
      {
        p: 'El plan Base incluye 3 miembros, el plan Equipo 10 y el plan Empresa tantos como necesites. Cada miembro tiene su propio acceso y ve solo las carpetas que compartes con él.',
      },
    ],
  },
  'lost-2fa': {
    question: 'Perdí el teléfono con la app de autenticación. ¿Cómo inicio sesión?',
    answer: [
      {
        p: 'Usa uno de los códigos de recuperación que guardaste al activar la autenticación en dos pasos. Si no los tienes, escribe a soporte desde la dirección de correo de la cuenta; restablecemos el acceso después de comprobar que eres el titular, lo que tarda hasta tres días laborables.',
      },
    ],
  },
  'delete-account': {
    question: '¿Cómo elimino mi cuenta y mis datos?',
    answer: [
      {
        p: 'Cancela cualquier suscripción activa y elige **Cuenta → Eliminar cuenta**. En un plazo de 30 días borramos tus perfiles, tus datos en la nube y tu información personal, salvo las facturas, que debemos conservar por motivos fiscales. La [política de privacidad](/privacy) tiene todos los detalles.',
      },
    ],
  },
}
