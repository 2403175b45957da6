export const adminEmail = {
  bodyRequired: 'Indiquez le destinataire, l’objet et le message.',
  textTooLong: 'Le message ne peut pas dépasser 10 000 caractères.',
  queued: 'Message mis en file d’envoi pour {{to}}.',
  sendFailed: 'Erreur lors de l’envoi de l’email.',
  sendFailedUnknown: 'Erreur inconnue lors de l’envoi de l’email.',
  fileAdminInvalid: 'Fichiers traduits invalides\u00a0: donnez une liste d’identifiants ou de liens.',
  orderIdInvalid: 'Référence de commande invalide.',
  // « Message »: writing to a client from the back office (SendEmailDialog).
  defaultSubject: 'Message de {{trade}}',
  dialogTitle: 'Message',
  dialogTo:
    'À {{to}}, avec l’en-tête et la signature habituels des e-mails du site. Les réponses arrivent sur votre adresse de contact.',
  subject: 'Objet',
  text: 'Message',
} as const;
