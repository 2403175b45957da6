/** Sign-in, registration and password pages (/login, /register, /forgot-password, /reset-password), French and Arabic (issue 17). */
export const accountPage = {
  eyebrow: 'Espace client',
  passwordLabel: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  passwordHintStart: 'De {{min}} à {{max}} caractères, dont une majuscule, un chiffre et un caractère spécial parmi',
  passwordHintEnd: '\u202f; lettres sans accent, chiffres et ces caractères uniquement.',
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
  noAccount: 'Pas encore de compte\u202f?',
  createAccount: 'Créer un compte',
  orderedWithout: 'Vous avez commandé sans compte\u202f?',
  guestLink: 'Recevoir un lien d’accès à vos commandes',
  loginPending: 'Connexion…',
  loginRedirecting: 'Connexion réussie…',
  forgotLink: 'Mot de passe oublié\u202f?',
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
  haveAccount: 'Déjà un compte\u202f?',
  forgotTitle: 'Mot de passe oublié',
  forgotMetaDescription:
    'Mot de passe oublié\u202f? Indiquez l’adresse e-mail de votre compte client Benali Traduction pour recevoir un lien de réinitialisation valable une heure.',
  forgotLead:
    'Indiquez l’adresse e-mail de votre compte\u00a0: nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  forgotHeading: 'Recevoir un lien',
  forgotSub: 'Si un compte existe avec cette adresse, le lien y est envoyé dans la minute.',
  forgotSentHint:
    'Le lien est valable une heure et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.',
  backToLogin: 'Retour à la connexion',
  forgotForm: 'Demande de réinitialisation',
  forgotEmailHint: 'L’adresse avec laquelle vous avez créé votre compte.',
  forgotSubmit: 'Recevoir le lien',
  sending: 'Envoi…',
  remember: 'Vous vous en souvenez\u202f?',
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
  linkExpired: 'Lien expiré\u202f?',
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
} as const;
