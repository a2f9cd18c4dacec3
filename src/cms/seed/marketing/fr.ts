import { features, solutions } from './fr-pages'
import type { MarketingCopy } from './types'

export const fr: MarketingCopy = {
  solution: {
    eyebrow: 'Solutions',
    benefitsTitle: 'Pourquoi les équipes choisissent Polyprofile',
    faqTitle: 'Questions et réponses',
    cta: [
      'Commencez avec des profils gratuits',
      'Créez un compte en une minute, sans carte bancaire.',
      'Inscription gratuite',
    ],
  },
  solutions,
  feature: {
    eyebrow: 'Fonctionnalités',
    howTitle: 'Comment ça marche',
    moreTitle: 'Plus de fonctionnalités',
    cta: [
      'Voyez-la en action',
      'Téléchargez Polyprofile et essayez toutes les fonctionnalités avec l’offre gratuite.',
      'Inscription gratuite',
    ],
  },
  features,
  alternative: {
    seo: {
      title: 'La meilleure alternative à {competitor}',
      description:
        'Comparez Polyprofile et {competitor} point par point : fonctionnalités, tarifs et plateformes, vérifiés et datés.',
    },
    eyebrow: 'Comparatif',
    title: 'Vous cherchez une alternative à {competitor} ?',
    subtitle:
      'Polyprofile vous offre les mêmes profils de navigateur isolés, avec davantage de fonctions incluses dans chaque offre. Comparez les faits point par point.',
    tableTitle: 'Polyprofile et {competitor} : le comparatif',
    rows: {
      freePlan: 'Offre gratuite',
      startingPrice: 'Offres payantes à partir de (par mois)',
      profilesIncluded: 'Profils dans l’offre d’entrée de gamme',
      teamMembers: 'Membres de l’équipe',
      windows: 'Windows',
      macos: 'macOS (Intel et Apple silicon)',
      linux: 'Linux',
      synchronizer: 'Synchroniseur de fenêtres',
      rpa: 'Automatisation RPA visuelle',
      localApi: 'API locale (Selenium, Puppeteer, Playwright)',
      fingerprints: 'Empreintes mises à jour à chaque nouvelle version du navigateur',
    },
    whyTitle: 'Pourquoi ils passent à Polyprofile',
    why: [
      [
        'Migrez en quelques minutes',
        'Importez vos profils, cookies et proxys depuis un fichier et reprenez là où vous vous étiez arrêté.',
      ],
      [
        'Plus dans chaque offre',
        'L’automatisation, le synchroniseur et l’API locale sont inclus, et non vendus en option.',
      ],
      ['Un support qui répond', 'Parlez à de vraies personnes dans votre langue, 24 h/24.'],
    ],
    cta: [
      'Essayez Polyprofile gratuitement',
      'Transférez vos profils et comparez par vous-même.',
      'Inscription gratuite',
    ],
  },
  useCases: {
    seo: {
      title: 'Cas d’usage : qui travaille avec Polyprofile',
      description:
        'Comment marketeurs, vendeurs, agences et analystes utilisent des profils de navigateur isolés pour gérer de nombreux comptes en toute sécurité.',
    },
    title: 'Cas d’usage',
    subtitle:
      'Quelle que soit votre activité à grande échelle, chaque compte garde sa propre identité.',
    items: {
      traffic: [
        'Trafic',
        'Achetez et testez du trafic sur de nombreux comptes publicitaires sans qu’ils soient reliés.',
      ],
      'ad-placement': [
        'Diffusion publicitaire',
        'Lancez vos campagnes depuis des comptes distincts et gardez chaque compte publicitaire irréprochable.',
      ],
      'e-commerce': [
        'E-commerce',
        'Gérez plusieurs boutiques sur les marketplaces, chacune avec son propre appareil et sa propre adresse.',
      ],
      'affiliate-market': [
        'Marketing d’affiliation',
        'Gérez offres, trackers et tests de pages de destination depuis des profils isolés.',
      ],
      'media-market': [
        'Marketing média',
        'Publiez et développez vos chaînes sur plusieurs plateformes média à la fois.',
      ],
      'data-collection': [
        'Collecte de données',
        'Collectez des données publiques de façon fiable grâce à des proxys rotatifs et à de vraies empreintes.',
      ],
      betting: [
        'Paris sportifs',
        'Gardez chaque compte de paris bien séparé, avec sa propre empreinte et son propre proxy.',
      ],
      crypto: [
        'Cryptomonnaies',
        'Utilisez plateformes d’échange, portefeuilles et airdrops depuis des profils isolés.',
      ],
      agencies: [
        'Agences',
        'Donnez à vos clients et à vos employés accès uniquement aux profils qui les concernent.',
      ],
      'price-comparison': [
        'Comparaison de prix',
        'Voyez les prix et les offres tels que les voient les acheteurs d’autres régions.',
      ],
      ticketing: [
        'Billetterie',
        'Faites la queue pour des événements depuis plusieurs comptes sans vous faire repérer.',
      ],
      'self-examination': [
        'Auto-vérification',
        'Vérifiez comment votre site ou vos annonces s’affichent pour les visiteurs d’ailleurs.',
      ],
      'web-scraping': [
        'Web scraping',
        'Extrayez des données à grande échelle avec des profils de navigateur qui passent les contrôles anti-bots.',
      ],
    },
    cta: [
      'Trouvez votre façon de travailler',
      'Commencez avec des profils gratuits et configurez-les pour votre cas d’usage.',
      'Inscription gratuite',
    ],
  },
  about: {
    seo: {
      title: 'À propos de Polyprofile',
      description:
        'Qui nous sommes, pourquoi nous développons un navigateur anti-détection et ce en quoi nous croyons.',
    },
    title: 'À propos',
    subtitle: 'Nous créons le navigateur de ceux qui travaillent avec de nombreux comptes.',
    story: [
      'Polyprofile est né en 2019 comme outil interne d’une petite équipe marketing, lassée de perdre des comptes parce que les plateformes les reliaient entre eux.',
      'Aujourd’hui, plus de deux cent mille marketeurs, vendeurs et analystes dans plus de cent pays gèrent leurs profils avec nous.',
      'Notre équipe d’ingénieurs, de chercheurs et de support est répartie entre l’Europe et l’Asie : il y a toujours quelqu’un pour vous aider.',
    ],
    teamTitle: 'Qui écrit pour vous',
    valuesTitle: 'Ce en quoi nous croyons',
    values: [
      [
        'La confidentialité avant tout',
        'Vos profils et vos cookies sont chiffrés, et nous ne vendons jamais vos données.',
      ],
      [
        'Des comparatifs honnêtes',
        'Nous publions ce que nous avons vérifié, et quand nous l’avons vérifié.',
      ],
      [
        'Un support à l’écoute',
        'De vraies personnes vous répondent dans votre langue, de jour comme de nuit.',
      ],
    ],
  },
  links: {
    seo: {
      title: 'Liens officiels de Polyprofile',
      description:
        'Le site officiel, les communautés et les chaînes de Polyprofile. Méfiez-vous des imposteurs.',
    },
    title: 'Liens officiels',
    subtitle:
      'Seules ces adresses appartiennent à Polyprofile. Ajoutez-les à vos favoris et méfiez-vous des imposteurs.',
    items: {
      website: ['Site web', 'Produit, tarifs et téléchargements.'],
      blog: ['Blog', 'Guides et actualités sur le travail multicomptes.'],
      help: ['Centre d’aide', 'Les réponses aux questions fréquentes.'],
      telegram: ['Telegram', 'Discussion de la communauté et annonces.'],
      youtube: ['YouTube', 'Tutoriels vidéo et webinaires.'],
      twitter: ['X (Twitter)', 'Actualités et mises à jour du produit.'],
      discord: ['Discord', 'Échangez avec d’autres utilisateurs et avec notre équipe.'],
      github: ['GitHub', 'Exemples pour l’API locale.'],
    },
  },
  partnerPlan: {
    seo: {
      title: 'Programme partenaires',
      description:
        'Gagnez de l’argent avec Polyprofile : apporteurs d’affaires, intégrations et revendeurs. Commissions récurrentes et marketing conjoint.',
    },
    title: 'Développez-vous avec le programme partenaires Polyprofile',
    subtitle:
      'Apportez votre audience, votre produit ou vos clients, et gagnez de l’argent sur chaque abonnement.',
    tiersTitle: 'Les formes de partenariat',
    tiers: [
      [
        'Apporteurs d’affaires',
        'Partagez votre lien et touchez une commission récurrente sur chaque paiement des utilisateurs que vous nous apportez.',
      ],
      [
        'Partenaires d’intégration',
        'Services de proxy, de paiement et d’automatisation : intégrez-vous à Polyprofile et touchez nos utilisateurs.',
      ],
      [
        'Revendeurs',
        'Vendez Polyprofile à vos clients dans votre région, avec des tarifs et un support dédiés aux partenaires.',
      ],
    ],
    stepsTitle: 'Comment nous rejoindre',
    steps: [
      ['Postulez', 'Parlez-nous de votre audience ou de votre service.'],
      ['Obtenez votre validation', 'Notre équipe partenaires vous répond sous deux jours ouvrés.'],
      [
        'Commencez à gagner',
        'Recevez vos liens, vos supports marketing et un interlocuteur dédié.',
      ],
    ],
    cta: [
      'Devenez partenaire',
      'Discutez avec notre équipe partenaires de la meilleure façon de travailler ensemble.',
      'Nous contacter',
    ],
  },
  referral: {
    seo: {
      title: 'Programme de parrainage : invitez vos amis et gagnez',
      description:
        'Invitez vos amis sur Polyprofile et touchez une commission sur leurs paiements. Vos amis bénéficient eux aussi d’une réduction.',
    },
    title: 'Invitez vos amis, gagnez ensemble',
    subtitle:
      'Partagez votre lien personnel : vos amis obtiennent une réduction sur leur premier paiement, et vous gagnez sur chacun de leurs paiements.',
    stepsTitle: 'Comment ça marche',
    steps: [
      [
        'Obtenez votre lien',
        'Connectez-vous et copiez votre lien de parrainage personnel depuis votre compte.',
      ],
      ['Partagez-le', 'Envoyez-le à vos amis, à vos collègues ou à votre audience.'],
      [
        'Gagnez',
        'Touchez une commission sur chaque paiement des utilisateurs que vous avez invités.',
      ],
    ],
    faqTitle: 'Questions et réponses',
    faq: [
      [
        'Combien de temps mon lien reste-t-il valable ?',
        'Une visite via votre lien est mémorisée pendant sept jours : votre ami peut donc s’inscrire plus tard.',
      ],
      [
        'Quand suis-je payé ?',
        'Les commissions sont ajoutées à votre solde après chaque paiement et peuvent être retirées une fois par mois.',
      ],
      [
        'Puis-je me parrainer moi-même ?',
        'Non. Les comptes créés par une même personne sont exclus du programme.',
      ],
    ],
    cta: [
      'Commencez à inviter',
      'Créez votre compte gratuit pour obtenir votre lien de parrainage.',
      'Inscription gratuite',
    ],
  },
  preSales: {
    seo: {
      title: 'Contacter l’équipe commerciale',
      description:
        'Des questions avant d’acheter ? Obtenez une démo personnalisée, des tarifs pour votre équipe et de l’aide pour la migration.',
    },
    title: 'Parlez à notre équipe avant d’acheter',
    subtitle:
      'Obtenez une démo personnalisée, une offre adaptée à la taille de votre équipe et de l’aide pour transférer vos profils.',
    formTitle: 'Demander un rendez-vous',
    formText: 'Laissez vos coordonnées et nous vous recontacterons sous un jour ouvré.',
    contactsTitle: 'Ou contactez-nous directement',
    contacts: ['Telegram', 'E-mail', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: 'Partenaires et intégrations',
      description:
        'Fournisseurs de proxys, services de paiement et outils compatibles avec Polyprofile, avec des offres réservées à nos utilisateurs.',
    },
    title: 'Nos partenaires',
    subtitle:
      'Des services qui fonctionnent parfaitement avec Polyprofile, dont beaucoup proposent des offres spéciales à nos utilisateurs.',
    items: [
      [
        'Proxys résidentiels dans 190 pays avec ciblage par ville.',
        '10 % de réduction sur la première commande',
      ],
      ['Proxys mobiles 4G et 5G avec rotation d’IP à la demande.', 'Essai gratuit de trois jours'],
      [
        'Cartes virtuelles pour payer vos publicités.',
        'Aucuns frais d’émission sur les dix premières cartes',
      ],
      ['Résolution rapide de captchas via une API.', 'Bonus de 15 % sur la première recharge'],
      [
        'Numéros de téléphone pour la vérification par SMS dans de nombreux pays.',
        '5 % de réduction sur chaque commande',
      ],
      ['Une communauté d’affiliés avec études de cas et rencontres.', 'Un mois d’accès premium'],
    ],
  },
  pricing: {
    seo: {
      title: 'Tarifs et offres',
      description:
        'Des offres simples, pour les marketeurs indépendants comme pour les grandes équipes. Commencez gratuitement, payez au mois ou économisez avec la facturation annuelle.',
    },
    title: 'Offres et tarifs',
    subtitle:
      'Commencez gratuitement. Passez à l’offre supérieure quand votre équipe grandit. Toutes les offres incluent l’ensemble des fonctions anti-détection.',
    plans: [
      ['Gratuit', 'Pour essayer Polyprofile en solo.'],
      ['Base', 'Pour les marketeurs indépendants et les petits projets.'],
      ['Équipe', 'Pour les équipes qui partagent des profils au quotidien.'],
      ['Entreprise', 'Pour les grandes équipes aux besoins spécifiques.'],
    ],
    rows: {
      profiles: 'Profils de navigateur',
      members: 'Membres de l’équipe',
      synchronizer: 'Synchroniseur de fenêtres',
      rpa: 'Automatisation RPA',
      localApi: 'API locale',
      support: 'Support',
    },
    support: ['Centre d’aide', 'Chat', 'Chat prioritaire', 'Interlocuteur dédié'],
    faqTitle: 'Questions sur les tarifs',
    faq: [
      [
        'Puis-je changer d’offre plus tard ?',
        'Oui. Passez à une offre supérieure ou inférieure à tout moment ; la différence est calculée au jour près.',
      ],
      [
        'Quels moyens de paiement acceptez-vous ?',
        'Cartes bancaires, PayPal, cryptomonnaies et moyens de paiement locaux dans de nombreux pays.',
      ],
      [
        'Proposez-vous des remboursements ?',
        'Si le produit ne vous convient pas, demandez un remboursement intégral dans les 14 jours suivant votre premier paiement.',
      ],
    ],
  },
  download: {
    seo: {
      title: 'Télécharger Polyprofile pour Windows, macOS et Linux',
      description:
        'Téléchargez la dernière version du client Polyprofile pour Windows, macOS (Intel et Apple silicon) et Linux.',
    },
    title: 'Télécharger Polyprofile',
    subtitle: 'La dernière version pour votre système, signée et vérifiée.',
    requirements: {
      windows: 'Windows 10 ou 11, 64 ou 32 bits, 4 Go de mémoire, 2 Go d’espace disque libre.',
      mac: 'macOS 11 Big Sur ou version ultérieure, sur Intel ou Apple silicon, 4 Go de mémoire, 2 Go d’espace disque libre.',
      linux:
        'Ubuntu 20.04, Debian 11 ou une distribution 64 bits plus récente, 4 Go de mémoire, 2 Go d’espace disque libre.',
    },
  },
}
