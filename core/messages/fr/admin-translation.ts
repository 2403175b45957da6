/**
 * The translations of an order in the back office: the files delivered, their verification
 * stamp, revoking and deleting them, and the upload form. The back office is the translator's,
 * in French; Arabic is there because every language of the catalogue is complete.
 */
export const adminTranslation = {
  // Why a translation went out without the verification stamp (the server's reason codes).
  unstampedEncrypted: 'le PDF est protégé par un mot de passe',
  unstampedDamaged: 'le PDF n’a pas pu être lu',
  unstampedTooLarge: 'le fichier est trop volumineux',
  unstampedTimeout: 'le tamponnage a pris trop de temps',
  unstamped:
    'Livrée sans tampon de vérification\u00a0: {{reason}}. Corrigez le fichier et déposez-le à nouveau pour qu’il soit vérifiable.',
  unstampedBefore: 'Livrée sans tampon de vérification (déposée avant la vérification en ligne).',
  /** {{reference}}: the certificate's number, drawn apart. */
  certified: 'Certifiée n°\u00a0{{reference}}',
  typeUnknown: 'type non précisé',
  certificatePages: '{{pages}}\u00a0p.',
  checks_zero: 'jamais vérifiée',
  checks_one: 'vérifiée 1 fois',
  checks_many: 'vérifiée {{count}} fois',
  checks_other: 'vérifiée {{count}} fois',
  revokedOn: 'révoquée le {{date}}',
  revoke: 'Révoquer',
  /** Followed by the file's name. */
  originalUploaded: 'Original déposé\u00a0:',
  download: 'Télécharger {{name}}',
  deleteFile: 'Supprimer {{name}}',
  noTranslation:
    'Aucune traduction déposée pour le moment\u00a0: le client voit «\u00a0Votre traduction sera prête prochainement.\u00a0»',
  deleteAll: 'Supprimer toutes les traductions',
  deleteAllTitle_one: 'Supprimer les {{count}} traductions\u202f?',
  deleteAllTitle_many: 'Supprimer les {{count}} traductions\u202f?',
  deleteAllTitle_other: 'Supprimer les {{count}} traductions\u202f?',
  deleteOneTitle: 'Supprimer cette traduction\u202f?',
  deleteAllText:
    'Toutes les traductions déposées sur cette commande seront supprimées\u00a0: le client ne pourra plus les télécharger, y compris par les liens déjà envoyés, et leur vérification en ligne dira «\u00a0révoquée\u00a0».',
  /** {{name}}: the file's name, in bold. */
  deleteOneText:
    '{{name}} sera supprimé\u00a0: le client ne pourra plus le télécharger, y compris par les liens déjà envoyés, et sa vérification en ligne dira «\u00a0révoquée\u00a0».',
  deleteConfirm: 'Supprimer',
  deletePending: 'Suppression…',
  filesDeleteFailed: 'Erreur lors de la suppression des fichiers.',
  // « Révoquer » (decision 054).
  revokeFailed: 'La révocation a échoué. Réessayez.',
  revokeTitle: 'Révoquer cette traduction\u202f?',
  /** {{name}}: the file's name, in bold. */
  revokeText:
    'La page de vérification dira que {{name}} (n°\u00a0{{reference}}) est révoquée, avec la date. Ceux qui la vérifient ne verront pas la raison. C’est définitif.',
  revokeReason: 'Raison (pour vous seule)',
  revokePlaceholder: 'Ex.\u00a0: erreur de date corrigée, nouvelle traduction livrée',
  revokePending: 'Révocation…',
  // The upload form (spec 4).
  uploadFailed: 'Erreur de téléchargement des fichiers.',
  uploadUnknown: 'Erreur de serveur inconnue lors de l’upload.',
  /** {{button}}: the confirmation e-mail's button. */
  statusChangedNext:
    'La commande passe à «\u00a0Traduction disponible\u00a0». Prévenez le client avec «\u00a0{{button}}\u00a0»\u00a0: un seul e-mail, avec les liens de ses traductions.',
  uploadSubmit: 'Télécharger les fichiers',
  chooseFiles: 'Choisir les fichiers',
  /** Said to screen readers after chooseFiles. */
  chooseFilesHidden: 'traduits',
  fileRules: 'PDF, PNG ou JPG, 20 Mo maximum par fichier, 10 fichiers par envoi. Chiffrés dès leur réception.',
  selectedFiles: 'Fichiers choisis',
  documentType: 'Type de document',
  documentTypePlaceholder: 'Ex.\u00a0: Acte de naissance',
  documentTypeHint: 'Affiché sur la page de vérification, sans le nom du client.',
  languages: 'Langues',
  stampHint:
    'Chaque page reçoit un QR code, une référence et un code de vérification (une image devient un PDF d’une page)\u00a0: le client reçoit la copie tamponnée, l’original reste ici.',
  sending: 'Envoi en cours…',
} as const;
