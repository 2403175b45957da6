/**
 * The admin's controls on the public FAQ and blog (« Modifier », « Supprimer », each entry's
 * language and other version, « Nouvel article »). The back office stays French on the Arabic
 * lists too (decision 034), whose pages carry no French catalogue: the root loader sends these
 * words, in French, to a signed-in admin only (app/root.tsx, `adminLists`).
 */
export const adminLists = {
  edit: 'Modifier',
  delete: 'Supprimer',
  deleting: 'Suppression…',
  cancel: 'Annuler',
  deleteFaq: '«\u00a0{{subject}}\u00a0» sera supprimée du site. Cette action est définitive.',
  deleteArticle: '«\u00a0{{subject}}\u00a0» sera supprimé du site. Cette action est définitive.',
  language: 'Langue\u00a0:',
  french: 'Français',
  arabic: 'Arabe',
  frenchVersion: 'Version française',
  arabicVersion: 'Version arabe',
  addArabic: 'Ajouter la version arabe',
  newArticle: 'Nouvel article',
} as const;
