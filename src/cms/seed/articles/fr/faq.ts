import type { FaqText } from '../types'

/** Questions fréquentes. */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: 'Qu’est-ce que Polyprofile ?',
    answer: [
      {
        p: 'Polyprofile est un navigateur de bureau conçu pour ceux qui travaillent avec de nombreux comptes en ligne. Chaque profil de navigateur se comporte comme un ordinateur distinct, avec sa propre empreinte, ses cookies, son stockage et son proxy : vos comptes restent séparés, même si vous en faites tourner des centaines sur une seule machine.',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: 'Qui utilise Polyprofile ?',
    answer: [
      {
        p: 'Les affiliés, les media buyers, les vendeurs e-commerce, les agences social media et digitales, les équipes data qui collectent des données publiques sur le web, et tous ceux qui ont besoin d’identités séparées pour un travail légitime, comme les équipes QA qui testent le comportement d’un site dans d’autres régions.',
      },
    ],
  },
  'is-it-legal': {
    question: 'Est-il légal d’utiliser un navigateur anti-détection ?',
    answer: [
      {
        p: 'Oui, en règle générale. Modifier ce que votre navigateur communique et utiliser des proxys est légal dans la plupart des pays. Ce que vous faites avec vos comptes doit toutefois respecter la loi et les règles des plateformes que vous utilisez. Nos [conditions d’utilisation](/terms) interdisent la fraude, les abus et toute activité illégale là où vous vous trouvez ou là où se trouvent les personnes concernées.',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: 'Comment Polyprofile empêche-t-il que des comptes soient reliés ?',
    answer: [
      {
        p: 'Chaque profil a sa propre empreinte d’appareil (écran, carte graphique, audio, polices, données navigator), ses propres cookies et son propre stockage, ainsi que son propre proxy. Les valeurs qui doivent concorder, comme le fuseau horaire et la localisation du proxy, sont accordées automatiquement. Rien n’est partagé entre les profils, ni sur votre ordinateur ni dans le cloud.',
      },
      {
        p: 'Un navigateur ne peut pas masquer les liens que vous créez vous-même, comme la même carte bancaire ou le même numéro de téléphone sur plusieurs comptes. Le [guide des empreintes](/blog/fingerprints-guide) explique la différence.',
      },
    ],
  },
  'data-privacy': {
    question: 'Polyprofile peut-il voir mes comptes et mes mots de passe ?',
    answer: [
      {
        p: 'Non. Les données des profils, cookies et mots de passe enregistrés compris, sont chiffrées sur votre ordinateur avant d’être synchronisées, et nous ne détenons pas les clés. Nos serveurs conservent l’archive chiffrée et des métadonnées comme le nom des profils et la date de leur dernière ouverture.',
      },
    ],
  },
  'which-browser-engine': {
    question: 'Sur quel moteur de navigateur les profils reposent-ils ?',
    answer: [
      {
        p: 'Les profils tournent sur un noyau basé sur Chromium, le moteur de Google Chrome, mis à jour dans les jours qui suivent chaque version stable de Chrome. Les sites voient un navigateur récent compatible avec Chrome, et les extensions Chrome fonctionnent normalement.',
      },
    ],
  },
  'free-plan': {
    question: 'Puis-je essayer Polyprofile gratuitement ?',
    answer: [
      {
        p: 'Oui. L’offre gratuite comprend 5 profils de navigateur avec toutes les fonctions anti-détection, sans limite de durée. Aucune carte bancaire n’est demandée à l’inscription. Le synchroniseur, le RPA et les places d’équipe sont réservés aux offres payantes.',
      },
    ],
  },
  'system-requirements': {
    question: 'Quels systèmes d’exploitation sont pris en charge ?',
    answer: [
      {
        p: 'Windows 10 et 11 (64 et 32 bits), macOS 11 ou version ultérieure sur Intel et Apple silicon, et Linux 64 bits : Ubuntu 20.04, Debian 11 ou plus récent. Il vous faut au moins 4 Go de mémoire et 2 Go d’espace disque libre ; voir [installer Polyprofile](/helps/install-polyprofile).',
      },
    ],
  },
  'how-many-profiles': {
    question: 'Combien de profils puis-je ouvrir en même temps ?',
    answer: [
      {
        p: 'L’offre limite le nombre de profils que vous pouvez créer, pas le nombre de profils ouverts. La vraie limite, c’est la mémoire de votre ordinateur : chaque profil ouvert consomme environ 300 à 600 Mo sur des sites ordinaires. Un ordinateur doté de 16 Go de mémoire fait tourner confortablement 15 à 20 profils.',
      },
    ],
  },
  'proxy-needed': {
    question: 'Dois-je acheter des proxys séparément ?',
    answer: [
      {
        p: 'Oui. Polyprofile fonctionne avec les proxys de n’importe quel fournisseur, mais n’en vend pas. Utilisez un proxy par profil pour les comptes que vous voulez garder séparés. Plusieurs fournisseurs présentés sur notre [page partenaires](/partner) accordent des réductions aux utilisateurs de Polyprofile.',
      },
    ],
  },
  'which-proxy-types': {
    question: 'Quels types de proxys Polyprofile prend-il en charge ?',
    answer: [
      {
        p: 'HTTP, HTTPS et SOCKS5, avec ou sans nom d’utilisateur et mot de passe, y compris les proxys résidentiels et mobiles rotatifs dotés d’un lien de changement d’IP. La [documentation des proxys](/docs/proxies) liste les formats que vous pouvez coller.',
      },
    ],
  },
  'import-from-other-browser': {
    question: 'Puis-je importer mes profils d’un autre navigateur anti-détection ?',
    answer: [
      {
        p: 'Oui. Exportez les profils de l’autre navigateur dans un fichier CSV ou JSON avec leurs proxys et leurs cookies, puis utilisez **Importer** dans Polyprofile. Les empreintes ne sont pas reprises, car chaque produit les génère à sa manière : chaque profil importé reçoit un nouvel appareil cohérent. Notre équipe accompagne les clients des offres Équipe et Entreprise dans les migrations de grande ampleur.',
      },
    ],
  },
  'automation-support': {
    question: 'Puis-je piloter les profils avec Selenium, Puppeteer ou Playwright ?',
    answer: [
      {
        p: 'Oui, grâce à l’API locale des offres Équipe et Entreprise. Votre script démarre un profil en une requête et s’y connecte via le Chrome DevTools Protocol ; voir [connecter des bibliothèques d’automatisation](/docs/browser-automation-libraries). Pour automatiser sans code, utilisez les scénarios RPA, disponibles dès l’offre Base.',
      },
    ],
  },
  'payment-methods': {
    question: 'Quels moyens de paiement acceptez-vous ?',
    answer: [
      {
        p: 'Les cartes bancaires, PayPal, les cryptomonnaies (USDT, Bitcoin et Ethereum) et des moyens de paiement locaux dans certains pays, comme Pix au Brésil et BLIK en Pologne. Tous les détails figurent dans [moyens de paiement, factures et TVA](/helps/payment-methods).',
      },
    ],
  },
  'annual-discount': {
    question: 'Y a-t-il une réduction pour un paiement annuel ?',
    answer: [
      {
        p: 'Oui. La facturation annuelle coûte 20 % de moins que le paiement mensuel : l’offre Base revient à 7,20 $ au lieu de 9 $ par mois, et l’offre Équipe à 23,20 $ au lieu de 29 $. Vous pouvez passer de la facturation mensuelle à l’annuelle, et inversement, à tout moment.',
      },
    ],
  },
  'refund-policy': {
    question: 'Puis-je être remboursé ?',
    answer: [
      {
        p: 'Oui : votre premier paiement pour une offre est remboursé intégralement si vous en faites la demande sous 14 jours. Écrivez au support depuis l’adresse e-mail du compte en indiquant le numéro de facture ; voir [demander un remboursement](/helps/refunds).',
      },
    ],
  },
  'plan-change': {
    question: 'Que deviennent mes profils si je passe à une offre inférieure ?',
    answer: [
      {
        p: 'Rien n’est supprimé. Les profils au-delà de la limite de la nouvelle offre passent en lecture seule jusqu’à ce que vous en supprimiez d’autres ou repassiez à l’offre supérieure. Après une résiliation, les profils au-delà de la limite de l’offre gratuite sont conservés 90 jours.',
      },
    ],
  },
  'team-seats': {
    question: 'Combien de membres puis-je ajouter à mon équipe ?',
    answer: [
      {
        p: 'L’offre Base inclut 3 membres, l’offre Équipe 10, et l’offre Entreprise autant qu’il vous en faut. Chaque membre a ses propres identifiants de connexion et ne voit que les dossiers que vous partagez avec lui.',
      },
    ],
  },
  'lost-2fa': {
    question: 'J’ai perdu mon téléphone d’authentification. Comment me connecter ?',
    answer: [
      {
        p: 'Utilisez l’un des codes de récupération enregistrés lors de l’activation de la double authentification. Si vous ne les avez plus, contactez le support depuis l’adresse e-mail du compte : nous rétablissons l’accès après avoir vérifié que le compte vous appartient, ce qui prend jusqu’à trois jours ouvrés.',
      },
    ],
  },
  'delete-account': {
    question: 'Comment supprimer mon compte et mes données ?',
    answer: [
      {
        p: 'Résiliez tout abonnement en cours, puis choisissez **Compte → Supprimer le compte**. Nous supprimons vos profils, vos données dans le cloud et vos informations personnelles sous 30 jours, à l’exception des factures, que nous devons conserver pour des raisons fiscales. La [politique de confidentialité](/privacy) donne tous les détails.',
      },
    ],
  },
}
