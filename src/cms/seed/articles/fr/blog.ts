import type { ArticleText } from '../types'

/** Les six articles de blog les plus récents. */
export const posts: Record<string, ArticleText> = {
  'fingerprints-guide': {
    title: 'Ce que voient les sites : empreintes de navigateur et profils séparés',
    excerpt:
      'Une empreinte, c’est la somme de dizaines de petites informations que votre navigateur communique. Lesquelles, celles qui pèsent le plus pour les plateformes, et comment Polyprofile garde chaque profil cohérent.',
    description:
      'Ce que contient une empreinte de navigateur, les signaux qui pèsent le plus pour les plateformes, et comment Polyprofile garde chaque profil cohérent et à part.',
    body: [
      {
        p: 'Effacez vos cookies, changez d’adresse IP, connectez-vous à un second compte : bien des plateformes sauront quand même que c’est vous. La raison, c’est l’**empreinte de navigateur** : un portrait de votre appareil construit à partir des informations que tout navigateur livre à chaque page qu’il ouvre.',
      },
      { h2: 'Ce qui compose une empreinte' },
      {
        p: 'Aucune valeur ne vous identifie à elle seule. Une empreinte fonctionne parce que des dizaines de valeurs ordinaires, une fois combinées, deviennent rares. Un script de détection typique recueille, en bien moins d’une seconde :',
      },
      {
        ul: [
          '**Les données navigator :** user agent, plateforme, liste des langues, nombre de processeurs logiques (`hardwareConcurrency`) et mémoire de l’appareil.',
          '**L’écran :** résolution, surface disponible une fois la barre des tâches déduite, profondeur de couleur et densité de pixels.',
          '**Le graphisme :** les chaînes vendor et renderer de WebGL, les extensions prises en charge, et les pixels exacts qu’un dessin canvas produit sur votre carte graphique.',
          '**L’audio :** d’infimes différences d’arrondi quand la Web Audio API traite un signal de test.',
          '**Les polices :** lesquelles, parmi quelques centaines de noms, s’affichent avec une largeur mesurable.',
          '**Le réseau :** le fuseau horaire, l’adresse IP et les adresses locales que WebRTC peut laisser fuiter en contournant un proxy.',
          '**Les client hints :** les en-têtes plus récents `Sec-CH-UA-*`, qui décrivent la marque du navigateur, la version de la plateforme et l’architecture.',
        ],
      },
      {
        p: 'Des travaux publics comme le projet Cover Your Tracks de l’EFF ont montré que la grande majorité des navigateurs testés étaient uniques sur la seule base de ces signaux. Les cookies sont facultatifs pour le pistage ; l’empreinte, elle, ne l’est pas.',
      },
      { h2: 'Les signaux qui pèsent le plus' },
      {
        p: 'Régies publicitaires, marketplaces et réseaux sociaux ne publient pas leurs modèles, mais les schémas observés lors des examens de comptes sont constants. Trois groupes de signaux comptent davantage que les autres.',
      },
      {
        ol: [
          '**Les hashs canvas, WebGL et audio.** Ils changent difficilement par accident : deux comptes qui les partagent sont traités comme un seul appareil.',
          '**La cohérence entre les signaux.** Un user agent Windows avec un renderer de GPU Apple, ou une IP berlinoise avec le fuseau horaire de São Paulo, est un signal d’alarme plus fort que n’importe quelle valeur isolée.',
          '**La stabilité dans le temps.** Un vrai appareil évolue lentement. Un profil dont la taille d’écran ou la liste de polices diffère à chaque connexion a l’air automatisé.',
        ],
      },
      { h2: 'Comment Polyprofile construit un profil' },
      {
        p: 'À la création d’un profil, Polyprofile tire une configuration d’appareil complète d’une base de combinaisons matérielles réelles, puis la fige pour toute la vie du profil. Les sorties canvas, WebGL et audio reçoivent une graine de bruit stable propre au profil : chaque profil produit toujours son propre hash, et deux profils n’en partagent jamais un.',
      },
      {
        p: 'Le fuseau horaire, la langue et la géolocalisation sont réglés par défaut sur **Selon l’IP** : au lancement, le client lit l’adresse de sortie du proxy et accorde les trois valeurs. WebRTC est réglé sur *Remplacer*, ce qui annonce l’IP du proxy au lieu de la vôtre. Vous pouvez modifier n’importe quelle valeur, et l’éditeur de profil affiche un avertissement quand un changement crée une incohérence, par exemple une plateforme macOS avec une chaîne renderer Direct3D.',
      },
      { h2: 'Un autocontrôle rapide' },
      {
        p: 'Avant de vous connecter à un compte précieux avec un nouveau profil, ouvrez-y deux ou trois outils de test publics et comparez leurs résultats avec ce que vous avez réglé :',
      },
      {
        ul: [
          'L’IP, le pays et le fuseau horaire concordent.',
          'Le test WebRTC ne montre que l’adresse du proxy, jamais l’IP de votre domicile ou de votre bureau.',
          'Le système, l’écran et la carte graphique annoncés forment un appareil que quelqu’un pourrait réellement posséder.',
          'Un second profil ouvert sur le même ordinateur affiche des hashs canvas et WebGL différents.',
        ],
      },
      {
        p: 'Fermez ensuite le profil, rouvrez-le et relancez le test. Les hashs doivent être identiques à ceux du premier passage. S’ils changent d’une session à l’autre, contactez le support avec l’identifiant du profil : la stabilité compte autant que l’unicité.',
      },
      { h2: 'Ce qu’une empreinte ne peut pas corriger' },
      {
        p: 'De bonnes empreintes suppriment le lien technique entre les comptes, pas le lien comportemental. Payer deux comptes publicitaires avec la même carte, réutiliser un numéro de téléphone de récupération ou copier les mêmes créas d’un compte à l’autre les reliera, aussi propre que soit le navigateur. Voyez le profil comme un élément d’une identité distincte, aux côtés de son propre proxy, de son moyen de paiement et de ses habitudes.',
      },
      {
        p: 'Pour la liste complète des paramètres et le rôle de chaque option, consultez la [référence des paramètres d’empreinte](/docs/fingerprint-parameters).',
      },
    ],
  },
  'proxies-guide': {
    title: 'Résidentiel, mobile ou datacenter : quel proxy pour chaque profil',
    excerpt:
      'Le type de proxy détermine le degré de confiance qu’inspire un profil avant même qu’il charge une page. Nous comparons proxys résidentiels, mobiles, FAI et datacenter selon le prix, la stabilité et le risque.',
    description:
      'Proxys résidentiels, mobiles, FAI et datacenter comparés selon la confiance, le prix et la stabilité, et une règle simple pour choisir selon le profil.',
    body: [
      {
        p: 'Chaque profil Polyprofile peut avoir son propre proxy, et il le devrait. L’empreinte indique à un site quel appareil vous utilisez ; l’adresse IP lui dit où vous êtes et sur quel type de réseau. Se tromper de type est l’une des raisons les plus fréquentes pour lesquelles un profil soigneusement construit se voit demander une vérification dès le premier jour.',
      },
      { h2: 'Les quatre types, en un paragraphe chacun' },
      { h3: 'Datacenter' },
      {
        p: 'Des adresses qui appartiennent à des hébergeurs. Rapides et bon marché, souvent moins d’un dollar par IP et par mois, mais n’importe quelle plateforme voit qu’elles appartiennent à une ferme de serveurs et non à un foyer. Utilisez-les pour scraper des pages publiques et pour les outils qui se moquent de la confiance.',
      },
      { h3: 'FAI (résidentiel statique)' },
      {
        p: 'Des adresses enregistrées auprès de fournisseurs d’accès grand public, mais hébergées dans des data centers. Elles gardent la même IP pendant des mois, ce qui convient aux comptes de longue durée comme les boutiques sur les marketplaces. Comptez deux à cinq dollars par IP.',
      },
      { h3: 'Résidentiel' },
      {
        p: 'Le trafic sort par de vraies connexions domestiques. La confiance est élevée et le choix géographique vaste, jusqu’à la ville. Ces proxys sont généralement facturés au gigaoctet, et l’adresse peut changer d’une session à l’autre, sauf si le fournisseur propose des sessions sticky de 10 à 30 minutes ou plus.',
      },
      { h3: 'Mobile' },
      {
        p: 'Des adresses d’opérateurs 4G et 5G. Comme des milliers de vrais téléphones partagent une même adresse d’opérateur via le CGNAT, les plateformes les bloquent rarement : les proxys mobiles sont donc l’option la plus tolérante et la plus chère. La plupart des fournisseurs vous donnent un lien qui demande une nouvelle IP à la volée.',
      },
      { h2: 'Le bon proxy pour chaque usage' },
      {
        ul: [
          '**Comptes publicitaires et comptes liés à un moyen de paiement :** FAI ou mobile, une adresse fixe par profil, jamais partagée.',
          '**Comptes sociaux que vous chauffez pendant des semaines :** mobile ou résidentiel sticky, dans la même ville à chaque session.',
          '**Vendeurs sur marketplace :** proxys FAI dans le pays de la boutique, conservés pendant toute la vie du compte.',
          '**Scraping et veille tarifaire :** pools résidentiels ou datacenter rotatifs ; le volume compte plus que la confiance.',
          '**Voir à quoi ressemblent des publicités à l’étranger :** n’importe quel proxy résidentiel dans le pays visé, en rotation libre.',
        ],
      },
      { h2: 'La configuration dans Polyprofile' },
      {
        p: 'Ouvrez un profil, allez dans **Proxy** et collez l’adresse dans l’un des formats courants, comme `host:port:user:pass` ou `socks5://user:pass@host:port`. Cliquez sur **Vérifier** : le client se connecte via le proxy et affiche l’IP de sortie, le pays, la ville, le fuseau horaire et la latence. Si le résultat vous convient, enregistrez. Le profil reprendra le fuseau horaire et la langue de cette adresse à chaque lancement.',
      },
      {
        p: 'Pour les proxys mobiles, collez aussi le lien de rotation dans le champ **Lien de changement d’IP**. Un bouton apparaît alors dans la barre d’outils du profil, et l’API locale peut appeler ce même lien avant chaque session automatisée.',
      },
      { h2: 'Trois vérifications avant d’acheter en gros' },
      {
        ol: [
          'Achetez d’abord une ou deux adresses et passez-les dans un outil de réputation d’IP. Un proxy qui figure sur des listes publiques de spam vous coûtera plus en comptes perdus qu’il ne vous fera économiser.',
          'Vérifiez que le fournisseur prend en charge le protocole dont vous avez besoin. Certains pools résidentiels ne proposent que HTTP, et certains outils fonctionnent mieux en SOCKS5.',
          'Demandez comment les sessions se terminent. Une session sticky qui expire au milieu d’un paiement ou du lancement d’une campagne ressemble exactement, pour la plateforme, à un piratage de compte.',
        ],
      },
      {
        p: 'Plusieurs fournisseurs présentés sur notre [page partenaires](/partner) accordent des réductions aux utilisateurs de Polyprofile, et la [documentation des proxys](/docs/proxies) liste tous les formats pris en charge. Si un proxy réussit le test de son fournisseur mais échoue dans le client, l’[article de dépannage des proxys](/helps/fix-proxies) passe en revue les causes habituelles.',
      },
    ],
  },
  'teamwork-guide': {
    title: 'Partager des profils en équipe sans partager les mots de passe',
    excerpt:
      'Envoyer des mots de passe par messagerie et laisser trois personnes se connecter depuis trois villes, c’est ainsi que les comptes se font signaler. Profils partagés, rôles et dossiers règlent les deux problèmes.',
    description:
      'Donnez accès aux comptes via des profils partagés, des rôles et des dossiers, sans que connexions, cookies et proxys quittent l’espace de travail.',
    body: [
      {
        p: 'La plupart des équipes commencent à partager des comptes de la même façon : un tableur d’identifiants, une discussion de groupe pour les codes 2FA, et chacun qui se connecte depuis son propre portable. Cela tient jusqu’au jour où une plateforme remarque qu’un compte est utilisé depuis quatre appareils dans trois pays et le bloque pour examen.',
      },
      {
        p: 'Les profils partagés règlent ce problème. Le compte reste connecté dans un seul profil, avec une seule empreinte et un seul proxy, et ceux qui en ont besoin ouvrent ce profil au lieu de se reconnecter. Personne n’a besoin du mot de passe, et la plateforme voit un seul appareil cohérent.',
      },
      { h2: 'Comment fonctionne le partage' },
      {
        p: 'Un espace de travail Polyprofile appartient à son propriétaire, qui invite des membres par e-mail. Les profils vivent dans l’espace de travail, pas sur l’ordinateur de quelqu’un. Quand un membre ouvre un profil, le client télécharge ses données chiffrées, l’exécute en local et renvoie les modifications à la fermeture de la fenêtre. Tant qu’il est ouvert, le profil est verrouillé pour tous les autres et indique qui l’utilise : deux personnes ne font jamais tourner le même compte en même temps.',
      },
      { h2: 'Les rôles, du plus large au plus restreint' },
      {
        ul: [
          '**Propriétaire :** facturation, suppression de l’espace de travail et tout ce qui suit. Il y en a un seul.',
          '**Administrateur :** invite et retire des membres, modifie les rôles, voit tous les profils et le journal d’audit.',
          '**Gestionnaire :** crée, modifie et partage des profils dans les dossiers qui lui sont attribués.',
          '**Membre :** ouvre les profils partagés avec lui, et rien de plus par défaut.',
        ],
      },
      {
        p: 'En plus du rôle, chaque membre dispose d’interrupteurs pour les actions sensibles : voir les identifiants des proxys, exporter les cookies, modifier les empreintes et supprimer des profils. Un freelance qui publie du contenu n’a besoin d’aucun d’eux.',
      },
      { h2: 'Organiser les profils en dossiers' },
      {
        p: 'Le dossier est l’unité de partage. Au lieu de partager 200 profils un par un, créez un dossier par client, projet ou plateforme et donnez accès au dossier. Les nouveaux profils qui y sont ajoutés sont aussitôt visibles des bonnes personnes. Depuis la version 5.2, les rôles peuvent aussi se définir par dossier : une même personne peut être Gestionnaire sur le dossier *Client A* et simple Membre sur *Client B*.',
      },
      { h2: 'Une organisation qui marche pour une agence de dix personnes' },
      {
        ol: [
          'Créez un dossier par client et, à l’intérieur, un profil par compte, nommé d’après le compte plutôt que d’après la personne qui le gère.',
          'Donnez à chaque chargé de compte le rôle Gestionnaire sur les dossiers de ses clients uniquement.',
          'Donnez aux équipes contenu et support le rôle Membre, avec l’export des cookies et l’affichage des proxys désactivés.',
          'Laissez la facturation au propriétaire et à un administrateur, et activez la double authentification pour tous les deux.',
          'Parcourez chaque semaine le journal d’audit à la recherche de profils ouverts en dehors des heures de travail ou depuis des ordinateurs inattendus.',
        ],
      },
      { h2: 'Quand quelqu’un s’en va' },
      {
        p: 'Le retrait d’un membre prend effet immédiatement : son client ferme tout profil qu’il a ouvert et ne peut plus télécharger les données de l’espace de travail. Comme il n’a jamais connu les mots de passe, vous n’avez pas besoin de les changer, même si les renouveler reste une bonne pratique pour les comptes auxquels un moyen de paiement est rattaché. Réattribuez à un gestionnaire les profils qu’il a créés, pour qu’aucun ne reste orphelin.',
      },
      { h2: 'Les limites à connaître' },
      {
        p: 'L’offre Base inclut 3 places et l’offre Équipe 10 ; l’offre Entreprise n’a pas de limite fixe. Chaque place peut être connectée sur deux ordinateurs au plus. Un profil ne peut être ouvert que sur un ordinateur à la fois, et c’est tout l’intérêt : la plateforme ne doit jamais voir la même session à deux endroits. La [référence des rôles et permissions](/docs/teamwork-permissions) liste chaque interrupteur, et l’[article d’aide sur les invitations](/helps/set-up-teamwork) couvre les premières étapes.',
      },
    ],
  },
  'rpa-guide': {
    title: 'Premier scénario RPA : automatiser un pointage quotidien en 15 minutes',
    excerpt:
      'Se connecter à 30 comptes chaque matin pour cliquer sur le même bouton, c’est un travail de robot. Ce pas-à-pas construit un petit scénario RPA et le lance selon un planning.',
    description:
      'Construisez dans Polyprofile un petit scénario RPA qui ouvre chaque profil, pointe sur un site et enregistre le résultat, puis planifiez son exécution.',
    body: [
      {
        p: 'Dans Polyprofile, l’automatisation robotisée des processus consiste à enregistrer ou à assembler une fois une suite d’actions de navigation, puis à la rejouer sur autant de profils que vous le souhaitez. Nul besoin d’écrire du code. Cet article construit un vrai scénario : chaque matin, ouvrir chaque profil, aller sur un tableau de bord, cliquer sur un bouton de pointage s’il est présent, et enregistrer une capture d’écran comme preuve.',
      },
      { h2: 'Avant de commencer' },
      {
        ul: [
          'Le RPA est disponible à partir de l’offre Base.',
          'Chaque profil sur lequel vous lancez le scénario doit déjà être connecté au site. L’automatisation fonctionne mieux quand elle n’a pas à gérer les connexions.',
          'Choisissez un profil de test. Vous y construirez et y déboguerez le scénario avant de le lancer ailleurs.',
        ],
      },
      { h2: 'Étape 1 : créer le scénario' },
      {
        p: 'Allez dans **Automatisation → RPA → Nouveau scénario** et nommez-le *Pointage quotidien*. L’éditeur s’ouvre avec une liste d’actions vide à gauche et un aperçu du profil sélectionné à droite.',
      },
      { h2: 'Étape 2 : ajouter les actions' },
      {
        ol: [
          '**Ouvrir l’URL :** l’adresse du tableau de bord. Réglez *Attendre jusqu’à* sur *Réseau inactif* pour que la page ait fini de se charger.',
          '**Attendre l’élément :** le bouton de pointage, sélectionné en cliquant dessus dans l’aperçu. Réglez le délai sur 10 secondes et activez *Continuer si absent*, car certains jours il n’y a rien à récupérer.',
          '**Si l’élément existe :** le même bouton. Dans cette branche, ajoutez une action **Cliquer** sur le bouton et une **Attente** de 2 à 4 secondes.',
          '**Capture d’écran :** la zone visible, enregistrée avec le nom du profil et la date dans le nom du fichier.',
          '**Fermer l’onglet.**',
        ],
      },
      {
        p: 'La plage aléatoire de l’attente est voulue. Des pauses identiques à la milliseconde près sur trente comptes forment justement le motif que recherche la détection d’automatisation.',
      },
      { h2: 'Étape 3 : tester sur un profil' },
      {
        p: 'Cliquez sur **Lancer sur la sélection** avec votre profil de test. Le panneau du journal affiche chaque action au fil de l’exécution, avec sa durée. Si une étape échoue, l’exécution s’arrête et le journal montre une capture de la page à ce moment-là, ce qui suffit en général à savoir si le sélecteur était faux ou la page trop lente.',
      },
      {
        quote:
          'La plupart des scénarios cassés que nous voyons passer au support échouent sur des sélecteurs copiés depuis une page dont la mise en page a changé depuis. Préférez des sélecteurs fondés sur le texte visible ou sur des attributs stables plutôt que de longs chemins CSS.',
      },
      { h2: 'Étape 4 : le lancer sur tous les profils' },
      {
        p: 'Sélectionnez les profils dans la liste principale, ou tout un dossier, et choisissez **Lancer un scénario → Pointage quotidien**. Réglez ensuite le parallélisme : combien de profils s’exécutent simultanément. Sur une machine dotée de 16 Go de mémoire, cinq à huit profils simultanés sont un point de départ confortable. Le scénario ouvre chaque profil, s’exécute, le ferme et passe au suivant.',
      },
      { h2: 'Étape 5 : le planifier' },
      {
        p: 'Dans les réglages du scénario, ajoutez un déclencheur **Planification** : tous les jours à 9 h, avec un décalage de départ aléatoire pouvant aller jusqu’à 40 minutes. Le client doit être lancé pour que les scénarios planifiés démarrent : sur une machine partagée au bureau, laissez-le ouvert et connecté. Les résultats apparaissent dans **Automatisation → Historique**, avec un état et la capture de chaque profil.',
      },
      { h2: 'Pour aller plus loin' },
      {
        p: 'Un scénario peut lire des variables dans un fichier CSV, une ligne par profil, ce qui transforme le même scénario en outil de publication ou de remplissage de formulaires. Pour une logique qui dépasse l’éditeur visuel, l’[API locale](/docs/local-api) vous permet de démarrer des profils et de les piloter avec Puppeteer ou Playwright. La [référence des actions RPA](/docs/rpa-actions) liste chaque action et chaque option utilisées ici.',
      },
    ],
  },
  'cookies-guide': {
    title: 'Cookies et sessions : importer, chauffer, rester connecté',
    excerpt:
      'Un profil sans cookies a l’air flambant neuf, parce qu’il l’est. Comment importer des sessions depuis un autre navigateur, chauffer les nouveaux profils et empêcher les connexions d’expirer.',
    description:
      'Importez des cookies depuis d’autres navigateurs, chauffez les nouveaux profils avec le robot à cookies et gardez vos sessions actives entre deux lancements.',
    body: [
      {
        p: 'Un vrai navigateur utilisé depuis quelques mois transporte des milliers de cookies de moteurs de recherche, de sites d’actualité, de boutiques et de régies publicitaires. Un profil créé il y a cinq minutes n’en a aucun. Les plateformes remarquent la différence, et leurs modèles antifraude aussi. Bien gérer les cookies revient à deux choses : transférer les sessions existantes sans risque, et donner aux nouveaux profils un historique plausible.',
      },
      { h2: 'Où Polyprofile conserve les cookies' },
      {
        p: 'Chaque profil a son propre magasin de cookies, son stockage local, sa base IndexedDB et son cache, enregistrés chiffrés sur le disque. Avec la synchronisation cloud activée, le magasin est envoyé à la fermeture du profil et téléchargé quand celui-ci s’ouvre sur un autre ordinateur. Rien n’est partagé entre les profils : c’est pourquoi se connecter à un compte ne vous connecte jamais ailleurs.',
      },
      { h2: 'Importer une session existante' },
      {
        p: 'Si un compte tourne déjà dans un autre navigateur, transférer ses cookies évite une nouvelle connexion depuis un nouvel appareil, le moment où les plateformes sont le plus méfiantes. Exportez les cookies de l’ancien navigateur avec une extension qui produit du JSON, puis dans Polyprofile ouvrez **Profil → Cookies → Importer** et collez le fichier ou le texte. Le client accepte les tableaux JSON et le format Netscape `cookies.txt`.',
      },
      {
        ul: [
          'Importez dans un profil dont le proxy est dans le même pays que l’ancien navigateur, idéalement dans la même ville.',
          'Reprenez le système d’exploitation de l’ancien appareil, car la session peut en garder des traces.',
          'Ouvrez le site une fois, vérifiez que vous êtes connecté, puis laissez le compte tranquille quelques heures avant toute action importante.',
        ],
      },
      { h2: 'Chauffer un nouveau profil' },
      {
        p: 'Pour les comptes que vous vous apprêtez à créer, un court historique de navigation aide. Le **robot à cookies** (Profil → Cookies → Chauffer) visite une liste de sites populaires dans la région du profil, fait défiler les pages, attend et accepte les bannières de consentement, en récoltant au passage des cookies ordinaires. Un passage par défaut visite 25 sites et prend une dizaine de minutes. Vous pouvez fournir votre propre liste, par exemple des sites d’actualité locale et des boutiques qui collent au personnage du compte.',
      },
      {
        p: 'Le chauffage n’est pas un bouclier. Il rend un profil moins vide ; il ne rend pas acceptables un mauvais proxy ou une créa copiée.',
      },
      { h2: 'Garder les sessions actives' },
      {
        p: 'Une session prend fin pour trois raisons : le site la fait expirer, quelque chose l’efface, ou un autre appareil semble l’utiliser. Vous pouvez agir sur les deux dernières.',
      },
      {
        ol: [
          'Laissez **Effacer les cookies à la fermeture** désactivé pour tout profil qui garde une connexion. Cette option existe pour les profils de scraping qui doivent repartir de zéro à chaque fois.',
          'Laissez chaque profil terminer sa synchronisation avant de l’ouvrir sur un autre ordinateur. La liste des profils affiche une icône de nuage pendant l’envoi.',
          'Évitez d’ouvrir le même compte dans deux profils. La seconde connexion peut invalider la première session, et certaines plateformes signaleront les deux.',
          'Ouvrez vos comptes de longue durée au moins toutes les deux semaines. Beaucoup de sites raccourcissent les sessions « se souvenir de moi » des comptes qui restent silencieux.',
        ],
      },
      { h2: 'Exporter et sauvegarder' },
      {
        p: 'Le bouton d’export produit le même format JSON que celui que lit l’import. Les équipes peuvent le restreindre membre par membre, car un fichier de cookies exporté équivaut à un compte connecté. Pour sauvegarder un profil entier, stockage local et extensions compris, utilisez plutôt **Exporter le profil**, qui écrit une archive chiffrée. L’[article de dépannage des cookies](/helps/fix-cookies) traite des profils qui se font sans cesse déconnecter.',
      },
    ],
  },
  'facebook-ads-guide': {
    title: 'Gérer plusieurs comptes publicitaires Facebook sans les relier',
    excerpt:
      'Meta relie les comptes publicitaires par les appareils, les moyens de paiement, les pages et les personnes. Un plan de séparation qui couvre les quatre, et la place qu’y tient un profil de navigateur.',
    description:
      'Séparer plusieurs comptes publicitaires Facebook et Meta : appareils, proxys, moyens de paiement, pages et personnes, avec un profil par compte.',
    body: [
      {
        p: 'Les media buyers qui gèrent plus d’un compte publicitaire Meta finissent par se heurter au même problème : un compte est restreint, et en quelques jours les autres suivent. Les systèmes d’examen de Meta recherchent des éléments partagés, et le navigateur n’est que l’un d’eux. Ce guide décrit comment les équipes expérimentées que nous côtoyons organisent leur configuration.',
      },
      { h2: 'Les quatre éléments qui relient les comptes' },
      {
        ol: [
          '**L’appareil :** l’empreinte, les cookies et l’adresse IP depuis laquelle le compte se connecte.',
          '**Le paiement :** cartes, comptes PayPal et adresses de facturation réutilisés d’un compte publicitaire à l’autre.',
          '**Les actifs :** pages Facebook, pixels, domaines et Business Managers rattachés à plus d’un compte.',
          '**Les personnes :** les profils personnels qui administrent les comptes, et leur propre historique.',
        ],
      },
      {
        p: 'Un profil de navigateur règle entièrement le premier point, et pas du tout les autres. Voyez-le comme les fondations, pas comme le bâtiment entier.',
      },
      {
        p: 'Meta compare aussi les comptes dans le temps. Un compte publicitaire qui s’est connecté depuis Lisbonne pendant trois mois et apparaît soudain depuis le réseau d’un bureau à Kyiv a changé d’histoire, même si rien d’autre n’a bougé.',
      },
      { h2: 'Un profil par compte personnel' },
      {
        p: 'Dans le modèle de Meta, les comptes publicitaires sont gérés par des personnes. Chaque compte Facebook personnel qui administre des publicités doit vivre dans un seul et unique profil Polyprofile, avec un proxy FAI ou mobile fixe dans le pays dont le compte se réclame. Ne changez pas de proxy d’une session à l’autre, et n’ouvrez le compte nulle part ailleurs, pas même sur votre téléphone.',
      },
      {
        ul: [
          'Empreinte : ordinateur Windows ou macOS, avec le fuseau horaire et la langue réglés d’après le proxy.',
          'Proxy : une adresse par profil, jamais partagée avec un autre compte publicitaire, rotation d’IP désactivée.',
          'Cookies : chauffez le profil un jour ou deux avant d’ajouter un moyen de paiement.',
          'Double authentification : une application d’authentification par compte, avec les codes rangés dans le gestionnaire de mots de passe de l’équipe.',
        ],
      },
      { h2: 'Paiement et actifs' },
      {
        p: 'Utilisez une carte distincte par compte publicitaire. Les services de cartes virtuelles rendent cela praticable, et plusieurs travaillent avec nos utilisateurs via la [page partenaires](/partner). Donnez à chaque compte sa propre page et son propre pixel, sauf si vous voulez délibérément les regrouper sous un même Business Manager. Réutiliser un domaine de landing entre des comptes sans rapport est un lien fréquent et facile à éviter.',
      },
      { h2: 'Travailler en équipe' },
      {
        p: 'Quand un media buyer, un graphiste et un analyste ont tous besoin du même compte, partagez le profil plutôt que le mot de passe. Tout le monde travaille alors avec la même empreinte d’appareil et le même proxy, et Meta voit un seul administrateur cohérent. Donnez au graphiste et à l’analyste le rôle Membre, avec l’export des cookies désactivé. Le [guide du travail en équipe](/blog/teamwork-guide) détaille les rôles.',
      },
      { h2: 'Quand un compte est restreint' },
      {
        p: 'Ne vous connectez pas au compte restreint depuis d’autres profils pour vérifier son état, et ne déplacez pas ses actifs vers un compte neuf le jour même. Ces deux gestes rattachent le problème à des comptes sains. Faites appel depuis le profil que le compte a toujours utilisé, gardez le même proxy, et attendez la décision avant de réutiliser un actif qui lui était rattaché.',
      },
      { h2: 'Une attente réaliste' },
      {
        p: 'Aucun outil ne garantit qu’un compte ne sera jamais examiné. Meta restreint des comptes pour des raisons de règlement, des échecs de paiement ou des problèmes de créas qui n’ont rien à voir avec les liens entre comptes. Une bonne séparation limite les dégâts : un compte restreint reste un seul compte restreint. Notre [page solution Facebook](/solutions/facebook) résume la configuration, et le [guide pas à pas](/guide/facebook-ads-step-by-step) la construit de zéro.',
      },
    ],
  },
}
