import type { HomeBlocksCopy } from './types'

export const es: HomeBlocksCopy = {
  heroImageAlt:
    'La ventana de Polyprofile: una lista de perfiles de navegador, cada uno con su propia huella, proxy y estado',
  solutions: {
    'affiliate-marketing':
      'Gestiona muchas cuentas de anuncios y ofertas, cada una con su huella y su proxy.',
    'e-commerce': 'Administra tiendas en Amazon, eBay y Etsy sin que se vinculen.',
    'traffic-arbitrage': 'Lanza y calienta cuentas publicitarias a escala, listas para invertir.',
    'social-marketing': 'Haz crecer muchas cuentas sociales, cada una con su propia identidad.',
    'web-scraping': 'Recoge datos con perfiles de navegador reales que no se bloquean.',
    'digital-agency':
      'Da a cada cliente y a cada miembro del equipo sus propios perfiles y permisos.',
    crypto: 'Mantén cada cartera y cuenta de airdrop en su propio entorno.',
    betting: 'Separa tus cuentas de apuestas, cada una con su IP y su dispositivo.',
  },
  proof: {
    users:
      '{count} profesionales del marketing, vendedores y agencias gestionan sus cuentas con Polyprofile',
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
      quote:
        'El sincronizador les ahorra a mis dos asistentes unas tres horas al día. Configurar una tienda nueva con su propio proxy lleva un minuto.',
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
