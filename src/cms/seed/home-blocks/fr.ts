import type { HomeBlocksCopy } from './types'

export const fr: HomeBlocksCopy = {
  heroImageAlt:
    'La fenêtre de Polyprofile : une liste de profils de navigateur, chacun avec son empreinte, son proxy et son statut',
  solutions: {
    'affiliate-marketing':
      'Gérez de nombreux comptes publicitaires et d’offres, chacun avec son empreinte et son proxy.',
    'e-commerce': 'Gérez vos boutiques Amazon, eBay et Etsy sans qu’elles soient liées.',
    'traffic-arbitrage':
      'Lancez et préchauffez des comptes publicitaires à grande échelle, prêts à dépenser.',
    'social-marketing': 'Développez de nombreux comptes sociaux, chacun avec sa propre identité.',
    'web-scraping':
      'Collectez des données via de vrais profils de navigateur qui ne sont pas bloqués.',
    'digital-agency': 'Donnez à chaque client et collègue ses propres profils et droits.',
    crypto: 'Gardez chaque portefeuille et compte d’airdrop dans son propre environnement.',
    betting: 'Séparez vos comptes de paris, chacun avec son IP et son appareil.',
  },
  proof: {
    users: '{count} marketeurs, vendeurs et agences gèrent leurs comptes avec Polyprofile',
    rating: '{rating} sur 5 d’après {reviews} avis',
    logosTitle: 'Ils travaillent avec nous',
  },
  testimonialsTitle: 'Ce que disent nos clients',
  testimonials: [
    {
      quote:
        'Nous avons migré 400 comptes publicitaires vers Polyprofile en un week-end. Les bannissements sont quasiment tombés à zéro, et l’équipe a cessé de s’envoyer des mots de passe par messagerie.',
      role: 'Responsable croissance, agence d’affiliation',
    },
    {
      quote:
        'Le synchroniseur fait gagner environ trois heures par jour à mes deux assistants. Configurer une nouvelle boutique avec son propre proxy prend une minute.',
      role: 'Gérant d’une marque e-commerce présente sur trois marketplaces',
    },
    {
      quote:
        'Nous pilotons les profils depuis nos propres scripts Playwright via l’API locale. Après un an d’exécutions quotidiennes, c’est toujours aussi stable.',
      role: 'Ingénieur principal, société de collecte de données',
    },
  ],
  pricingTeaser: {
    title: 'Démarrez gratuitement, évoluez à votre rythme',
    text: 'Offres à partir de {price} par mois. Chaque offre comprend des empreintes uniques, un proxy par profil et les mises à jour gratuites.',
    button: 'Voir les offres',
  },
  latestTitle: 'Derniers articles du blog',
}
