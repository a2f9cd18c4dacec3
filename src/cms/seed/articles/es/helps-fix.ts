import type { ArticleText } from '../types'

/** Centro de ayuda: solución de problemas. */
export const helpsFix: Record<string, ArticleText> = {
  'fix-proxies': {
    title: 'La comprobación del proxy falla o un perfil no tiene conexión',
    excerpt:
      'Qué significa cada error de la comprobación y en qué orden buscar la causa cuando un perfil no puede conectarse a internet.',
    description:
      'Soluciona una comprobación de proxy fallida en Polyprofile: qué significan los errores de tiempo de espera, autenticación y rechazo, y qué revisar en orden.',
    body: [
      {
        p: 'Cuando la comprobación falla, el resultado indica el motivo. Empieza por la línea que coincida con lo que ves.',
      },
      { h2: 'Mensajes de error' },
      {
        ul: [
          '**Tiempo de espera agotado:** el proxy no respondió en 10 segundos. El host o el puerto son incorrectos, el proxy está caído o un cortafuegos de tu red bloquea el puerto.',
          '**Error de autenticación:** el usuario o la contraseña son incorrectos, o el proveedor solo admite conexiones desde direcciones IP de una lista blanca y la tuya no está en ella.',
          '**Conexión rechazada:** el host respondió, pero nada escucha en ese puerto. Revisa el número de puerto y el protocolo.',
          '**Protocolo no admitido:** el tipo no corresponde al proxy, por ejemplo si has elegido SOCKS5 para un proxy HTTP.',
        ],
      },
      { h2: 'Comprobaciones, por orden' },
      {
        ol: [
          'Vuelve a copiar la cadena del proxy desde el panel del proveedor. Los espacios y saltos de línea de más son la causa más frecuente.',
          'Prueba el otro protocolo. Muchos proveedores ofrecen HTTP y SOCKS5 en puertos distintos.',
          'Si el proveedor usa una lista blanca de IP, añade tu IP pública actual en su panel. Cambia cada vez que cambias de red.',
          'Desactiva cualquier VPN de tu computadora y vuelve a comprobar.',
          'Prueba el proxy en otro perfil. Si falla en todos, contacta con el proveedor; si funciona en otro, compara la configuración de proxy de los dos perfiles.',
        ],
      },
      { h2: 'La comprobación pasa, pero las páginas no cargan' },
      {
        p: 'Algunos proveedores bloquean ciertos sitios o puertos. Abre en el perfil una página sencilla, como un buscador; si esa carga y tu sitio de destino no, pregunta al proveedor si el sitio está permitido. Revisa también la latencia que muestra el resultado: por encima de unos 2 segundos, las páginas pesadas pueden agotar el tiempo de espera.',
      },
      {
        p: 'Si la comprobación sale bien pero muestra un país inesperado, puede que el proveedor te haya asignado otra ubicación. En la [documentación sobre proxies](/docs/proxies) verás cómo se muestran las dos fuentes de geolocalización.',
      },
    ],
  },
  'fix-cookies': {
    title: 'Se cierra la sesión cada vez: cuando las cookies no se guardan',
    excerpt:
      'Un perfil que olvida sus inicios de sesión suele tener uno de estos cuatro problemas de ajustes o de sincronización. Cómo saber cuál.',
    description:
      'Por qué un perfil de Polyprofile olvida sus inicios de sesión entre un arranque y otro y cómo solucionarlo: limpieza, sincronización, caducidad y el sitio.',
    body: [
      {
        p: 'Si un sitio cierra tu sesión cada vez que vuelves a abrir un perfil, revisa estas causas por orden. La mayoría de los casos se resuelven con las dos primeras.',
      },
      { h2: '1. El perfil borra sus datos al cerrarse' },
      {
        p: 'Abre los ajustes del perfil, pestaña **Avanzado**, y revisa **Borrar cookies al cerrar** y **Borrar almacenamiento al cerrar**. Ambas opciones deben estar desactivadas en los perfiles que guardan inicios de sesión.',
      },
      { h2: '2. El perfil se cerró antes de sincronizarse' },
      {
        p: 'Con la sincronización en la nube activada, el perfil sube sus datos al cerrarse. Si se salió del cliente o se apagó la computadora durante la subida, el siguiente arranque usa la copia anterior. Antes de salir, espera a que el icono de la nube junto al perfil deje de moverse. El estado de sincronización de la pestaña **Información** del perfil muestra cuándo terminó la última subida.',
      },
      { h2: '3. El sitio terminó la sesión' },
      {
        p: 'Abre la pestaña **Cookies** y busca la cookie de sesión del sitio. Si su fecha de caducidad ya pasó, o es una cookie de sesión sin caducidad, es el sitio quien ha decidido cuánto dura el inicio de sesión. Marcar *Recordarme* o *Mantener la sesión iniciada* al entrar suele dar una sesión más larga.',
      },
      { h2: '4. El sitio vio un dispositivo distinto' },
      {
        p: 'Algunos sitios terminan la sesión cuando cambia la dirección IP o la versión del navegador. Si el proxy rota, pasa a uno fijo (sticky) o estático. Después de una actualización del núcleo, cuenta con que algunos sitios te pidan iniciar sesión una vez más.',
      },
      { h2: '¿Sigue cerrándose la sesión?' },
      {
        ul: [
          'Comprueba si alguna extensión del perfil borra cookies. Las extensiones de privacidad lo hacen a menudo.',
          'Asegúrate de no estar abriendo la misma cuenta en dos perfiles, lo que puede invalidar la primera sesión.',
          'Envía a soporte el ID del perfil que aparece en la pestaña **Información**; podemos revisar su historial de sincronización sin ver sus cookies.',
        ],
      },
      {
        p: 'La [guía sobre cookies](/blog/cookies-guide) explica con más detalle cómo se guardan y se sincronizan las sesiones.',
      },
    ],
  },
  'fix-fingerprints': {
    title: 'Un sitio dice que el navegador parece inusual',
    excerpt:
      'Cuando un sitio muestra un aviso, un CAPTCHA o una página de «navegador no compatible», cómo encontrar el valor que delata al perfil.',
    description:
      'Qué hacer cuando un sitio marca un perfil de Polyprofile como inusual: avisos de coherencia, núcleos desactualizados, extensiones y proxies.',
    body: [
      {
        p: 'Un aviso, un CAPTCHA interminable o una página de «tu navegador no es compatible» significan que algo del perfil no le pareció bien al sitio. Rara vez es el motor de huellas en sí; casi siempre es un valor que contradice a los demás.',
      },
      { h2: 'Busca la contradicción' },
      {
        ol: [
          'Abre los ajustes del perfil y mira la comprobación de coherencia en la parte inferior de la pestaña **Huella**. Corrige cualquier aviso amarillo.',
          'Comprueba que el huso horario, el idioma y la geolocalización estén en *Según la IP*.',
          'Ejecuta la comprobación del proxy. Un proxy en un país distinto al del huso horario es la contradicción más habitual.',
          'Confirma en la pestaña **Información** que el núcleo está actualizado. Los núcleos antiguos declaran una versión vieja del navegador que algunos sitios rechazan.',
        ],
      },
      { h2: 'Extensiones' },
      {
        p: 'Los bloqueadores de anuncios, los bloqueadores de scripts y algunas extensiones de privacidad cambian lo que ven las páginas, y varios proveedores de protección contra bots lo consideran sospechoso. Desactiva las extensiones una a una y recarga la página para averiguar si alguna provoca el aviso.',
      },
      { h2: 'Ajustes móviles' },
      {
        p: 'Si el perfil usa un ajuste predefinido de Android o iOS, asegúrate de no haber cambiado el tamaño de pantalla ni desactivado la entrada táctil. Un teléfono sin pantalla táctil es una incoherencia evidente. Usa **Nueva huella** con el mismo ajuste predefinido para recuperar un conjunto de valores coherente.',
      },
      { h2: 'Si nada funciona' },
      {
        p: 'Abre un perfil nuevo con los ajustes predeterminados y el mismo proxy, y carga la página. Si el perfil nuevo pasa, compara sus ajustes con los del antiguo. Si también falla, la causa probable es la reputación de la IP del proxy; prueba una dirección de otro proveedor o de otro pool.',
      },
      {
        p: 'Envía a soporte el ID del perfil y la dirección de la página. Probamos las páginas que nos notifican con el núcleo actual y corregimos los problemas de detección en las actualizaciones del núcleo, a menudo en cuestión de días.',
      },
    ],
  },
  'fix-profile-start': {
    title: 'Un perfil no arranca o se cierra al instante',
    excerpt:
      'Cuando hacer clic en Abrir no hace nada, muestra un error o la ventana se cierra enseguida: las causas y sus soluciones.',
    description:
      'Soluciona un perfil de Polyprofile que no se abre o se cierra al momento: bloqueos, descarga del núcleo, antivirus, espacio en disco y datos dañados.',
    body: [
      {
        p: 'Cuando un perfil no se abre, el botón o una notificación suelen decir por qué. Estos son los mensajes habituales y qué hacer con cada uno.',
      },
      { h2: '«El perfil está en uso»' },
      {
        p: 'Otra persona, o tú mismo en otra computadora, tiene el perfil abierto. El mensaje indica el usuario y la computadora. Pídele que lo cierre. Si su computadora se colgó, un administrador o el propio usuario puede hacer clic en **Tomar el control**; el bloqueo también se libera automáticamente 30 minutos después de que la otra computadora deje de responder.',
      },
      { h2: '«Descargando el núcleo»' },
      {
        p: 'El perfil necesita un núcleo de navegador que todavía no está en esta computadora, normalmente después de una actualización o en una instalación nueva. La descarga ocupa unos 150 MB. Si se queda en el 0 %, comprueba que ningún cortafuegos ni proxy de tu red impida conectarse a nuestros servidores de actualizaciones.',
      },
      { h2: 'La ventana se abre y se cierra al instante' },
      {
        ol: [
          'Comprueba que el antivirus no haya puesto en cuarentena archivos de la carpeta de Polyprofile. Restáuralos y añade la carpeta a las excepciones.',
          'Comprueba el espacio libre en disco. Un perfil necesita sitio para descomprimir sus datos; con menos de 1 GB libre, los arranques fallan.',
          'Desactiva las extensiones del perfil desde sus ajustes y vuelve a intentarlo. Una extensión rota puede hacer que el navegador falle al arrancar.',
          'Reinicia el cliente. Si otros perfiles se abren y este no, puede que sus datos locales estén dañados.',
        ],
      },
      { h2: 'Datos locales dañados' },
      {
        p: 'Abre el menú del perfil y elige **Reparar**. El cliente descarta la copia local y descarga de la nube la última versión sincronizada. Los cambios hechos desde la última sincronización correcta se pierden, y por eso pide confirmación. Los perfiles que solo se guardan en local no se pueden reparar así; restáuralos desde un archivo exportado.',
      },
      {
        p: 'Si nada de esto ayuda, haz clic en **Ayuda → Enviar registros** en el cliente e indica el ID del perfil cuando contactes con soporte.',
      },
    ],
  },
  'fix-sync': {
    title: 'Los cambios de un perfil no aparecen en otra computadora',
    excerpt:
      'Si faltan en otra computadora marcadores, cookies o ajustes guardados en una, revisa el estado de sincronización, el modo de almacenamiento y los tiempos.',
    description:
      'Soluciona la sincronización en la nube de Polyprofile cuando faltan cambios en otra computadora: estado, perfiles solo locales y momento de apertura.',
    body: [
      {
        p: 'Los perfiles se sincronizan a través de la nube al cerrarse. Si en una computadora faltan los cambios hechos en otra, el motivo es uno de los siguientes.',
      },
      { h2: 'La subida no terminó' },
      {
        p: 'Mira el perfil en la primera computadora. Un icono de nube en movimiento significa que la subida sigue en curso; una nube roja, que ha fallado. Haz clic en el icono rojo para ver el error y volver a intentarlo. Salir del cliente o perder la conexión durante la subida es la causa habitual.',
      },
      { h2: 'El perfil se guarda en local' },
      {
        p: 'En sus ajustes, un perfil puede configurarse como **Solo almacenamiento local**, por ejemplo para datos que no quieres en la nube. Esos perfiles nunca se sincronizan. El modo de almacenamiento aparece en la pestaña **Información**; al cambiarlo a la nube, los datos actuales se suben la próxima vez que se cierre el perfil.',
      },
      { h2: 'La otra computadora abrió una copia antigua' },
      {
        p: 'Si el perfil se abrió en la segunda computadora mientras la primera todavía estaba subiendo, la segunda partió de la versión anterior. Cuando luego se cierran las dos, gana la subida más tardía y se pierden los cambios de la otra. Deja que termine la subida antes de abrir el perfil en otro sitio; el bloqueo indica cuándo el perfil sigue en uso.',
      },
      { h2: 'Qué se sincroniza y qué no' },
      {
        ul: [
          'Se sincronizan: cookies, almacenamiento local, IndexedDB, marcadores, historial, extensiones y sus ajustes, contraseñas guardadas y pestañas abiertas.',
          'No se sincronizan: la caché del navegador y los archivos descargados, que se quedan en la computadora donde se crearon.',
        ],
      },
      { h2: 'Revisa el registro de sincronización' },
      {
        p: 'La pestaña **Información** enumera las diez últimas subidas y descargas del perfil con su hora, su tamaño y la computadora. Si falta una subida desde la primera computadora, el problema está ahí; si aparece, pero la segunda muestra una versión anterior, haz clic en **Reparar** en la segunda para descargar la copia más reciente.',
      },
    ],
  },
  'fix-rpa': {
    title: 'Un flujo RPA se detiene siempre en el mismo paso',
    excerpt:
      'Cómo leer el registro de la ejecución, averiguar por qué falla un paso y hacer que el flujo tolere páginas lentas, cambios de diseño y ventanas emergentes.',
    description:
      'Soluciona un flujo RPA de Polyprofile que falla en el mismo paso: lee el registro, corrige selectores y esperas y gestiona las ventanas emergentes.',
    body: [
      {
        p: 'Cuando un flujo falla en el mismo paso en todos los perfiles, la causa está casi siempre en ese paso o en el anterior. Empieza por el registro de la ejecución.',
      },
      { h2: 'Lee el registro' },
      {
        ol: [
          'Abre **Automatización → Historial** y haz clic en una ejecución fallida.',
          'Busca el primer paso marcado en rojo. El mensaje dice qué salió mal, por ejemplo *elemento no encontrado* o *tiempo de navegación agotado*.',
          'Si la opción **Captura al fallar** está activada, abre la captura. Muestra la página exactamente como la vio el flujo.',
        ],
      },
      { h2: '«Elemento no encontrado»' },
      {
        p: 'O el elemento todavía no está en la página, o el selector ya no coincide. Si la captura muestra una página a medio cargar, sustituye la espera fija anterior al paso por **Esperar elemento**. Si la página está cargada y el elemento se ve, el sitio ha cambiado; vuelve a elegir el elemento con el selector de elementos y da preferencia a un selector basado en su texto o su etiqueta.',
      },
      { h2: '«Tiempo de navegación agotado»' },
      {
        p: 'La página tardó más de lo que permite el paso, 30 segundos por defecto. Aumenta el tiempo de espera para los sitios lentos, revisa la latencia del proxy de los perfiles afectados o reduce la concurrencia de la ejecución para no sobrecargar la computadora.',
      },
      { h2: 'Una ventana emergente estorba' },
      {
        p: 'Si la captura muestra un aviso de cookies o un diálogo encima de la página, añade un paso **Cerrar si aparece** antes del que falla y selecciona el botón de cierre del aviso. Activa *Continuar si no se encuentra* para que las ejecuciones sin la ventana emergente sigan adelante.',
      },
      { h2: 'Solo falla en algunos perfiles' },
      {
        p: 'Compara un perfil fallido con uno que haya ido bien. Las diferencias de idioma, de sesión iniciada o de región suelen cambiar la página. Usa la acción **Si el elemento existe** para gestionar ambas versiones, o detén esos perfiles con un estado claro.',
      },
      {
        p: 'La [referencia de acciones RPA](/docs/rpa-actions) enumera las opciones de todas las acciones mencionadas aquí.',
      },
    ],
  },
  'fix-local-api': {
    title: 'La API local no responde',
    excerpt:
      'Conexión rechazada, 401 o 429 en la API local: qué significa cada uno y cómo conseguir que tus scripts hablen con el cliente.',
    description:
      'Soluciona errores de la API local de Polyprofile: conexión rechazada, 401 no autorizado, 403 por el plan y 429 por exceso de peticiones, paso a paso.',
    body: [
      {
        p: 'Tus scripts hablan con el cliente de Polyprofile que se ejecuta en la misma computadora. Empieza por la petición más sencilla posible, que no necesita ningún perfil:',
      },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      {
        p: 'Un cliente que funciona responde con `{"code":0,"msg":"ok","data":{...}}`, incluida la versión del cliente. Si recibes cualquier otra cosa, busca el caso correspondiente más abajo.',
      },
      { h2: 'Conexión rechazada' },
      {
        ul: [
          'El cliente no está en marcha o no has iniciado sesión. La API solo funciona mientras el cliente está abierto y con la sesión iniciada.',
          'La API está desactivada. Actívala en **Ajustes → API local**.',
          'El puerto es otro. El predeterminado es el 36912; la página de ajustes muestra el actual.',
        ],
      },
      { h2: 'HTTP 401' },
      {
        p: 'Falta la clave o es incorrecta. Vuelve a copiarla desde **Ajustes → API local** y envíala en la cabecera `X-Api-Key`. Al regenerar la clave, la anterior deja de valer inmediatamente.',
      },
      { h2: 'HTTP 403' },
      {
        p: 'La API local está incluida en los planes Equipo y Empresa. En los demás planes, el endpoint de estado responde, pero todos los demás devuelven 403 con un mensaje que indica el plan. Un 403 en un perfil concreto significa que tu rol no permite esa acción sobre él.',
      },
      { h2: 'HTTP 429' },
      {
        p: 'Has enviado más de 10 peticiones por segundo. Espera los segundos que indica `retry_after` y haz que tu script vaya más despacio. Para iniciar muchos perfiles, el endpoint por lotes es más rápido que muchas llamadas sueltas.',
      },
      {
        p: 'La lista completa de endpoints y los formatos de respuesta están en la [documentación de la API local](/docs/local-api).',
      },
    ],
  },
}
