import type { ArticleText } from '../types'

/** Las seis entradas más recientes del blog. */
export const posts: Record<string, ArticleText> = {
  'fingerprints-guide': {
    title: 'Huellas digitales: qué ven los sitios y cómo se separan los perfiles',
    excerpt:
      'Una huella digital es la suma de decenas de pequeños datos que informa tu navegador. Te contamos cuáles son, cuáles pesan más para las plataformas y cómo Polyprofile mantiene coherente cada perfil.',
    description:
      'Qué contiene la huella digital de un navegador, qué señales pesan más para las plataformas y cómo Polyprofile mantiene cada perfil coherente y separado.',
    body: [
      {
        p: 'Borra tus cookies, cambia de dirección IP, inicia sesión en una segunda cuenta, y muchas plataformas seguirán sabiendo que eres tú. El motivo es la **huella digital del navegador**: un perfil de tu dispositivo armado con la información que cualquier navegador entrega a cada página que abre.',
      },
      { h2: 'Qué forma parte de una huella digital' },
      {
        p: 'Ningún valor por sí solo te identifica. Una huella funciona porque decenas de valores corrientes, combinados, se vuelven poco frecuentes. Un script de detección típico recoge lo siguiente en mucho menos de un segundo:',
      },
      {
        ul: [
          '**Datos de navigator:** user agent, plataforma, lista de idiomas, número de procesadores lógicos (`hardwareConcurrency`) y memoria del dispositivo.',
          '**Pantalla:** resolución, área disponible descontando la barra de tareas, profundidad de color y proporción de píxeles.',
          '**Gráficos:** las cadenas de fabricante y renderizador de WebGL, las extensiones admitidas y los píxeles exactos que produce un dibujo en canvas con tu GPU.',
          '**Audio:** diminutas diferencias de redondeo cuando la Web Audio API procesa una señal de prueba.',
          '**Fuentes:** cuáles de unos cuantos cientos de nombres de fuentes se muestran con un ancho medible.',
          '**Red:** el huso horario, la dirección IP y las direcciones locales que WebRTC puede filtrar saltándose un proxy.',
          '**Client hints:** las cabeceras más recientes `Sec-CH-UA-*`, que describen la marca del navegador, la versión de la plataforma y la arquitectura.',
        ],
      },
      {
        p: 'Investigaciones públicas como el proyecto Cover Your Tracks de la EFF comprobaron que la gran mayoría de los navegadores analizados eran únicos solo con estas señales. Las cookies son opcionales para rastrear a alguien; la huella digital no lo es.',
      },
      { h2: 'Qué señales pesan más para las plataformas' },
      {
        p: 'Las redes publicitarias, los marketplaces y las redes sociales no publican sus modelos, pero los patrones que se ven en las revisiones de cuentas son constantes. Hay tres grupos de señales que importan más que el resto.',
      },
      {
        ol: [
          '**Los hashes de canvas, WebGL y audio.** Son difíciles de cambiar por accidente, así que dos cuentas que los comparten se tratan como un mismo dispositivo.',
          '**La coherencia entre señales.** Un user agent de Windows con un renderizador de GPU de Apple, o una IP de Berlín con el huso horario de São Paulo, es una señal de alarma más fuerte que cualquier valor aislado.',
          '**La estabilidad en el tiempo.** Los dispositivos reales cambian despacio. Un perfil cuyo tamaño de pantalla o lista de fuentes varía en cada inicio de sesión parece automatizado.',
        ],
      },
      { h2: 'Cómo construye Polyprofile un perfil' },
      {
        p: 'Cuando creas un perfil, Polyprofile toma una configuración de dispositivo completa de una base de datos de combinaciones de hardware reales y la mantiene fija durante toda la vida del perfil. Las salidas de canvas, WebGL y audio reciben una semilla de ruido estable para cada perfil, de modo que cada uno produce siempre su propio hash y ningún par de perfiles comparte el mismo.',
      },
      {
        p: 'El huso horario, el idioma y la geolocalización están por defecto en **Según la IP**: al arrancar, el cliente lee la dirección de salida del proxy y ajusta los tres para que coincidan. WebRTC está en *Reemplazar*, que informa de la IP del proxy en lugar de la tuya real. Puedes cambiar cualquier valor, y el editor del perfil muestra un aviso cuando un cambio crea una incoherencia, por ejemplo una plataforma macOS con una cadena de renderizador Direct3D.',
      },
      { h2: 'Una comprobación rápida' },
      {
        p: 'Antes de iniciar sesión en una cuenta valiosa con un perfil nuevo, abre dentro de él dos o tres verificadores públicos y compara los resultados con lo que configuraste:',
      },
      {
        ul: [
          'La IP, el país y el huso horario concuerdan entre sí.',
          'La prueba de WebRTC muestra solo la dirección del proxy, nunca la IP de tu casa o tu oficina.',
          'El sistema operativo, la pantalla y la GPU que se declaran encajan como un dispositivo que alguien podría tener de verdad.',
          'Un segundo perfil abierto en la misma computadora muestra hashes de canvas y WebGL distintos.',
        ],
      },
      {
        p: 'Después cierra el perfil, vuelve a abrirlo y pasa de nuevo el verificador. Los hashes deben ser idénticos a los de la primera vez. Si cambian entre sesiones, contacta con soporte indicando el ID del perfil, porque la estabilidad importa tanto como la unicidad.',
      },
      { h2: 'Lo que una huella digital no puede arreglar' },
      {
        p: 'Una buena huella elimina el vínculo técnico entre cuentas, no el de comportamiento. Pagar dos cuentas publicitarias con la misma tarjeta, reutilizar un número de teléfono de recuperación o copiar creatividades idénticas en varias cuentas las relacionará por muy limpio que esté el navegador. Trata el perfil como una parte de una identidad independiente, junto con su propio proxy, su método de pago y sus hábitos.',
      },
      {
        p: 'Para ver la lista completa de parámetros y qué hace cada opción, consulta la [referencia de parámetros de la huella](/docs/fingerprint-parameters).',
      },
    ],
  },
  'proxies-guide': {
    title: 'Proxy residencial, móvil o de centro de datos: cuál usar por perfil',
    excerpt:
      'El tipo de proxy decide cuánta confianza inspira un perfil antes de cargar una sola página. Comparamos proxies residenciales, móviles, ISP y de centro de datos por precio, estabilidad y riesgo.',
    description:
      'Proxies residenciales, móviles, ISP y de centro de datos comparados por confianza, precio y estabilidad, con una regla práctica de cuál necesita cada perfil.',
    body: [
      {
        p: 'Cada perfil de Polyprofile puede tener su propio proxy, y debería tenerlo. La huella le dice a un sitio qué dispositivo usas; la dirección IP le dice dónde estás y en qué tipo de red. Elegir el tipo equivocado es uno de los motivos más habituales por los que un perfil construido con cuidado recibe una solicitud de verificación el primer día.',
      },
      { h2: 'Los cuatro tipos, en un párrafo cada uno' },
      { h3: 'De centro de datos' },
      {
        p: 'Direcciones que pertenecen a empresas de hosting. Son rápidas y baratas, a menudo menos de un dólar por IP al mes, pero cualquier plataforma puede ver que la dirección pertenece a una granja de servidores y no a un hogar. Úsalas para extraer datos de páginas públicas y para herramientas a las que no les importa la confianza.',
      },
      { h3: 'ISP (residenciales estáticos)' },
      {
        p: 'Direcciones registradas a nombre de proveedores de internet para particulares, pero alojadas en centros de datos. Conservan la misma IP durante meses, lo que encaja con cuentas de larga vida, como las tiendas en marketplaces. Cuenta con pagar entre dos y cinco dólares por IP.',
      },
      { h3: 'Residenciales' },
      {
        p: 'El tráfico sale por conexiones domésticas reales. La confianza es alta y la elección geográfica, amplia, hasta el nivel de ciudad. Suelen cobrarse por gigabyte, y la dirección puede cambiar entre sesiones salvo que el proveedor ofrezca sesiones fijas (sticky) de 10 a 30 minutos o más.',
      },
      { h3: 'Móviles' },
      {
        p: 'Direcciones de operadoras 4G y 5G. Como miles de teléfonos reales comparten una misma dirección de la operadora mediante CGNAT, las plataformas rara vez las bloquean, lo que convierte a los proxies móviles en la opción más tolerante y también la más cara. La mayoría de los proveedores te dan un enlace que pide una IP nueva cuando quieras.',
      },
      { h2: 'El proxy adecuado para cada tarea' },
      {
        ul: [
          '**Cuentas publicitarias y cuentas con pagos vinculados:** ISP o móvil, una dirección fija por perfil, nunca compartida.',
          '**Cuentas sociales que calientas durante semanas:** móvil o residencial fijo en la misma ciudad en cada sesión.',
          '**Vendedores en marketplaces:** proxies ISP en el país de la tienda, conservados durante toda la vida de la cuenta.',
          '**Scraping y seguimiento de precios:** pools residenciales o de centro de datos rotativos; importa menos la confianza que el volumen.',
          '**Ver cómo se muestran los anuncios en el extranjero:** cualquier proxy residencial en el país de destino, rotado libremente.',
        ],
      },
      { h2: 'Cómo configurarlo en Polyprofile' },
      {
        p: 'Abre un perfil, ve a **Proxy** y pega la dirección en cualquiera de los formatos habituales, como `host:puerto:usuario:contraseña` o `socks5://usuario:contraseña@host:puerto`. Haz clic en **Comprobar**: el cliente se conecta a través del proxy y muestra la IP de salida, el país, la ciudad, el huso horario y la latencia. Si el resultado es correcto, guarda. El perfil tomará de esta dirección su huso horario y su idioma en cada arranque.',
      },
      {
        p: 'Con los proxies móviles, pega además el enlace de rotación en el campo **URL de cambio de IP**. Aparecerá un botón en la barra de herramientas del perfil, y la API local podrá llamar al mismo enlace antes de cada sesión automatizada.',
      },
      { h2: 'Tres comprobaciones antes de comprar al por mayor' },
      {
        ol: [
          'Compra primero una o dos direcciones y pásalas por un verificador de reputación de IP. Un proxy que figura en listas públicas de spam te costará más en cuentas perdidas de lo que te ahorra.',
          'Confirma que el proveedor admite el protocolo que necesitas. Algunos pools residenciales solo ofrecen HTTP, y ciertas herramientas funcionan mejor con SOCKS5.',
          'Pregunta cómo terminan las sesiones. Una sesión fija que caduca en mitad de un pago o del lanzamiento de un anuncio parece, a ojos de la plataforma, exactamente un robo de cuenta.',
        ],
      },
      {
        p: 'Varios proveedores de nuestra [página de socios](/partner) ofrecen descuentos a los usuarios de Polyprofile, y la [documentación sobre proxies](/docs/proxies) enumera todos los formatos admitidos. Si un proxy supera la prueba del propio proveedor pero falla en el cliente, el [artículo de ayuda sobre proxies](/helps/fix-proxies) repasa las causas habituales.',
      },
    ],
  },
  'teamwork-guide': {
    title: 'Cómo compartir perfiles de navegador con tu equipo sin dar contraseñas',
    excerpt:
      'Pasar contraseñas por chat y dejar que tres personas inicien sesión desde tres ciudades es la receta para que marquen las cuentas. Los perfiles compartidos, los roles y las carpetas resuelven ambos problemas.',
    description:
      'Da acceso a las cuentas a tus compañeros con perfiles compartidos, roles y carpetas, sin que accesos, cookies ni proxies salgan del espacio de trabajo.',
    body: [
      {
        p: 'Casi todos los equipos empiezan a compartir cuentas igual: una hoja de cálculo con los accesos, un chat de grupo para los códigos de 2FA y cada uno iniciando sesión desde su portátil. Funciona hasta que una plataforma ve una misma cuenta usada desde cuatro dispositivos en tres países y la bloquea para revisarla.',
      },
      {
        p: 'Los perfiles compartidos lo solucionan. La cuenta permanece con la sesión iniciada dentro de un perfil, con una huella y un proxy, y quienes la necesitan abren ese perfil en lugar de volver a iniciar sesión. Nadie necesita la contraseña, y la plataforma ve un único dispositivo coherente.',
      },
      { h2: 'Cómo funciona el uso compartido' },
      {
        p: 'Un espacio de trabajo de Polyprofile pertenece a su propietario, que invita a los miembros por correo electrónico. Los perfiles viven en el espacio de trabajo, no en la computadora de nadie. Cuando un miembro abre un perfil, el cliente descarga sus datos cifrados, lo ejecuta en local y sube los cambios al cerrar la ventana. Mientras está abierto, el perfil queda bloqueado para los demás y muestra quién lo está usando, así que dos personas nunca trabajan a la vez en la misma cuenta.',
      },
      { h2: 'Roles, de más a menos acceso' },
      {
        ul: [
          '**Propietario:** la facturación, la eliminación del espacio de trabajo y todo lo que sigue. Hay exactamente uno.',
          '**Administrador:** invita y retira miembros, edita roles y ve todos los perfiles y el registro de actividad.',
          '**Gestor:** crea, edita y comparte perfiles en las carpetas que tiene asignadas.',
          '**Miembro:** abre los perfiles compartidos con él y, por defecto, nada más.',
        ],
      },
      {
        p: 'Además del rol, cada miembro tiene interruptores para las acciones delicadas: ver las credenciales de los proxies, exportar cookies, editar huellas y eliminar perfiles. Un freelance que publica contenido no necesita ninguno.',
      },
      { h2: 'Organizar los perfiles en carpetas' },
      {
        p: 'Las carpetas son la unidad con la que se comparte. En lugar de compartir 200 perfiles de uno en uno, crea una carpeta por cliente, proyecto o plataforma y da acceso a la carpeta. Los perfiles nuevos que se añaden a ella son visibles al instante para las personas adecuadas. Desde la versión 5.2, los roles también se pueden definir por carpeta, de modo que una persona puede ser gestora en la carpeta *Cliente A* y simple miembro en *Cliente B*.',
      },
      { h2: 'Una configuración que funciona para una agencia de diez personas' },
      {
        ol: [
          'Crea una carpeta por cliente y, dentro, un perfil por cuenta, con el nombre de la cuenta y no el de la persona que la lleva.',
          'Da a cada account manager el rol Gestor solo en las carpetas de sus clientes.',
          'Da al personal de contenido y de soporte el rol Miembro, con la exportación de cookies y la visualización de proxies desactivadas.',
          'Deja la facturación en manos del propietario y de un administrador, y activa la autenticación en dos pasos para ambos.',
          'Revisa cada semana el registro de actividad en busca de perfiles abiertos fuera del horario laboral o desde computadoras inesperadas.',
        ],
      },
      { h2: 'Cuando alguien se va' },
      {
        p: 'Retirar a un miembro tiene efecto inmediato: su cliente cierra los perfiles que tenga abiertos y ya no puede descargar datos del espacio de trabajo. Como nunca conoció las contraseñas, no hace falta cambiarlas, aunque rotarlas sigue siendo una buena práctica en las cuentas con métodos de pago asociados. Reasigna a un gestor los perfiles que creó esa persona para que ninguno quede huérfano.',
      },
      { h2: 'Límites que conviene conocer' },
      {
        p: 'El plan Base incluye 3 puestos y el plan Equipo 10; el plan Empresa no tiene un límite fijo. Cada puesto puede tener la sesión iniciada en hasta dos computadoras. Un perfil solo puede estar abierto en una computadora a la vez, y de eso se trata: la plataforma nunca debe ver la misma sesión en dos sitios. La [referencia de roles y permisos](/docs/teamwork-permissions) enumera todos los interruptores, y el [artículo de ayuda sobre invitaciones](/helps/set-up-teamwork) cubre los primeros pasos.',
      },
    ],
  },
  'rpa-guide': {
    title: 'Tu primer flujo RPA: automatiza un check-in diario en 15 minutos',
    excerpt:
      'Entrar cada mañana en 30 cuentas para pulsar el mismo botón es justo el trabajo para el que existen los robots. Esta guía construye un pequeño flujo RPA y lo ejecuta según una programación.',
    description:
      'Crea un pequeño flujo RPA en Polyprofile que abre cada perfil, hace el check-in en un sitio y anota el resultado, y prográmalo para que se ejecute solo.',
    body: [
      {
        p: 'En Polyprofile, la automatización robótica de procesos consiste en grabar o montar una vez una secuencia de acciones del navegador y reproducirla después en tantos perfiles como quieras. No hace falta escribir código. En este artículo construimos un flujo real: cada mañana, abrir cada perfil, visitar un panel, pulsar un botón de check-in si aparece y guardar una captura como prueba.',
      },
      { h2: 'Antes de empezar' },
      {
        ul: [
          'RPA está disponible a partir del plan Base.',
          'Cada perfil en el que ejecutes el flujo debería tener ya la sesión iniciada en el sitio. La automatización funciona mejor cuando no tiene que encargarse de los inicios de sesión.',
          'Elige un perfil de prueba. En él construirás y depurarás el flujo antes de ejecutarlo en ningún otro.',
        ],
      },
      { h2: 'Paso 1: crea el flujo' },
      {
        p: 'Ve a **Automatización → RPA → Nuevo flujo** y llámalo *Check-in diario*. El editor se abre con una lista de acciones vacía a la izquierda y una vista previa del perfil seleccionado a la derecha.',
      },
      { h2: 'Paso 2: añade las acciones' },
      {
        ol: [
          '**Abrir URL:** la dirección del panel. Ajusta *Esperar hasta* en *Red inactiva* para que la página termine de cargar.',
          '**Esperar elemento:** el botón de check-in, que seleccionas haciendo clic sobre él en la vista previa. Fija el tiempo de espera en 10 segundos y activa *Continuar si no se encuentra*, porque algunos días no hay nada que reclamar.',
          '**Si el elemento existe:** el mismo botón. Dentro de la rama, añade una acción **Clic** sobre él y una **Espera** de 2 a 4 segundos.',
          '**Captura de pantalla:** el área visible, guardada con el nombre del perfil y la fecha en el nombre del archivo.',
          '**Cerrar pestaña.**',
        ],
      },
      {
        p: 'El intervalo aleatorio de la espera es intencionado. Pausas idénticas al milisegundo en treinta cuentas forman un patrón que los sistemas de detección de automatización buscan.',
      },
      { h2: 'Paso 3: prueba en un perfil' },
      {
        p: 'Haz clic en **Ejecutar en los seleccionados** con tu perfil de prueba. El panel de registro muestra cada acción mientras se ejecuta, con su duración. Si un paso falla, la ejecución se detiene y el registro muestra una captura de la página en ese momento, que suele revelar si el selector era incorrecto o la página iba lenta.',
      },
      {
        quote:
          'La mayoría de los flujos rotos que vemos en las consultas a soporte fallan por selectores copiados de una página que después cambió su diseño. Prefiere selectores basados en el texto visible o en atributos estables antes que largas rutas CSS.',
      },
      { h2: 'Paso 4: ejecútalo en todos los perfiles' },
      {
        p: 'Selecciona los perfiles en la lista principal, o una carpeta entera, y elige **Ejecutar flujo → Check-in diario**. Ajusta la concurrencia: cuántos perfiles se ejecutan a la vez. En una máquina con 16 GB de memoria, entre cinco y ocho perfiles simultáneos es un buen punto de partida. El flujo abre cada perfil, se ejecuta, lo cierra y pasa al siguiente.',
      },
      { h2: 'Paso 5: prográmalo' },
      {
        p: 'En los ajustes del flujo, añade un disparador **Programación**: a diario a las 09:00, con un desfase aleatorio de inicio de hasta 40 minutos. El cliente tiene que estar abierto para que arranquen los flujos programados, así que en una máquina compartida de la oficina déjalo abierto y con la sesión iniciada. Los resultados aparecen en **Automatización → Historial**, con un estado y la captura de cada perfil.',
      },
      { h2: 'Y ahora, qué' },
      {
        p: 'Los flujos pueden leer variables de un archivo CSV, una fila por perfil, lo que convierte el mismo flujo en una herramienta para publicar o rellenar formularios. Para la lógica que se le queda grande al editor visual, la [API local](/docs/local-api) te permite iniciar perfiles y controlarlos con Puppeteer o Playwright. La [referencia de acciones RPA](/docs/rpa-actions) recoge todas las acciones y opciones usadas aquí.',
      },
    ],
  },
  'cookies-guide': {
    title: 'Cookies y sesiones: importar, calentar y mantener las sesiones vivas',
    excerpt:
      'Un perfil sin cookies parece recién estrenado, porque lo es. Cómo importar sesiones desde otro navegador, calentar perfiles nuevos y evitar que caduquen los inicios de sesión.',
    description:
      'Importa cookies desde otros navegadores, calienta perfiles nuevos con el robot de cookies y mantén las sesiones vivas entre arranques en Polyprofile.',
    body: [
      {
        p: 'Un navegador real que lleva unos meses en uso acumula miles de cookies de buscadores, sitios de noticias, tiendas y redes publicitarias. Un perfil creado hace cinco minutos no tiene ninguna. Las plataformas notan la diferencia, y sus modelos antifraude también. Gestionar bien las cookies se reduce a dos cosas: trasladar las sesiones existentes con seguridad y dar a los perfiles nuevos un historial verosímil.',
      },
      { h2: 'Dónde guarda Polyprofile las cookies' },
      {
        p: 'Cada perfil tiene su propio almacén de cookies, su almacenamiento local, su IndexedDB y su caché, guardados en disco de forma cifrada. Con la sincronización en la nube activada, el almacén se sube cuando el perfil se cierra y se descarga cuando se abre en otra computadora. Los perfiles no comparten nada, y por eso iniciar sesión en una cuenta nunca te conecta a otra en ningún otro sitio.',
      },
      { h2: 'Importar una sesión existente' },
      {
        p: 'Si una cuenta ya funciona en otro navegador, trasladar sus cookies evita un inicio de sesión desde un dispositivo nuevo, que es el momento en que las plataformas más desconfían. Exporta las cookies del navegador anterior con una extensión que genere JSON y, en Polyprofile, abre **Perfil → Cookies → Importar** y pega el archivo o el texto. El cliente acepta arrays JSON y el formato `cookies.txt` de Netscape.',
      },
      {
        ul: [
          'Importa en un perfil cuyo proxy esté en el mismo país que el navegador anterior, a ser posible en la misma ciudad.',
          'Usa el mismo sistema operativo que el dispositivo anterior, ya que la sesión puede guardar indicios sobre él.',
          'Abre el sitio una vez, comprueba que la sesión está iniciada y después deja la cuenta tranquila unas horas antes de hacer nada importante.',
        ],
      },
      { h2: 'Calentar un perfil nuevo' },
      {
        p: 'Para las cuentas que estás a punto de registrar, un breve historial de navegación ayuda. El **robot de cookies** (Perfil → Cookies → Calentar) visita una lista de sitios populares de la región del perfil, se desplaza por ellos, espera y acepta los avisos de consentimiento, y va acumulando cookies corrientes por el camino. Una ejecución predeterminada visita 25 sitios y dura unos diez minutos. Puedes aportar tu propia lista, por ejemplo de medios y tiendas locales que encajen con el personaje de la cuenta.',
      },
      {
        p: 'Calentar no es un escudo. Hace que un perfil parezca menos vacío; no vuelve aceptable un mal proxy ni una creatividad copiada.',
      },
      { h2: 'Mantener las sesiones vivas' },
      {
        p: 'Las sesiones terminan por tres motivos: el sitio las hace caducar, algo las borra o parece que las usa otro dispositivo. Sobre los dos últimos sí puedes actuar.',
      },
      {
        ol: [
          'Deja desactivado **Borrar cookies al cerrar** en cualquier perfil que guarde un inicio de sesión. Esa opción existe para los perfiles de scraping que deben empezar limpios cada vez.',
          'Deja que cada perfil termine de sincronizarse antes de abrirlo en otra computadora. La lista de perfiles muestra un icono de nube mientras dura la subida.',
          'Evita abrir la misma cuenta en dos perfiles. El segundo inicio de sesión puede invalidar la primera sesión, y algunas plataformas marcarán las dos.',
          'Abre las cuentas de larga duración al menos cada dos semanas. Muchos sitios acortan las sesiones de «recordarme» de las cuentas que se quedan inactivas.',
        ],
      },
      { h2: 'Exportar y hacer copias de seguridad' },
      {
        p: 'El botón de exportación genera el mismo formato JSON que lee el importador. Los equipos pueden restringirlo por miembro, ya que un archivo de cookies exportado equivale en la práctica a una cuenta con la sesión iniciada. Para copias de seguridad del perfil completo, con el almacenamiento local y las extensiones, usa **Exportar perfil**, que escribe un archivo cifrado. El [artículo de ayuda sobre cookies](/helps/fix-cookies) trata los perfiles que pierden la sesión una y otra vez.',
      },
    ],
  },
  'facebook-ads-guide': {
    title: 'Varias cuentas publicitarias de Facebook sin que se vinculen',
    excerpt:
      'Meta relaciona las cuentas publicitarias a través de dispositivos, métodos de pago, páginas y personas. Un plan de separación que cubre los cuatro frentes, y dónde encaja un perfil de navegador.',
    description:
      'Mantén separadas varias cuentas publicitarias de Facebook y Meta: dispositivos, proxies, métodos de pago, páginas y personas, con un perfil por cuenta.',
    body: [
      {
        p: 'Los media buyers que gestionan más de una cuenta publicitaria de Meta acaban topándose con el mismo problema: una cuenta sufre una restricción y, en cuestión de días, las demás caen detrás. Los sistemas de revisión de Meta buscan activos compartidos, y el navegador es solo una de las varias cosas que se pueden compartir. Esta guía recoge cómo vemos que los equipos con experiencia organizan su configuración.',
      },
      { h2: 'Las cuatro cosas que vinculan las cuentas' },
      {
        ol: [
          '**El dispositivo:** la huella, las cookies y la dirección IP desde la que inicia sesión la cuenta.',
          '**El pago:** tarjetas, cuentas de PayPal y direcciones de facturación reutilizadas entre cuentas publicitarias.',
          '**Los activos:** páginas de Facebook, píxeles, dominios y administradores comerciales conectados a más de una cuenta.',
          '**Las personas:** los perfiles personales que administran las cuentas, y su propio historial.',
        ],
      },
      {
        p: 'Un perfil de navegador resuelve por completo el primer punto, pero ninguno de los otros tres. Tómalo como los cimientos, no como el edificio entero.',
      },
      {
        p: 'Meta también compara las cuentas a lo largo del tiempo. Una cuenta publicitaria que durante tres meses inició sesión desde Lisboa y de pronto aparece desde la red de una oficina de Kiev ha cambiado su historia, aunque no haya cambiado nada más.',
      },
      { h2: 'Un perfil por cada cuenta personal' },
      {
        p: 'En el modelo de Meta, las cuentas publicitarias las gestionan personas. Cada cuenta personal de Facebook que administra anuncios debería vivir en un único perfil de Polyprofile, con un proxy ISP o móvil fijo en el país del que dice ser la cuenta. No cambies de proxy entre sesiones y no abras la cuenta en ningún otro sitio, tampoco en tu teléfono.',
      },
      {
        ul: [
          'Huella: escritorio Windows o macOS, con el huso horario y el idioma tomados del proxy.',
          'Proxy: una dirección por perfil, nunca compartida con otra cuenta publicitaria, con la rotación de IP desactivada.',
          'Cookies: calienta el perfil durante uno o dos días antes de añadir los datos de pago.',
          'Autenticación en dos pasos: una app de autenticación por cuenta, con los códigos guardados en el gestor de contraseñas del equipo.',
        ],
      },
      { h2: 'Pagos y activos' },
      {
        p: 'Usa una tarjeta distinta para cada cuenta publicitaria. Los servicios de tarjetas virtuales lo hacen viable, y varios colaboran con nuestros usuarios a través de la [página de socios](/partner). Da a cada cuenta su propia página y su propio píxel, salvo que quieras agruparlas a propósito bajo un mismo administrador comercial. Reutilizar un dominio de landing en cuentas que no tienen relación es un vínculo frecuente y fácil de evitar.',
      },
      { h2: 'Trabajar en equipo' },
      {
        p: 'Cuando un comprador, un diseñador y un analista necesitan la misma cuenta, comparte el perfil en lugar de la contraseña. Así todos trabajan con la misma huella de dispositivo y el mismo proxy, y Meta ve un único administrador coherente. Da al diseñador y al analista el rol Miembro con la exportación de cookies desactivada. La [guía de trabajo en equipo](/blog/teamwork-guide) explica los roles en detalle.',
      },
      { h2: 'Cuando una cuenta sufre una restricción' },
      {
        p: 'No inicies sesión en la cuenta restringida desde otros perfiles para revisarla, ni traslades sus activos a una cuenta nueva ese mismo día. Las dos cosas conectan el problema con las cuentas sanas. Presenta la apelación desde el perfil que la cuenta usó siempre, mantén el mismo proxy y espera al resultado antes de reutilizar cualquier activo que estuviera asociado a ella.',
      },
      { h2: 'Una expectativa realista' },
      {
        p: 'Ninguna herramienta garantiza que una cuenta no vaya a pasar nunca por una revisión. Meta restringe cuentas por motivos de políticas, fallos de pago y problemas con las creatividades que no tienen nada que ver con los vínculos. Lo que consigue una buena separación es limitar los daños: una cuenta restringida sigue siendo una sola cuenta restringida. Nuestra [página de la solución para Facebook](/solutions/facebook) resume la configuración, y la [guía paso a paso](/guide/facebook-ads-step-by-step) la construye desde cero.',
      },
    ],
  },
}
