/** Uploads of customer documents (order form, quote, admin translations). */
export const files = {
  nameInvalid: 'Nom de fichier invalide.',
  empty: 'Le fichier «\u00a0{{name}}\u00a0» est vide.',
  tooLarge: 'Le fichier «\u00a0{{name}}\u00a0» dépasse la taille maximale de {{mb}} Mo.',
  unnamedTooLarge: 'Le fichier dépasse la taille maximale de {{mb}} Mo.',
  oneTooLarge: 'Un fichier dépasse la taille maximale de {{mb}} Mo.',
  notMultipart: 'Envoyez les fichiers dans un formulaire multipart (champ «\u00a0{{field}}\u00a0»).',
  tooManyAtOnce: 'Vous pouvez envoyer au maximum {{max}} fichiers à la fois.',
  pendingLimit:
    'Vous avez atteint la limite de {{max}} fichiers en attente, ceux des commandes non payées compris\u00a0: supprimez-en, ou payez la commande déjà passée.',
  diskFull:
    'L’envoi de documents est momentanément indisponible (espace de stockage insuffisant). Réessayez un peu plus tard, ou écrivez-nous depuis la page Contact.',
  uploadInvalid: 'Envoi de fichiers invalide.',
  noneReceived: 'Aucun fichier reçu.',
  notFound: 'Fichier introuvable.',
  linkExpired:
    'Ce lien de téléchargement a expiré. Retrouvez vos traductions dans votre espace client ou demandez-nous un nouveau lien.',
  linkInvalid: 'Ce lien de téléchargement n’est pas valide.',
} as const;
