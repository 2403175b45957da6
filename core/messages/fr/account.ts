/** Accounts, sign-in and password reset (spec sections 5 and 8). */
export const account = {
  passwordRequired: 'Le mot de passe est requis.',
  passwordRule:
    'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  passwordsMismatch: 'Les mots de passe ne correspondent pas.',
  registered:
    'Inscription enregistrée\u00a0: vous pouvez vous connecter. Si cette adresse avait déjà un compte, nous vous avons écrit.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  badCredentials: 'E-mail ou mot de passe incorrect.',
  accessDenied: 'Accès refusé. Vous n’avez pas les droits nécessaires.',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  loggedOut: 'Déconnexion réussie.',
  resetSent: 'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.',
  resetInvalid: 'Lien de réinitialisation invalide ou expiré.',
  resetDone: 'Mot de passe réinitialisé avec succès\u202f!',
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  foreignOrigin: 'Requête refusée (origine non autorisée).',
  // The forms' own words when the server's answer brings none (network down).
  loginFailed: 'Erreur de connexion',
  registerFailed: 'Erreur d’inscription',
  emailSendFailed: 'Erreur lors de l’envoi de l’email',
  resetDoneRedirect: 'Mot de passe réinitialisé avec succès\u202f! Redirection...',
  tokenMissing: 'Token manquant. Veuillez vous reconnecter.',
} as const;
