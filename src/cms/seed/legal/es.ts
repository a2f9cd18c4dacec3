import type { LegalCopy } from './types'

export const es: LegalCopy = {
  privacy: {
    seo: {
      title: 'Política de privacidad',
      description:
        'Qué datos recoge Polyprofile en este sitio web, para qué, durante cuánto tiempo y cómo eliges lo que permites.',
    },
    title: 'Política de privacidad',
    subtitle: 'En vigor desde el 1 de noviembre de 2026.',
    body: [
      {
        p: 'Esta política se aplica a este sitio web y al soporte que prestamos a través de él. Polyprofile Ltd. es responsable de los datos aquí descritos; puedes escribirnos a privacy@polyprofile.com.',
      },
      { h2: 'Tu elección' },
      {
        p: 'A los visitantes de la Unión Europea, el Espacio Económico Europeo y el Reino Unido les pedimos su consentimiento antes de activar cualquier cosa que no sea estrictamente necesaria. Si tu navegador envía la señal Global Privacy Control, la tratamos como un rechazo, estés donde estés, y no te preguntamos. Puedes cambiar tu elección en cualquier momento desde «Configuración de privacidad», al pie de cada página.',
      },
      { h2: 'Lo que funciona siempre' },
      {
        ul: [
          'El idioma que eliges, guardado en una cookie durante 365 días para que el sitio se abra en tu idioma.',
          'Tu elección de privacidad, guardada en una cookie durante 180 días.',
          'El recuento de páginas vistas, clics y errores sin un identificador duradero: cada carga de página recibe un identificador aleatorio nuevo y no guardamos ninguna dirección IP.',
          'El código de referido de un enlace de socio, guardado en una cookie durante 7 días para que la visita se atribuya al socio.',
        ],
      },
      { h2: 'Lo que funciona solo con tu consentimiento' },
      {
        ul: [
          'Una cookie con un identificador de dispositivo (360 días) que nos permite contar los visitantes que vuelven y medir cómo funciona el sitio para ellos.',
          'Un informe de la huella del navegador (características de pantalla, gráficos, fuentes y red), que se comprueba como máximo una vez al día y que usamos para mejorar las huellas que crea nuestro navegador y para prevenir abusos.',
          'El chat de soporte, prestado por un tercero, que solo se carga cuando lo abres.',
          'Las invitaciones a iniciar sesión con Google, que cargan el script de Google.',
        ],
      },
      { h2: 'Cómo conservamos los datos' },
      {
        p: 'Las estadísticas se cifran en tu navegador antes de enviarse. En lugar de tu dirección IP, guardamos un hash generado con una clave que cambia cada día. Las estadísticas sin procesar se eliminan a los 180 días; a partir de entonces solo se conservan los totales diarios. Los mensajes que nos envías mediante un formulario se conservan durante el tiempo necesario para responderte.',
      },
      { h2: 'Tus derechos' },
      {
        p: 'Puedes solicitar el acceso a los datos que tenemos sobre ti, su rectificación o su supresión, oponerte a su uso o presentar una reclamación ante la autoridad de protección de datos competente. Escríbenos a privacy@polyprofile.com; respondemos en un plazo de 30 días.',
      },
    ],
  },
  terms: {
    seo: {
      title: 'Condiciones de uso',
      description:
        'Las normas para usar el sitio web de Polyprofile, sus descargas y su documentación.',
    },
    title: 'Condiciones de uso',
    subtitle: 'En vigor desde el 1 de noviembre de 2026.',
    body: [
      {
        p: 'Estas condiciones se aplican a este sitio web, a su documentación y a las descargas que ofrece. Al usar el sitio, las aceptas. La aplicación Polyprofile tiene su propia licencia, que se muestra al instalarla.',
      },
      { h2: 'Uso del sitio' },
      {
        ul: [
          'Puedes leer, enlazar y compartir las páginas de este sitio.',
          'No puedes interferir en el funcionamiento del sitio, buscar vulnerabilidades en él sin nuestro permiso por escrito ni recopilar su contenido de forma automatizada a un ritmo que perjudique a otros visitantes.',
          'Al usar nuestros productos, debes cumplir la legislación de tu país y las condiciones de las plataformas con las que trabajas.',
        ],
      },
      { h2: 'Cuentas y pagos' },
      {
        p: 'Las cuentas, los planes y los pagos se rigen por las condiciones de suscripción que aceptas al registrarte. Los precios de este sitio son orientativos; se aplica el precio confirmado al finalizar la compra.',
      },
      { h2: 'Contenido y responsabilidad' },
      {
        p: 'Procuramos que el contenido de este sitio sea exacto y esté actualizado, pero se ofrece tal cual, sin garantías. En la medida en que lo permita la ley, no respondemos de las pérdidas derivadas de confiar en él. Los enlaces a otros sitios se facilitan por comodidad; no somos responsables de su contenido.',
      },
      { h2: 'Cambios' },
      {
        p: 'Podemos modificar estas condiciones; la fecha que figura arriba indica cuándo entró en vigor la versión actual. Consultas: legal@polyprofile.com.',
      },
    ],
  },
}
