/**
 * The account e-mails (server/accounts): the password reset, a second registration of an
 * address, a guest's link to their orders. Server-only; written in the language of the page
 * that asked (no language is stored with an account).
 */
export const accountMail = {
  copyLink: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
  hours_one: '{{count}} heure',
  hours_many: '{{count}} heures',
  hours_other: '{{count}} heures',
  minutes_one: '{{count}} minute',
  minutes_many: '{{count}} minutes',
  minutes_other: '{{count}} minutes',
  resetSubject: 'Réinitialisation de votre mot de passe — {{trade}}',
  resetPreheader: 'Ce lien est valable {{validity}} et ne sert qu’une fois.',
  resetAsked: 'Vous avez demandé à réinitialiser le mot de passe de votre compte client sur le site de {{trade}}.',
  resetButton: 'Choisir un nouveau mot de passe',
  resetOpenLink: 'Choisissez un nouveau mot de passe en ouvrant ce lien\u00a0:',
  resetValidity:
    'Ce lien est valable {{validity}} et ne peut servir qu’une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.',
  resetNotYou:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe actuel reste valable.',
  attemptSubject: 'Tentative de création de compte — {{trade}}',
  attemptPreheader: 'Quelqu’un a essayé de créer un compte avec votre adresse.',
  attemptHappened:
    'Quelqu’un a essayé de créer un compte avec votre adresse sur le site de {{trade}}. Vous avez déjà un compte\u00a0: rien n’a été changé.',
  attemptIfYou: 'Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau\u00a0:',
  attemptButton: 'Mot de passe oublié',
  attemptElse: 'Sinon, ignorez ce message\u00a0: votre compte et votre mot de passe restent inchangés.',
  guestSubject: 'Accès à vos commandes — {{trade}}',
  guestPreheader: 'Ce lien est valable 30\u00a0minutes et ne sert qu’une fois.',
  guestAsked: 'Vous avez demandé à consulter vos commandes sur le site de {{trade}}.',
  guestButton: 'Voir mes commandes',
  guestOpenLink: 'Ouvrez ce lien pour voir vos commandes\u00a0:',
  guestValidity:
    'Ce lien est valable 30\u00a0minutes et ne peut servir qu’une fois\u202f; l’accès ouvert dure ensuite 7\u00a0jours sur ce navigateur.',
  guestNotYou:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: personne ne peut voir vos commandes sans ce lien.',
} as const;
