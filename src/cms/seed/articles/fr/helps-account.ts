import type { ArticleText } from '../types'

/** Centre d’aide : compte et facturation. */
export const helpsAccount: Record<string, ArticleText> = {
  'change-plan': {
    title: 'Passer à une offre supérieure, inférieure ou résilier',
    excerpt:
      'Comment les changements d’offre sont facturés, ce que deviennent les profils au-delà de la nouvelle limite, et comment résilier.',
    description:
      'Changer d’offre Polyprofile ou la résilier : comment la différence est facturée au jour près et ce que deviennent les profils en trop.',
    body: [
      {
        p: 'Seul le propriétaire de l’espace de travail peut changer d’offre. Ouvrez **Espace de travail → Facturation** pour voir l’offre actuelle, la date du prochain paiement et les options décrites ci-dessous.',
      },
      { h2: 'Passer à une offre supérieure' },
      {
        p: 'Choisissez la nouvelle offre et confirmez. Les limites plus élevées s’appliquent immédiatement. Vous payez la différence pour les jours restants de la période de facturation en cours, et la facture suivante porte sur le prix complet de la nouvelle offre.',
      },
      { h2: 'Passer à une offre inférieure' },
      {
        p: 'Le passage à une offre inférieure prend effet à la fin de la période de facturation en cours : vous gardez ce que vous avez payé. La différence non utilisée n’est pas remboursée en argent, mais ajoutée sous forme de crédit à votre solde, qui sert à régler les factures suivantes.',
      },
      {
        ul: [
          'Si vous avez plus de profils que la nouvelle offre n’en autorise, aucun n’est supprimé. Ceux en trop passent en lecture seule : ils restent dans la liste mais ne peuvent pas être ouverts tant que vous n’en supprimez pas d’autres ou ne repassez pas à l’offre supérieure.',
          'Si vous avez plus de membres que la nouvelle offre n’en autorise, choisissez qui reste. Les membres retirés perdent l’accès à la fin de la période.',
          'Les fonctions que la nouvelle offre n’inclut pas, comme l’API locale avec l’offre Base, cessent de fonctionner quand le changement prend effet.',
        ],
      },
      { h2: 'Résilier' },
      {
        p: 'Cliquez sur **Résilier l’abonnement**. L’espace de travail garde ses fonctions payantes jusqu’à la fin de la période, puis passe à l’offre gratuite. Vos profils restent ensuite 90 jours dans votre compte : vous pouvez revenir ou les exporter. Passé ce délai, les profils au-delà de la limite gratuite sont supprimés, et nous vous envoyons un rappel une semaine avant.',
      },
      {
        p: 'Passer de la facturation mensuelle à l’annuelle, ou l’inverse, fonctionne comme un passage à l’offre supérieure : le changement s’applique aussitôt et les jours restants de la période en cours sont crédités. Les prix des offres figurent sur la [page des tarifs](/pricing).',
      },
    ],
  },
  'payment-methods': {
    title: 'Moyens de paiement, factures et TVA',
    excerpt:
      'Les moyens de paiement acceptés, où trouver vos factures, et comment ajouter les informations de votre entreprise pour la TVA.',
    description:
      'Moyens de paiement Polyprofile (cartes, PayPal, crypto, moyens locaux), téléchargement des factures, informations d’entreprise et numéro de TVA.',
    body: [
      { h2: 'Moyens de paiement acceptés' },
      {
        ul: [
          'Les cartes Visa, Mastercard, American Express et UnionPay.',
          'PayPal.',
          'Les cryptomonnaies : USDT sur les réseaux TRON et Ethereum, Bitcoin et Ethereum. Les paiements en crypto sont ponctuels et ne se renouvellent pas automatiquement.',
          'Des moyens de paiement locaux dans certains pays, comme Pix au Brésil, BLIK en Pologne et le virement bancaire au Vietnam. La page de paiement affiche ceux qui sont disponibles dans votre pays.',
        ],
      },
      {
        p: 'Les prix sont affichés en USD, BRL, PLN ou VND selon votre pays. Vous pouvez changer de devise sur la [page des tarifs](/pricing) avant de payer.',
      },
      { h2: 'Factures' },
      {
        p: 'Chaque paiement donne lieu à une facture. Vous les trouverez sous **Espace de travail → Facturation → Factures**, chacune téléchargeable en PDF. Le propriétaire en reçoit aussi une copie par e-mail. Une facture ne peut pas être réémise au nom d’une autre entreprise après le paiement : renseignez donc vos informations d’abord.',
      },
      { h2: 'Informations de l’entreprise et TVA' },
      {
        ol: [
          'Ouvrez **Espace de travail → Facturation → Informations de l’entreprise**.',
          'Saisissez la raison sociale, l’adresse et, si vous en avez un, votre numéro de TVA ou d’identification fiscale.',
          'Enregistrez. Les factures suivantes afficheront ces informations.',
        ],
      },
      {
        p: 'Les entreprises de l’Union européenne disposant d’un numéro de TVA valide sont facturées hors TVA, selon le mécanisme d’autoliquidation. Nous validons le numéro automatiquement ; si la validation échoue, la facture inclut la TVA, et vous pouvez contacter le support avec vos documents d’immatriculation.',
      },
      { h2: 'Paiements refusés' },
      {
        p: 'Si un renouvellement automatique échoue, nous réessayons au bout de 1, 3 et 5 jours et prévenons le propriétaire par e-mail à chaque fois. L’espace de travail continue de fonctionner pendant cette période. Après la dernière tentative, il passe à l’offre gratuite jusqu’à ce qu’un paiement aboutisse.',
      },
    ],
  },
  'two-factor-authentication': {
    title: 'Activer la double authentification',
    excerpt:
      'Protégez votre compte Polyprofile avec les codes d’une application d’authentification, et gardez des codes de récupération en cas d’urgence.',
    description:
      'Activez la double authentification de votre compte Polyprofile avec une application d’authentification et rangez vos codes de récupération en lieu sûr.',
    body: [
      {
        p: 'Votre compte Polyprofile donne accès à tous les profils que vous pouvez ouvrir, avec leurs sessions connectées. Grâce à la double authentification, un mot de passe volé ne suffit pas pour se connecter.',
      },
      { h2: 'L’activer' },
      {
        ol: [
          'Ouvrez **Compte → Sécurité** dans le client ou sur le site.',
          'Cliquez sur **Activer la double authentification**.',
          'Scannez le QR code avec une application d’authentification comme Google Authenticator, Microsoft Authenticator, 1Password ou Aegis.',
          'Saisissez le code à six chiffres affiché par l’application.',
          'Conservez les dix codes de récupération en lieu sûr, à l’écart de votre mot de passe.',
        ],
      },
      {
        p: 'Désormais, toute connexion sur un nouvel ordinateur demande un code de l’application. Les ordinateurs sur lesquels vous êtes déjà connecté le restent.',
      },
      { h2: 'Les codes de récupération' },
      {
        p: 'Chaque code de récupération ne sert qu’une fois, à la place d’un code de l’application. Utilisez-en un si vous perdez votre téléphone, puis réactivez la double authentification sur le nouveau téléphone et générez de nouveaux codes. Si vous perdez à la fois le téléphone et les codes, le support peut rétablir l’accès après avoir vérifié que le compte vous appartient ; cela prend jusqu’à trois jours ouvrés et nécessite l’adresse e-mail et les informations de paiement du compte.',
      },
      { h2: 'Pour les propriétaires d’espace de travail' },
      {
        p: 'Avec l’offre Entreprise, les propriétaires peuvent imposer la double authentification à tous les membres. Ceux qui ne l’ont pas activée sont invités à le faire à leur prochaine connexion et ne peuvent pas ouvrir de profils d’ici là. Avec les autres offres, la page **Membres** indique qui l’a activée.',
      },
      {
        p: 'Nous ne proposons pas de codes par SMS, car un numéro de téléphone peut être détourné auprès de l’opérateur.',
      },
    ],
  },
  'transfer-profiles': {
    title: 'Transférer des profils vers un autre espace de travail',
    excerpt:
      'Remettez des profils à un client ou déplacez-les entre vos propres espaces de travail, avec empreintes, cookies et réglages intacts.',
    description:
      'Transférez des profils de navigateur vers un autre espace de travail Polyprofile avec empreintes, cookies et proxys intacts, et ce que voit le destinataire.',
    body: [
      {
        p: 'Un transfert déplace entièrement des profils vers un autre espace de travail : empreinte, cookies, stockage, extensions, proxy et notes. C’est la bonne méthode pour remettre des comptes à un client ou pour fusionner des espaces de travail.',
      },
      { h2: 'Envoyer des profils' },
      {
        ol: [
          'Sélectionnez les profils dans la liste principale. Fermez ceux qui sont ouverts.',
          'Choisissez **Plus → Transférer**.',
          'Saisissez l’adresse e-mail du propriétaire ou d’un administrateur de l’espace de travail destinataire.',
          'Décidez si les réglages de proxy suivent. Désactivez cette option si les proxys vous appartiennent et que le destinataire utilisera les siens.',
          'Confirmez. Le destinataire reçoit une notification et dispose de 7 jours pour accepter.',
        ],
      },
      { h2: 'Ce que voit le destinataire' },
      {
        p: 'Les profils acceptés apparaissent dans un dossier nommé *Transférés* dans l’espace de travail destinataire. Ils sont décomptés de la limite de profils de cet espace : le destinataire doit donc disposer d’assez de places libres. Tant que le transfert n’est pas accepté, les profils restent dans votre espace de travail, marqués comme en attente, et aucune des deux parties ne peut les ouvrir.',
      },
      { h2: 'À savoir' },
      {
        ul: [
          'L’expéditeur ne peut pas annuler un transfert. Pour récupérer les profils, le destinataire doit les transférer à nouveau.',
          'L’historique du profil dans le journal d’audit reste dans l’espace de travail expéditeur.',
          'Les scénarios RPA et les listes de proxys enregistrées ne sont pas transférés ; exportez-les et partagez-les à part si besoin.',
          'Les transferts entre des espaces de travail dont vous êtes vous-même propriétaire sont acceptés automatiquement.',
        ],
      },
      {
        p: 'Pour donner accès à quelqu’un sans lui céder la propriété, partagez plutôt un dossier avec lui ; voir [inviter des membres](/helps/set-up-teamwork).',
      },
    ],
  },
  refunds: {
    title: 'Demander un remboursement',
    excerpt:
      'Notre politique de remboursement sous 14 jours, comment faire la demande, et le délai avant de recevoir l’argent.',
    description:
      'Comment demander le remboursement de Polyprofile sous 14 jours après votre premier paiement, ce qui est remboursable et sous quel délai l’argent arrive.',
    body: [
      {
        p: 'Si Polyprofile ne vous convient pas, vous pouvez demander un remboursement intégral dans les 14 jours suivant votre premier paiement pour une offre. Nous préférons vous rembourser plutôt que de garder un client mécontent du produit.',
      },
      { h2: 'Ce qui est remboursable' },
      {
        ul: [
          'Le premier paiement pour une offre, sous 14 jours.',
          'Les paiements en double dus à une erreur, à tout moment.',
          'Les paiements effectués après votre résiliation, si le renouvellement a eu lieu par erreur.',
        ],
      },
      {
        p: 'Les renouvellements d’une offre que vous utilisez depuis plus d’une période de facturation, ainsi que les paiements d’espaces de travail suspendus pour abus, ne sont pas remboursables. Les passages à une offre inférieure sont crédités sur votre solde au lieu d’être remboursés.',
      },
      { h2: 'Comment faire la demande' },
      {
        ol: [
          'Ouvrez le chat dans le client ou sur le site, ou écrivez à support@polyprofile.com depuis l’adresse e-mail du compte.',
          'Indiquez le numéro de facture, visible sous **Espace de travail → Facturation → Factures**.',
          'Dites-nous en quelques mots ce qui n’a pas fonctionné. Cela ne change rien au remboursement, mais nous aide à nous améliorer.',
        ],
      },
      { h2: 'Les délais' },
      {
        p: 'Nous traitons les remboursements sous deux jours ouvrés. Un remboursement sur carte met ensuite 5 à 10 jours ouvrés à apparaître, selon votre banque. Un remboursement PayPal est généralement visible en une journée. Les paiements en crypto sont remboursés dans la même devise, à une adresse que vous nous communiquez, pour le montant en USD du jour du paiement.',
      },
      {
        p: 'Après un remboursement, l’espace de travail passe à l’offre gratuite. Les profils au-delà de la limite gratuite sont conservés 90 jours, comme après une résiliation.',
      },
    ],
  },
  'change-email-password': {
    title: 'Changer votre adresse e-mail ou votre mot de passe',
    excerpt:
      'Modifiez l’adresse e-mail de connexion, changez ou réinitialisez votre mot de passe, et ce que deviennent vos autres sessions.',
    description:
      'Changez l’adresse e-mail ou le mot de passe de votre compte Polyprofile, réinitialisez un mot de passe oublié et déconnectez vos autres ordinateurs.',
    body: [
      { h2: 'Changer votre mot de passe' },
      {
        ol: [
          'Ouvrez **Compte → Sécurité**.',
          'Cliquez sur **Changer le mot de passe**, saisissez le mot de passe actuel, puis deux fois le nouveau.',
          'Choisissez si vous voulez déconnecter tous les autres ordinateurs. Nous vous le conseillons si vous pensez que quelqu’un d’autre connaît l’ancien mot de passe.',
        ],
      },
      {
        p: 'Utilisez au moins 12 caractères. Les mots de passe qui figurent dans des fuites de données connues sont refusés, même s’ils sont longs.',
      },
      { h2: 'Mot de passe oublié' },
      {
        p: 'Sur l’écran de connexion, cliquez sur **Mot de passe oublié** et saisissez votre adresse e-mail. Le lien de réinitialisation est valable une heure. Si la double authentification est activée, il vous faudra encore un code de l’application ou un code de récupération après avoir choisi le nouveau mot de passe. La réinitialisation déconnecte tous les ordinateurs sur lesquels le compte était connecté.',
      },
      { h2: 'Changer votre adresse e-mail' },
      {
        ol: [
          'Ouvrez **Compte → Profil** et cliquez sur **Modifier** à côté de l’adresse e-mail.',
          'Saisissez la nouvelle adresse et votre mot de passe.',
          'Ouvrez sous 24 heures le lien de confirmation envoyé à la nouvelle adresse.',
        ],
      },
      {
        p: 'Nous prévenons aussi l’ancienne adresse, avec un lien permettant d’annuler le changement pendant 7 jours si ce n’était pas vous. Les factures, les invitations aux espaces de travail et les alertes de sécurité sont ensuite envoyées à la nouvelle adresse.',
      },
      { h2: 'Connexion avec Google' },
      {
        p: 'Si vous vous êtes inscrit avec Google, votre compte n’a pas de mot de passe propre tant que vous n’en définissez pas un sous **Compte → Sécurité**. En définir un vous permet de vous connecter sur des ordinateurs où vous n’utilisez pas ce compte Google.',
      },
    ],
  },
}
