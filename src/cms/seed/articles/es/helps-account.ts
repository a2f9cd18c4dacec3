import type { ArticleText } from '../types'

/** Centro de ayuda: cuenta y facturación. */
export const helpsAccount: Record<string, ArticleText> = {
  'change-plan': {
    title: 'Cómo subir, bajar o cancelar tu plan',
    excerpt:
      'Cómo se facturan los cambios de plan, qué pasa con los perfiles que superan el nuevo límite y cómo cancelar.',
    description:
      'Sube, baja o cancela un plan de Polyprofile: cómo se factura la diferencia por días y qué pasa con los perfiles que sobran.',
    body: [
      {
        p: 'Solo el propietario del espacio de trabajo puede cambiar el plan. Abre **Espacio de trabajo → Facturación** para ver el plan actual, la fecha del próximo pago y las opciones que se describen a continuación.',
      },
      { h2: 'Subir de plan' },
      {
        p: 'Elige el nuevo plan y confirma. Los límites más altos se aplican de inmediato. Pagas la diferencia por los días que quedan del periodo de facturación actual, y la siguiente factura es por el precio completo del nuevo plan.',
      },
      { h2: 'Bajar de plan' },
      {
        p: 'La bajada de plan se hace efectiva al final del periodo de facturación actual, así que conservas lo que ya pagaste. La diferencia no utilizada no se devuelve en dinero, sino que se añade como crédito a tu saldo, que sirve para pagar facturas futuras.',
      },
      {
        ul: [
          'Si tienes más perfiles de los que permite el nuevo plan, no se elimina ninguno. Los que sobran pasan a ser de solo lectura: aparecen en la lista, pero no se pueden abrir hasta que elimines otros o vuelvas a subir de plan.',
          'Si tienes más miembros de los que permite el nuevo plan, elige quién se queda. Los miembros retirados pierden el acceso al final del periodo.',
          'Las funciones que el nuevo plan no incluye, como la API local en el plan Base, dejan de funcionar cuando la bajada se hace efectiva.',
        ],
      },
      { h2: 'Cancelar' },
      {
        p: 'Haz clic en **Cancelar suscripción**. El espacio de trabajo conserva las funciones de pago hasta el final del periodo y después pasa al plan Gratuito. Los perfiles siguen en tu cuenta durante los 90 días siguientes, para que puedas volver o exportarlos. Pasados esos 90 días, los perfiles que superan el límite del plan Gratuito se eliminan, y te enviamos un recordatorio una semana antes.',
      },
      {
        p: 'Pasar de la facturación mensual a la anual, o al revés, funciona como una subida de plan: el cambio se aplica al momento y los días que quedan del periodo actual se abonan como crédito. Los precios de los planes están en la [página de precios](/pricing).',
      },
    ],
  },
  'payment-methods': {
    title: 'Métodos de pago, facturas e IVA',
    excerpt:
      'Qué métodos de pago aceptamos, dónde encontrar las facturas y cómo añadir los datos de tu empresa para el IVA.',
    description:
      'Métodos de pago de Polyprofile (tarjetas, PayPal, cripto, métodos locales), dónde descargar las facturas y cómo añadir los datos fiscales de tu empresa.',
    body: [
      { h2: 'Métodos de pago aceptados' },
      {
        ul: [
          'Tarjetas Visa, Mastercard, American Express y UnionPay.',
          'PayPal.',
          'Criptomonedas: USDT en las redes TRON y Ethereum, Bitcoin y Ethereum. Los pagos con cripto son únicos; no se renuevan automáticamente.',
          'Métodos locales en algunos países, como Pix en Brasil, BLIK en Polonia y la transferencia bancaria en Vietnam. La página de pago muestra lo que está disponible en tu país.',
        ],
      },
      {
        p: 'Los precios se muestran en USD, BRL, PLN o VND según tu país. Puedes cambiar la moneda en la [página de precios](/pricing) antes de pagar.',
      },
      { h2: 'Facturas' },
      {
        p: 'Cada pago genera una factura. Las encontrarás en **Espacio de trabajo → Facturación → Facturas**, donde puedes descargar cada una en PDF. El propietario también recibe una copia por correo electrónico. Después del pago, las facturas no se pueden volver a emitir a nombre de otra empresa, así que añade tus datos antes.',
      },
      { h2: 'Datos de la empresa e IVA' },
      {
        ol: [
          'Abre **Espacio de trabajo → Facturación → Datos de la empresa**.',
          'Escribe la razón social, la dirección y, si lo tienes, tu número de IVA o de identificación fiscal.',
          'Guarda. Las facturas futuras mostrarán estos datos.',
        ],
      },
      {
        p: 'A las empresas de la Unión Europea con un número de IVA válido se les factura sin IVA por el mecanismo de inversión del sujeto pasivo. Validamos el número automáticamente; si la validación falla, la factura incluye el IVA, y puedes escribir a soporte con tus documentos de registro.',
      },
      { h2: 'Pagos fallidos' },
      {
        p: 'Si falla una renovación automática, volvemos a intentarlo al cabo de 1, 3 y 5 días y avisamos al propietario por correo cada vez. Mientras tanto, el espacio de trabajo sigue funcionando. Tras el último intento, pasa al plan Gratuito hasta que un pago se complete.',
      },
    ],
  },
  'two-factor-authentication': {
    title: 'Cómo activar la autenticación en dos pasos',
    excerpt:
      'Protege tu cuenta de Polyprofile con códigos de una app de autenticación y guarda los códigos de recuperación para emergencias.',
    description:
      'Activa la autenticación en dos pasos en tu cuenta de Polyprofile con una app de autenticación y guarda en un lugar seguro los códigos de recuperación.',
    body: [
      {
        p: 'Tu cuenta de Polyprofile da acceso a todos los perfiles que puedes abrir, con sus sesiones iniciadas. Con la autenticación en dos pasos, una contraseña robada no basta para iniciar sesión.',
      },
      { h2: 'Activarla' },
      {
        ol: [
          'Abre **Cuenta → Seguridad** en el cliente o en el sitio web.',
          'Haz clic en **Activar la autenticación en dos pasos**.',
          'Escanea el código QR con una app de autenticación como Google Authenticator, Microsoft Authenticator, 1Password o Aegis.',
          'Escribe el código de seis dígitos que muestra la app.',
          'Guarda los diez códigos de recuperación en un lugar seguro, separados de tu contraseña.',
        ],
      },
      {
        p: 'A partir de ese momento, al iniciar sesión en una computadora nueva se te pedirá un código de la app. Las computadoras en las que ya habías iniciado sesión siguen conectadas.',
      },
      { h2: 'Códigos de recuperación' },
      {
        p: 'Cada código de recuperación sirve una sola vez, en lugar de un código de la app. Usa uno si pierdes el teléfono; después, configura de nuevo la autenticación en dos pasos en el teléfono nuevo y genera códigos nuevos. Si pierdes tanto el teléfono como los códigos, soporte puede restablecer el acceso tras comprobar que eres el titular; tarda hasta tres días laborables y requiere la dirección de correo y los datos de pago de la cuenta.',
      },
      { h2: 'Para propietarios de espacios de trabajo' },
      {
        p: 'En el plan Empresa, los propietarios pueden exigir la autenticación en dos pasos a todos los miembros. A quien no la tenga se le pedirá que la configure en su próximo inicio de sesión, y no podrá abrir perfiles hasta hacerlo. En los demás planes, la página **Miembros** muestra quién la tiene activada.',
      },
      {
        p: 'No ofrecemos códigos por SMS, porque un número de teléfono se puede secuestrar a través de la operadora.',
      },
    ],
  },
  'transfer-profiles': {
    title: 'Cómo transferir perfiles a otro espacio de trabajo',
    excerpt:
      'Entrega perfiles a un cliente o muévelos entre tus propios espacios de trabajo con las huellas, las cookies y los ajustes intactos.',
    description:
      'Transfiere perfiles de navegador a otro espacio de trabajo de Polyprofile con huellas, cookies y proxies intactos, y qué ve quien los recibe.',
    body: [
      {
        p: 'Una transferencia traslada los perfiles por completo a otro espacio de trabajo: huella, cookies, almacenamiento, extensiones, proxy y notas. Es la forma correcta de entregar cuentas a un cliente o de fusionar espacios de trabajo.',
      },
      { h2: 'Enviar perfiles' },
      {
        ol: [
          'Selecciona los perfiles en la lista principal. Cierra los que estén abiertos.',
          'Elige **Más → Transferir**.',
          'Escribe la dirección de correo del propietario o de un administrador del espacio de trabajo que los recibe.',
          'Decide si se envían también los ajustes del proxy. Desactívalo si los proxies son tuyos y quien recibe va a usar los suyos.',
          'Confirma. El destinatario recibe una notificación y tiene 7 días para aceptar.',
        ],
      },
      { h2: 'Qué ve quien los recibe' },
      {
        p: 'Los perfiles aceptados aparecen en una carpeta llamada *Transferidos* en el espacio de trabajo de destino. Cuentan para el límite de perfiles de ese espacio, así que el destinatario necesita suficientes plazas libres. Hasta que se acepta la transferencia, los perfiles se quedan en tu espacio de trabajo marcados como pendientes, y ninguna de las dos partes puede abrirlos.',
      },
      { h2: 'Conviene saber' },
      {
        ul: [
          'Quien envía no puede deshacer una transferencia. Para recuperar los perfiles, el destinatario tiene que volver a transferirlos.',
          'El historial del perfil en el registro de actividad se queda en el espacio de trabajo que envía.',
          'Los flujos RPA y las listas de proxies guardadas no se transfieren; si hace falta, expórtalos y compártelos por separado.',
          'Las transferencias entre espacios de trabajo de los que eres propietario se aceptan automáticamente.',
        ],
      },
      {
        p: 'Para dar acceso a alguien sin cederle la propiedad, comparte mejor una carpeta con esa persona; consulta [cómo invitar a miembros del equipo](/helps/set-up-teamwork).',
      },
    ],
  },
  refunds: {
    title: 'Cómo solicitar un reembolso',
    excerpt:
      'Nuestra política de reembolso de 14 días, cómo pedirlo y cuánto tarda en llegarte el dinero.',
    description:
      'Cómo solicitar un reembolso de Polyprofile en los 14 días siguientes a tu primer pago, qué casos cubre y cuánto tarda en llegar el dinero.',
    body: [
      {
        p: 'Si Polyprofile no te sirve, puedes pedir el reembolso íntegro en los 14 días siguientes a tu primer pago de un plan. Preferimos devolverte el dinero antes que conservar a un cliente descontento con el producto.',
      },
      { h2: 'Qué se puede reembolsar' },
      {
        ul: [
          'El primer pago de un plan, dentro de los 14 días.',
          'Los pagos duplicados por un error, en cualquier momento.',
          'Los pagos realizados después de cancelar, si la renovación se cobró por error.',
        ],
      },
      {
        p: 'No se reembolsan las renovaciones de un plan que has usado durante más de un periodo de facturación ni los pagos de espacios de trabajo suspendidos por abuso. Las bajadas de plan se abonan en tu saldo en lugar de reembolsarse.',
      },
      { h2: 'Cómo pedirlo' },
      {
        ol: [
          'Abre el chat en el cliente o en el sitio web, o escribe a support@polyprofile.com desde la dirección de correo de la cuenta.',
          'Indica el número de factura que aparece en **Espacio de trabajo → Facturación → Facturas**.',
          'Cuéntanos brevemente qué no funcionó. No afecta al reembolso, pero nos ayuda a mejorar.',
        ],
      },
      { h2: 'Cuánto tarda' },
      {
        p: 'Tramitamos los reembolsos en un plazo de dos días laborables. Después, los reembolsos a tarjeta tardan entre 5 y 10 días laborables en aparecer, según tu banco. Los reembolsos por PayPal suelen verse en un día. Los pagos con cripto se devuelven en la misma moneda a la dirección que nos indiques, por el importe en USD del día del pago.',
      },
      {
        p: 'Tras un reembolso, el espacio de trabajo pasa al plan Gratuito. Los perfiles que superan el límite del plan Gratuito se conservan 90 días, igual que después de una cancelación.',
      },
    ],
  },
  'change-email-password': {
    title: 'Cómo cambiar tu dirección de correo o tu contraseña',
    excerpt:
      'Actualiza el correo con el que inicias sesión, cambia o restablece tu contraseña y descubre qué pasa con tus otras sesiones.',
    description:
      'Cambia el correo o la contraseña de tu cuenta de Polyprofile, restablece una contraseña olvidada y cierra la sesión en otras computadoras.',
    body: [
      { h2: 'Cambiar la contraseña' },
      {
        ol: [
          'Abre **Cuenta → Seguridad**.',
          'Haz clic en **Cambiar contraseña**, escribe la contraseña actual y luego la nueva dos veces.',
          'Elige si quieres cerrar la sesión en todas las demás computadoras. Te lo recomendamos si crees que otra persona puede conocer la contraseña anterior.',
        ],
      },
      {
        p: 'Usa al menos 12 caracteres. Las contraseñas que aparecen en filtraciones de datos conocidas se rechazan, aunque sean largas.',
      },
      { h2: 'Si olvidaste la contraseña' },
      {
        p: 'En la pantalla de inicio de sesión, haz clic en **¿Olvidaste tu contraseña?** y escribe tu dirección de correo. El enlace para restablecerla es válido durante una hora. Si tienes activada la autenticación en dos pasos, después de establecer la nueva contraseña seguirás necesitando un código de la app o un código de recuperación. Al restablecer la contraseña se cierra la sesión en todas las computadoras donde estaba iniciada la cuenta.',
      },
      { h2: 'Cambiar la dirección de correo' },
      {
        ol: [
          'Abre **Cuenta → Perfil** y haz clic en **Cambiar** junto a la dirección de correo.',
          'Escribe la nueva dirección y tu contraseña.',
          'Abre en un plazo de 24 horas el enlace de confirmación que enviamos a la nueva dirección.',
        ],
      },
      {
        p: 'También avisamos a la dirección anterior, con un enlace para anular el cambio durante 7 días por si no fuiste tú. A partir de entonces, las facturas, las invitaciones a espacios de trabajo y los avisos de seguridad llegan a la nueva dirección.',
      },
      { h2: 'Inicio de sesión con Google' },
      {
        p: 'Si te registraste con Google, tu cuenta no tiene contraseña propia hasta que la establezcas en **Cuenta → Seguridad**. Tener una te permite iniciar sesión en computadoras donde no usas esa cuenta de Google.',
      },
    ],
  },
}
