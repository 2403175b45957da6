/** Guest access to orders by e-mail link. */
export const guest = {
  linkSent: 'Si des commandes existent pour cette adresse, un lien d’accès vient de vous être envoyé.',
  linkInvalid: 'Lien d’accès invalide ou expiré. Demandez un nouveau lien.',
  opened: 'Accès à vos commandes ouvert.',
  closed: 'Accès invité fermé.',
} as const;
