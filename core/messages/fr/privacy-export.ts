/**
 * The README of « Télécharger mes données » (server/privacy/export.ts), in the language of the page
 * that asked for it. Its file and folder names stay as they are: the archive's format does not change.
 */
export const privacyExport = {
  readmeTitle: 'Vos données chez {{tradeName}}, exportées le {{date}}.',
  readmeData:
    'donnees.json\u00a0: votre compte, vos commandes (historique, messages, avis), vos demandes et vos conversations.',
  readmeDocuments: 'commandes/ et devis/\u00a0: les documents et traductions encore conservés, déchiffrés.',
  /** {{page}}: the privacy page's path in the reader's language (/rgpd, /ar/rgpd). */
  readmeRetention: 'Les documents sont supprimés après la durée de conservation indiquée sur la page {{page}}.',
} as const;
