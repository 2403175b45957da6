/** The visitor's chat widget (issue 17): loaded with its lazy chunk, never with the page. */
export const chatWidget = {
  titleOpen: "Besoin d'aide\u202f?",
  closed: 'Chat fermé',
  subtitle: 'La traductrice vous répond en direct.',
  replyTime: 'Réponse en général sous {{duration}}',
  contactForm: 'Formulaire de contact',
  close: 'Fermer le chat',
  openUnread: 'Ouvrir le chat (nouveau message)',
  messages: 'Messages',
  you: 'Vous',
  translator: 'La traductrice',
  sending: 'Envoi…',
  yourMessage: 'Votre message',
  placeholder: 'Écrivez votre message…',
  send: 'Envoyer',
  savedTo: 'Si vous quittez le site, la réponse vous sera envoyée à',
  remove: 'Retirer',
  /** The address a guest typed, until they confirm it from its mailbox (issue 29). */
  unverified:
    'Adresse non vérifiée\u00a0: ouvrez le lien que nous venons d’y envoyer pour la confirmer. Aucune réponse n’y est envoyée avant.',
  offer: 'Laissez votre e-mail (facultatif) pour recevoir la réponse si vous quittez le site.',
  emailLabel: 'Votre adresse e-mail',
  emailPlaceholder: 'vous@exemple.fr',
  save: 'Valider',
  noThanks: 'Non merci',
  retry: 'Réessayer',
  welcomeOpen:
    'Bonjour\u202f! Une question sur une traduction, un devis ou une légalisation\u202f? Écrivez-nous\u00a0: la traductrice vous répond ici même.',
  welcomeWeekend:
    'Bonjour\u202f! Le chat est fermé le week-end.{{reopening}} D’ici là, le formulaire de contact reste ouvert\u00a0: votre message sera lu dès la reprise.',
  welcomeHoliday:
    'Bonjour\u202f! Le chat est exceptionnellement fermé aujourd’hui.{{reopening}} Le formulaire de contact reste ouvert.',
  welcomeClosed:
    'Bonjour\u202f! Le chat est fermé pour le moment.{{reopening}} Vous pouvez aussi nous écrire via le formulaire de contact.',
  reopenToday: 'Réouverture à {{time}}',
  reopenDay: 'Réouverture {{day}} à {{time}}',
} as const;
