import { BUSINESS } from '../../../core/business';
import type { OrderStatus } from '../../../core/order-status';
import { html, layout, paragraphs, safeUrl, type MailContent } from '../../mail/templates';
import { PERSONAL_LINK_NOTE, type FollowLink } from '../../orders/follow-link';
import type { Order } from '../../orders/schema';

const P = 'margin:0 0 16px';
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** What the customer is told when the translator moves the order (paid is the provider's, never sent from here). */
const STATUS_NEWS: Partial<Record<OrderStatus, { subject: (id: string) => string; lines: (o: Order) => string[] }>> = {
  in_progress: {
    subject: (id) => `Commande ${id} : traduction en cours`,
    lines: () => [
      'La traduction de vos documents a commencé.',
      'Vous serez prévenu(e) par e-mail dès qu’elle sera disponible.',
    ],
  },
  // « Traduction disponible » sends nothing here: the delivery e-mail (links, the paper original, the way in)
  // is the one message the customer gets, so the two never arrive seconds apart.
  shipped: {
    subject: (id) => `Commande ${id} expédiée`,
    lines: (o) => [
      `Votre traduction certifiée a été expédiée (${o.deliveryName}).`,
      'Elle vous parviendra dans les délais habituels de ce mode d’envoi.',
    ],
  },
  completed: {
    subject: (id) => `Commande ${id} terminée`,
    lines: () => ['Votre commande est terminée. Merci de votre confiance.'],
  },
  cancelled: {
    subject: (id) => `Commande ${id} annulée`,
    lines: () => ['Votre commande a été annulée.', 'Pour toute question, répondez simplement à cet e-mail.'],
  },
};

/** A short note to the customer about the new status of the order; null when that status needs none. */
export function orderStatusEmail(order: Order, to: OrderStatus, publicUrl: string): MailContent | null {
  const news = STATUS_NEWS[to];
  if (!news) return null;
  const followUrl = `${publicUrl}/orders/${order.id}`;
  const lines = news.lines(order);
  return layout({
    subject: `${news.subject(order.id)} — ${BUSINESS.tradeName}`,
    preheader: lines[0],
    body: html`<p style="${P}">Bonjour,</p>
      ${lines.map((l) => html`<p style="${P}">${l}</p>`)}
      <p style="${P}"><a href="${safeUrl(followUrl)}" style="color:#1d4ed8">Suivre ma commande ${order.id}</a></p>
      <p style="margin:0">Bien cordialement,<br />${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour,

${lines.join('\n\n')}

Suivre ma commande ${order.id} : ${followUrl}

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}

export interface TranslationLink {
  name: string;
  /** Absolute, signed, expiring. */
  url: string;
}

/**
 * The one e-mail that delivers a translation: the translator's message
 * (escaped, as typed), the download links with the date they stop working,
 * where the signed paper original stands when one was ordered, and the way
 * into the order (a personal access link for a customer without an account).
 */
export function translationDeliveryEmail(input: {
  subject: string;
  text: string;
  links: TranslationLink[];
  expiresAt: Date;
  /** The paper original's delivery, when the order has one. */
  paper?: { method: string; shipped: boolean } | null;
  follow?: FollowLink | null;
}): MailContent {
  const until = DAY.format(input.expiresAt);
  const heading = input.links.length > 1 ? 'Vos traductions' : 'Votre traduction';
  const paper = input.paper
    ? input.paper.shipped
      ? `L’original papier signé a été expédié (${input.paper.method}).`
      : `L’original papier signé suit : ${input.paper.method}. Vous recevrez un e-mail à son envoi.`
    : null;
  const follow = input.follow;
  const personalNote = PERSONAL_LINK_NOTE;
  return layout({
    subject: input.subject,
    body: html`${paragraphs(input.text)}
      <p style="margin:0 0 8px"><strong>${heading}</strong> (liens personnels, valables jusqu’au ${until}) :</p>
      <ul style="${P};padding-left:20px">
        ${input.links.map((l) => html`<li style="margin:0 0 6px"><a href="${safeUrl(l.url)}" style="color:#1d4ed8">${l.name}</a></li>`)}
      </ul>
      ${paper ? html`<p style="${P}">${paper}</p>` : ''}
      <p style="${P};font-size:14px;color:#4b5563">
        Ces liens sont réservés à votre usage : ne les transférez pas. Passé cette date, vos traductions restent disponibles dans le suivi de votre
        commande.
      </p>
      ${follow ? html`<p style="${P}"><a href="${safeUrl(follow.url)}" style="color:#1d4ed8">Suivre ma commande</a>${follow.personal ? html`<br><span style="font-size:14px;color:#4b5563">${personalNote}</span>` : ''}</p>` : ''}`,
    bodyText: `${input.text}

${heading} (liens personnels, valables jusqu’au ${until}) :
${input.links.map((l) => `- ${l.name} : ${l.url}`).join('\n')}
${paper ? `\n${paper}\n` : ''}
Ces liens sont réservés à votre usage : ne les transférez pas. Passé cette date, vos traductions restent disponibles dans le suivi de votre commande.${follow ? `\n\nSuivre ma commande : ${follow.url}${follow.personal ? `\n${personalNote}` : ''}` : ''}`,
  });
}
