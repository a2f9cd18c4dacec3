import type { HomeBlocksCopy } from './types'

export const es: HomeBlocksCopy = {
  heroImageAlt: 'La ventana de Polyprofile: una lista de perfiles de navegador, cada uno con su propia huella, proxy y estado',
  proof: {
    users: '{count} profesionales del marketing, vendedores y agencias gestionan sus cuentas con Polyprofile',
    rating: '{rating} sobre 5 en {reviews} reseñas',
    logosTitle: 'Equipos que trabajan con nosotros',
  },
  testimonialsTitle: 'Lo que dicen nuestros clientes',
  testimonials: [
    {
      quote:
        'Migramos 400 cuentas publicitarias a Polyprofile en un fin de semana. Los bloqueos bajaron casi a cero y el equipo dejó de pasarse contraseñas por chat.',
      role: 'Responsable de crecimiento en una agencia de afiliados',
    },
    {
      quote: 'El sincronizador les ahorra a mis dos asistentes unas tres horas al día. Configurar una tienda nueva con su propio proxy lleva un minuto.',
      role: 'Propietario de una marca de e-commerce presente en tres marketplaces',
    },
    {
      quote:
        'Controlamos los perfiles desde nuestros propios scripts de Playwright a través de la API local. Llevamos un año de ejecuciones diarias y funciona de forma estable.',
      role: 'Ingeniero jefe en una empresa de recopilación de datos',
    },
  ],
  pricingTeaser: {
    title: 'Empieza gratis y crece a tu ritmo',
    text: 'Planes desde {price} al mes. Todos incluyen huellas únicas, un proxy por perfil y actualizaciones gratuitas.',
    button: 'Ver todos los planes',
  },
  latestTitle: 'Lo último del blog',
}
