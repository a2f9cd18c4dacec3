import type { ArticleText } from '../types'

/** Centre d’aide : premiers pas. */
export const helpsStart: Record<string, ArticleText> = {
  'install-polyprofile': {
    title: 'Installer Polyprofile sur Windows, macOS et Linux',
    excerpt:
      'La configuration requise, où télécharger le programme d’installation et que faire si votre système le bloque.',
    description:
      'Comment installer Polyprofile sur Windows, macOS et Linux : configuration requise, programmes d’installation et que faire si le système les bloque.',
    body: [
      { h2: 'Configuration requise' },
      {
        ul: [
          '**Windows :** Windows 10 ou 11, 64 ou 32 bits.',
          '**macOS :** version 11 Big Sur ou ultérieure, sur Intel ou Apple silicon.',
          '**Linux :** Ubuntu 20.04, Debian 11 ou une distribution 64 bits plus récente.',
          'Au moins 4 Go de mémoire et 2 Go d’espace disque libre. Prévoyez environ 500 Mo de mémoire pour chaque profil que vous gardez ouvert.',
        ],
      },
      { h2: 'Installation' },
      {
        ol: [
          'Ouvrez la [page de téléchargement](/download). Elle vous propose le programme d’installation de votre système ; les autres systèmes sont listés en dessous.',
          '**Windows :** lancez le fichier `.exe` et suivez les étapes. Le client s’installe pour l’utilisateur courant et ne demande pas de droits d’administrateur.',
          '**macOS :** ouvrez le fichier `.dmg` et faites glisser Polyprofile dans Applications. Sur les Mac à puce M, choisissez la version Apple silicon : elle est nettement plus rapide que la version Intel sous Rosetta.',
          '**Linux :** installez le paquet `.deb` avec `sudo apt install ./Polyprofile-5.7.0-linux.deb`.',
          'Lancez Polyprofile et connectez-vous à votre compte, ou créez-en un depuis la fenêtre de connexion.',
        ],
      },
      { h2: 'Si le système bloque le programme d’installation' },
      {
        p: 'Pendant les premiers jours qui suivent une nouvelle version, Windows SmartScreen peut afficher un avertissement, jusqu’à ce que suffisamment de personnes l’aient installée. Vérifiez que le fichier provient bien de notre page de téléchargement, puis choisissez **Informations complémentaires → Exécuter quand même**. Sur macOS, si le système indique que l’application ne peut pas être ouverte, faites un clic droit dessus dans Applications et choisissez **Ouvrir** une fois.',
      },
      {
        p: 'Il arrive qu’un antivirus mette en quarantaine le noyau du navigateur, téléchargé après la première connexion. Si les profils ne démarrent pas juste après l’installation, ajoutez le dossier de Polyprofile aux exceptions de votre antivirus et redémarrez le client. Chaque version publie les sommes de contrôle SHA-256 de ses programmes d’installation dans les [notes de version](/release).',
      },
    ],
  },
  'create-first-profile': {
    title: 'Créer votre premier profil de navigateur',
    excerpt:
      'Un profil est un navigateur distinct, avec son appareil, son stockage et son réseau. Comment en créer un et quoi remplir en premier.',
    description:
      'Créez votre premier profil de navigateur Polyprofile : nom, système d’exploitation, réglages réseau, et ce qu’il vaut mieux laisser par défaut.',
    body: [
      {
        p: 'Chaque profil est un navigateur complet et indépendant. Il a sa propre empreinte d’appareil, ses cookies et son stockage, ses extensions et sa propre connexion réseau. Utilisez un profil par compte que vous voulez garder à part.',
      },
      { h2: 'Étapes' },
      {
        ol: [
          'Cliquez sur **Nouveau profil** en haut à gauche de la fenêtre principale.',
          'Saisissez un nom qui indique à quel compte sert le profil, par exemple *Boutique DE – Seller Central*. Vous pouvez ajouter une note et des tags sous le nom.',
          'Choisissez le système d’exploitation que le profil doit présenter : Windows, macOS, Linux, Android ou iOS. Polyprofile choisit un appareil réaliste de ce type.',
          'Sous **Réseau**, ajoutez un proxy, ou laissez *Connexion directe* pour l’instant si vous voulez seulement faire un essai.',
          'Cliquez sur **Créer**. Le profil apparaît dans la liste ; cliquez sur **Ouvrir** pour le lancer.',
        ],
      },
      { h2: 'Ce qu’il vaut mieux laisser par défaut' },
      {
        p: 'L’onglet de l’empreinte compte des dizaines de valeurs, et celles par défaut sont choisies pour être cohérentes entre elles et avec le proxy. Le fuseau horaire, la langue et la géolocalisation suivent automatiquement l’emplacement du proxy. Ne modifiez une valeur que si vous savez pourquoi ; l’éditeur vous avertit quand un changement crée une contradiction.',
      },
      { h2: 'En créer plusieurs d’un coup' },
      {
        p: 'Pour créer des profils en masse, cliquez sur la flèche à côté de **Nouveau profil** et choisissez **Création en masse**. Indiquez combien il vous en faut, un modèle de nom comme *TikTok {n}*, et collez si vous le souhaitez une liste de proxys, un par ligne, pour les attribuer dans l’ordre. Chaque profil reçoit malgré tout son propre appareil.',
      },
      {
        p: 'L’offre gratuite comprend 5 profils ; la [page des tarifs](/pricing) indique les limites des autres offres. Lisez ensuite comment [choisir les réglages d’empreinte](/helps/set-up-fingerprints) et [ajouter un proxy](/helps/set-up-proxies).',
      },
    ],
  },
  'set-up-fingerprints': {
    title: 'Choisir les réglages d’empreinte d’un nouveau profil',
    excerpt:
      'Quelles options d’empreinte modifier, lesquelles ne pas toucher, et comment lire le contrôle de cohérence.',
    description:
      'Quels réglages d’empreinte modifier dans un nouveau profil Polyprofile, lesquels garder par défaut, et comment fonctionne le contrôle de cohérence.',
    body: [
      {
        p: 'Quand vous créez un profil, Polyprofile génère une empreinte complète à partir de données d’appareils réels. Dans la plupart des cas, vous n’avez que trois décisions à prendre et pouvez laisser tout le reste tel quel.',
      },
      { h2: 'Les trois décisions' },
      {
        ol: [
          '**Le système d’exploitation.** Reprenez celui que le compte utilisait jusque-là. Pour un nouveau compte, Windows est le choix le plus courant sur ordinateur.',
          '**Ordinateur ou mobile.** N’utilisez un préréglage mobile que pour les comptes censés être utilisés depuis un téléphone.',
          '**La taille d’écran.** Gardez la résolution proposée, sauf si l’historique du compte en exige une autre. Les tailles courantes attirent moins l’attention que les rares.',
        ],
      },
      { h2: 'Les réglages à laisser par défaut' },
      {
        ul: [
          '**Fuseau horaire, langue, géolocalisation :** *Selon l’IP*, pour qu’ils correspondent au proxy.',
          '**WebRTC :** *Remplacer*, qui montre l’adresse du proxy au lieu de votre adresse réelle.',
          '**Canvas, WebGL, audio :** *Bruit*, qui donne au profil ses propres empreintes stables.',
          '**Polices :** *Polices du profil*, assorties au système d’exploitation choisi.',
        ],
      },
      { h2: 'Le contrôle de cohérence' },
      {
        p: 'Le panneau en bas de l’onglet de l’empreinte confronte les valeurs les unes aux autres. Une coche verte signifie qu’aucune contradiction n’a été trouvée. Un avertissement jaune nomme les valeurs qui ne vont pas ensemble, par exemple une plateforme macOS avec une carte graphique qui n’existe que sous Windows. Corrigez les avertissements avant la première connexion : ensuite, changer l’appareil d’un compte actif peut en soi éveiller les soupçons.',
      },
      {
        p: 'Cliquez sur **Nouvelle empreinte** pour tirer un appareil entièrement neuf si vous voulez repartir de zéro. La [référence des paramètres d’empreinte](/docs/fingerprint-parameters) détaille chaque valeur.',
      },
    ],
  },
  'set-up-proxies': {
    title: 'Ajouter un proxy à un profil',
    excerpt:
      'Collez un proxy dans n’importe quel format courant, vérifiez-le, et laissez le profil en reprendre la localisation.',
    description:
      'Ajoutez un proxy à un profil Polyprofile : types et formats pris en charge, vérification intégrée et liens de rotation pour les proxys mobiles.',
    body: [
      {
        p: 'Un proxy donne à un profil sa propre adresse IP et sa propre localisation. Polyprofile prend en charge les proxys HTTP, HTTPS et SOCKS5 de n’importe quel fournisseur.',
      },
      { h2: 'Étapes' },
      {
        ol: [
          'Ouvrez les paramètres du profil et allez dans l’onglet **Proxy**.',
          'Choisissez **Personnalisé** et collez le proxy. Le type, l’hôte, le port, le nom d’utilisateur et le mot de passe se remplissent automatiquement.',
          'Cliquez sur **Vérifier**. Au bout d’une ou deux secondes s’affichent l’IP de sortie, le pays, la ville, le fuseau horaire et la latence.',
          'Si la localisation est la bonne, cliquez sur **Enregistrer**.',
        ],
      },
      { h2: 'Les formats que le champ comprend' },
      {
        ul: [
          '`host:port`',
          '`host:port:username:password`',
          '`username:password@host:port`',
          '`socks5://username:password@host:port` (ainsi que `http://` et `https://`)',
        ],
      },
      { h2: 'Proxys mobiles avec rotation d’IP' },
      {
        p: 'Si votre fournisseur vous donne un lien qui change l’IP, collez-le dans **Lien de changement d’IP**. Un bouton de rotation apparaît alors dans la barre d’outils du profil. Ne faites tourner l’IP qu’entre deux sessions, jamais pendant que vous êtes connecté et au travail.',
      },
      { h2: 'Proxys enregistrés' },
      {
        p: 'Les proxys que vous utilisez souvent peuvent être enregistrés sous **Proxys** dans le menu de gauche, puis choisis dans une liste au lieu d’être collés. Modifier un proxy enregistré met à jour tous les profils qui l’utilisent.',
      },
      {
        p: 'Une fois l’enregistrement fait, le profil reprend le fuseau horaire, la langue et la géolocalisation de la nouvelle adresse à chaque démarrage. Changer le proxy d’un compte que vous utilisez déjà revient à lui donner une nouvelle localisation : ne le faites que lorsque l’ancienne adresse ne fonctionne plus.',
      },
      {
        p: 'Si la vérification échoue, consultez [que faire quand la vérification d’un proxy échoue](/helps/fix-proxies). Pour choisir un type de proxy, lisez notre [comparatif des types de proxys](/blog/proxies-guide).',
      },
    ],
  },
  'set-up-cookies': {
    title: 'Importer des cookies dans un profil',
    excerpt:
      'Transférez une session connectée d’un autre navigateur vers un profil Polyprofile sans vous reconnecter.',
    description:
      'Importez des cookies au format JSON ou Netscape dans un profil Polyprofile, pour qu’un compte reste connecté en quittant un autre navigateur.',
    body: [
      {
        p: 'Importer des cookies transfère une session connectée dans un profil. Le site voit alors un visiteur qui revient, et non une nouvelle connexion depuis un appareil inconnu.',
      },
      { h2: 'Exporter depuis l’ancien navigateur' },
      {
        p: 'Dans l’ancien navigateur, utilisez une extension d’export de cookies et n’exportez que les cookies du site que vous transférez, au format JSON. Si le site passe par un autre domaine pour la connexion, par exemple un domaine dédié aux comptes, exportez-le aussi. N’exportez pas tous les cookies du navigateur.',
      },
      { h2: 'Importer dans le profil' },
      {
        ol: [
          'Fermez le profil s’il est ouvert.',
          'Ouvrez son menu et choisissez **Cookies → Importer**.',
          'Collez le contenu JSON ou le fichier Netscape `cookies.txt`, ou sélectionnez le fichier.',
          'Cliquez sur **Importer**. La fenêtre indique combien de cookies ont été ajoutés et liste ceux qui ont été ignorés, avec la raison.',
          'Ouvrez le profil et chargez le site. Vous devriez être connecté.',
        ],
      },
      { h2: 'Avant la première visite' },
      {
        ul: [
          'Donnez au profil un proxy situé dans le même pays que la connexion de l’ancien navigateur.',
          'Choisissez le même système d’exploitation que celui sur lequel tournait l’ancien navigateur.',
          'Une fois la connexion confirmée, évitez de changer de mot de passe ou de moyen de paiement pendant quelques heures.',
        ],
      },
      {
        p: 'Les cookies ignorés ont généralement une date d’expiration passée : cette partie de la session était déjà terminée. Si le site vous déconnecte après un redémarrage, consultez [quand les cookies ne sont pas enregistrés](/helps/fix-cookies).',
      },
      {
        p: 'La survie d’une session importée dépend aussi du site. Les services qui lient une session à l’adresse IP sur laquelle elle a été créée vous demanderont de vous reconnecter, quel que soit le soin apporté au transfert des cookies.',
      },
    ],
  },
  'set-up-teamwork': {
    title: 'Inviter des membres et attribuer des rôles',
    excerpt:
      'Invitez vos collègues dans votre espace de travail, choisissez leur rôle et partagez avec eux des dossiers de profils.',
    description:
      'Invitez des membres dans un espace de travail Polyprofile, choisissez leurs rôles et permissions, et partagez avec eux des dossiers de profils.',
    body: [
      {
        p: 'Les membres de l’équipe ont leurs propres identifiants et travaillent sur les profils que vous partagez avec eux, sans jamais voir les mots de passe des comptes. L’offre Base inclut 3 places et l’offre Équipe 10.',
      },
      { h2: 'Inviter quelqu’un' },
      {
        ol: [
          'Ouvrez **Espace de travail → Membres** et cliquez sur **Inviter**.',
          'Saisissez son adresse e-mail et choisissez un rôle : Administrateur, Gestionnaire ou Membre.',
          'Si vous le souhaitez, choisissez les dossiers qu’il doit voir dès le départ.',
          'Cliquez sur **Envoyer**. La personne reçoit un e-mail avec un lien valable 7 jours.',
        ],
      },
      { h2: 'Quel rôle choisir' },
      {
        ul: [
          '**Membre** pour ceux qui ouvrent seulement les profils pour y travailler. C’est le bon choix par défaut.',
          '**Gestionnaire** pour ceux qui créent et configurent des profils dans leurs dossiers.',
          '**Administrateur** pour la ou les deux personnes qui gèrent les membres et les paramètres.',
        ],
      },
      { h2: 'Partager des profils' },
      {
        p: 'Rangez les profils dans des dossiers et partagez le dossier : clic droit dessus, **Partage**, puis ajoutez les membres. Tout ce que contient le dossier, y compris les profils ajoutés plus tard, leur devient visible. Vous pouvez aussi donner à un membre un rôle différent dans un dossier précis.',
      },
      { h2: 'Les permissions sensibles' },
      {
        p: 'Sur la page du membre, décidez s’il peut voir les identifiants des proxys, exporter les cookies, modifier les empreintes et supprimer des profils. Ces quatre permissions sont désactivées pour tout nouveau Membre. La [référence des rôles et permissions](/docs/teamwork-permissions) explique chacune d’elles.',
      },
      {
        p: 'Si un membre n’a pas encore accepté l’invitation, vous pouvez lui envoyer un nouveau lien depuis la même page ; l’ancien lien cesse aussitôt de fonctionner.',
      },
    ],
  },
  'set-up-rpa': {
    title: 'Lancer un scénario RPA sur plusieurs profils',
    excerpt:
      'Démarrez un scénario sur une sélection de profils, réglez combien tournent en même temps et lisez les résultats.',
    description:
      'Lancez un scénario RPA sur de nombreux profils Polyprofile : sélection des profils, parallélisme, suivi de l’exécution et historique des lancements.',
    body: [
      {
        p: 'Dès qu’un scénario fonctionne sur un profil, vous pouvez le lancer sur autant de profils que vous voulez. Le RPA est disponible dans les offres Base, Équipe et Entreprise.',
      },
      { h2: 'Démarrer une exécution' },
      {
        ol: [
          'Dans la liste principale, sélectionnez les profils, ou sélectionnez un dossier pour prendre tous ses profils.',
          'Cliquez sur **Lancer un scénario** et choisissez le scénario.',
          'Réglez le **Parallélisme**, c’est-à-dire le nombre de profils qui tournent en même temps. Commencez par 4 sur un portable et 8 sur un ordinateur de bureau doté de 32 Go de mémoire.',
          'Si le scénario utilise des variables d’un fichier CSV, choisissez le fichier. Les lignes sont associées aux profils par nom de profil ou dans l’ordre de la liste.',
          'Cliquez sur **Démarrer**.',
        ],
      },
      { h2: 'Suivre l’exécution' },
      {
        p: 'Le panneau d’exécution affiche une ligne par profil avec son état : en attente, en cours, terminé, en échec ou arrêté. Cliquez sur une ligne pour voir le journal de ce profil, étape par étape, avec les durées. Vous pouvez arrêter un seul profil ou toute l’exécution à tout moment ; les profils arrêtés sont fermés proprement et leurs cookies enregistrés.',
      },
      { h2: 'Après l’exécution' },
      {
        p: 'Les résultats restent 30 jours dans **Automatisation → Historique**. Filtrez par état pour repérer les échecs, et ouvrez une exécution en échec pour voir l’étape fautive et, si l’option est activée, une capture de la page à ce moment-là. Exportez la liste en CSV pour la partager.',
      },
      {
        p: 'Un profil déjà ouvert par vous ou par un collègue est ignoré et signalé comme tel : une exécution ne prend jamais le contrôle de la session de quelqu’un. Si plusieurs exécutions échouent à la même étape, lisez [pourquoi un scénario s’arrête toujours à la même étape](/helps/fix-rpa).',
      },
    ],
  },
}
