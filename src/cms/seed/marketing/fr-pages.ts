import type { FeaturePages, SolutionPages } from './types'

/** Les pages de solutions en français. */
export const solutions: SolutionPages = {
  'affiliate-marketing': {
    seo: {
      title: 'Navigateur anti-détection pour le marketing d’affiliation',
      description:
        'Comptes publicitaires, trackers et outils spy dans des profils séparés, partagés sans risque avec vos media buyers, et landings vérifiées depuis tout pays.',
    },
    title: 'Chaque source de trafic, tracker et offre dans son propre profil',
    subtitle:
      'Comptes publicitaires, réseaux d’affiliation, outils spy et vérification des landings : chacun a son navigateur, son empreinte et son proxy. Un ban reste un seul ban.',
    benefits: [
      [
        'Un profil par compte publicitaire',
        'Chaque compte Facebook, Google ou TikTok Ads vit dans son profil avec un proxy fixe et ne partage jamais d’appareil avec un autre.',
      ],
      [
        'Des landings vues depuis n’importe quel pays',
        'Des profils jetables avec un proxy mobile local affichent la page telle qu’un vrai visiteur de ce pays la voit.',
      ],
      [
        'Des outils partagés, pas des identifiants',
        'Gardez un outil spy ou un tracker dans un seul profil et partagez-le ; le verrou indique qui l’utilise en ce moment.',
      ],
      [
        'Chaque media buyer voit ses dossiers',
        'Attribuez à chacun les dossiers de sa source de trafic et de ses zones géographiques, avec l’export des cookies désactivé.',
      ],
    ],
    faq: [
      [
        'Plusieurs media buyers peuvent-ils utiliser le même compte publicitaire ?',
        'Oui. Partagez le profil plutôt que le mot de passe : tout le monde travaille alors depuis le même appareil et le même proxy, une personne à la fois.',
      ],
      [
        'Polyprofile fonctionne-t-il avec le cloaking ou les trackers ?',
        'Les trackers fonctionnent dans un profil comme dans un navigateur ordinaire. Nous ne fournissons pas de cloaking, et les règles publicitaires des plateformes restent applicables.',
      ],
    ],
  },
  'e-commerce': {
    seo: {
      title: 'Navigateur multiboutique pour vendeurs en ligne',
      description:
        'Gérez vos boutiques sur plusieurs marketplaces, chacune avec son appareil et son adresse, et donnez accès à vos assistants sans mot de passe.',
    },
    title: 'Un environnement propre pour chacune de vos boutiques',
    subtitle:
      'Sur Amazon, eBay, Etsy ou les marketplaces régionales, les sessions, l’appareil et l’IP de chaque boutique restent séparés, et votre équipe travaille sans partager d’identifiants.',
    benefits: [
      [
        'Des boutiques qui restent séparées',
        'Chaque boutique s’ouvre dans son profil, avec un proxy statique situé dans le pays où la société est immatriculée.',
      ],
      [
        'Des assistants sans mots de passe',
        'Les assistants virtuels travaillent dans le profil de la boutique ; ils ne voient jamais les identifiants et ne peuvent pas exporter la session.',
      ],
      [
        'Le point du matin en quelques minutes',
        'Un scénario RPA capture l’état de santé du compte et les messages de chaque boutique avant l’arrivée de l’équipe.',
      ],
      [
        'Les prix vus par vos clients',
        'Des profils avec proxys locaux affichent les prix et les résultats de recherche de la marketplace comme les voient les acheteurs de chaque région.',
      ],
    ],
    faq: [
      [
        'A-t-on le droit de gérer plusieurs comptes vendeur ?',
        'Cela dépend de la marketplace. Amazon, par exemple, exige un motif commercial légitime et une autorisation ; respectez les règles de chaque plateforme.',
      ],
      [
        'Puis-je transférer une boutique existante dans un profil ?',
        'Oui. Importez les cookies de la boutique dans un profil dont le proxy et le système correspondent, et la session continue sans nouvelle connexion.',
      ],
    ],
  },
  'digital-agency': {
    seo: {
      title: 'Profils de navigateur pour agences digitales',
      description:
        'Un dossier par client, des rôles par dossier et un journal d’audit : gérez les comptes clients en équipe sans faire circuler les mots de passe.',
    },
    title: 'Les comptes clients, rangés par client et partagés par rôle',
    subtitle:
      'L’agence regroupe les comptes publicitaires, sociaux et marketplace de chaque client dans un dossier, donne à chacun exactement l’accès dont il a besoin et restitue les comptes proprement.',
    benefits: [
      [
        'Un dossier par client',
        'Les profils de tous les comptes d’un client sont regroupés et se partagent avec les bonnes personnes en une seule étape.',
      ],
      [
        'Des rôles par dossier',
        'Un chargé de compte peut gérer les profils d’un client et seulement ouvrir ceux d’un autre, dans le même espace de travail.',
      ],
      [
        'Un journal d’audit qui rassure le client',
        'Voyez qui a ouvert, modifié ou exporté chaque profil et quand, puis exportez le journal pour vos rapports clients.',
      ],
      [
        'Des passations propres',
        'Transférez les profils d’un client vers son propre espace de travail avec empreintes, cookies et proxys intacts.',
      ],
    ],
    faq: [
      [
        'Combien de personnes peuvent travailler dans un espace de travail ?',
        'L’offre Équipe inclut 10 membres ; l’offre Entreprise n’a pas de limite fixe. Chaque membre se connecte avec son propre compte.',
      ],
      [
        'Les clients peuvent-ils accéder à leurs propres comptes ?',
        'Oui. Invitez le client comme membre de son dossier, ou transférez les profils vers son espace de travail à la fin du contrat.',
      ],
    ],
  },
  'social-marketing': {
    seo: {
      title: 'Navigateur multicomptes pour les équipes social media',
      description:
        'Gérez les comptes Instagram, TikTok, X et LinkedIn de vos marques et clients dans des profils séparés, avec accès d’équipe et vérifications en miroir.',
    },
    title: 'Des dizaines de comptes sociaux, sans jamais les mélanger',
    subtitle:
      'Chaque compte de marque ou de client garde son appareil et sa localisation, votre équipe travaille dans des profils partagés, et les vérifications de routine prennent des minutes au lieu d’heures.',
    benefits: [
      [
        'Des comptes toujours cohérents',
        'Chaque compte se connecte toujours depuis le même appareil et la même région : les connexions ne déclenchent pas de contrôle de sécurité.',
      ],
      [
        'Des profils mobiles quand il le faut',
        'Des préréglages Android et iOS pour les comptes créés et utilisés sur téléphone.',
      ],
      [
        'Les statistiques de tous les comptes d’un coup',
        'Le synchroniseur ouvre la même page de statistiques dans vingt profils et les fait défiler ensemble.',
      ],
      [
        'Des créateurs sans identifiants',
        'Les créateurs de contenu publient depuis des profils partagés et ne manipulent jamais ni mots de passe ni codes de double authentification.',
      ],
    ],
    faq: [
      [
        'Puis-je programmer des publications depuis Polyprofile ?',
        'Utilisez le planificateur de chaque plateforme ou votre outil habituel dans le profil du compte ; le RPA peut automatiser les étapes répétitives si besoin.',
      ],
      [
        'Les plateformes verront-elles que les comptes sont gérés ensemble ?',
        'Pas par le navigateur. Des contenus communs, des légendes identiques ou le même numéro de téléphone peuvent en revanche relier des comptes.',
      ],
    ],
  },
  'web-scraping': {
    seo: {
      title: 'Profils de navigateur pour le web scraping à grande échelle',
      description:
        'Pilotez de vrais profils de navigateur depuis Puppeteer, Playwright ou Selenium via l’API locale, avec des empreintes et des proxys cohérents.',
    },
    title: 'Scrapez avec de vrais navigateurs qui n’ont pas l’air automatisés',
    subtitle:
      'Lancez des profils depuis votre code, branchez votre bibliothèque d’automatisation habituelle et collectez des données publiques avec des empreintes cohérentes, des proxys rotatifs et le mode headless.',
    benefits: [
      [
        'Compatible avec votre code',
        'L’API locale renvoie un point d’accès DevTools pour Puppeteer, Playwright et Selenium ; vos scripts tournent sans modification.',
      ],
      [
        'Aucun marqueur d’automatisation',
        'Les profils masquent les indicateurs webdriver et les différences du mode headless que Chromium laisse voir.',
      ],
      [
        'Headless sans changer d’empreinte',
        'En mode headless, un profil annonce le même appareil qu’avec fenêtre et consomme environ deux fois moins de mémoire.',
      ],
      [
        'Un proxy par worker',
        'Donnez à chaque profil sa propre adresse résidentielle ou datacenter rotative, et faites-la tourner depuis l’API.',
      ],
    ],
    faq: [
      [
        'Quelle offre inclut l’API locale ?',
        'Les offres Équipe et Entreprise. Les scénarios RPA, pour collecter des données sans code, sont disponibles dès l’offre Base.',
      ],
      [
        'Polyprofile peut-il tourner sur un serveur Linux ?',
        'Oui. Lancez les profils en mode headless via l’API locale, ou avec fenêtre sur un écran virtuel comme Xvfb.',
      ],
    ],
  },
  'traffic-arbitrage': {
    seo: {
      title: 'Navigateur anti-détection pour l’arbitrage de trafic',
      description:
        'Chauffez, lancez et faites grandir des comptes publicitaires sur de nombreuses sources depuis des profils isolés, avec proxys fixes et rôles d’équipe.',
    },
    title: 'Multipliez les comptes publicitaires sans bans en chaîne',
    subtitle:
      'Les équipes d’arbitrage chauffent et exploitent leurs comptes Facebook, Google, TikTok et réseaux natifs depuis des profils isolés, pour qu’une restriction ne se propage pas aux autres.',
    benefits: [
      [
        'La chauffe à grande échelle',
        'Le robot à cookies donne aux nouveaux profils un historique de navigation dans leur région avant la création des comptes.',
      ],
      [
        'Des proxys fixes pour les comptes qui dépensent',
        'Attribuez en masse une adresse FAI ou mobile par compte et vérifiez chaque adresse avant le lancement.',
      ],
      [
        'Création en masse à partir de modèles',
        'Créez cinquante profils depuis un modèle en une étape, chacun avec son appareil et ses graines de bruit.',
      ],
      [
        'Farmers et media buyers séparés',
        'Ceux qui préparent les comptes et ceux qui achètent le trafic ne voient que les dossiers de leur étape du pipeline.',
      ],
    ],
    faq: [
      [
        'Combien de comptes un ordinateur peut-il faire tourner ?',
        'Vous pouvez avoir autant de profils que vous voulez ; chaque profil ouvert demande environ 300 à 600 Mo de mémoire sur des sites ordinaires.',
      ],
      [
        'Polyprofile vend-il des comptes ou des proxys ?',
        'Non. Vous apportez vos propres proxys et comptes ; notre page partenaires liste des fournisseurs qui accordent des réductions à nos utilisateurs.',
      ],
    ],
  },
  ticketing: {
    seo: {
      title: 'Profils de navigateur pour la billetterie',
      description:
        'Agences de voyage et équipes événementielles gèrent les comptes de leurs clients sur les sites de billetterie dans des profils séparés, avec proxys locaux.',
    },
    title: 'Gérez de nombreux comptes de billetterie sans alerte de sécurité',
    subtitle:
      'Agences et équipes événementielles gardent le compte de billetterie de chaque client dans son propre profil, suivent les mises en vente d’autres régions et travaillent ensemble sur les comptes.',
    benefits: [
      [
        'Un profil par compte client',
        'Chaque compte garde sa session et son appareil : les connexions ne ressemblent pas à une prise de contrôle.',
      ],
      [
        'Les ventes régionales, vues sur place',
        'Des profils avec proxy dans le pays de l’événement affichent les prix et les disponibilités comme les voient les acheteurs locaux.',
      ],
      [
        'Une file d’attente qui passe de main en main',
        'Partagez les profils : la personne disponible reprend une session en file d’attente sans se reconnecter.',
      ],
      [
        'Des sessions fiables le jour J',
        'Les sessions restent connectées d’un lancement à l’autre : personne ne se bat avec une page de connexion à l’ouverture des ventes.',
      ],
    ],
    faq: [
      [
        'Polyprofile permet-il de contourner les limites d’achat ?',
        'Non. Les plateformes de billetterie fixent des limites par client et par événement ; respectez-les, ainsi que leurs conditions.',
      ],
      [
        'Puis-je ouvrir une file d’attente dans plusieurs profils ?',
        'Chaque profil est un navigateur distinct et peut garder sa propre place dans la file, si la plateforme l’autorise pour ce compte.',
      ],
    ],
  },
  'google-servies': {
    seo: {
      title: 'Gérer plusieurs comptes Google en toute sécurité',
      description:
        'Gardez les comptes Google Ads, Merchant Center, YouTube et Workspace de différentes entreprises dans des profils séparés, chacun avec son appareil.',
    },
    title: 'De nombreux comptes Google, chacun sur son propre appareil',
    subtitle:
      'Les comptes Google Ads, Merchant Center, Fiche d’établissement et YouTube de différentes entreprises restent dans des profils séparés : une suspension n’atteint pas les autres.',
    benefits: [
      [
        'Fini le sélecteur de comptes',
        'Chaque compte Google vit dans son propre profil, au lieu d’un navigateur commun qui relie toutes les connexions entre elles.',
      ],
      [
        'Ads et Merchant Center par entreprise',
        'Annonceurs et agences gardent séparés la facturation, les flux et les campagnes de chaque entreprise.',
      ],
      [
        'Des connexions stables',
        'L’appareil et la localisation restent les mêmes à chaque connexion : Google demande moins souvent de vérification.',
      ],
      [
        'Un accès d’équipe sans partager les mots de passe Google',
        'Vos collègues ouvrent le profil partagé ; la double authentification du compte reste entre les mains de son propriétaire.',
      ],
    ],
    faq: [
      [
        'Pourquoi ne pas utiliser les profils de Chrome ?',
        'Les profils Chrome partagent la même empreinte d’appareil et la même adresse IP ; les profils Polyprofile ressemblent à des ordinateurs distincts.',
      ],
      [
        'Les extensions Chrome fonctionnent-elles ?',
        'Oui. Installez-les profil par profil depuis le Chrome Web Store, comme dans Chrome.',
      ],
    ],
  },
  facebook: {
    seo: {
      title: 'Gérer plusieurs comptes publicitaires Facebook',
      description:
        'Appareils distincts, proxys fixes et accès partagé pour vos comptes publicitaires Facebook et Meta, avec une configuration qui limite les bans en chaîne.',
    },
    title: 'Chaque compte Facebook sur son propre appareil et son proxy',
    subtitle:
      'Media buyers et agences gèrent profils personnels, Business Managers et comptes publicitaires depuis des profils isolés aux adresses fixes, et les partagent sans partager d’identifiants.',
    benefits: [
      [
        'Un administrateur, un appareil',
        'Le compte personnel qui gère les publicités se présente toujours avec la même empreinte et la même adresse FAI.',
      ],
      [
        'Chauffer avant de dépenser',
        'Les profils se construisent un historique de navigation et une activité de compte normaux avant l’ajout d’une carte.',
      ],
      [
        'Graphistes et analystes sur le même compte',
        'Partagez le profil avec le rôle Membre : chacun travaille depuis le même appareil, une personne à la fois.',
      ],
      [
        'Des restrictions qui restent circonscrites',
        'Des comptes qui ne partagent jamais ni appareil ni adresse ne peuvent pas être reliés par le navigateur.',
      ],
    ],
    faq: [
      [
        'Cela empêche-t-il toutes les restrictions ?',
        'Non. Les infractions aux règles, les problèmes de paiement et les cartes ou pages partagées causent toujours des restrictions ; le navigateur supprime le lien par l’appareil.',
      ],
      [
        'Quels proxys conviennent le mieux à Facebook ?',
        'Des proxys FAI statiques ou mobiles dédiés dans le pays du compte, un par compte, conservés pendant toute sa durée de vie.',
      ],
    ],
  },
  'twitter-x': {
    seo: {
      title: 'Gérer plusieurs comptes X (Twitter)',
      description:
        'Gérez les comptes X de marque, de support et régionaux dans des profils séparés, chacun avec son appareil, et donnez accès à votre équipe social media.',
    },
    title: 'Comptes X de marque, de support et régionaux, bien séparés',
    subtitle:
      'Les équipes social media gèrent plusieurs comptes X sans reconnexions incessantes ni verrouillages de sécurité : chaque compte a son profil, son appareil et sa localisation.',
    benefits: [
      [
        'Fini les connexions et déconnexions',
        'Chaque compte reste connecté dans son propre profil ; changer de compte se fait d’un clic, pas avec un mot de passe.',
      ],
      [
        'Moins de verrouillages de sécurité',
        'Les comptes apparaissent toujours depuis le même appareil et la même région, comme X l’attend d’un vrai utilisateur.',
      ],
      [
        'Des relèves de support sans accroc',
        'L’équipe suivante ouvre le même profil et reprend dans la même session.',
      ],
      [
        'Surveiller plusieurs comptes',
        'Affichez côte à côte les notifications de dix comptes grâce au synchroniseur.',
      ],
    ],
    faq: [
      [
        'X autorise-t-il plusieurs comptes par personne ?',
        'X permet plusieurs comptes pour des usages légitimes, comme des comptes de marque et de support ; ses règles sur l’automatisation et le spam s’appliquent toujours.',
      ],
      [
        'Puis-je utiliser le site mobile ?',
        'Oui. Les profils mobiles se présentent comme un appareil Android ou iOS et ouvrent la version mobile de X.',
      ],
    ],
  },
  tiktok: {
    seo: {
      title: 'Gérer plusieurs comptes TikTok depuis un seul poste',
      description:
        'Empreintes mobiles, proxys mobiles régionaux et accès d’équipe pour vos comptes TikTok de marque et de niche, avec des routines qui évitent le bridage.',
    },
    title: 'Des comptes TikTok fidèles aux téléphones qui les ont créés',
    subtitle:
      'Marques et agences gèrent des comptes TikTok par marché depuis des profils mobiles avec proxys d’opérateurs locaux : les vidéos touchent le public pour lequel elles ont été faites.',
    benefits: [
      [
        'De vrais modèles de téléphone',
        'Les profils Android et iOS règlent ensemble user agent, écran, tactile et GPU d’un même modèle réel de téléphone.',
      ],
      [
        'Des proxys d’opérateurs locaux',
        'Des proxys mobiles sur le marché de chaque compte, avec rotation de l’IP entre les sessions depuis la barre d’outils.',
      ],
      [
        'Les statistiques de dix comptes à la fois',
        'Ouvrez les statistiques de chaque compte côte à côte et comparez-les sans vous déconnecter ni vous reconnecter.',
      ],
      [
        'Validation client sans mot de passe',
        'Vos clients relisent les brouillons dans le profil partagé, avec l’export des cookies désactivé.',
      ],
    ],
    faq: [
      [
        'Pourquoi mes vidéos font-elles zéro vue ?',
        'Le plus souvent : une région incohérente, du contenu dupliqué ou des changements d’appareil. Voir notre article sur les erreurs avec les comptes TikTok.',
      ],
      [
        'Puis-je publier depuis un profil de bureau ?',
        'Oui, l’application web de TikTok permet la mise en ligne. Gardez dans des profils mobiles les comptes créés sur téléphone.',
      ],
    ],
  },
  amazon: {
    seo: {
      title: 'Des environnements séparés pour les vendeurs Amazon',
      description:
        'Les vendeurs Amazon autorisés à avoir plusieurs comptes gardent chaque boutique sur son appareil et son IP statique, avec un accès sûr pour leurs assistants.',
    },
    title: 'Chaque boutique Amazon sur son appareil et son IP statique',
    subtitle:
      'Les vendeurs autorisés à gérer plusieurs comptes séparent les sessions, l’appareil et le réseau de chaque boutique, et donnent accès à leur équipe par les profils plutôt que par les mots de passe.',
    benefits: [
      [
        'Des adresses FAI statiques',
        'Chaque boutique se connecte depuis une adresse fixe dans le pays où sa société est immatriculée.',
      ],
      [
        'Un appareil qui ne change jamais',
        'L’empreinte choisie à la configuration reste fixe pendant toute la vie du compte, comme Amazon l’attend.',
      ],
      [
        'Vos assistants dans votre session',
        'Les assistants virtuels travaillent dans des profils partagés et n’utilisent jamais leur propre navigateur sur votre compte.',
      ],
      [
        'La santé des comptes d’un coup d’œil',
        'Un scénario RPA planifié enregistre chaque matin une capture de la page de santé du compte de chaque boutique.',
      ],
    ],
    faq: [
      [
        'Amazon autorise-t-il plus d’un compte vendeur ?',
        'Seulement avec un besoin commercial légitime et l’accord d’Amazon. Polyprofile sépare techniquement les comptes autorisés.',
      ],
      [
        'Puis-je aussi utiliser l’application Seller sur mon téléphone ?',
        'Oui, mais réservez chaque téléphone à une seule boutique : un téléphone utilisé pour deux boutiques les relie.',
      ],
    ],
  },
  discord: {
    seo: {
      title: 'Gérer plusieurs comptes Discord',
      description:
        'Community managers et modérateurs gèrent plusieurs comptes Discord dans des profils séparés, connectés en permanence et partagés avec l’équipe.',
    },
    title: 'Modérez et animez vos communautés depuis plusieurs comptes Discord',
    subtitle:
      'Les équipes communautaires gardent côte à côte, connectés en permanence, les comptes de marque, de modération et de propriétaires de bots, sans se déconnecter à longueur de journée.',
    benefits: [
      [
        'Chaque compte toujours connecté',
        'L’application web de Discord reste connectée dans chaque profil : changer de compte prend un clic.',
      ],
      [
        'Des tours de modération sans partage de mot de passe',
        'Les modérateurs ouvrent le profil partagé du compte d’équipe pendant leur créneau.',
      ],
      [
        'Plusieurs serveurs d’un coup d’œil',
        'Disposez côte à côte les fenêtres de différents comptes et suivez chaque serveur en temps réel.',
      ],
      [
        'Des appareils stables, moins de captchas',
        'Avec des empreintes et des adresses stables, Discord demande moins souvent de vérification.',
      ],
    ],
    faq: [
      [
        'Discord autorise-t-il plusieurs comptes ?',
        'Discord permet d’avoir plus d’un compte ; le spam, les raids et le contournement de bannissement sont contraires à ses règles.',
      ],
      [
        'Des bots peuvent-ils tourner dans Polyprofile ?',
        'Les bots utilisent l’API de Discord et n’ont pas besoin de navigateur. Les profils servent aux comptes humains qui les possèdent et les gèrent.',
      ],
    ],
  },
  linkedin: {
    seo: {
      title: 'Gérer plusieurs comptes LinkedIn en équipe',
      description:
        'Recruteurs et commerciaux gardent chaque licence LinkedIn dans son propre profil, avec un appareil stable et un accès partagé d’une équipe à l’autre.',
    },
    title: 'Licences LinkedIn de recrutement et de vente, chacune sur son appareil',
    subtitle:
      'Les équipes de recrutement et de vente gardent chaque licence LinkedIn connectée sur un appareil stable, la partagent d’un fuseau horaire à l’autre et cessent de déclencher des contrôles de sécurité.',
    benefits: [
      [
        'Un appareil stable par licence',
        'Chaque licence se connecte depuis la même empreinte et la même région, sans demandes de vérification répétées.',
      ],
      [
        'Le relais entre fuseaux horaires',
        'Un collègue d’un autre bureau reprend dans la même session grâce au profil partagé.',
      ],
      [
        'Sales Navigator dans chaque profil',
        'Les extensions et outils de votre équipe s’installent profil par profil, chacun avec ses propres réglages.',
      ],
      [
        'Un accès conforme aux exigences',
        'Le journal d’audit enregistre qui a utilisé quelle licence, et quand.',
      ],
    ],
    faq: [
      [
        'Une seule personne peut-elle gérer plusieurs comptes LinkedIn ?',
        'Les conditions de LinkedIn autorisent un compte personnel par personne. Utilisez les profils pour gérer des licences qui appartiennent à différents membres de l’équipe.',
      ],
      [
        'Polyprofile automatise-t-il la prospection sur LinkedIn ?',
        'Il fournit le RPA et une API, mais LinkedIn restreint l’activité automatisée : restez dans ses limites pour votre prospection.',
      ],
    ],
  },
  crypto: {
    seo: {
      title: 'Profils de navigateur pour les équipes crypto',
      description:
        'Comptes sur les plateformes d’échange, extensions de portefeuille et tests de dApps dans des profils séparés, chacun avec appareil, proxy et stockage.',
    },
    title: 'Comptes d’échange et portefeuilles, chacun dans un navigateur distinct',
    subtitle:
      'Fonds, teneurs de marché et équipes Web3 séparent les comptes d’échange de leurs différentes entités et leurs extensions de portefeuille, et testent leurs dApps comme les voient les utilisateurs de chaque région.',
    benefits: [
      [
        'Des extensions de portefeuille par profil',
        'Chaque profil a son propre stockage d’extensions : un portefeuille n’apparaît jamais dans le mauvais navigateur.',
      ],
      [
        'Une séparation par entité juridique',
        'Les comptes d’échange de chaque entité se connectent depuis leurs propres appareils et adresses.',
      ],
      [
        'Tester vos dApps région par région',
        'Vérifiez comment votre application et ses restrictions géographiques se comportent pour des utilisateurs d’autres pays.',
      ],
      [
        'Chiffré au repos comme à la synchronisation',
        'Les données du profil, stockage des extensions compris, sont chiffrées avant de quitter votre ordinateur.',
      ],
    ],
    faq: [
      [
        'Puis-je garder des phrases de récupération dans un profil ?',
        'Les extensions de portefeuille stockent leurs clés chiffrées dans le profil. Pour des montants importants, un portefeuille matériel reste le choix le plus sûr.',
      ],
      [
        'Est-ce fait pour farmer des airdrops avec de nombreux portefeuilles ?',
        'Beaucoup de projets interdisent plusieurs portefeuilles par personne pour leurs airdrops. Respectez les règles de chaque projet : nous n’accompagnons pas le farming Sybil.',
      ],
    ],
  },
  betting: {
    seo: {
      title: 'Profils de navigateur pour affiliés et analystes de paris',
      description:
        'Affiliés et analystes de cotes consultent les bookmakers de chaque marché, gèrent leurs comptes partenaires et les partagent avec leur équipe.',
    },
    title: 'Les cotes et les offres de chaque marché, vues comme sur place',
    subtitle:
      'Affiliés et analystes vérifient les cotes, les bonus et les pages d’accueil des bookmakers sur chaque marché, et gardent leurs comptes partenaires dans des profils séparés et partagés.',
    benefits: [
      [
        'Chaque marché vu de l’intérieur',
        'Des profils avec proxy dans chaque pays affichent les cotes, bonus et pages que reçoivent les clients locaux.',
      ],
      [
        'Les tableaux de bord partenaires au même endroit',
        'Les comptes des programmes d’affiliation restent connectés dans leur profil et sont partagés avec l’équipe.',
      ],
      [
        'Contrôler la conformité des promotions',
        'Faites capturer automatiquement les pages de bonus de chaque marché par un scénario RPA.',
      ],
      [
        'Aucune confusion entre les marques',
        'Des dossiers par opérateur ou par marché évitent qu’un compte soit utilisé au mauvais endroit.',
      ],
    ],
    faq: [
      [
        'Puis-je m’en servir pour contourner les limites d’un bookmaker ?',
        'Non. Les conditions des opérateurs n’autorisent qu’un compte par client, et la législation sur les jeux d’argent s’applique ; respectez les deux.',
      ],
      [
        'Quels pays puis-je consulter ?',
        'Tout pays dans lequel vous avez un proxy ; le fuseau horaire et la langue du profil s’y adaptent automatiquement.',
      ],
    ],
  },
}

