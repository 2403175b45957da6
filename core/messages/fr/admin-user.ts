export const adminUser = {
  notFound: 'Utilisateur introuvable.',
  roleInvalid: 'Rôle invalide\u00a0: choisissez «\u00a0admin\u00a0» ou «\u00a0user\u00a0».',
  selfDemote:
    'Vous ne pouvez pas retirer vos propres droits d’administrateur. Demandez à un autre administrateur de le faire.',
  selfDelete: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration.',
  lastAdminDemote: 'Impossible de retirer le dernier administrateur\u00a0: promouvez d’abord un autre compte.',
  lastAdminDelete: 'Impossible de supprimer le dernier administrateur\u00a0: promouvez d’abord un autre compte.',
  roleUpdated: 'Rôle mis à jour.',
  deleted: 'Utilisateur supprimé. Ses commandes sont conservées.',
} as const;
