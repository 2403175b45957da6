/** Guest access to orders by e-mail link: the words both the API and the pages use. */
export const GUEST_MESSAGES = {
  linkSent: 'Si des commandes existent pour cette adresse, un lien d’accès vient de vous être envoyé.',
  linkInvalid: 'Lien d’accès invalide ou expiré. Demandez un nouveau lien.',
  opened: 'Accès à vos commandes ouvert.',
  closed: 'Accès invité fermé.',
} as const;
