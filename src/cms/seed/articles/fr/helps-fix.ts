import type { ArticleText } from '../types'

/** Centre d’aide : dépannage. */
export const helpsFix: Record<string, ArticleText> = {
  'fix-proxies': {
    title: 'La vérification du proxy échoue ou le profil n’a pas de connexion',
    excerpt:
      'Ce que signifie chaque erreur de vérification, et dans quel ordre chercher la cause quand un profil n’accède pas à Internet.',
    description:
      'Réparer une vérification de proxy qui échoue dans Polyprofile : délai dépassé, authentification, connexion refusée, et les contrôles à faire dans l’ordre.',
    body: [
      {
        p: 'Quand la vérification échoue, le résultat en indique la raison. Commencez par la ligne qui correspond à ce que vous voyez.',
      },
      { h2: 'Les messages d’erreur' },
      {
        ul: [
          '**Délai dépassé :** le proxy n’a pas répondu en 10 secondes. L’hôte ou le port est erroné, le proxy est hors service, ou un pare-feu de votre réseau bloque le port.',
          '**Échec de l’authentification :** le nom d’utilisateur ou le mot de passe est erroné, ou le fournisseur n’accepte que les connexions depuis des adresses IP en liste blanche et la vôtre n’y figure pas.',
          '**Connexion refusée :** l’hôte a répondu, mais rien n’écoute sur ce port. Vérifiez le numéro de port et le protocole.',
          '**Protocole non pris en charge :** le type ne correspond pas au proxy, par exemple SOCKS5 choisi pour un proxy HTTP.',
        ],
      },
      { h2: 'Les contrôles, dans l’ordre' },
      {
        ol: [
          'Copiez à nouveau la chaîne du proxy depuis le tableau de bord du fournisseur. Les espaces et retours à la ligne en trop sont la cause la plus fréquente.',
          'Essayez l’autre protocole. Beaucoup de fournisseurs proposent HTTP et SOCKS5 sur des ports différents.',
          'Si le fournisseur fonctionne par liste blanche d’IP, ajoutez votre IP publique actuelle dans son tableau de bord. Elle change quand vous changez de réseau.',
          'Désactivez tout VPN sur votre ordinateur et refaites la vérification.',
          'Testez le proxy dans un autre profil. S’il échoue partout, contactez le fournisseur ; s’il fonctionne ailleurs, comparez les réglages de proxy des deux profils.',
        ],
      },
      { h2: 'La vérification réussit mais les pages ne se chargent pas' },
      {
        p: 'Certains fournisseurs bloquent des sites ou des ports. Ouvrez une page simple, comme un moteur de recherche, dans le profil : si elle se charge et pas votre site cible, demandez au fournisseur si ce site est autorisé. Regardez aussi la latence dans le résultat : au-delà d’environ 2 secondes, les pages lourdes risquent d’expirer.',
      },
      {
        p: 'Si la vérification réussit mais affiche un pays inattendu, le fournisseur vous a peut-être attribué une autre localisation. La [documentation des proxys](/docs/proxies) explique comment les deux sources de géolocalisation sont affichées.',
      },
    ],
  },
  'fix-cookies': {
    title: 'Déconnecté à chaque fois : quand les cookies ne sont pas enregistrés',
    excerpt:
      'Un profil qui oublie ses connexions souffre généralement d’un réglage ou d’un problème de synchronisation parmi quatre. Comment trouver lequel.',
    description:
      'Pourquoi un profil Polyprofile oublie ses connexions entre deux lancements et comment y remédier : nettoyage, synchro, expiration, contrôles du site.',
    body: [
      {
        p: 'Si un site vous déconnecte chaque fois que vous rouvrez un profil, passez ces causes en revue dans l’ordre. Les deux premières suffisent à régler la plupart des cas.',
      },
      { h2: '1. Le profil efface ses données à la fermeture' },
      {
        p: 'Ouvrez les paramètres du profil, onglet **Avancé**, et regardez **Effacer les cookies à la fermeture** et **Effacer le stockage à la fermeture**. Les deux doivent être désactivés pour les profils qui conservent des connexions.',
      },
      { h2: '2. Le profil a été fermé avant la fin de la synchronisation' },
      {
        p: 'Avec la synchronisation cloud activée, un profil envoie ses données à la fermeture. Si le client a été quitté ou l’ordinateur éteint pendant l’envoi, le lancement suivant repart de la copie précédente. Attendez que l’icône de nuage à côté du profil cesse de bouger avant de quitter. L’état de synchronisation, dans l’onglet **Infos** du profil, indique quand le dernier envoi s’est terminé.',
      },
      { h2: '3. Le site a mis fin à la session' },
      {
        p: 'Ouvrez l’onglet **Cookies** et repérez le cookie de session du site. Si sa date d’expiration est déjà passée, ou s’il s’agit d’un cookie de session sans date d’expiration, c’est le site qui décide de la durée de la connexion. Cocher *Se souvenir de moi* ou *Rester connecté* au moment de la connexion donne généralement une session plus longue.',
      },
      { h2: '4. Le site a vu un autre appareil' },
      {
        p: 'Certains sites mettent fin à la session quand l’adresse IP change, ou quand la version du navigateur change. Si le proxy tourne, passez à un proxy sticky ou statique. Après une mise à jour du noyau, attendez-vous à ce que quelques sites vous demandent de vous reconnecter une fois.',
      },
      { h2: 'Toujours déconnecté ?' },
      {
        ul: [
          'Vérifiez si une extension du profil nettoie les cookies. Les extensions de confidentialité le font souvent.',
          'Vérifiez que vous n’ouvrez pas le même compte dans deux profils, ce qui peut invalider la première session.',
          'Envoyez au support l’identifiant du profil, visible dans l’onglet **Infos** ; nous pouvons consulter son historique de synchronisation sans voir ses cookies.',
        ],
      },
      {
        p: 'Le [guide des cookies](/blog/cookies-guide) explique plus en détail comment les sessions sont stockées et synchronisées.',
      },
    ],
  },
  'fix-fingerprints': {
    title: 'Un site trouve que le navigateur a l’air inhabituel',
    excerpt:
      'Quand un site affiche un avertissement, un CAPTCHA ou une page « navigateur non pris en charge », comment trouver la valeur qui trahit le profil.',
    description:
      'Que faire quand un site juge un profil Polyprofile inhabituel : avertissements de cohérence, noyau obsolète, extensions et proxys.',
    body: [
      {
        p: 'Un avertissement, un CAPTCHA sans fin ou une page « votre navigateur n’est pas pris en charge » signifie que quelque chose dans le profil a paru anormal au site. Le moteur d’empreintes lui-même est rarement en cause ; il s’agit le plus souvent d’une valeur qui contredit les autres.',
      },
      { h2: 'Chercher la contradiction' },
      {
        ol: [
          'Ouvrez les paramètres du profil et regardez le contrôle de cohérence en bas de l’onglet **Empreinte**. Corrigez tout avertissement jaune.',
          'Vérifiez que le fuseau horaire, la langue et la géolocalisation sont réglés sur *Selon l’IP*.',
          'Lancez la vérification du proxy. Un proxy situé dans un autre pays que le fuseau horaire est la contradiction la plus courante.',
          'Assurez-vous dans l’onglet **Infos** que le noyau est à jour. Un ancien noyau annonce une ancienne version du navigateur, que certains sites refusent.',
        ],
      },
      { h2: 'Les extensions' },
      {
        p: 'Les bloqueurs de publicité, les bloqueurs de scripts et certaines extensions de confidentialité modifient ce que voient les pages, et plusieurs éditeurs de protection anti-bots jugent cela suspect. Désactivez les extensions une par une et rechargez la page pour savoir si l’une d’elles provoque l’avertissement.',
      },
      { h2: 'Les préréglages mobiles' },
      {
        p: 'Si le profil utilise un préréglage Android ou iOS, assurez-vous de ne pas avoir modifié la taille d’écran ni désactivé le tactile. Un téléphone sans écran tactile est une incohérence flagrante. Utilisez **Nouvelle empreinte** avec le même préréglage pour retrouver un ensemble de valeurs cohérent.',
      },
      { h2: 'Si rien n’y fait' },
      {
        p: 'Ouvrez un nouveau profil avec les réglages par défaut et le même proxy, puis chargez la page. Si le nouveau profil passe, comparez ses réglages avec ceux de l’ancien. S’il échoue lui aussi, la réputation de l’IP du proxy est probablement en cause ; essayez une adresse d’un autre fournisseur ou d’un autre pool.',
      },
      {
        p: 'Envoyez au support l’identifiant du profil et l’adresse de la page. Nous testons les pages signalées avec le noyau actuel et corrigeons les problèmes de détection dans les mises à jour du noyau, souvent en quelques jours.',
      },
    ],
  },
  'fix-profile-start': {
    title: 'Un profil ne démarre pas ou se ferme aussitôt',
    excerpt:
      'Quand cliquer sur Ouvrir ne fait rien, affiche une erreur ou que la fenêtre se ferme tout de suite : les causes et les solutions.',
    description:
      'Réparer un profil Polyprofile qui ne s’ouvre pas ou se ferme aussitôt : verrous, téléchargement du noyau, antivirus, espace disque et données endommagées.',
    body: [
      {
        p: 'Quand un profil refuse de s’ouvrir, le bouton ou une notification en donne généralement la raison. Voici les messages les plus courants et la marche à suivre pour chacun.',
      },
      { h2: '« Profil en cours d’utilisation »' },
      {
        p: 'Quelqu’un d’autre, ou vous-même sur un autre ordinateur, a ouvert le profil. Le message indique l’utilisateur et l’ordinateur. Demandez-lui de le fermer. Si son ordinateur a planté, un administrateur ou l’utilisateur peut cliquer sur **Prendre la main** ; le verrou est aussi libéré automatiquement 30 minutes après que l’autre ordinateur a cessé de répondre.',
      },
      { h2: '« Téléchargement du noyau »' },
      {
        p: 'Le profil a besoin d’un noyau de navigateur qui n’est pas encore sur cet ordinateur, typiquement après une mise à jour ou sur une nouvelle installation. Le téléchargement pèse environ 150 Mo. S’il reste bloqué à 0 %, vérifiez qu’aucun pare-feu ni proxy de votre réseau n’empêche les connexions à nos serveurs de mise à jour.',
      },
      { h2: 'La fenêtre s’ouvre et se ferme aussitôt' },
      {
        ol: [
          'Vérifiez que votre antivirus n’a pas mis en quarantaine des fichiers du dossier de Polyprofile. Restaurez-les et ajoutez le dossier aux exceptions.',
          'Vérifiez l’espace disque libre. Un profil a besoin de place pour décompresser ses données ; sous 1 Go libre, les lancements échouent.',
          'Désactivez les extensions du profil depuis ses paramètres et réessayez. Une extension défectueuse peut faire planter le navigateur au démarrage.',
          'Redémarrez le client. Si les autres profils s’ouvrent mais pas celui-ci, ses données locales sont peut-être endommagées.',
        ],
      },
      { h2: 'Données locales endommagées' },
      {
        p: 'Ouvrez le menu du profil et choisissez **Réparer**. Le client abandonne la copie locale et télécharge depuis le cloud la dernière version synchronisée. Les modifications faites depuis la dernière synchronisation réussie sont perdues, d’où la demande de confirmation. Les profils stockés uniquement en local ne peuvent pas être réparés ainsi ; restaurez-les à partir d’une archive exportée.',
      },
      {
        p: 'Si rien de tout cela ne fonctionne, cliquez sur **Aide → Envoyer les journaux** dans le client et indiquez l’identifiant du profil en contactant le support.',
      },
    ],
  },
  'fix-sync': {
    title: 'Les modifications d’un profil n’arrivent pas sur un autre ordinateur',
    excerpt:
      'Quand des favoris, des cookies ou des réglages enregistrés sur un ordinateur manquent sur un autre : état de synchronisation, mode de stockage et timing.',
    description:
      'Réparer la synchronisation cloud de Polyprofile quand des modifications manquent sur un autre ordinateur : état, profils en local uniquement et timing.',
    body: [
      {
        p: 'Les profils se synchronisent via le cloud au moment de leur fermeture. Si des modifications faites sur un ordinateur manquent sur un autre, l’une des raisons suivantes est en cause.',
      },
      { h2: 'L’envoi ne s’est pas terminé' },
      {
        p: 'Regardez le profil sur le premier ordinateur. Une icône de nuage animée signifie que l’envoi est toujours en cours ; un nuage rouge, qu’il a échoué. Cliquez sur l’icône rouge pour voir l’erreur et réessayer. La cause habituelle : le client a été quitté ou la connexion perdue pendant l’envoi.',
      },
      { h2: 'Le profil est stocké en local' },
      {
        p: 'Un profil peut être réglé sur **Stockage local uniquement** dans ses paramètres, par exemple pour des données que vous ne voulez pas dans le cloud. Ces profils ne se synchronisent jamais. Le mode de stockage est indiqué dans l’onglet **Infos** ; le passer en cloud envoie les données actuelles à la prochaine fermeture du profil.',
      },
      { h2: 'L’autre ordinateur a ouvert une ancienne copie' },
      {
        p: 'Si le profil a été ouvert sur le second ordinateur pendant que le premier envoyait encore ses données, le second est parti de la version précédente. Quand les deux se ferment ensuite, le dernier envoi l’emporte et les autres modifications sont perdues. Laissez l’envoi se terminer avant d’ouvrir le profil ailleurs ; le verrou indique quand le profil est encore utilisé.',
      },
      { h2: 'Ce qui est synchronisé et ce qui ne l’est pas' },
      {
        ul: [
          'Synchronisés : cookies, stockage local, IndexedDB, favoris, historique, extensions et leurs réglages, mots de passe enregistrés, onglets ouverts.',
          'Non synchronisés : le cache du navigateur et les fichiers téléchargés, qui restent sur l’ordinateur où ils ont été créés.',
        ],
      },
      { h2: 'Consulter le journal de synchronisation' },
      {
        p: 'L’onglet **Infos** liste les dix derniers envois et téléchargements du profil, avec leur heure, leur taille et l’ordinateur concerné. Si un envoi du premier ordinateur manque, le problème vient de là ; s’il figure dans la liste mais que le second ordinateur affiche une version plus ancienne, cliquez sur **Réparer** sur ce dernier pour télécharger la copie la plus récente.',
      },
    ],
  },
  'fix-rpa': {
    title: 'Un scénario RPA s’arrête toujours à la même étape',
    excerpt:
      'Comment lire le journal d’exécution, trouver pourquoi une étape échoue, et rendre le scénario tolérant aux pages lentes, aux changements de mise en page et aux pop-ups.',
    description:
      'Réparer un scénario RPA de Polyprofile qui échoue à la même étape : lire le journal, corriger sélecteurs et attentes, gérer les pop-ups.',
    body: [
      {
        p: 'Quand un scénario échoue à la même étape sur tous les profils, la cause se trouve presque toujours dans cette étape ou dans la précédente. Commencez par le journal d’exécution.',
      },
      { h2: 'Lire le journal' },
      {
        ol: [
          'Ouvrez **Automatisation → Historique** et cliquez sur une exécution en échec.',
          'Repérez la première étape marquée en rouge. Le message indique ce qui n’a pas fonctionné, par exemple *élément introuvable* ou *délai de navigation dépassé*.',
          'Si **Capture en cas d’échec** est activé, ouvrez la capture. Elle montre la page exactement telle que le scénario l’a vue.',
        ],
      },
      { h2: '« Élément introuvable »' },
      {
        p: 'Soit l’élément n’est pas encore sur la page, soit le sélecteur ne correspond plus. Si la capture montre une page à moitié chargée, remplacez l’attente fixe qui précède l’étape par **Attendre l’élément**. Si la page est chargée et l’élément visible, c’est que le site a changé ; choisissez à nouveau l’élément avec l’outil de sélection, de préférence avec un sélecteur fondé sur son texte ou son libellé.',
      },
      { h2: '« Délai de navigation dépassé »' },
      {
        p: 'La page a mis plus de temps que ce que l’étape autorise, 30 secondes par défaut. Augmentez le délai pour les sites lents, vérifiez la latence du proxy des profils concernés, ou réduisez le parallélisme de l’exécution pour ne pas surcharger l’ordinateur.',
      },
      { h2: 'Une fenêtre surgissante gêne' },
      {
        p: 'Si la capture montre une bannière de cookies ou une boîte de dialogue par-dessus la page, ajoutez une étape **Fermer si présent** avant celle qui échoue et sélectionnez le bouton de fermeture de la bannière. Activez *Continuer si absent* pour que les exécutions sans pop-up se poursuivent.',
      },
      { h2: 'L’échec ne touche que certains profils' },
      {
        p: 'Comparez un profil en échec avec un profil qui a réussi. Des différences de langue, d’état de connexion ou de région modifient souvent la page. Utilisez l’action **Si l’élément existe** pour gérer les deux versions, ou arrêtez ces profils avec un état explicite.',
      },
      {
        p: 'La [référence des actions RPA](/docs/rpa-actions) détaille les options de chaque action mentionnée ici.',
      },
    ],
  },
  'fix-local-api': {
    title: 'L’API locale ne répond pas',
    excerpt:
      'Connexion refusée, 401 ou 429 de l’API locale : ce que signifie chaque cas et comment faire dialoguer vos scripts avec le client.',
    description:
      'Résoudre les erreurs de l’API locale de Polyprofile : connexion refusée, 401 non autorisé, 403 limites de l’offre et 429 limitation de débit, pas à pas.',
    body: [
      {
        p: 'Vos scripts dialoguent avec le client Polyprofile qui tourne sur le même ordinateur. Commencez par la requête la plus simple possible, qui ne nécessite aucun profil :',
      },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      {
        p: 'Un client qui fonctionne répond `{"code":0,"msg":"ok","data":{...}}`, version du client comprise. Si vous obtenez autre chose, cherchez le cas correspondant ci-dessous.',
      },
      { h2: 'Connexion refusée' },
      {
        ul: [
          'Le client ne tourne pas, ou vous n’êtes pas connecté. L’API ne fonctionne que lorsque le client est ouvert et connecté.',
          'L’API est désactivée. Activez-la dans **Paramètres → API locale**.',
          'Le port est différent. Celui par défaut est 36912 ; la page des paramètres affiche le port actuel.',
        ],
      },
      { h2: 'HTTP 401' },
      {
        p: 'La clé est absente ou erronée. Copiez-la à nouveau depuis **Paramètres → API locale** et envoyez-la dans l’en-tête `X-Api-Key`. Régénérer la clé invalide immédiatement l’ancienne.',
      },
      { h2: 'HTTP 403' },
      {
        p: 'L’API locale est incluse dans les offres Équipe et Entreprise. Avec les autres offres, le point d’accès status répond, mais tous les autres renvoient 403 avec un message qui nomme l’offre requise. Un 403 sur un profil précis signifie que votre rôle ne vous autorise pas cette action sur ce profil.',
      },
      { h2: 'HTTP 429' },
      {
        p: 'Vous avez envoyé plus de 10 requêtes par seconde. Attendez le nombre de secondes indiqué dans `retry_after` et ralentissez votre script. Pour démarrer de nombreux profils, le point d’accès par lots est plus rapide qu’une série d’appels individuels.',
      },
      {
        p: 'La liste complète des points d’accès et des formats de réponse se trouve dans la [documentation de l’API locale](/docs/local-api).',
      },
    ],
  },
}
