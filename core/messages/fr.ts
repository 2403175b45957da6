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
    signature: '{{name}}, traductrice certifiée arabe–français près la {{court}}',
    phone: 'Tél.',
  },

  /** Languages of FAQ entries and articles (decision 034): the editors' refusals. */
  contentLang: {
    langInvalid: 'La langue doit être « fr » ou « ar ».',
    translationInvalid: 'La version arabe doit traduire une entrée française existante.',
    translationExists: 'Cette entrée a déjà une version arabe : modifiez-la plutôt.',
  },

  /** /faq and /ar/faq, /faq/:id (decision 034): page texts sent by the loader, the search's words through useT(). */
  faqPage: {
    metaTitle: 'Questions fréquentes sur la traduction certifiée',
    metaDescription:
      'Traduction certifiée arabe–français : documents acceptés, délais, prix, apostille et légalisation, Émirats, originaux ou scans, paiement, confidentialité et livraison.',
    title: 'Questions fréquentes',
    eyebrow: 'Foire aux questions',
    lead: 'Tout ce qu’il faut savoir sur la traduction certifiée, la légalisation et les délais.',
    asideTitle: 'Une autre question\u202f?',
    asideText:
      'Chaque dossier est particulier. Décrivez-nous le vôtre\u00a0: nous vous répondons en général {{within}}.',
    writeUs: 'Nous écrire',
    ctaTitle: 'Commandez votre traduction certifiée en ligne',
    ctaText:
      'Téléversez vos documents, choisissez la livraison et la légalisation\u00a0: le prix s’affiche tout de suite.',
    ctaOrder: 'Commander en ligne',
    detailEyebrow: 'Question fréquente',
    answer: 'Réponse',
    allQuestions: 'Toutes les questions',
    otherQuestions: 'Autres questions',
    searchLabel: 'Rechercher dans la FAQ',
    searchPlaceholder: 'Délais, apostille, préfecture…',
    clearSearch: 'Effacer la recherche',
    expandAll: 'Tout déplier',
    collapseAll: 'Tout replier',
    add: 'Ajouter',
    found_zero: 'Aucune question trouvée',
    found_one: '{{count}} question trouvée',
    found_many: '{{count}} questions trouvées',
    found_other: '{{count}} questions trouvées',
    noResult: 'Aucune question ne correspond à « {{query}} ». Essayez un autre mot, ou',
    askUs: 'posez-nous directement votre question',
    empty: 'Aucune question pour le moment.',
    directLink: 'Lien direct',
    directLinkLabel: 'Lien direct vers la question : {{question}}',
    questionPage: 'Page de la question',
    questionPageLabel: 'Page de la question : {{question}}',
    notFoundText:
      'Cette question n’existe pas ou a été retirée de la FAQ. Retrouvez toutes les réponses sur la page des questions fréquentes.',
    notFoundDescription: 'Cette question n’existe pas ou a été supprimée de la FAQ.',
    retry: 'Réessayez dans un instant ; si le problème persiste, contactez-nous.',
  },

  /** /blog and /ar/blog, the article pages (decision 034): sent by the loaders. */
  blogPage: {
    metaTitle: 'Blog : traduction certifiée et démarches',
    metaDescription:
      'Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives : préfecture, apostille, Émirats arabes unis.',
    eyebrow: 'Articles',
    lead: 'Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives.',
    ctaTitle: 'Un document à faire traduire ?',
    ctaText: 'Commandez votre traduction certifiée en ligne, avec un prix immédiat, ou demandez un devis détaillé.',
    readMore: 'Lire la suite',
    published: 'Publié le',
    updated: ', mis à jour le',
    minutes: '{{count}} min de lecture',
    authorTitle: ' — {{title}}, inscrite près la {{court}}.',
    translatorTitle: 'traductrice certifiée arabe–français',
    disclaimer:
      'Les informations de cet article sont générales\u00a0: vérifiez toujours les exigences de l’autorité qui recevra vos documents.',
    allArticles: 'Tous les articles',
    readAlso: 'À lire aussi',
    articleCtaTitle: 'Besoin d’une traduction certifiée\u202f?',
    articleCtaText: 'Arabe ⇄ français, acceptée par les administrations, avec un prix affiché avant de payer.',
    notFoundDescription: 'Cet article n’existe pas ou a été retiré du blog.',
    notFoundText: 'Cet article n’existe pas ou a été retiré. Retrouvez tous nos conseils sur la page du blog.',
  },
} as const;
