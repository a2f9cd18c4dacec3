import type { ArticleText } from '../types'

/** Centro de ayuda: primeros pasos. */
export const helpsStart: Record<string, ArticleText> = {
  'install-polyprofile': {
    title: 'Cómo instalar Polyprofile en Windows, macOS y Linux',
    excerpt:
      'Requisitos del sistema, dónde descargar el instalador y qué hacer si tu sistema lo bloquea.',
    description:
      'Cómo instalar Polyprofile en Windows, macOS y Linux: requisitos, instaladores y qué hacer si el sistema los bloquea.',
    body: [
      { h2: 'Requisitos' },
      {
        ul: [
          '**Windows:** Windows 10 u 11, de 64 o 32 bits.',
          '**macOS:** versión 11 Big Sur o posterior, en Intel o Apple silicon.',
          '**Linux:** Ubuntu 20.04, Debian 11 o una distribución de 64 bits más reciente.',
          'Al menos 4 GB de memoria y 2 GB de espacio libre en disco. Calcula unos 500 MB de memoria por cada perfil que tengas abierto.',
        ],
      },
      { h2: 'Instalación' },
      {
        ol: [
          'Abre la [página de descarga](/download). Te ofrece el instalador del sistema que estás usando; los demás sistemas aparecen debajo.',
          '**Windows:** ejecuta el archivo `.exe` y sigue los pasos. El cliente se instala para el usuario actual y no necesita permisos de administrador.',
          '**macOS:** abre el archivo `.dmg` y arrastra Polyprofile a Aplicaciones. En los Mac con chip de la serie M, elige la versión para Apple silicon: es bastante más rápida que la versión para Intel bajo Rosetta.',
          '**Linux:** instala el paquete `.deb` con `sudo apt install ./Polyprofile-5.7.0-linux.deb`.',
          'Inicia Polyprofile e inicia sesión con tu cuenta, o crea una desde la ventana de inicio de sesión.',
        ],
      },
      { h2: 'Si el sistema bloquea el instalador' },
      {
        p: 'Durante los primeros días después de un lanzamiento, Windows SmartScreen puede mostrar una advertencia sobre la versión nueva, hasta que la haya instalado suficiente gente. Comprueba que el archivo procede de nuestra página de descarga y elige **Más información → Ejecutar de todas formas**. En macOS, si el sistema dice que no se puede abrir la aplicación, haz clic derecho sobre ella en Aplicaciones y elige **Abrir** una vez.',
      },
      {
        p: 'A veces el antivirus pone en cuarentena el núcleo del navegador, que se descarga después del primer inicio de sesión. Si los perfiles no arrancan justo después de la instalación, añade la carpeta de Polyprofile a las excepciones del antivirus y reinicia el cliente. Cada versión publica las sumas de comprobación SHA-256 de sus instaladores en las [notas de la versión](/release).',
      },
    ],
  },
  'create-first-profile': {
    title: 'Cómo crear tu primer perfil de navegador',
    excerpt:
      'Un perfil es un navegador aparte con su propio dispositivo, almacenamiento y red. Cómo crearlo y qué rellenar primero.',
    description:
      'Crea tu primer perfil de navegador en Polyprofile: nombre, sistema operativo, ajustes de red y qué dejar con los valores predeterminados.',
    body: [
      {
        p: 'Cada perfil es un navegador completo e independiente. Tiene su propia huella de dispositivo, sus propias cookies y su almacenamiento, sus propias extensiones y su propia conexión de red. Usa un perfil por cada cuenta que quieras mantener separada.',
      },
      { h2: 'Pasos' },
      {
        ol: [
          'Haz clic en **Nuevo perfil**, arriba a la izquierda de la ventana principal.',
          'Escribe un nombre que indique para qué cuenta es el perfil, por ejemplo *Tienda DE – Seller Central*. Debajo del nombre puedes añadir una nota y etiquetas.',
          'Elige el sistema operativo que debe presentar el perfil: Windows, macOS, Linux, Android o iOS. Polyprofile escoge un dispositivo realista de ese tipo.',
          'En **Red**, añade un proxy, o déjalo por ahora en *Conexión directa* si solo quieres hacer pruebas.',
          'Haz clic en **Crear**. El perfil aparece en la lista; haz clic en **Abrir** para iniciarlo.',
        ],
      },
      { h2: 'Qué dejar con los valores predeterminados' },
      {
        p: 'La pestaña de la huella tiene decenas de valores, y los predeterminados están elegidos para ser coherentes entre sí y con el proxy. El huso horario, el idioma y la geolocalización siguen automáticamente la ubicación del proxy. Cambia valores sueltos solo cuando sepas por qué; el editor te avisa cuando un cambio crea una contradicción.',
      },
      { h2: 'Crear muchos a la vez' },
      {
        p: 'Para crear perfiles en bloque, haz clic en la flecha junto a **Nuevo perfil** y elige **Creación por lotes**. Indica cuántos necesitas, un patrón de nombre como *TikTok {n}* y, si quieres, pega una lista de proxies, uno por línea, para asignarlos por orden. Cada perfil sigue recibiendo su propio dispositivo.',
      },
      {
        p: 'El plan Gratuito incluye 5 perfiles; la [página de precios](/pricing) recoge los límites de los demás planes. A continuación, lee cómo [elegir los ajustes de la huella](/helps/set-up-fingerprints) y cómo [añadir un proxy](/helps/set-up-proxies).',
      },
    ],
  },
  'set-up-fingerprints': {
    title: 'Cómo elegir los ajustes de huella de un perfil nuevo',
    excerpt:
      'Qué opciones de la huella conviene cambiar, cuáles no tocar y cómo interpretar la comprobación de coherencia.',
    description:
      'Qué ajustes de huella cambiar en un perfil nuevo de Polyprofile, cuáles dejar con sus valores predeterminados y cómo funciona la comprobación de coherencia.',
    body: [
      {
        p: 'Cuando creas un perfil, Polyprofile genera una huella completa a partir de datos de dispositivos reales. En la mayoría de los casos solo tienes que decidir tres cosas y puedes dejar el resto como está.',
      },
      { h2: 'Las tres decisiones' },
      {
        ol: [
          '**Sistema operativo.** Elige el que la cuenta ha usado hasta ahora. Para una cuenta nueva, Windows es la opción más habitual en escritorio.',
          '**Escritorio o móvil.** Usa un ajuste móvil solo para las cuentas que se supone que se usan desde un teléfono.',
          '**Tamaño de pantalla.** Mantén la resolución sugerida salvo que el historial de la cuenta exija otra. Los tamaños comunes llaman menos la atención que los raros.',
        ],
      },
      { h2: 'Ajustes que conviene dejar como están' },
      {
        ul: [
          '**Huso horario, idioma, geolocalización:** *Según la IP*, para que coincidan con el proxy.',
          '**WebRTC:** *Reemplazar*, que muestra la dirección del proxy en lugar de la tuya real.',
          '**Canvas, WebGL, audio:** *Ruido*, que da al perfil sus propios hashes estables.',
          '**Fuentes:** *Fuentes del perfil*, acordes con el sistema operativo elegido.',
        ],
      },
      { h2: 'La comprobación de coherencia' },
      {
        p: 'El panel de la parte inferior de la pestaña de la huella contrasta los valores entre sí. Una marca verde significa que no se han encontrado contradicciones. Un aviso amarillo nombra los valores que no encajan, por ejemplo una plataforma macOS con una GPU que solo existe en Windows. Corrige los avisos antes del primer inicio de sesión; después, cambiar el dispositivo de una cuenta activa puede levantar sospechas por sí solo.',
      },
      {
        p: 'Haz clic en **Nueva huella** para generar un dispositivo completamente nuevo si quieres empezar de cero. La [referencia de parámetros de la huella](/docs/fingerprint-parameters) explica cada valor en detalle.',
      },
    ],
  },
  'set-up-proxies': {
    title: 'Cómo añadir un proxy a un perfil',
    excerpt:
      'Pega un proxy en cualquier formato habitual, compruébalo y deja que el perfil tome de él su ubicación.',
    description:
      'Añade un proxy a un perfil de Polyprofile: tipos y formatos admitidos, la comprobación integrada y enlaces de rotación para proxies móviles.',
    body: [
      {
        p: 'Un proxy da a un perfil su propia dirección IP y su propia ubicación. Polyprofile admite proxies HTTP, HTTPS y SOCKS5 de cualquier proveedor.',
      },
      { h2: 'Pasos' },
      {
        ol: [
          'Abre los ajustes del perfil y ve a la pestaña **Proxy**.',
          'Elige **Personalizado** y pega el proxy. El tipo, el host, el puerto, el usuario y la contraseña se rellenan solos.',
          'Haz clic en **Comprobar**. En uno o dos segundos verás la IP de salida, el país, la ciudad, el huso horario y la latencia.',
          'Si la ubicación es correcta, haz clic en **Guardar**.',
        ],
      },
      { h2: 'Formatos que entiende el campo' },
      {
        ul: [
          '`host:puerto`',
          '`host:puerto:usuario:contraseña`',
          '`usuario:contraseña@host:puerto`',
          '`socks5://usuario:contraseña@host:puerto` (también `http://` y `https://`)',
        ],
      },
      { h2: 'Proxies móviles con rotación de IP' },
      {
        p: 'Si tu proveedor te da un enlace que cambia la IP, pégalo en **URL de cambio de IP**. Aparecerá entonces un botón de rotación en la barra de herramientas del perfil. Rota la IP solo entre sesiones, nunca mientras tengas la sesión iniciada y estés trabajando.',
      },
      { h2: 'Proxies guardados' },
      {
        p: 'Los proxies que usas a menudo se pueden guardar en **Proxies**, en el menú de la izquierda, y elegirlos de una lista en vez de pegarlos. Al editar un proxy guardado se actualizan todos los perfiles que lo usan.',
      },
      {
        p: 'Una vez guardado, el perfil toma el huso horario, el idioma y la geolocalización de la nueva dirección cada vez que arranca. Cambiar el proxy de una cuenta que ya usas supone una ubicación nueva para esa cuenta, así que hazlo solo cuando la dirección anterior deje de funcionar.',
      },
      {
        p: 'Si la comprobación falla, consulta [qué hacer cuando falla la comprobación de un proxy](/helps/fix-proxies). Para elegir un tipo de proxy, lee nuestra [comparativa de tipos de proxy](/blog/proxies-guide).',
      },
    ],
  },
  'set-up-cookies': {
    title: 'Cómo importar cookies en un perfil',
    excerpt:
      'Traslada una sesión iniciada desde otro navegador a un perfil de Polyprofile sin volver a iniciar sesión.',
    description:
      'Importa cookies en formato JSON o Netscape a un perfil de Polyprofile para que una cuenta siga con la sesión iniciada al venir de otro navegador.',
    body: [
      {
        p: 'Importar cookies traslada una sesión iniciada a un perfil. El sitio ve entonces a un visitante que vuelve, y no un inicio de sesión nuevo desde un dispositivo desconocido.',
      },
      { h2: 'Exportar desde el navegador anterior' },
      {
        p: 'Usa una extensión de exportación de cookies en el navegador anterior y exporta solo las cookies del sitio que vas a trasladar, en formato JSON. Si el sitio inicia sesión a través de otro dominio, por ejemplo un dominio de cuentas aparte, exporta también ese dominio. No exportes todas las cookies del navegador.',
      },
      { h2: 'Importar en el perfil' },
      {
        ol: [
          'Cierra el perfil si está abierto.',
          'Abre su menú y elige **Cookies → Importar**.',
          'Pega el contenido JSON o el `cookies.txt` en formato Netscape, o elige el archivo.',
          'Haz clic en **Importar**. El diálogo muestra cuántas cookies se han añadido y enumera las que se han omitido, con el motivo.',
          'Abre el perfil y carga el sitio. Deberías tener la sesión iniciada.',
        ],
      },
      { h2: 'Antes de la primera visita' },
      {
        ul: [
          'Asigna al perfil un proxy del mismo país que la conexión del navegador anterior.',
          'Elige el mismo sistema operativo en el que funcionaba el navegador anterior.',
          'Cuando confirmes que el inicio de sesión funciona, evita cambiar contraseñas o datos de pago durante unas horas.',
        ],
      },
      {
        p: 'Las cookies omitidas suelen tener una fecha de caducidad pasada, lo que significa que esa parte de la sesión ya había terminado. Si el sitio cierra tu sesión tras un reinicio, consulta [qué hacer cuando no se guardan las cookies](/helps/fix-cookies).',
      },
      {
        p: 'Que una sesión importada sobreviva depende también del sitio. Los servicios que vinculan la sesión a la dirección IP desde la que se creó te pedirán que vuelvas a iniciar sesión por muy bien que hayas trasladado las cookies.',
      },
    ],
  },
  'set-up-teamwork': {
    title: 'Cómo invitar a miembros del equipo y asignar roles',
    excerpt:
      'Invita a tus compañeros a tu espacio de trabajo, elige sus roles y comparte con ellos carpetas de perfiles.',
    description:
      'Invita a miembros del equipo a un espacio de trabajo de Polyprofile, elige sus roles y permisos y comparte con ellos carpetas de perfiles.',
    body: [
      {
        p: 'Los miembros del equipo tienen su propio acceso y trabajan con los perfiles que compartes con ellos sin ver nunca las contraseñas de las cuentas. El plan Base incluye 3 puestos y el plan Equipo, 10.',
      },
      { h2: 'Invitar a alguien' },
      {
        ol: [
          'Abre **Espacio de trabajo → Miembros** y haz clic en **Invitar**.',
          'Escribe su dirección de correo y elige un rol: Administrador, Gestor o Miembro.',
          'Si quieres, elige las carpetas que debe ver desde el primer momento.',
          'Haz clic en **Enviar**. La persona recibe un correo con un enlace válido durante 7 días.',
        ],
      },
      { h2: 'Qué rol elegir' },
      {
        ul: [
          '**Miembro**, para quienes solo abren perfiles para trabajar en ellos. Es la opción predeterminada adecuada.',
          '**Gestor**, para quienes crean y configuran perfiles en sus carpetas.',
          '**Administrador**, para la persona o las dos personas que gestionan los miembros y los ajustes.',
        ],
      },
      { h2: 'Compartir perfiles' },
      {
        p: 'Coloca los perfiles en carpetas y comparte la carpeta: haz clic derecho sobre ella, elige **Compartir** y añade miembros. Todo lo que contiene la carpeta, incluidos los perfiles que se añadan más tarde, pasa a estar visible para ellos. También puedes asignar a un miembro un rol distinto dentro de una carpeta concreta.',
      },
      { h2: 'Permisos delicados' },
      {
        p: 'En la página del miembro, decide si puede ver las credenciales de los proxies, exportar cookies, editar huellas y eliminar perfiles. Los cuatro están desactivados para los nuevos miembros con el rol Miembro. La [referencia de roles y permisos](/docs/teamwork-permissions) explica cada uno.',
      },
      {
        p: 'A un miembro que no ha aceptado la invitación se le puede enviar un enlace nuevo desde la misma página; el enlace anterior deja de funcionar al instante.',
      },
    ],
  },
  'set-up-rpa': {
    title: 'Cómo ejecutar un flujo RPA en varios perfiles',
    excerpt:
      'Inicia un flujo en una selección de perfiles, define cuántos se ejecutan a la vez y revisa los resultados.',
    description:
      'Ejecuta un flujo RPA en muchos perfiles de Polyprofile: selecciona perfiles, fija la concurrencia, sigue el progreso y consulta el historial.',
    body: [
      {
        p: 'Cuando un flujo funciona en un perfil, puedes ejecutarlo en tantos como quieras. RPA está disponible en los planes Base, Equipo y Empresa.',
      },
      { h2: 'Iniciar una ejecución' },
      {
        ol: [
          'En la lista principal, selecciona los perfiles, o selecciona una carpeta para usar todos sus perfiles.',
          'Haz clic en **Ejecutar flujo** y elige el flujo.',
          'Ajusta la **Concurrencia**, es decir, el número de perfiles que se ejecutan a la vez. Empieza con 4 en un portátil y con 8 en una computadora de escritorio con 32 GB de memoria.',
          'Si el flujo usa variables de un archivo CSV, elige el archivo. Las filas se asignan a los perfiles por el nombre del perfil o por el orden de la lista.',
          'Haz clic en **Iniciar**.',
        ],
      },
      { h2: 'Seguir la ejecución' },
      {
        p: 'El panel de ejecución muestra una línea por perfil con su estado: en espera, en curso, terminado, con error o detenido. Haz clic en una línea para ver el registro de ese perfil, paso a paso, con la duración de cada uno. Puedes detener un solo perfil o toda la ejecución en cualquier momento; los perfiles detenidos se cierran de forma ordenada y sus cookies se guardan.',
      },
      { h2: 'Después de la ejecución' },
      {
        p: 'Los resultados se conservan en **Automatización → Historial** durante 30 días. Filtra por estado para encontrar los errores y abre una ejecución fallida para ver el paso que falló y, si está activado, una captura de la página en ese momento. Exporta la lista a CSV para compartirla.',
      },
      {
        p: 'Un perfil que ya tienes abierto tú o un compañero se omite y se marca como tal, así que una ejecución nunca se apodera de la sesión de nadie. Si varias ejecuciones fallan en el mismo paso, lee [por qué un flujo se detiene siempre en el mismo paso](/helps/fix-rpa).',
      },
    ],
  },
}
