/** Customer area: account deletion and data export. */
export const privacy = {
  accountDeleted: 'Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.',
  erased: 'Données effacées. Un e-mail de confirmation a été envoyé à la personne.',
  erasureInProgress:
    'Une commande payée est en cours, sa traduction ou son original restant à livrer ({{refs}})\u00a0: l’effacement sera possible une fois la commande livrée, ou après son annulation.',
  erasureAdminAccount:
    'Cette adresse est celle d’un compte administrateur\u00a0: retirez-lui d’abord ce rôle (Utilisateurs).',
  wrongPassword: 'Mot de passe incorrect.',
} as const;
