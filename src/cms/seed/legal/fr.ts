import type { LegalCopy } from './types'

export const fr: LegalCopy = {
  privacy: {
    seo: {
      title: 'Politique de confidentialité',
      description:
        'Ce que Polyprofile collecte sur ce site, pourquoi, pour combien de temps, et comment vous choisissez ce qui est autorisé.',
    },
    title: 'Politique de confidentialité',
    subtitle: 'En vigueur depuis le 1er novembre 2026.',
    body: [
      {
        p: 'La présente politique couvre ce site et l’assistance que nous fournissons par son intermédiaire. Polyprofile Ltd. est responsable des données décrites ici ; vous pouvez nous écrire à privacy@polyprofile.com.',
      },
      { h2: 'Votre choix' },
      {
        p: 'Aux visiteurs de l’Union européenne, de l’Espace économique européen et du Royaume-Uni, nous demandons leur accord avant d’activer tout ce qui n’est pas strictement nécessaire. Si votre navigateur envoie le signal Global Privacy Control, nous le traitons partout comme un refus et ne vous posons pas la question. Vous pouvez modifier votre choix à tout moment via « Paramètres de confidentialité », en bas de chaque page.',
      },
      { h2: 'Ce qui fonctionne toujours' },
      {
        ul: [
          'Votre choix de langue, conservé dans un cookie pendant 365 jours pour que le site s’ouvre dans votre langue.',
          'Votre choix en matière de confidentialité, conservé dans un cookie pendant 180 jours.',
          'Le comptage des pages vues, des clics et des erreurs sans identifiant persistant : chaque chargement de page reçoit un nouvel identifiant aléatoire, et nous ne conservons aucune adresse IP.',
          'Le code de parrainage d’un lien partenaire, conservé dans un cookie pendant 7 jours pour que la visite soit attribuée au partenaire.',
        ],
      },
      { h2: 'Ce qui ne fonctionne qu’avec votre accord' },
      {
        ul: [
          'Un cookie d’identifiant d’appareil (360 jours), qui nous permet de compter les visiteurs qui reviennent et de mesurer les performances du site pour eux.',
          'Un rapport d’empreinte du navigateur (caractéristiques de l’écran, de la carte graphique, des polices et du réseau), vérifié au plus une fois par jour, que nous utilisons pour améliorer les empreintes créées par notre navigateur et pour prévenir les abus.',
          'Le chat d’assistance, fourni par un tiers, qui ne se charge que lorsque vous l’ouvrez.',
          'Les invitations à se connecter avec Google, qui chargent le script de Google.',
        ],
      },
      { h2: 'Comment nous conservons les données' },
      {
        p: 'Les statistiques sont chiffrées dans votre navigateur avant leur envoi. Au lieu de votre adresse IP, nous conservons une valeur de hachage calculée avec une clé qui change chaque jour. Les statistiques brutes sont supprimées au bout de 180 jours ; seuls les totaux quotidiens sont conservés ensuite. Les messages que vous envoyez via un formulaire sont conservés le temps nécessaire pour vous répondre.',
      },
      { h2: 'Vos droits' },
      {
        p: 'Vous pouvez demander à consulter, rectifier ou supprimer les données que nous détenons à votre sujet, vous opposer à leur utilisation ou introduire une réclamation auprès de votre autorité de protection des données. Écrivez à privacy@polyprofile.com ; nous répondons sous 30 jours.',
      },
    ],
  },
  terms: {
    seo: {
      title: 'Conditions d’utilisation',
      description:
        'Les règles d’utilisation du site Polyprofile, de ses téléchargements et de sa documentation.',
    },
    title: 'Conditions d’utilisation',
    subtitle: 'En vigueur depuis le 1er novembre 2026.',
    body: [
      {
        p: 'Les présentes conditions s’appliquent à ce site, à sa documentation et aux téléchargements qu’il propose. En utilisant le site, vous les acceptez. L’application Polyprofile est soumise à sa propre licence, affichée lors de son installation.',
      },
      { h2: 'Utilisation du site' },
      {
        ul: [
          'Vous pouvez lire et partager les pages de ce site, et créer des liens vers celles-ci.',
          'Vous ne devez pas perturber le site, y rechercher des failles sans notre autorisation écrite, ni en collecter le contenu de manière automatisée à un rythme qui nuit aux autres visiteurs.',
          'Lorsque vous utilisez nos produits, vous devez respecter la loi de votre pays et les conditions des plateformes sur lesquelles vous travaillez.',
        ],
      },
      { h2: 'Comptes et paiements' },
      {
        p: 'Les comptes, les offres et les paiements sont régis par les conditions d’abonnement que vous acceptez lors de votre inscription. Les prix affichés sur ce site sont donnés à titre indicatif ; seul le prix confirmé lors du paiement fait foi.',
      },
      { h2: 'Contenu et responsabilité' },
      {
        p: 'Nous veillons à ce que le contenu de ce site soit exact et à jour, mais il est fourni en l’état, sans garantie. Dans les limites autorisées par la loi, nous déclinons toute responsabilité pour les pertes résultant de la confiance accordée à ce contenu. Les liens vers d’autres sites sont fournis pour votre commodité ; nous ne sommes pas responsables de leur contenu.',
      },
      { h2: 'Modifications' },
      {
        p: 'Nous pouvons modifier les présentes conditions ; la date indiquée en haut de la page correspond à l’entrée en vigueur de la version actuelle. Pour toute question : legal@polyprofile.com.',
      },
    ],
  },
}
