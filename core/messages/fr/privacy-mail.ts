/**
 * The confirmation of an erasure, to the address erased (server/privacy/emails.ts): server-only,
 * in the language of the page that asked, or for an erasure by the translator, of the person's last order.
 */
export const privacyMail = {
  subject: 'Vos données ont été effacées — {{trade}}',
  preheader: 'Confirmation de l’effacement de vos données personnelles.',
  introByAdmin: 'Suite à votre demande, nous avons effacé vos données personnelles du site de {{trade}}.',
  introAccount: 'Votre compte client sur le site de {{trade}} a été supprimé, avec les données qui s’y rattachent.',
  erasedWithAccount:
    'Ont été effacés\u00a0: votre compte et toutes ses sessions, vos documents et traductions, vos messages, vos demandes de devis, de contact et de support, et vos conversations du chat.',
  erased:
    'Ont été effacés\u00a0: vos documents et traductions, vos messages, vos demandes de devis, de contact et de support, et vos conversations du chat.',
  kept_one:
    'Nous conservons, comme la loi l’exige (pièces comptables, {{duration}}), la référence, la date, les prestations et le montant de votre commande payée ({{orders}}), sans votre adresse e-mail ni vos documents.',
  // « 1 000 000 de commandes »: French puts « de » after a million.
  kept_many:
    'Nous conservons, comme la loi l’exige (pièces comptables, {{duration}}), la référence, la date, les prestations et le montant de vos {{count}} de commandes payées ({{orders}}), sans votre adresse e-mail ni vos documents.',
  kept_other:
    'Nous conservons, comme la loi l’exige (pièces comptables, {{duration}}), la référence, la date, les prestations et le montant de vos {{count}} commandes payées ({{orders}}), sans votre adresse e-mail ni vos documents.',
  keptNone: 'Aucune commande payée n’était à conserver pour la comptabilité.',
  last: 'Ce message est le dernier que vous recevrez de notre part à ce sujet. Pour toute question, répondez simplement à cet e-mail.',
} as const;