/** Les pages de fonctionnalités en français. */
export const features: FeaturePages = {
  'multi-account-management': {
    seo: {
      title: 'Gestion multicomptes dans des profils isolés',
      description:
        'Gérez des centaines de comptes depuis un seul ordinateur, chacun dans un profil de navigateur distinct avec son empreinte, ses cookies et son proxy.',
    },
    subtitle:
      'Chaque compte vit dans un navigateur distinct qui ressemble à un ordinateur à part entière, avec son empreinte, son stockage et son réseau, et s’ouvre d’un clic.',
    how: [
      [
        'Créez un profil par compte',
        'Donnez-lui le nom du compte ; Polyprofile lui attribue un appareil réaliste.',
      ],
      [
        'Donnez-lui son propre proxy',
        'Collez l’adresse, vérifiez-la, et le profil en reprend le fuseau horaire et la langue.',
      ],
      [
        'Connectez-vous une seule fois',
        'La session reste chiffrée dans le profil et vous suit sur vos autres ordinateurs.',
      ],
    ],
  },
  synchronizer: {
    seo: {
      title: 'Synchroniseur : une fenêtre en pilote plusieurs',
      description:
        'Reproduisez les clics, la saisie et le défilement d’une fenêtre de profil dans vingt autres, avec des délais aléatoires et des variantes de texte.',
    },
    subtitle:
      'Travaillez dans une fenêtre et voyez les mêmes clics, la même saisie et le même défilement se reproduire dans chaque profil ouvert, chacun restant un utilisateur distinct pour les sites.',
    how: [
      [
        'Ouvrez les profils',
        'Sélectionnez les profils dont vous avez besoin et ouvrez-les ensemble.',
      ],
      [
        'Disposez et lancez',
        'Mettez les fenêtres en mosaïque à la même taille, choisissez la fenêtre principale et lancez la reproduction.',
      ],
      [
        'Travaillez à un rythme humain',
        'Délais aléatoires, souris légèrement imprécise et texte propre à chaque profil empêchent les fenêtres suiveuses d’avancer au pas.',
      ],
    ],
  },
  rpa: {
    seo: {
      title: 'Automatisation RPA sans code',
      description:
        'Enregistrez ou assemblez visuellement des scénarios de navigation et lancez-les sur de nombreux profils, à la demande ou selon un planning.',
    },
    subtitle:
      'Construisez vos routines de navigation visuellement ou enregistrez-les une fois, puis laissez-les tourner sur chaque profil selon un planning, avec un journal et une capture pour chaque exécution.',
    how: [
      [
        'Enregistrez ou assemblez',
        'Faites la tâche une fois dans un profil, ou combinez des actions dans l’éditeur.',
      ],
      [
        'Testez sur un profil',
        'Suivez l’exécution étape par étape et corrigez tout sélecteur qui échoue.',
      ],
      [
        'Lancez et planifiez',
        'Exécutez sur un dossier avec une limite de parallélisme, ou chaque jour à une heure aléatoire.',
      ],
    ],
  },
  'local-api': {
    seo: {
      title: 'API locale pour Puppeteer, Playwright et Selenium',
      description:
        'Créez, démarrez et arrêtez des profils depuis votre propre code, et connectez-y Puppeteer, Playwright ou Selenium via DevTools.',
    },
    subtitle:
      'Une API HTTP locale démarre, arrête et gère les profils depuis vos scripts, et confie à Puppeteer, Playwright ou Selenium un profil en cours d’exécution à piloter.',
    how: [
      ['Activez-la et obtenez une clé', 'Activez l’API dans les paramètres et copiez votre clé.'],
      [
        'Démarrez un profil',
        'Une seule requête POST renvoie un point d’accès DevTools pour le profil lancé.',
      ],
      [
        'Branchez votre bibliothèque',
        'Connectez Puppeteer, Playwright ou Selenium et exécutez votre code tel quel.',
      ],
    ],
  },
  'multi-profiles-management': {
    seo: {
      title: 'Gestion des profils en masse',
      description:
        'Créez des profils à partir de modèles, importez-les depuis des fichiers, attribuez proxys, tags et dossiers, et déplacez-en des centaines à la fois.',
    },
    subtitle:
      'Modèles, création par lots, imports, dossiers et tags gardent des milliers de profils en ordre, et les actions groupées en modifient des centaines en une seule étape.',
    how: [
      [
        'Créez en masse',
        'Créez par lots à partir d’un modèle ou importez un CSV avec noms, proxys et notes.',
      ],
      [
        'Organisez',
        'Rangez les profils dans des dossiers, ajoutez-leur des tags et enregistrez les colonnes de liste dont vous avez besoin.',
      ],
      [
        'Modifiez-en beaucoup d’un coup',
        'Remplacez les proxys, changez de dossier ou transférez les profils de toute une sélection.',
      ],
    ],
  },
  teamwork: {
    seo: {
      title: 'Travail d’équipe : des profils partagés, sans mots de passe',
      description:
        'Partagez des dossiers de profils avec des rôles et des permissions, voyez qui utilise quoi dans le journal d’audit et retirez les accès en toute sécurité.',
    },
    subtitle:
      'Vos collègues ouvrent des profils partagés au lieu de se connecter avec des mots de passe, ne voient que les dossiers que leur rôle autorise et laissent une trace de ce qu’ils ont fait.',
    how: [
      [
        'Invitez votre équipe',
        'Envoyez des invitations par e-mail et choisissez le rôle de chacun.',
      ],
      [
        'Partagez des dossiers',
        'Attribuez un rôle par dossier et décidez qui peut voir les proxys ou exporter les cookies.',
      ],
      [
        'Contrôlez et retirez les accès',
        'Consultez le journal d’audit, et retirez un membre en un clic quand il quitte l’équipe.',
      ],
    ],
  },
}
