/**
 * The French message catalogue: every error, validation and notice text the
 * browser and the server show, keyed by `domain.key` (e.g. `order.notFound`).
 * French is the reference language: other languages are typed from this file
 * (core/messages/catalogue.ts), and any key they lack falls back to French.
 *
 * Wording is the spec's, to the letter (/work/shared/spec/product-spec.md):
 * tests assert these exact texts. `{{name}}` is a value filled in by the
 * caller; keys ending in `_one` / `_other` are plural forms chosen by
 * `Intl.PluralRules` from `{{count}}` (Arabic will add `_zero`, `_two`, `_few`, `_many`).
 */
export const fr = {
  /** Fields that several forms share: one wording wherever the same field appears. */
  form: {
    emailRequired: 'L’adresse email est requise.',
    emailInvalid: 'Veuillez entrer une adresse email valide.',
    messageRequired: 'Le message est requis.',
    messageSent: 'Votre message a été envoyé avec succès !',
    subjectRequired: 'L’objet est requis.',
    subjectTooLong: 'L’objet ne peut pas dépasser {{max}} caractères.',
    nameRequired: 'Le nom est requis.',
    nameTooLong: 'Le nom ne peut pas dépasser {{max}} caractères.',
    /** The order message and the chat (the quote, contact and support forms write « 5 000 »: request.messageTooLong). */
    messageTooLong: 'Le message ne peut pas dépasser {{max}} caractères.',
    invalid: 'Données invalides',
    saveError: 'Une erreur est survenue lors de la sauvegarde',
    deleteError: 'Une erreur est survenue lors de la suppression',
    pageInvalid: 'Numéro de page invalide.',
    tooManyFields: 'Trop de champs dans le formulaire.',
    formInvalid: 'Formulaire invalide.',
  },

  /** Answers the HTTP layer gives before or instead of a route. */
  http: {
    serverError: 'Erreur serveur.',
    badRequest: 'Requête invalide.',
    badCharacter: 'Requête invalide : caractère non autorisé.',
    tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
    notFound: 'Ressource introuvable.',
    invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
    emptyJson: 'Le corps de la requête est vide.',
    bodyTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: 'Type de contenu non pris en charge.',
    invalidContentLength: 'Longueur de contenu invalide.',
    invalidContentType: 'Type de contenu invalide.',
    missingContentType: 'Type de contenu manquant.',
    badUrl: 'Adresse invalide.',
    databaseDown: 'Base de données injoignable.',
  },

  /** The order form, the cart and the customer's orders (spec sections 4 and 5). */
  order: {
    notFound: 'Commande introuvable.',
    idInvalid: 'ID de commande invalide.',
    documentsMin: 'Le nombre de documents doit être au moins 1',
    pagesBelowDocuments: 'Le nombre de pages ne peut pas être inférieur au nombre de documents.',
    pagesMin: 'Le nombre de pages doit être au moins 1',
    pagesMax: 'Le nombre de pages ne peut pas dépasser 500. Pour un volume plus important, demandez un devis.',
    documentsMax: 'Le nombre de documents ne peut pas dépasser 100. Pour un volume plus important, demandez un devis.',
    pagesInteger: 'Le nombre de pages doit être un nombre entier.',
    documentsInteger: 'Le nombre de documents doit être un nombre entier.',
    deliveryRequired: 'Choisissez un mode de livraison.',
    legalizationRequired: 'Choisissez un type de légalisation.',
    deliveryUnknown: 'Mode de livraison inconnu.',
    purposeUnknown: 'Démarche inconnue.',
    legalizationUnknown: 'Type de légalisation inconnu.',
    urgentUnavailable: 'L’option « Urgent » n’est pas proposée en ce moment.',
    urgentTooLarge:
      'L’option « Urgent » est proposée jusqu’à {{max}} pages. Pour un volume plus important, demandez un devis.',
    urgentInvalid: 'Indiquez si la commande est urgente.',
    commentTooLong: 'Le commentaire ne peut pas dépasser 2 000 caractères.',
    fileType: 'Seuls les fichiers PDF, PNG et JPG sont autorisés.',
    uploadFailed: 'Erreur lors de l’upload des fichiers.',
    deleteFailed: 'Erreur lors de la suppression du fichier.',
    fileNotAvailable: 'Un des fichiers n’est plus disponible : retirez-le et envoyez-le à nouveau.',
    transitionRefused: 'Cette commande ne peut pas passer de « {{from}} » à « {{to}} ».',
  },

  /** Opening the payment page and coming back from it. */
  checkout: {
    emptyCart: 'Votre panier est vide.',
    idempotency: 'Requête de paiement invalide : rechargez la page et réessayez.',
    tooManyFiles: 'Trop de fichiers pour une seule commande.',
    paymentUnavailable: 'Le paiement en ligne est momentanément indisponible. Réessayez dans quelques instants.',
    sessionUnknown: 'Session de paiement inconnue.',
    verifyUnavailable: 'Impossible de vérifier le paiement pour le moment.',
    notConfirmed: 'Paiement non confirmé.',
    webhookOff: 'Webhook non configuré.',
    signatureInvalid: 'Signature invalide.',
  },

  /** « Une question ou remarque ? » on an order (customer area). */
  orderMessage: {
    failed: 'Erreur lors de l’envoi du message.',
    /** The spec's subject, fixed. */
    subject: 'Votre question ou remarque',
  },

  /** Uploads of customer documents (order form, quote, admin translations). */
  files: {
    nameInvalid: 'Nom de fichier invalide.',
    empty: 'Le fichier « {{name}} » est vide.',
    tooLarge: 'Le fichier « {{name}} » dépasse la taille maximale de {{mb}} Mo.',
    unnamedTooLarge: 'Le fichier dépasse la taille maximale de {{mb}} Mo.',
    oneTooLarge: 'Un fichier dépasse la taille maximale de {{mb}} Mo.',
    notMultipart: 'Envoyez les fichiers dans un formulaire multipart (champ « {{field}} »).',
    tooManyAtOnce: 'Vous pouvez envoyer au maximum {{max}} fichiers à la fois.',
    pendingLimit: 'Vous avez atteint la limite de {{max}} fichiers pour une commande.',
    uploadInvalid: 'Envoi de fichiers invalide.',
    uploadInterrupted: 'Envoi de fichiers interrompu.',
    noneReceived: 'Aucun fichier reçu.',
    notFound: 'Fichier introuvable.',
    linkExpired:
      'Ce lien de téléchargement a expiré. Retrouvez vos traductions dans votre espace client ou demandez-nous un nouveau lien.',
    linkInvalid: 'Ce lien de téléchargement n’est pas valide.',
  },

  /** Accounts, sign-in and password reset (spec sections 5 and 8). */
  account: {
    passwordRequired: 'Le mot de passe est requis.',
    passwordRule:
      'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.',
    passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
    passwordsMismatch: 'Les mots de passe ne correspondent pas.',
    registered:
      'Inscription enregistrée : vous pouvez vous connecter. Si cette adresse avait déjà un compte, nous vous avons écrit.',
    emailTaken: 'Un compte existe déjà avec cette adresse email.',
    badCredentials: 'Email ou mot de passe incorrect.',
    accessDenied: 'Accès refusé. Vous n’avez pas les droits nécessaires.',
    sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
    loggedOut: 'Déconnexion réussie.',
    resetSent: 'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.',
    resetInvalid: 'Lien de réinitialisation invalide ou expiré.',
    resetDone: 'Mot de passe réinitialisé avec succès !',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    foreignOrigin: 'Requête refusée (origine non autorisée).',
    // The forms' own words when the server's answer brings none (network down).
    loginFailed: 'Erreur de connexion',
    registerFailed: 'Erreur d’inscription',
    emailSendFailed: 'Erreur lors de l’envoi de l’email',
    resetDoneRedirect: 'Mot de passe réinitialisé avec succès\u00a0! Redirection...',
    tokenMissing: 'Token manquant. Veuillez vous reconnecter.',
  },

  /** Guest access to orders by e-mail link. */
  guest: {
    linkSent: 'Si des commandes existent pour cette adresse, un lien d’accès vient de vous être envoyé.',
    linkInvalid: 'Lien d’accès invalide ou expiré. Demandez un nouveau lien.',
    opened: 'Accès à vos commandes ouvert.',
    closed: 'Accès invité fermé.',
  },

  /** Quote requests (/devis, /order), contact and support messages. */
  request: {
    pagesRequired: 'Le nombre de pages est requis.',
    pagesMax: 'Le nombre de pages ne peut pas dépasser 10 000.',
    serviceTypeRequired: 'Choisissez le type de prestation.',
    descriptionRequired: 'Décrivez votre besoin en quelques mots.',
    messageTooLong: 'Le message ne peut pas dépasser 5 000 caractères.',
    orderReferenceInvalid:
      'Référence de commande invalide : elle s’écrit TR- suivi de 8 caractères, par exemple TR-7K3F9Q2M.',
    oneFileOnly: 'Vous ne pouvez joindre qu’un seul fichier à votre demande.',
    notMultipart: 'Envoyez la demande dans un formulaire multipart/form-data.',
    quoteSent: 'Votre demande de devis a été envoyée avec succès !',
    quoteFollowUp: 'Nous vous enverrons votre devis dans les plus brefs délais.',
    supportSent: 'Votre demande d’assistance a été envoyée avec succès !',
    genericError: 'Une erreur est survenue. Veuillez réessayer.',
    tooManyRequests:
      'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez réessayer dans une heure, ou appelez-nous au {{phone}}.',
  },

  /** The live chat: widget, admin inbox and sockets. */
  chat: {
    sendFailed: 'Erreur lors de l’envoi du message. Veuillez réessayer.',
    setupFailed: 'Erreur lors de la configuration du chat. Veuillez réessayer.',
    adminSendFailed: 'Erreur lors de l’envoi du message',
    deleteMessageFailed: 'Erreur lors de la suppression du message',
    deleteConversationFailed: 'Erreur lors de la suppression de la conversation',
    empty: 'Le message est vide.',
    closed: 'Le chat est fermé pour le moment. Utilisez le formulaire de contact.',
    tooFast: 'Vous envoyez des messages trop vite. Patientez un instant.',
    notFound: 'Conversation introuvable.',
    tooManyWindows: 'Le chat est déjà ouvert dans trop de fenêtres. Fermez-en une, puis rechargez cette page.',
    sessionEnded: 'Votre session a pris fin : reconnectez-vous pour continuer.',
    contactSaved: 'C’est noté : si vous quittez le site, la réponse vous sera envoyée par e-mail.',
    contactOnlyGuests: 'Connecté à votre compte, vous recevez déjà les réponses à son adresse.',
    linkExpired:
      'Ce lien de conversation a expiré ou n’est plus valable. Écrivez-nous à nouveau : nous vous répondrons ici.',
    notified: 'Notification envoyée.',
    alreadyNotified: 'Notification déjà envoyée pour cette conversation.',
    replyMinutesInvalid: 'Le délai de réponse s’exprime en minutes.',
    hoursInvalid: 'Horaires invalides : {{reason}}.',
  },

  /** FAQ editor and pages (spec 5 and 8). */
  faq: {
    questionRequired: 'La question est requise',
    answerRequired: 'La réponse est requise',
    questionTooLong: 'La question ne peut pas dépasser 300 caractères.',
    answerTooLong: 'La réponse est trop longue (50 000 caractères au plus).',
    orderInvalid: 'L’ordre d’affichage doit être un nombre entier, 0 ou plus.',
    notFound: 'Question non trouvée',
    loadListError: 'Erreur lors du chargement des questions',
    loadError: 'Erreur lors du chargement de la question',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette question ?',
    created: 'Question ajoutée.',
    updated: 'Question modifiée.',
    deleted: 'Question supprimée.',
  },

  /** Blog editor, pages and images. */
  article: {
    required: 'Tous les champs requis doivent être remplis',
    imageUrlInvalid: 'L’image doit être une adresse commençant par http:// ou https://, ou rester vide.',
    titleTooLong: 'Le titre ne peut pas dépasser 200 caractères.',
    authorTooLong: 'Le nom de l’auteur ne peut pas dépasser 100 caractères.',
    summaryTooLong: 'Le résumé ne peut pas dépasser 600 caractères.',
    contentTooLong: 'Le contenu est trop long (200 000 caractères au plus).',
    notFound: 'Article non trouvé',
    loadError: 'Erreur lors du chargement de l’article',
    loadListError: 'Erreur lors du chargement des articles',
    empty: 'Aucun article disponible',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet article ?',
    created: 'Article publié.',
    updated: 'Article enregistré.',
    deleted: 'Article supprimé.',
    imageType: 'Seules les images PNG, JPEG et WebP sont acceptées.',
    imageTooLarge: 'L’image ne doit pas dépasser 8 Mo.',
    imageMissing: 'Choisissez une image à envoyer (champ « image »).',
    imageUnreadable: 'Cette image n’a pas pu être lue. Essayez un autre fichier.',
    imageUploadFailed: 'L’image n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
    imageNotFound: 'Image introuvable.',
  },

  /** Customer area: account deletion and data export. */
  privacy: {
    accountDeleted: 'Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.',
    erased: 'Données effacées. Un e-mail de confirmation a été envoyé à la personne.',
    erasureInProgress:
      'Une commande payée est en cours de traduction ({{refs}}) : l’effacement sera possible une fois la traduction livrée, ou après son annulation.',
    erasureAdminAccount:
      'Cette adresse est celle d’un compte administrateur : retirez-lui d’abord ce rôle (Utilisateurs).',
    wrongPassword: 'Mot de passe incorrect.',
  },

  /** Back office (stays in French, but its texts live here all the same). */
  adminOrder: {
    statusRequired: 'Indiquez le nouveau statut de la commande.',
    statusUnknown: 'Statut inconnu : « {{value}} ». Statuts possibles : {{statuses}}.',
    archived: 'Cette commande est archivée : elle ne peut plus être modifiée.',
    statusUpdated: 'Statut mis à jour : « {{label}} ». Le client en est informé par e-mail.',
    statusUpdatedDeliverNext:
      'Statut mis à jour : « {{label}} ». Aucun e-mail n’est parti : envoyez au client l’e-mail de livraison, avec les liens de ses traductions.',
    statusUnchanged: 'La commande est déjà « {{label}} ».',
    archivedDone: 'Commande archivée : elle n’apparaît plus dans la liste et ses fichiers sont conservés.',
    alreadyArchived: 'Cette commande était déjà archivée.',
    deletedDone: 'Commande non payée supprimée définitivement, avec ses fichiers.',
    paymentOpen:
      'Le client peut encore payer cette commande (page de paiement ouverte jusqu’à {{until}}). Réessayez après cette heure pour la supprimer.',
    paymentJustReceived:
      'Le paiement de cette commande vient d’être reçu : elle ne peut plus être supprimée définitivement. Rechargez la page.',
    noFile: 'Veuillez sélectionner au moins un fichier.',
    uploaded: 'Fichier(s) téléchargé(s) avec succès !',
    uploadCancelled: 'Cette commande est annulée : on ne peut plus y déposer de traduction.',
    noFileToDelete: 'Aucun fichier à supprimer',
    fileNotFound: 'Fichier traduit introuvable pour cette commande : {{names}}.',
    filesDeleted_one: 'Fichier traduit supprimé.',
    // French has a « many » form too (1 000 000 fichiers…): Intl.PluralRules('fr') asks for it.
    filesDeleted_many: '{{count}} fichiers traduits supprimés.',
    filesDeleted_other: '{{count}} fichiers traduits supprimés.',
    deliveryFileNotFound: 'Fichier traduit introuvable : {{names}}.',
    deliverySeveralOrders: 'Les fichiers choisis appartiennent à plusieurs commandes : envoyez un e-mail par commande.',
    deliveryOtherOrder: 'Les fichiers choisis n’appartiennent pas à la commande {{id}}.',
    deliveryOtherRecipient:
      'Les traductions de la commande {{id}} ne peuvent être envoyées qu’à l’adresse de son client ({{email}}).',
  },

  adminEmail: {
    bodyRequired: 'Indiquez le destinataire, l’objet et le message.',
    textTooLong: 'Le message ne peut pas dépasser 10 000 caractères.',
    queued: 'Message mis en file d’envoi pour {{to}}.',
    sendFailed: 'Erreur lors de l’envoi de l’email.',
    sendFailedUnknown: 'Erreur inconnue lors de l’envoi de l’email.',
    fileAdminInvalid: 'Fichiers traduits invalides : donnez une liste d’identifiants ou de liens.',
    orderIdInvalid: 'Référence de commande invalide.',
  },

  adminCatalogue: {
    bodyRequired: 'Indiquez le nom, le prix et l’état de l’option.',
    nameTaken: 'Une autre option de cette liste porte déjà ce nom.',
    descriptionTooLong: 'La description ne peut pas dépasser {{max}} caractères.',
    priceInvalid: 'Indiquez un prix en euros, par exemple 12,50.',
    priceRange: 'Le prix doit être compris entre 0 et 10 000 €.',
    priceDecimals: 'Le prix ne peut pas avoir plus de deux décimales.',
    activeInvalid: 'Indiquez si l’option est active.',
    kindInvalid: 'Type de tarif inconnu.',
    notAddable: 'Seuls des modes de livraison et des types de légalisation peuvent être ajoutés.',
    notFound: 'Tarif introuvable.',
    pageAlwaysActive: 'Le prix à la page ne peut pas être désactivé.',
    defaultDeliveryActive:
      'Ce mode de livraison est le choix par défaut du formulaire de commande : il ne peut pas être désactivé.',
    defaultLegalizationActive:
      '« Sans légalisation » est le choix par défaut du formulaire de commande : il ne peut pas être désactivé.',
    lastDelivery: 'Au moins un mode de livraison doit rester actif.',
    saved: 'Tarif enregistré.',
    added: 'Option ajoutée.',
  },

  /** Delivery settings of the back office (cut-off hour, closed days, delays: decision 022). */
  adminDelivery: {
    cutoffHour: 'L’heure limite est un nombre entier d’heures entre 0 et 24 (24 : pas d’heure limite).',
    closedDayFormat: 'Les jours de fermeture s’écrivent AAAA-MM-JJ, ou AAAA-MM-JJ → AAAA-MM-JJ pour une période.',
    closedRangeOrder: 'Une période de fermeture doit finir après son début.',
    closedRangeLength: 'Une période de fermeture ne peut pas dépasser {{max}} jours.',
    tooLong: 'Les fermetures se suivent sur plus de {{max}} jours : laissez au moins une semaine ouverte.',
    tooMany: 'Pas plus de {{max}} jours ou périodes de fermeture.',
    days: 'Un délai est un nombre entier de jours ouvrés entre 0 et {{max}}.',
    postalOrder: 'Le délai postal maximum ne peut pas être inférieur au minimum.',
    saved: 'Calendrier de livraison enregistré.',
    bodyRequired: 'Indiquez l’heure limite et les jours de fermeture.',
  },

  adminUser: {
    notFound: 'Utilisateur introuvable.',
    roleInvalid: 'Rôle invalide : choisissez « admin » ou « user ».',
    selfDemote:
      'Vous ne pouvez pas retirer vos propres droits d’administrateur. Demandez à un autre administrateur de le faire.',
    selfDelete: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration.',
    lastAdminDemote: 'Impossible de retirer le dernier administrateur : promouvez d’abord un autre compte.',
    lastAdminDelete: 'Impossible de supprimer le dernier administrateur : promouvez d’abord un autre compte.',
    roleUpdated: 'Rôle mis à jour.',
    deleted: 'Utilisateur supprimé. Ses commandes sont conservées.',
  },

  adminOutbox: {
    notFound: 'E-mail introuvable.',
    statusInvalid: 'Statut inconnu : queued, sending, sent ou failed.',
    onlyFailed: 'Seul un e-mail en échec peut être renvoyé.',
    retried: 'E-mail remis en file d’envoi.',
  },

  /** Invoices: the customer's download and the admin list (decision 024). */
  invoice: {
    notFound: 'Facture introuvable.',
    numberInvalid: 'Numéro de facture ou d’avoir invalide (attendu F-AAAA-NNNNNN ou A-AAAA-NNNNNN).',
    periodInvalid: 'Période invalide : indiquez des dates AAAA-MM-JJ, la première au plus tard la seconde.',
  },

  /** Refunds and credit notes (decision 029). */
  refund: {
    notPaid: 'Cette commande n’a pas été payée : il n’y a rien à rembourser.',
    noInvoice:
      'Cette commande a été payée avant la facturation en ligne : remboursez-la hors du site, aucun avoir ne peut référencer sa facture.',
    exceeds: 'Le remboursement dépasse ce qui reste remboursable sur cette commande ({{remaining}}).',
    nothingLeft: 'Cette commande est déjà entièrement remboursée.',
    amountInvalid: 'Indiquez un montant en euros supérieur à zéro (par exemple 72,50).',
    reasonRequired: 'Indiquez le motif du remboursement (3 à 500 caractères).',
    keyInvalid: 'Formulaire de remboursement invalide : rechargez la page.',
    keyReused: 'Ce formulaire a déjà servi pour une autre commande : rechargez la page.',
    providerUnavailable:
      'Stripe ne répond pas : le remboursement n’est pas confirmé. Réessayez dans quelques instants avec le même formulaire.',
    providerRefused: 'Stripe a refusé le remboursement : {{reason}}',
    done: 'Remboursement de {{amount}} enregistré : avoir {{number}} émis et envoyé au client.',
    already: 'Ce remboursement est déjà enregistré (avoir {{number}}).',
    creditNoteNotFound: 'Avoir introuvable.',
  },

  /** Quotes sent to a client and paid as orders (decision 030). */
  quoteOffer: {
    sourceInvalid: 'Type de ligne inconnu.',
    labelRequired: 'Indiquez l’intitulé de la ligne.',
    labelTooLong: 'Intitulé trop long (200 caractères au plus).',
    quantityInvalid: 'Quantité : un nombre entier entre 1 et 999.',
    amountInvalid: 'Montant invalide : indiquez un montant en euros, par exemple 45 ou 45,50.',
    amountTooHigh: 'Montant trop élevé (100 000 € au plus par ligne).',
    linesRequired: 'Ajoutez au moins une ligne au devis.',
    tooManyLines: 'Un devis compte 30 lignes au plus.',
    totalInvalid: 'Le total du devis doit être supérieur à 0 € (et inférieur à 1 000 000 €).',
    validUntilInvalid: 'Date de validité invalide (AAAA-MM-JJ).',
    validUntilPast: 'La date de validité doit être aujourd’hui ou plus tard.',
    noteTooLong: 'Note trop longue (2 000 caractères au plus).',
    optionUnknown: 'Option du catalogue inconnue : choisissez-la à nouveau.',
    notFound: 'Devis introuvable.',
    notEditable: 'Ce devis a déjà été envoyé : il ne peut plus être modifié.',
    expired: 'Ce devis a expiré : il ne peut plus être accepté. Demandez-nous un nouveau devis.',
    declined: 'Ce devis a été refusé : il ne peut plus être accepté.',
    alreadyAccepted: 'Ce devis a déjà été accepté.',
    consentRequired: 'Cochez la case de renonciation au droit de rétractation pour accepter et payer.',
    notPaid: 'Ce devis n’est pas encore payé : pas de facture.',
  },

  adminRequest: {
    quoteNotFound: 'Demande de devis introuvable.',
    messageNotFound: 'Message introuvable.',
    noAttachment: 'Aucun document joint à cette demande.',
    kindInvalid: 'Type de message inconnu (contact ou support).',
    messageHandledInvalid: 'Indiquez si le message est traité (handled : true ou false).',
    quoteHandledInvalid: 'Indiquez si la demande est traitée (handled : true ou false).',
  },

  /** The shell of every public page (header, footer, cookie banner, chat button): read on the server, sent with the root data (decision 032). */
  shell: {
    skipToContent: 'Aller au contenu',
    navHome: 'Accueil',
    navServices: 'Services',
    navAbout: 'À propos',
    navBlog: 'Blog',
    navFaq: 'FAQ',
    navContact: 'Contact',
    mainNav: 'Navigation principale',
    mobileNav: 'Menu mobile',
    cart: 'Panier',
    cartItems_one: '({{count}} article)',
    cartItems_many: '({{count}} articles)',
    cartItems_other: '({{count}} articles)',
    login: 'Connexion',
    logout: 'Déconnexion',
    dashboard: 'Dashboard',
    adminDashboard: 'Admin Dashboard',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    themeToggle: 'Basculer entre le thème clair et le thème sombre',
    themeTitle: 'Thème clair / sombre',
    openChat: 'Ouvrir le chat',
    logoTagline: 'Traduction certifiée arabe–français',
    switchLabel: 'Lire cette page en arabe',
    call: 'Appeler le {{phone}}',
    whatsapp: 'Écrire sur WhatsApp',
    footerAbout:
      '{{name}}, traductrice certifiée arabe–français inscrite sur la liste des experts de la {{court}}. Traductions certifiées acceptées par les administrations, tribunaux et ambassades.',
    footerInfo: 'Informations',
    footerNav: 'Liens du pied de page',
    footerServices: 'Services et tarifs',
    footerLegalisation: 'Légalisation et apostille',
    footerEmirates: 'Documents pour les Émirats',
    footerDijon: 'Traducteur arabe à Dijon',
    footerLegal: 'Mentions légales',
    footerCgu: 'Conditions générales',
    footerCookies: 'Cookies',
    footerSecurity: 'Sécurité et SSL',
    footerRgpd: 'Données personnelles (RGPD)',
    openingHours: 'Du lundi au vendredi, de 9 h à 18 h',
    footerTrust: 'Paiement sécurisé · Documents chiffrés · Données hébergées en France',
    cookieTitle: 'Vos choix en matière de cookies',
    cookieTextStart: 'Seuls des',
    cookieTextLink: 'cookies essentiels',
    cookieTextEnd: 'sont utilisés',
    cookieTextDetails: '(panier, connexion, thème)\u00a0: aucun cookie de mesure d’audience ni de publicité',
    cookieEssential: 'Cookies essentiels uniquement',
    cookieAll: 'Accepter tous les cookies',
    cookieEssentialShort: 'Essentiels uniquement',
    cookieAllShort: 'Accepter tous',
    notFoundCode: 'Erreur 404',
    notFoundTitle: 'Page introuvable',
    notFoundText:
      'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de l’accueil.',
    notFoundDescription: 'Cette page n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
    contactUs: 'Nous contacter',
    breadcrumb: 'Fil d’Ariane',
  },

  /** The home page (spec section 2, Home), French and Arabic (decision 032). */
  home: {
    metaTitle: 'Traductrice certifiée arabe–français à Dijon',
    metaDescription:
      '{{name}}, traductrice certifiée arabe–français près la {{court}}\u00a0: état civil, jugements, diplômes, contrats. Devis gratuit, délais courts.',
    heroEyebrow: 'Experte traductrice près la {{court}}',
    heroTitleStart: 'Traductions certifiées',
    heroTitlePair: 'arabe–français',
    heroTitleEnd: 'à\u00a0Dijon',
    heroText:
      '{{name}} traduit et certifie vos documents officiels, de l’arabe vers le français et du français vers l’arabe, pour toutes vos démarches en France et à l’étranger.',
    heroOrder: 'Commander une traduction',
    heroContact: 'Contacter la traductrice',
    badgeAccepted: 'Traductions acceptées par les administrations françaises et étrangères',
    badgePayment: 'Paiement sécurisé',
    badgeEncrypted: 'Documents chiffrés',
    cardTitle: 'Traductrice certifiée arabe–français',
    cardCourtOath: 'Experte inscrite près la {{court}}, serment prêté en {{year}}.',
    cardCheckList: 'Vérifier sur la liste de la cour',
    newTab: '(nouvel onglet)',
    cardLanguages: 'De l’arabe vers le français et du français vers l’arabe',
    cardStamp: 'Cachet, signature et mention de certification sur chaque page',
    cardQuote: 'Devis gratuit {{within}}',
    cardSince: 'Depuis {{year}}',
    cardClients: 'au service des particuliers, avocats, notaires et entreprises de Bourgogne et de toute la France.',
    expertiseEyebrow: 'Une expertise reconnue',
    expertiseTitle: 'Une traductrice experte, inscrite près la cour d’appel',
    expertiseText:
      'On parle souvent de «\u00a0traducteur assermenté\u00a0»\u00a0: le titre exact est «\u00a0expert traducteur près la cour d’appel\u00a0». Inscrite sur la liste de la {{court}}, {{name}} a prêté serment et peut certifier qu’une traduction est fidèle et complète. Cachet, signature et mention de certification la rendent recevable par les administrations, les tribunaux et les consulats.',
    experienceTitle: 'Plus de 10\u00a0ans d’expérience',
    experienceText:
      'Depuis {{year}}, des actes, des jugements et des contrats traduits pour des particuliers, des avocats, des notaires et des entreprises.',
    delayTitle: 'Des délais courts',
    delayText: 'Traduction envoyée {{within}} pour les documents courants (actes, diplômes, permis).',
    delayUrgent: 'Une échéance serrée ? Option « {{name}} » : {{offer}}.',
    delayNoUrgent: 'Une échéance serrée ? Écrivez-nous avant de commander.',
    privacyTitle: 'Une confidentialité absolue',
    privacyText:
      'Votre traductrice est tenue au secret professionnel. Vos documents sont transmis et conservés chiffrés, le temps nécessaire à la mission.',
    documentsEyebrow: 'Documents traduits',
    documentsTitle: 'Quels documents faire traduire\u00a0?',
    documentsText:
      'Particuliers comme entreprises, vos documents sont traduits dans leur intégralité, tampons et mentions manuscrites compris.',
    legalTitle: 'Documents juridiques et administratifs',
    legalIntro:
      'Pour vos démarches en préfecture, en mairie, au tribunal, à l’ANTS, à la CAF, à l’université ou au consulat.',
    legalItem1: 'Actes d’état civil\u00a0: naissance, mariage, décès, livret de famille',
    legalItem2: 'Jugements de divorce et autres décisions de justice',
    legalItem3: 'Casiers judiciaires',
    legalItem4: 'Permis de conduire',
    legalItem5: 'Diplômes et relevés de notes',
    legalItem6: 'Actes notariés et procurations',
    legalItem7: 'Cartes d’identité et passeports',
    legalItem8: 'Certificats de travail, attestations et documents médicaux',
    businessTitle: 'Documents commerciaux',
    businessIntro:
      'Pour vos partenaires, vos banques et vos marchés au Maghreb, au Proche-Orient et dans les pays du Golfe.',
    businessItem1: 'Extraits Kbis et registres du commerce',
    businessItem2: 'Statuts et procès-verbaux d’assemblée',
    businessItem3: 'Contrats commerciaux et contrats de travail',
    businessItem4: 'Factures, devis et bons de commande',
    businessItem5: 'Bilans et documents comptables',
    businessItem6: 'Appels d’offres et cahiers des charges',
    pricesCta: 'Voir les tarifs et commander',
    stepsEyebrow: 'Comment ça marche',
    stepsTitle: 'Votre traduction certifiée en 3\u00a0étapes',
    step1Title: 'Envoyez vos documents et recevez un devis',
    step1Text:
      'Un scan ou une photo bien lisible suffit (PDF, JPEG ou PNG). Vous recevez un devis précis, gratuit et sans engagement.',
    step2Title: 'Validation, traduction et relecture',
    step2Text:
      'Dès la validation du devis et le paiement sécurisé, le document est traduit intégralement puis relu ligne à ligne\u00a0: noms, dates et numéros sont vérifiés.',
    step3Title: 'Livraison sécurisée et légalisation si nécessaire',
    step3Text:
      'La traduction certifiée vous parvient en PDF, puis l’original signé et tamponné par courrier. Si votre démarche l’exige, nous nous chargeons de la légalisation.',
    figuresTitle: '{{name}} en chiffres',
    figureYears: '{{years}}\u00a0ans',
    figureYearsLabel: 'd’expérience en traduction juridique',
    figureDocumentsLabel: 'documents traduits et certifiés',
    figureLanguagesLabel: 'langues maternelles\u00a0: l’arabe et le français',
    figureOathLabel: 'serment prêté devant la cour d’appel',
    figureSameDay: 'Jour même',
    figureSameDayLabel: 'pour traduire et envoyer',
    figureHours: '{{hours}}\u00a0h',
    figureHoursLabel: 'ouvrées pour traduire et envoyer',
    figureDays: '{{days}}\u00a0jours',
    figureDaysLabel: 'ouvrés pour traduire et envoyer',
    reviewsEyebrow: 'Avis clients',
    reviewsTitle: 'Ils nous ont confié leurs documents',
    reviewsGoogle: '{{count}} avis Google',
    samplesEyebrow: 'Exemples',
    samplesTitle: 'Exemples de traductions certifiées',
    samplesText:
      'Chaque traduction reprend fidèlement la mise en page de l’original et porte le cachet, la signature et la mention de certification. Aperçus illustratifs\u00a0: documents fictifs et anonymisés.',
    sampleAlt: 'Exemple de traduction certifiée\u00a0: {{name}}',
    ctaTitle: 'Un document à faire traduire\u00a0?',
    ctaText:
      'Envoyez-le-nous pour un devis gratuit et sans engagement. Vous connaissez le prix exact et le délai avant de valider quoi que ce soit.',
    ctaQuote: 'Demander un devis',
  },

  /** Captions of the sample translations (app/content/samples.ts). */
  sample: {
    carteIdentite: 'Carte d’identité',
    jugementDivorce: 'Jugement de divorce',
    casierJudiciaire: 'Casier judiciaire',
    certificatTravail: 'Certificat de travail',
    diplome: 'Diplôme',
    passeport: 'Passeport',
    facture: 'Facture',
    documentMedical: 'Document médical',
    acteNaissanceMaroc: 'Acte de naissance (Maroc)',
    acteNaissanceLiban: 'Acte de naissance (Liban)',
    attestationAssurance: 'Attestation d’assurance',
    permisConduire: 'Permis de conduire',
  },

  /** The frame of every e-mail (server/mail/templates.ts), in the language stored with the order or request. */
  mail: {
    hello: 'Bonjour,',
    signOff: 'Bien cordialement,',
    signature: '{{name}}, traductrice certifiée arabe–français près la {{court}}',
    phone: 'Tél.',
  },
  /**
   * The seeded catalogue items and the legalisation packages in other languages (issue 17,
   * decision 033), keyed `<kind>_<id>` / `package_<id>`. The French text is the seed's own
   * name: an item the admin renamed, or added, shows her French name in every language.
   */
  orderItem: {
    delivery_email: 'E-mail (PDF)',
    delivery_email_desc: 'Traduction certifiée envoyée en PDF signé',
    delivery_standard: 'Lettre suivie',
    delivery_standard_desc: 'Original papier, suivi La Poste',
    delivery_priority: 'Lettre recommandée',
    delivery_priority_desc: 'Original papier, remise contre signature',
    delivery_international: 'International',
    delivery_international_desc: 'Original papier, envoi hors de France',
    delivery_dhl: 'DHL Express',
    delivery_dhl_desc: 'Original papier, remise contre signature en France et dans le monde',
    delivery_pickup: 'Retrait au bureau à {{city}}',
    delivery_pickup_desc: 'Original papier remis en main propre, aux heures d’ouverture du bureau',
    legalization_none: 'Aucune',
    legalization_none_desc: 'Traduction certifiée seule',
    legalization_mairie: 'Mairie',
    legalization_mairie_desc: 'Légalisation de la signature en mairie',
    legalization_chamberOfCommerce: 'Chambre de commerce',
    legalization_chamberOfCommerce_desc: 'Pour les documents commerciaux',
    legalization_foreignAffairs: 'Ministère des Affaires étrangères',
    legalization_foreignAffairs_desc: 'Légalisation pour l’étranger',
    legalization_consulate: 'Consulat / Ambassade',
    legalization_consulate_desc: 'Légalisation par le consulat du pays de destination',
    urgent_urgent: 'Urgent',
    urgent_urgent_desc: 'Traduction prioritaire, supplément par page',
    'package_chaine-eau': 'Émirats arabes unis : chaîne complète',
    'package_chaine-eau_desc':
      'Mairie, ministère puis ambassade des Émirats à Paris : le document est prêt pour Dubaï ou Abu Dhabi',
    'package_chaine-eau-commerce': 'Émirats arabes unis, documents commerciaux : chaîne complète',
    'package_chaine-eau-commerce_desc':
      'Chambre de commerce, ministère puis ambassade des Émirats (Kbis, statuts, factures)',
    'package_chaine-ambassade': 'Autre pays hors apostille : chaîne complète',
    'package_chaine-ambassade_desc':
      'Mairie, ministère puis ambassade du pays de destination (précisez le pays en commentaire)',
  },

  /** « Pour quelle démarche ? » (core/purposes.ts holds the French, which these repeat: a unit test keeps them equal). */
  orderPurpose: {
    prefecture: 'Préfecture / titre de séjour',
    prefecture_reason:
      'La préfecture demande l’original papier signé et tamponné : envoi en lettre suivie, sans légalisation (inutile en France).',
    naturalisation: 'Naturalisation',
    naturalisation_reason:
      'Le dossier de naturalisation exige l’original papier de chaque traduction : envoi en lettre suivie, sans légalisation.',
    'etat-civil': 'Mariage / état civil',
    'etat-civil_reason':
      'La mairie et l’état civil demandent l’original papier de la traduction : envoi en lettre suivie.',
    etudes: 'Études',
    etudes_reason:
      'Les candidatures en ligne (Parcoursup, Campus France, universités) demandent un fichier : le PDF signé suffit le plus souvent. Vérifiez auprès de l’établissement.',
    etranger: 'Émirats / étranger',
    etranger_reason:
      'Hors de France, la traduction doit être légalisée : mairie, ministère, puis ambassade du pays. Choisissez la chaîne de votre pays ci-dessous ; l’original vous est remis contre signature.',
    autre: 'Autre démarche',
    autre_reason: 'Choisissez la livraison et la légalisation que demande l’organisme ; en cas de doute, écrivez-nous.',
  },

  /** Price lines and counts of an order, in its language (core/order-text.ts); French lines are the stored ones. */
  orderPrice: {
    pages_one: '{{count}} page',
    pages_many: '{{count}} pages',
    pages_other: '{{count}} pages',
    documents_one: '{{count}} document',
    documents_many: '{{count}} documents',
    documents_other: '{{count}} documents',
    lineTranslation: 'Traduction certifiée ({{pages}})',
    lineUrgent: '{{name}}, {{days}} ({{pages}})',
    lineDelivery: 'Livraison\u00a0: {{name}}',
    lineLegalization: 'Légalisation\u00a0: {{name}} ({{documents}})',
    estimated: 'Livraison estimée\u00a0: {{date}}',
    addsDays: 'ajoute {{days}} au délai',
    postalLeg: '{{range}} d’acheminement',
  },
  /** E-mails about an order, in the order's language (server/orders, server/admin/orders, server/refunds). */
  orderMail: {
    confirmSubject: 'Commande {{id}} confirmée — {{trade}}',
    confirmPreheader: 'Paiement reçu : {{total}}. Votre traduction certifiée est en préparation.',
    confirmThanks: 'Merci pour votre confiance. Votre paiement est bien reçu et votre commande {{id}} est enregistrée.',
    yourOrder: 'Votre commande',
    optPages: 'Pages : {{n}}',
    optDocuments: 'Documents : {{n}}',
    optDelivery: 'Livraison : {{name}}',
    optLegalization: 'Légalisation : {{name}}',
    optUrgent: 'Urgent : Oui',
    no: 'Non',
    totalPaid: 'Total payé',
    invoiceAttached:
      'Votre facture {{number}} est jointe à cet e-mail (PDF). Vous pouvez aussi la télécharger depuis la page de votre commande.',
    filesReceived: 'Documents reçus',
    noFiles: 'Aucun document joint : vous pouvez nous les envoyer en répondant à cet e-mail.',
    yourComment: 'Votre commentaire',
    notice: 'Vous serez prévenu(e) par e-mail dès que la traduction sera disponible.',
    promised: 'Livraison prévue : {{date}}. {{notice}}',
    follow: 'Suivre ma commande',
    followNamed: 'Suivre ma commande {{id}}',
    personalNote:
      'Ce lien personnel ouvre vos commandes sur votre navigateur ; il est valable 7 jours et ne sert qu’une fois. Ensuite, demandez-en un nouveau depuis la page « Mes commandes » du site.',
    statusInProgressSubject: 'Commande {{id}} : traduction en cours',
    statusInProgress1: 'La traduction de vos documents a commencé.',
    statusInProgress2: 'Vous serez prévenu(e) par e-mail dès qu’elle sera disponible.',
    statusShippedSubject: 'Commande {{id}} expédiée',
    statusShipped1: 'Votre traduction certifiée a été expédiée ({{method}}).',
    statusShipped2: 'Elle vous parviendra dans les délais habituels de ce mode d’envoi.',
    statusCompletedSubject: 'Commande {{id}} terminée',
    statusCompleted1: 'Votre commande est terminée. Merci de votre confiance.',
    statusCancelledSubject: 'Commande {{id}} annulée',
    statusCancelled1: 'Votre commande a été annulée.',
    statusCancelled2: 'Pour toute question, répondez simplement à cet e-mail.',
    yourTranslations: 'Vos traductions',
    yourTranslation: 'Votre traduction',
    linksValid: '(liens personnels, valables jusqu’au {{until}}) :',
    paperShipped: 'L’original papier signé a été expédié ({{method}}).',
    paperFollows: 'L’original papier signé suit : {{method}}. Vous recevrez un e-mail à son envoi.',
    linksPrivate:
      'Ces liens sont réservés à votre usage : ne les transférez pas. Passé cette date, vos traductions restent disponibles dans le suivi de votre commande.',
    refundSubjectFull: 'Remboursement de la commande {{id}}',
    refundSubjectPartial: 'Remboursement partiel de la commande {{id}}',
    refundFull: 'Votre commande {{id}} est annulée et intégralement remboursée : {{amount}}.',
    refundPartial: 'Un remboursement partiel de {{amount}} a été effectué sur votre commande {{id}}.',
    refundHow: '{{method}}. Selon votre banque, le montant apparaît sur votre compte sous 5 à 10 jours ouvrés.',
    refundNote:
      'L’avoir {{number}} est joint à cet e-mail (PDF). Vous pouvez aussi le télécharger depuis la page de votre commande.',
    refundReason: 'Motif : {{reason}}',
    seeOrder: 'Voir ma commande {{id}}',
  },

  /** The quote and contact forms and their pages (/devis, /contact and their Arabic pages, issue 17). */
  requestForm: {
    contactMetaTitle: 'Contactez votre traductrice',
    contactLead: 'Une question sur un document, un délai ou une légalisation ? Écrivez-nous.',
    contactEyebrow: 'Formulaire de contact',
    contactReachTitle: 'Le plus rapide\u00a0: appelez ou écrivez sur WhatsApp',
    contactAsideLabel: 'Coordonnées et autres demandes',
    contactQuoteLink: 'Demander un devis gratuit',
    contactSupportLink: 'Un problème avec une commande\u00a0?',
    contactTitle: 'Écrivez-nous',
    contactIntro: 'Tous les champs sont obligatoires. Réponse personnelle de la traductrice, du lundi au vendredi.',
    contactSubmit: 'Envoyer le message',
    contactEmailHint: 'Nous vous répondrons à cette adresse.',
    contactAgain: 'Écrire un autre message',
    contactSentText:
      'Nous vous répondrons dans les meilleurs délais à {{email}}. Un e-mail de confirmation vient de partir : pensez à regarder dans vos courriers indésirables.',
    subject: 'Objet',
    subjectPlaceholder: 'Ex. : délai pour un acte de naissance',
    quoteEyebrow: 'Demande de devis',
    quoteLead: 'Décrivez votre document : vous recevez un devis détaillé {{within}}.',
    quoteCrumb: 'Devis',
    quoteAsideLabel: 'Déroulement d’une demande de devis',
    quoteStepsTitle: 'Comment ça se passe',
    quoteStep1Title: 'Vous décrivez votre document',
    quoteStep1Text: 'Nombre de pages, livraison souhaitée et, si vous le pouvez, une copie.',
    quoteStep2Title: 'Nous étudions votre demande',
    quoteStep2Text: 'Devis détaillé et gratuit {{within}}, par e-mail.',
    quoteStep3Title: 'Vous validez, nous traduisons',
    quoteStep3Text: 'Traduction certifiée livrée dans le délai convenu.',
    quoteTitle: 'Votre demande de devis',
    quoteIntro: 'Tous les champs sont obligatoires, sauf mention contraire.',
    quoteSubmit: 'Demander mon devis gratuit',
    sendingWithFile: 'Envoi de la demande et du document…',
    sending: 'Envoi en cours…',
    quoteAlsoContact: 'Vous pouvez aussi nous écrire depuis la {{link}}.',
    quoteContactLink: 'page contact',
    quotePrivacy: 'Devis gratuit et sans engagement. Votre document est transmis en HTTPS et conservé chiffré.',
    quoteEmailHint: 'Le devis vous sera envoyé à cette adresse.',
    quoteAgain: 'Faire une autre demande',
    quoteSentText: 'Référence de votre demande : {{reference}}. Un e-mail de confirmation part à {{email}}.',
    fullName: 'Nom et prénom',
    email: 'Adresse e-mail',
    emailLocked: 'L’adresse de votre compte : nous vous répondrons à celle-ci.',
    pages: 'Nombre de pages',
    pagesHint: 'Une face de document = une page.',
    delivery: 'Mode de livraison',
    deliveryHint: 'Le PDF signé est toujours envoyé par e-mail.',
    message: 'Message',
    quoteMessageHint: 'Type de document, pays d’origine, usage prévu, délai souhaité…',
    optional: 'facultatif',
    counter: '{{length}} / {{max}} caractères',
    file: 'Document',
    fileAttach: 'Joindre un fichier',
    fileDrop: ' ou déposez-le ici',
    fileHelp: 'PDF, PNG ou JPG, 20 Mo maximum. Une photo nette suffit.',
    fileOneOnly:
      'Un seul fichier par demande : choisissez le document principal, vous pourrez envoyer les autres ensuite.',
    fileSentWith: '{{size}} · envoyé avec votre demande',
    fileRemove: 'Retirer {{name}}',
    fileTooBig: 'Le fichier « {{name}} » dépasse 20 Mo.',
    privacy_one:
      'Vos coordonnées servent uniquement à vous répondre et sont effacées {{count}} an après le dernier échange ({{link}}).',
    privacy_many:
      'Vos coordonnées servent uniquement à vous répondre et sont effacées {{count}} ans après le dernier échange ({{link}}).',
    privacy_other:
      'Vos coordonnées servent uniquement à vous répondre et sont effacées {{count}} ans après le dernier échange ({{link}}).',
    privacyLink: 'protection des données',
    cardTitle: 'Coordonnées du cabinet',
    cardAddress: 'Adresse',
    cardPhone: 'Téléphone',
    cardEmail: 'E-mail',
    cardHours: 'Horaires',
    cardAppointment:
      'Accueil au cabinet sur rendez-vous uniquement : appelez ou écrivez-nous pour convenir d’un créneau.',
    directTitle: 'Plutôt par téléphone\u00a0?',
    deliveryEmail: 'E-mail (PDF signé)',
    deliveryStandard: 'Lettre suivie',
    deliveryPriority: 'Lettre recommandée',
    deliveryInternational: 'International',
    deliveryDhl: 'DHL Express',
    deliveryPickup: 'Retrait au bureau à Dijon',
    reachLabel: 'Appeler ou écrire sur WhatsApp',
    whatsappPhoto: 'Envoyez une photo de votre document sur WhatsApp pour un devis',
    whatsappQuoteMessage: 'Bonjour, je souhaite un devis pour la traduction d’un document.',
    whatsappPhotoMessage: 'Bonjour, voici une photo de mon document pour un devis.',
  },

  /** The visitor's acknowledgement of a quote, contact or support request, in the request's language (issue 17). */
  requestMail: {
    quoteSubject: 'Votre demande de devis {{id}} — {{trade}}',
    quoteReceived:
      'Nous avons bien reçu votre demande de devis {{id}}. Nous vous enverrons votre devis dans les plus brefs délais, en général {{within}}.',
    rowService: 'Prestation',
    rowDelivery: 'Livraison souhaitée',
    fileReceived: 'Votre document nous est bien parvenu ; il est conservé chiffré.',
    fileByReply: 'Vous pouvez nous envoyer vos documents en répondant à cet e-mail.',
    completeByReply: 'Pour compléter votre demande, répondez simplement à cet e-mail.',
    contactSubject: 'Nous avons bien reçu votre message — {{trade}}',
    contactPreheader: 'Votre message est arrivé : nous vous répondons rapidement.',
    contactReceived:
      'Votre message envoyé depuis notre site nous est bien parvenu. Nous vous répondrons dans les meilleurs délais, du lundi au vendredi.',
    urgentCall: 'Pour une demande urgente, appelez-nous au {{phone}}.',
    supportSubject: 'Votre demande d’assistance — {{trade}}',
    supportPreheader: 'Votre demande est enregistrée : nous revenons vers vous rapidement.',
    supportReceived:
      'Votre demande d’assistance est bien enregistrée. Nous revenons vers vous dans les meilleurs délais, du lundi au vendredi.',
    supportReceivedOrder:
      'Votre demande d’assistance concernant la commande {{reference}} est bien enregistrée. Nous revenons vers vous dans les meilleurs délais, du lundi au vendredi.',
    addDetail: 'Pour ajouter une précision, répondez simplement à cet e-mail.',
  },

  /** The Arabic summaries of the legal pages (/ar/legal, /ar/cgu, /ar/cookies, /ar/rgpd, /ar/securite-ssl): the French text of what each summary says; the French pages stay the binding text (issue 17). */
  legalAr: {
    eyebrow: 'Résumé en arabe',
    binding: 'Ce résumé vous aide à comprendre le texte ; seule la version française fait foi.',
    bindingLink: 'Lire la version française qui fait foi',
    legalTitle: 'Mentions légales : résumé',
    legalDescription: 'Qui édite et héberge ce site, propriété intellectuelle et droit applicable.',
    legal1Title: 'Éditrice du site',
    legal1Text:
      '{{name}}, traductrice indépendante (entrepreneur individuel), édite ce site sous le nom commercial {{trade}}, {{address}}. SIRET {{siret}}. Elle est inscrite sur la liste des experts judiciaires de la {{court}} en qualité d’experte traductrice en langue arabe.',
    legal2Title: 'Publication et hébergement',
    legal2Text:
      'La directrice de la publication est {{name}} ({{email}}). Le site est hébergé par {{hostName}}, {{hostAddress}}.',
    legal3Title: 'Propriété intellectuelle',
    legal3Text:
      'Les textes, articles, réponses de la FAQ, le logo et la mise en page appartiennent à {{name}} : toute reproduction sans autorisation écrite est interdite ; les courtes citations avec la source sont admises. Les exemples de documents traduits sont fictifs ou anonymisés.',
    legal4Title: 'Responsabilité',
    legal4Text:
      'Les informations sur les légalisations, les exigences des administrations et les délais sont données à titre indicatif et les règles évoluent : vérifiez-les auprès de l’organisme destinataire avant toute démarche. Les traductions commandées relèvent des conditions générales.',
    legal5Title: 'Données, cookies et sécurité',
    legal5Text:
      'Vos données ne servent qu’à traiter vos demandes et ne sont jamais vendues. Le site n’utilise que des cookies nécessaires à son fonctionnement. Toutes les pages sont servies en HTTPS et les documents sont stockés chiffrés.',
    legal6Title: 'Droit applicable',
    legal6Text:
      'Le droit français s’applique. Une solution amiable est recherchée d’abord ; à défaut, les tribunaux de Dijon sont compétents, ou, pour un consommateur, ceux de son domicile (article R631-3 du Code de la consommation).',
    cguTitle: 'Conditions générales : résumé',
    cguDescription: 'Commande, prix, délais, livraison et rétractation, en quelques points.',
    cgu1Title: 'Objet des conditions',
    cgu1Text:
      'Ces conditions régissent l’utilisation du site et la vente des prestations de {{name}} ({{trade}}). Toute commande vaut leur acceptation ; les conditions d’un devis priment sur elles.',
    cgu2Title: 'Services proposés',
    cgu2Text:
      'Traduction certifiée de l’arabe vers le français et du français vers l’arabe, accompagnement à la légalisation (mairie, ministère, ambassade ou consulat ; apostille pour les pays qui l’acceptent) et devis gratuit pour les documents longs ou techniques.',
    cgu3Title: 'Commande',
    cgu3Text:
      'Le client choisit ses options, téléverse ses documents (PDF, PNG ou JPG) et paie en ligne ; le contrat est conclu à la confirmation du paiement. Si les documents diffèrent de ce qui a été déclaré, la traductrice propose un ajustement ou rembourse intégralement.',
    cgu4Title: 'Prix et paiement',
    cgu4Text:
      'Prix en euros, TVA non applicable : {{price}} par page traduite, plus la livraison et la légalisation éventuelle. Le paiement se fait par carte chez un prestataire certifié PCI-DSS ; un remboursement est fait par le même moyen sous 14 jours au plus.',
    cgu4Urgent: 'Option « {{name}} » : {{price}} de plus par page.',
    cgu5Title: 'Délais',
    cgu5Text:
      'Indicatifs, en jours ouvrés, à compter du paiement et de documents complets : les actes courants sont envoyés {{within}} ; chaque étape de légalisation ajoute {{legalisation}}, selon l’autorité.',
    cgu5Urgent: 'Option « {{name}} » : {{offer}}.',
    cgu6Title: 'Livraison',
    cgu6Text:
      'La traduction est toujours envoyée en PDF par e-mail. L’original papier, exigé par la plupart des administrations, est envoyé ou remis selon l’option choisie : {{methods}}.',
    cgu7Title: 'Rétractation',
    cgu7Text:
      'Le délai de rétractation de 14 jours ne s’applique pas à la traduction de vos propres documents lorsque vous avez demandé qu’elle commence sans attendre (article L221-28 du Code de la consommation).',
    cgu8Title: 'Réclamations et litiges',
    cgu8Text:
      'Adressez d’abord votre réclamation à {{email}}. Le client consommateur peut ensuite saisir gratuitement le médiateur de la consommation, {{mediator}}. Le droit français s’applique.',
    cookiesTitle: 'Politique de cookies : résumé',
    cookiesDescription: 'Les seuls cookies du site, essentiels, et comment changer votre choix.',
    cookies1Title: 'Qu’est-ce qu’un cookie\u00a0?',
    cookies1Text:
      'Un petit fichier qu’un site enregistre dans votre navigateur. Ceux qui sont strictement nécessaires au service demandé peuvent être déposés sans votre accord ; les autres exigent votre consentement.',
    cookies2Title: 'Les cookies de ce site',
    cookies2Text:
      'Uniquement des cookies essentiels, déposés par le site lui-même et jamais transmis à un tiers : le panier (7 jours), la dernière adresse e-mail de commande (7 jours), la session de connexion (7 jours), le nom du compte dans l’en-tête (7 jours), le thème clair ou sombre (1 an), la conversation du chat (30 jours) et votre choix sur ce bandeau (365 jours).',
    cookies3Title: 'Aucun cookie publicitaire ni tiers',
    cookies3Text:
      'Pas de mesure d’audience, de publicité ni de bouton de réseau social. Seul le plan de la page À propos vient d’OpenStreetMap, qui peut recevoir votre adresse IP.',
    cookies4Title: 'Changer votre choix',
    cookies4Text:
      'Votre choix est conservé 365 jours. Pour le changer avant, supprimez le cookie cookieConsent de votre navigateur : le bandeau réapparaît à la page suivante.',
    rgpdTitle: 'Protection des données : résumé',
    rgpdDescription: 'Quelles données nous gardons, pourquoi, combien de temps, et vos droits.',
    rgpd1Title: 'Responsable du traitement',
    rgpd1Text: '{{name}} ({{trade}}), {{address}}, {{email}} : votre interlocutrice directe pour vos données.',
    rgpd2Title: 'Données collectées',
    rgpd2Text:
      'Vos coordonnées, votre compte client (mot de passe haché), vos commandes et factures, les documents à traduire (données d’identité, parfois sensibles), vos messages et des données techniques. Aucun numéro de carte bancaire n’est collecté.',
    rgpd3Title: 'Pourquoi',
    rgpd3Text:
      'Traiter vos commandes et demandes, gérer votre compte, tenir la comptabilité et assurer la sécurité. Vos données ne sont jamais vendues ni utilisées pour de la publicité, et aucune décision automatisée n’est prise.',
    rgpd4Title: 'Combien de temps',
    rgpd4Text:
      'Demandes, messages et données de contact : effacés {{years}} après le dernier échange. Documents et traductions : {{days}} après la livraison. Fichiers sans commande : après {{idle}} d’inactivité. Pièces comptables des commandes payées : {{accounting}}.',
    rgpd5Title: 'Qui y a accès',
    rgpd5Text:
      'Seule la traductrice lit vos documents. Interviennent l’hébergeur ({{hostName}}, en France), le prestataire de paiement, le service d’e-mails et le transporteur choisi. Aucun transfert hors de l’Union européenne, sauf à votre demande (envoi ou légalisation dans un pays tiers).',
    rgpd6Title: 'Vos droits',
    rgpd6Text:
      'Accès, rectification, effacement, limitation, portabilité et opposition : écrivez à {{email}}, ou utilisez « Télécharger mes données » et « Supprimer mon compte » dans l’Espace Client. Réponse gratuite sous un mois. Vous pouvez aussi saisir la CNIL.',
    securityTitle: 'Sécurité du site : résumé',
    securityDescription: 'HTTPS, documents chiffrés, paiement certifié : comment vos documents sont protégés.',
    security1Title: 'Une connexion chiffrée',
    security1Text:
      'Toutes les pages sont servies en HTTPS (TLS) : ce qui circule entre votre navigateur et le site est illisible pour un tiers. Le site ne charge aucun script ni traceur d’un autre site.',
    security2Title: 'Le cadenas et le certificat',
    security2Text:
      'Le cadenas garantit une connexion chiffrée avec le site dont l’adresse s’affiche, pas son honnêteté : vérifiez toujours l’adresse, {{host}}. Si votre navigateur affiche un avertissement, n’allez pas plus loin et prévenez-nous à {{email}}.',
    security3Title: 'Vos documents',
    security3Text:
      'Documents et traductions sont stockés chiffrés (AES-256) en France, accessibles à vous seul et à la traductrice par des liens authentifiés. Les fichiers sans commande sont supprimés après {{idle}} d’inactivité, les documents commandés {{days}} après la livraison.',
    security4Title: 'Paiement et mots de passe',
    security4Text:
      'Vos données bancaires sont saisies chez un prestataire certifié PCI-DSS et ne passent pas par ce site. Les mots de passe sont hachés et les sessions expirent après 7 jours. Nous ne vous demanderons jamais votre numéro de carte.',
    security5Title: 'Signaler un problème',
    security5Text: 'Une faille ou un message suspect\u00a0? Écrivez à {{email}} avec « Sécurité » en objet.',
  },

  /** The Arabic landing pages (/ar/about, /ar/Emirats, /ar/traduction-arabe-dijon, /ar/legalisation): looked up on the server, sent as loader data; the French pages keep their own words (issue 17). */
  landing: {
    contactCta: 'Prendre contact',
    perDocument: 'Par document d’une page',
    chainTotal: 'Chaîne complète',
    ctaText: 'Décrivez-le : vous recevez un devis gratuit et détaillé {{within}}.',
    aboutMetaTitle: 'À propos de {{name}}, traductrice arabe à {{city}}',
    aboutDescription:
      '{{name}}, traductrice certifiée arabe–français près la {{court}} depuis {{year}} : parcours, langues, engagements.',
    aboutEyebrow: 'La traductrice',
    aboutTitle: '{{name}}, traductrice certifiée à {{city}}',
    aboutLead:
      'Inscrite sur la liste des experts de la {{court}} depuis {{year}}, {{name}} traduit vos documents officiels de l’arabe vers le français et du français vers l’arabe, avec la rigueur qu’exigent les administrations, les tribunaux et les ambassades.',
    aboutPoint1: 'Experte près la cour d’appel',
    aboutPoint2: 'Arabe littéral et dialectes',
    aboutPoint3: 'Une réponse personnelle',
    aboutPathTitle: 'Son parcours',
    aboutPath1:
      'Bilingue depuis l’enfance, elle a fait de la traduction son métier : études supérieures de traduction, plusieurs années de traduction juridique et administrative, puis serment devant la {{court}} en {{year}}.',
    aboutPath2:
      'Ce statut d’expert traducteur près la cour d’appel, que l’on appelle couramment « traducteur assermenté », lui permet de certifier ses traductions : chaque page porte son cachet, sa signature et une mention de conformité.',
    aboutPath3:
      'Elle traduit l’arabe littéral des actes officiels et comprend les dialectes du Maghreb, du Proche-Orient, du Golfe et d’Égypte que l’on rencontre dans les mentions manuscrites et les pièces anciennes.',
    aboutValuesTitle: 'Ses engagements',
    aboutValue1: 'Exactitude : les noms propres sont transcrits comme dans votre passeport.',
    aboutValue2: 'Rapidité : les actes courants sont traduits {{within}}.',
    aboutValueUrgent: 'Urgence : option « {{name}} », {{offer}}.',
    aboutValue3: 'Confidentialité : vos documents sont conservés chiffrés et lus par elle seule.',
    aboutValue4: 'Disponibilité : un devis gratuit {{reply}}.',
    aboutDocumentsTitle: 'Ce qu’elle traduit',
    aboutDocument1: 'Actes d’état civil : naissance, mariage, décès, livrets de famille, divorces, kafala.',
    aboutDocument2: 'Documents juridiques : jugements, procurations, actes notariés, casiers judiciaires.',
    aboutDocument3: 'Documents universitaires : diplômes, relevés de notes, attestations de scolarité.',
    aboutDocument4: 'Documents commerciaux : Kbis, statuts, contrats, factures et certificats.',
    legalisationMetaTitle: 'Légalisation de documents traduits',
    legalisationDescription:
      'Mairie, ministère, ambassade : la légalisation de vos traductions certifiées, étape par étape, avec les prix du catalogue.',
    legalisationEyebrow: 'Documents pour l’étranger',
    legalisationTitle: 'Légalisation de vos documents traduits',
    legalisationLead:
      'Votre document doit être reconnu par une administration étrangère\u00a0? Après la traduction certifiée, nous prenons en charge les légalisations successives jusqu’à un dossier prêt à être présenté.',
    legalisationPoint1: 'Démarches suivies de bout en bout',
    legalisationPoint2: 'Des prix clairs à chaque étape',
    legalisationPoint3: 'Envoi sécurisé partout en France',
    legalisationStepsTitle: 'Quatre étapes, dans cet ordre',
    legalisationStepsIntro:
      'Chaque autorité authentifie la signature de la précédente : c’est ce qui permet à un pays étranger de faire confiance à un document français.',
    legalisationStep1Title: 'Traduction certifiée',
    legalisationStep1Text: 'Cachet, signature et mention de conformité de l’experte traductrice sur chaque page.',
    legalisationStep2Title: 'Mairie ou chambre de commerce',
    legalisationStep2Text:
      'La mairie certifie la signature de la traductrice ; pour les documents commerciaux, c’est la chambre de commerce et d’industrie.',
    legalisationStep3Title: 'Étape « ministère »',
    legalisationStep3Text:
      'La signature est légalisée pour valoir à l’étranger ; depuis le 1er septembre 2025, cette étape est confiée aux notaires habilités.',
    legalisationStep4Title: 'Ambassade ou consulat',
    legalisationStep4Text:
      'La section consulaire du pays de destination, en France, légalise à son tour le document : il est prêt à être présenté.',
    legalisationPricesTitle: 'Prix et délais par document',
    legalisationPricesIntro:
      'Les prix de notre formulaire de commande ; chaque légalisation ajoute son délai à celui de la traduction.',
    legalisationCardAdmin: 'Documents administratifs',
    legalisationCardAdminText: 'Actes de naissance et de mariage, casier judiciaire, diplômes, attestations.',
    legalisationCardBusinessText:
      'Kbis, statuts, procurations, contrats et factures : la chambre de commerce remplace la mairie.',
    lineTranslation: 'Traduction (par page)',
    lineMairie: 'Légalisation en mairie',
    lineChamber: 'Légalisation par la chambre de commerce',
    lineMinistry: 'Légalisation « ministère »',
    lineEmbassy: 'Légalisation par l’ambassade',
    lineDelay: '+ {{delay}}',
    legalisationPaper:
      'Envoi de l’original papier en plus : {{methods}}. Seules les étapes demandées sont facturées ; les droits de chancellerie de certaines ambassades sont annoncés avant d’être engagés.',
    legalisationApostilleTitle: 'Apostille ou légalisation\u00a0?',
    legalisationApostilleText:
      'Pour les pays signataires de la convention de La Haye, une apostille remplace toute la chaîne. Pour les autres, comme les Émirats arabes unis, la légalisation complète reste nécessaire. Nous vérifions avec vous la formalité exigée avant de commencer.',
    emiratesMetaTitle: 'Traduction et légalisation pour les Émirats',
    emiratesDescription:
      'Traduction certifiée en arabe et légalisation complète pour Dubaï et Abu Dhabi, jusqu’à l’ambassade des EAU à Paris.',
    emiratesEyebrow: 'Émirats arabes unis',
    emiratesTitle: 'Vos documents pour les Émirats arabes unis',
    emiratesLead:
      'Travail, mariage, études ou création d’entreprise à Dubaï ou Abu Dhabi : nous traduisons vos documents en arabe et suivons toute la chaîne de légalisation française jusqu’à l’ambassade des Émirats à Paris.',
    emiratesPoint1: 'Traduction en arabe certifiée',
    emiratesPoint2: 'Chaîne de légalisation complète',
    emiratesPoint3: 'Noms identiques au passeport',
    emiratesStepsTitle: 'Cinq étapes jusqu’aux Émirats',
    emiratesStep1Title: 'Traduction certifiée en arabe',
    emiratesStep1Text:
      'Les noms propres sont transcrits exactement comme dans votre passeport, pour éviter tout refus à l’arrivée.',
    emiratesStep2Title: 'Signature certifiée en mairie ou à la CCI',
    emiratesStep2Text:
      'La signature de la traductrice est certifiée ; la chambre de commerce et d’industrie s’en charge pour les documents commerciaux.',
    emiratesStep3Title: 'Étape « ministère » (notaires habilités)',
    emiratesStep3Text:
      'Par les notaires habilités, qui agissent pour le compte de l’État depuis le 1er septembre 2025.',
    emiratesStep4Title: 'Ambassade des Émirats à Paris',
    emiratesStep4Text:
      'La section consulaire légalise le document ; des frais consulaires s’appliquent, plus élevés pour les documents commerciaux.',
    emiratesStep5Title: 'Attestation du MOFA sur place',
    emiratesStep5Text:
      'Aux Émirats, le ministère des Affaires étrangères appose son attestation, en ligne ou dans un centre agréé : vous recevez un dossier complet pour cette démarche.',
    emiratesDelaysTitle: 'Délais de chaque étape',
    emiratesDelaysIntro:
      'Les délais de notre catalogue, en jours ouvrés ; ceux des autorités ne dépendent pas de nous.',
    emiratesDelayTranslation: 'Traduction et certification',
    emiratesDelaySignature: 'Mairie ou CCI',
    emiratesDelayMofa: 'Attestation du MOFA',
    emiratesDelayOnSite: 'sur place, aux Émirats',
    onQuote: 'sur devis',
    dijonMetaTitle: 'Traducteur arabe certifié à {{city}}',
    dijonDescription:
      'Traduction certifiée arabe–français à {{city}} pour la préfecture, la mairie ou le tribunal : en ligne ou au cabinet.',
    dijonEyebrow: '{{city}} et Côte-d’Or',
    dijonTitle: 'Votre traductrice arabe certifiée à {{city}}',
    dijonLead:
      'Traduction certifiée arabe–français de vos actes, jugements, diplômes et documents d’entreprise par {{name}}, experte près la {{court}}. Commandez en ligne ou venez au cabinet, {{street}}, sur rendez-vous.',
    dijonPoint1: 'Acceptée par la préfecture et les mairies',
    dijonPoint2: 'Cabinet au centre de {{city}}',
    dijonPoint3: 'Envoi partout en France',
    dijonDocumentsTitle: 'Les documents les plus demandés',
    dijonDocument1: 'Pour la préfecture : actes de naissance et de mariage, casier judiciaire, permis de conduire.',
    dijonDocument2: 'Pour la mairie et le mariage : actes d’état civil, certificats de capacité, livrets de famille.',
    dijonDocument3: 'Pour le tribunal et le notaire : jugements, procurations, actes notariés.',
    dijonDocument4: 'Pour les études et l’emploi : diplômes, relevés de notes, contrats.',
    dijonDeliveryTitle: 'Recevoir votre traduction',
    dijonDeliveryEmail: 'Par e-mail, le PDF signé, envoyé {{within}} ({{price}}).',
    dijonDeliveryPost: 'Par la poste, l’original papier signé, à partir de {{price}}.',
    dijonDeliveryPickup: 'Au cabinet, l’original papier en main propre ({{price}}) : {{address}}, {{hours}}.',
    dijonOfficeTitle: 'Au cabinet, sur rendez-vous',
  },

  /** Sign-in, registration and password pages (/login, /register, /forgot-password, /reset-password), French and Arabic (issue 17). */
  accountPage: {
    eyebrow: 'Espace client',
    passwordLabel: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    passwordHintStart: 'De {{min}} à {{max}} caractères, dont une majuscule, un chiffre et un caractère spécial parmi',
    passwordHintEnd: '\u00a0; lettres sans accent, chiffres et ces caractères uniquement.',
    loginMetaTitle: 'Connexion à l’espace client',
    loginMetaDescription:
      'Connectez-vous à votre espace client Benali Traduction pour suivre vos commandes de traduction certifiée arabe–français et échanger avec la traductrice.',
    loginLead:
      'Retrouvez vos commandes, téléchargez vos traductions et posez vos questions à la traductrice depuis votre espace client.',
    loginHeading: 'Se connecter',
    loginSub: 'Avec l’adresse e-mail et le mot de passe de votre compte.',
    registeredNotice:
      'Inscription enregistrée\u00a0: vous pouvez vous connecter. Si cette adresse avait déjà un compte, nous vous avons écrit.',
    adminOnly: 'La page demandée est réservée à l’administration. Vous êtes connecté avec',
    adminOnlyEnd: ', qui n’y a pas accès.',
    alreadySignedIn: 'Vous êtes déjà connecté avec',
    goToSpace: 'Aller à mon espace',
    noAccount: 'Pas encore de compte\u00a0?',
    createAccount: 'Créer un compte',
    orderedWithout: 'Vous avez commandé sans compte\u00a0?',
    guestLink: 'Recevoir un lien d’accès à vos commandes',
    loginPending: 'Connexion…',
    loginRedirecting: 'Connexion réussie…',
    forgotLink: 'Mot de passe oublié\u00a0?',
    registerMetaTitle: 'Créer un compte client',
    registerMetaDescription:
      'Créez votre compte client Benali Traduction pour suivre vos traductions certifiées arabe–français, retrouver vos documents et écrire à la traductrice.',
    registerLead:
      'Un compte vous permet de suivre vos commandes, de récupérer vos traductions certifiées et d’échanger avec la traductrice au même endroit.',
    registerHeading: 'Vos identifiants',
    registerSub: 'Utilisez l’adresse e-mail de vos commandes pour les retrouver dans votre espace.',
    registerForm: 'Création de compte',
    confirmPassword: 'Confirmer le mot de passe',
    registerSubmit: 'Créer mon compte',
    registerPending: 'Création du compte…',
    haveAccount: 'Déjà un compte\u00a0?',
    forgotTitle: 'Mot de passe oublié',
    forgotMetaDescription:
      'Mot de passe oublié\u00a0? Indiquez l’adresse e-mail de votre compte client Benali Traduction pour recevoir un lien de réinitialisation valable une heure.',
    forgotLead:
      'Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
    forgotHeading: 'Recevoir un lien',
    forgotSub: 'Si un compte existe avec cette adresse, le lien y est envoyé dans la minute.',
    forgotSentHint:
      'Le lien est valable une heure et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.',
    backToLogin: 'Retour à la connexion',
    forgotForm: 'Demande de réinitialisation',
    forgotEmailHint: 'L’adresse avec laquelle vous avez créé votre compte.',
    forgotSubmit: 'Recevoir le lien',
    sending: 'Envoi…',
    remember: 'Vous vous en souvenez\u00a0?',
    resetTitle: 'Nouveau mot de passe',
    resetMetaDescription:
      'Choisissez un nouveau mot de passe pour votre compte client Benali Traduction à l’aide du lien de réinitialisation reçu par e-mail, valable une heure.',
    resetLead: 'Choisissez votre nouveau mot de passe. Il remplacera l’ancien dès l’enregistrement.',
    resetHeading: 'Votre nouveau mot de passe',
    resetSub: 'Saisissez-le deux fois pour éviter toute faute de frappe.',
    resetFailed: 'Échec de la réinitialisation',
    newLink: 'Demander un nouveau lien',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
    resetSubmit: 'Enregistrer le mot de passe',
    saving: 'Enregistrement…',
    linkExpired: 'Lien expiré\u00a0?',
    secureTitle: 'Connexion sécurisée',
    secureText: 'Vos identifiants et vos documents ne circulent que par une connexion chiffrée (HTTPS).',
    hashedTitle: 'Mot de passe jamais conservé en clair',
    hashedText:
      'Il est enregistré sous une forme chiffrée et irréversible\u00a0: personne ne peut le lire, pas même la traductrice.',
    optionalTitle: 'Compte facultatif',
    optionalText:
      'Vous pouvez aussi commander une traduction certifiée avec votre seule adresse e-mail, sans créer de compte.',
    sessionTitle: 'Session de 7 jours',
    sessionText:
      'Vous restez connecté une semaine sur cet appareil, et pouvez vous déconnecter à tout moment depuis le menu.',
    hourTitle: 'Lien valable une heure',
    hourText:
      'Le lien de réinitialisation ne sert qu’une fois. Une fois le mot de passe changé, vos autres sessions sont fermées.',
  },

  /** Order statuses as the customer reads them (core/order-status.ts keeps the French table for the admin). */
  orderStatus: {
    pending_payment: 'En attente de paiement',
    paid: 'Payée',
    in_progress: 'En cours',
    translated: 'Traduction disponible',
    shipped: 'Expédiée',
    completed: 'Terminée',
    partially_refunded: 'Remboursée partiellement',
    cancelled: 'Annulée',
    paymentUnpaid: 'Non payée',
    paymentFailed: 'Paiement refusé',
    paymentExpired: 'Session de paiement expirée',
    paymentRefunded: 'Remboursée',
  },

  /** The customer area: /dashboard, /orders, /orders/:id, /order-tracking, /acces-commandes (issue 17). */
  customerArea: {
    title: 'Espace Client',
    metaDescription:
      'Votre espace client Benali Traduction\u00a0: suivez vos commandes de traduction certifiée arabe–français, récupérez vos documents et écrivez à la traductrice.',
    eyebrow: 'Votre espace',
    greetingGuest: 'Accès invité ouvert pour',
    greetingUser: 'Bonjour, vous êtes connecté avec',
    adminRole: 'Votre compte dispose du rôle administrateur.',
    openAdmin: 'Ouvrir l’administration',
    whatToDo: 'Que souhaitez-vous faire\u00a0?',
    followTitle: 'Suivre mes commandes',
    followText:
      'Retrouvez les commandes passées avec votre adresse e-mail, les documents envoyés et, dès qu’elles sont prêtes, vos traductions certifiées à télécharger.',
    myOrders: 'Mes commandes',
    askTitle: 'Poser une question',
    askText:
      'Un doute sur un document, un délai ou une légalisation\u00a0? Écrivez directement à la traductrice, qui vous répond personnellement.',
    latestTitle: 'Vos dernières commandes',
    seeAll: 'Voir les {{total}} commandes',
    noOrders: 'Aucune commande trouvée.',
    newStep: 'Une nouvelle démarche\u00a0?',
    orderCertified: 'Commander une traduction certifiée',
    livePrice: 'Prix calculé en direct selon vos documents',
    quoteCases: 'Documents nombreux, légalisation, cas particulier',
    privacyTitle: 'Vos données personnelles',
    privacyText:
      'Téléchargez tout ce que votre compte contient (commandes, messages, demandes et documents encore conservés), ou supprimez votre compte. Le détail est sur la page',
    exportData: 'Télécharger mes données',
    deleteAccount: 'Supprimer mon compte',
    deleteTitle: 'Supprimer votre compte ?',
    close: 'Fermer',
    erasedLabel: 'Effacés aussitôt',
    erasedText:
      '\u00a0: votre compte et toutes ses sessions, vos documents et traductions, vos messages, vos demandes, vos conversations du chat et vos commandes non payées.',
    keptLabel: 'Conservés',
    keptText:
      '\u00a0: pour vos commandes payées, la référence, la date, les prestations et le montant, sans votre adresse ni vos documents — la loi impose de garder les pièces comptables {{years}}.',
    years_one: '{{count}} an',
    years_many: '{{count}} ans',
    years_other: '{{count}} ans',
    exportFirst: 'Pensez à télécharger vos données avant. Un e-mail vous confirmera la suppression.',
    confirmWithPassword: 'Votre mot de passe, pour confirmer',
    deleting: 'Suppression…',
    deleteForever: 'Supprimer définitivement mon compte',
    deleteFailed: 'La suppression a échoué. Réessayez dans un instant.',
    ordersMetaDescription: 'Retrouvez vos commandes de traduction certifiée, leurs documents et vos traductions.',
    ordersLeadAnonymous:
      'Suivez vos commandes de traduction, retrouvez vos documents et téléchargez vos traductions certifiées.',
    ordersLeadAccount: 'Commandes du compte {{email}}.',
    ordersLeadAccountAndGuest: 'Commandes du compte {{email}} et de l’adresse {{guest}}.',
    ordersLeadGuest: 'Commandes passées avec l’adresse {{email}}.',
    yourOrders: 'Vos commandes',
    orderCount_one: '{{count}} commande',
    orderCount_many: '{{count}} commandes',
    orderCount_other: '{{count}} commandes',
    emptyText: 'Vos commandes apparaîtront ici dès qu’elles seront enregistrées.',
    missingTitle: 'Une commande n’apparaît pas\u00a0?',
    missingText:
      'Les commandes passées sans compte, ou avec une autre adresse e-mail, s’ouvrent avec un lien d’accès envoyé à cette adresse. Le lien est personnel\u00a0: personne d’autre ne peut voir vos commandes.',
    placedOn: 'Passée le {{date}}',
    orderDetailLink: 'Voir le détail de la commande {{reference}}',
    haveAccount: 'Vous avez un compte',
    haveAccountText:
      'Connectez-vous pour retrouver les commandes passées avec votre compte, leurs documents et vos traductions.',
    withoutAccount: 'Vous avez commandé sans compte',
    withoutAccountText:
      'Indiquez l’adresse e-mail utilisée pour la commande : nous vous envoyons un lien personnel, valable 30 minutes, qui ouvre l’accès à vos commandes sur ce navigateur.',
    guestBanner: 'Accès invité ouvert par lien e-mail pour',
    closeGuest: 'Fermer l’accès invité',
    guestLinkHint:
      'Le lien est valable 30 minutes et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.',
    guestLinkTitle: 'Recevoir un lien d’accès',
    orderEmail: 'Adresse e-mail de la commande',
    guestLinkSubmit: "Recevoir un lien d'accès",
    accessTitle: 'Accès à vos commandes',
    accessMetaDescription: 'Ouvrez l’accès à vos commandes avec le lien personnel reçu par e-mail.',
    openTitle: 'Ouvrir vos commandes',
    openText:
      'Ce lien personnel ouvre, sur ce navigateur et pour 7 jours, l’accès aux commandes passées avec votre adresse e-mail. Il ne sert qu’une fois.',
    seeMyOrders: 'Voir mes commandes',
    sharedComputer:
      'Sur un ordinateur partagé, fermez l’accès invité depuis la page de vos commandes quand vous avez terminé.',
    newLinkText:
      'Indiquez l’adresse e-mail utilisée pour votre commande\u00a0: si des commandes existent pour cette adresse, nous vous envoyons un nouveau lien, valable 30 minutes.',
    trackingTitle: 'Suivi de commande',
    trackingMetaDescription: 'Suivez l’avancement de vos commandes de traduction certifiée, étape par étape.',
    trackingLead: 'Suivez l’avancement de vos commandes, étape par étape.',
    detailAndDocuments: 'Détail et documents',
    recentShown: 'Vos {{limit}} commandes les plus récentes sont affichées.',
    seeAllOrders: 'Voir toutes vos commandes',
    orderTitle: 'Commande {{reference}}',
    detailMetaTitle: 'Détail de la commande',
    detailMetaDescription: 'Documents, traductions et suivi de votre commande.',
    promisedHero: 'Livraison prévue\u00a0:',
    promisedLabel: 'Livraison prévue',
    yourTranslations: 'Vos traductions',
    translationSoon: 'Votre traduction sera prête prochainement.',
    yourDocuments: 'Vos documents',
    noDocuments: 'Aucun document joint à cette commande.',
    yourMessages: 'Vos messages',
    messagesEmpty:
      'Une question sur votre commande, un délai, une précision sur un nom\u00a0? Écrivez à la traductrice\u00a0: elle vous répond par e-mail.',
    trackingShort: 'Suivi',
    summary: 'Récapitulatif',
    rowDocuments: 'Documents',
    rowPages: 'Pages',
    rowDelivery: 'Livraison',
    rowLegalization: 'Légalisation',
    noLegalization: 'Non',
    rowPayment: 'Paiement',
    total: 'Total',
    refunds: 'Remboursements',
    yourComment: 'Votre commentaire',
    errorText:
      'Vérifiez la référence (elle commence par TR-). Une commande passée avec une autre adresse e-mail s’ouvre avec un lien d’accès.',
    errorCode: 'Erreur',
    errorTitle: 'Erreur lors de la récupération de la commande.',
    errorRetry: 'Réessayez dans un instant ; si le problème persiste, contactez-nous.',
    askButton: 'Une question ou remarque ?',
    dialogText: 'Votre message est envoyé à la traductrice au sujet de la commande',
    dialogTextReply: '. Elle vous répond à',
    yourMessage: 'Votre message',
    send: 'Envoyer',
    downloadNote: '(téléchargement)',
    newTabNote: '(ouvre dans un nouvel onglet)',
    filesDeleted: 'Documents supprimés le {{date}} conformément à notre',
    retentionPolicy: 'politique de conservation',
    invoicePaidBefore:
      'Cette commande a été payée avant la facturation en ligne : sa facture n’est pas disponible ici.',
    invoiceAtPayment: 'La facture est émise au paiement de la commande.',
    invoiceIssued: 'émise le {{date}}.',
    downloadInvoice: 'Télécharger la facture',
    creditNote: 'Avoir',
    creditNoteOf: 'du {{date}} :',
    refunded: 'remboursés.',
    downloadCreditNote: 'Télécharger l’avoir {{number}}',
    stepCreated: 'Commande enregistrée',
    stepPaid: 'Paiement reçu',
    stepInProgress: 'Traduction en cours',
    stepShipped: 'Original expédié',
    stepCompleted: 'Commande terminée',
    stepCancelled: 'Commande annulée',
    stepRefunded: 'Remboursement partiel',
    stateDone: 'étape franchie',
    stateCurrent: 'étape en attente',
    stateUpcoming: 'étape à venir',
    stateCancelled: 'commande annulée',
    stateRefunded: 'remboursement partiel',
    waiting: 'En attente',
  },
} as const;
