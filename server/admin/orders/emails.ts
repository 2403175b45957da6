import { BUSINESS } from '../../../core/business';
import type { OrderStatus } from '../../../core/order-status';
import { html, layout, paragraphs, safeUrl, type MailContent } from '../../mail/templates';
import { translate, type Lang, type MessageId } from '../../../core/messages';
import { itemTextIn, labelledIn } from '../../../core/order-text';
import { localizedPath } from '../../../core/messages/pages';
import { personalLinkNote, type FollowLink } from '../../orders/follow-link';
import type { Order } from '../../orders/schema';

const P = 'margin:0 0 16px';
const DAY: Record<Lang, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
  ar: new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'Europe/Paris', numberingSystem: 'latn' }),
};

type Words = { subject: MessageId; lines: MessageId[] };

/** What the customer is told when the translator moves the order (paid is the provider's, never sent from here). */
const STATUS_NEWS: Partial<Record<OrderStatus, Words>> = {
  in_progress: {
    subject: 'orderMail.statusInProgressSubject',
    lines: ['orderMail.statusInProgress1', 'orderMail.statusInProgress2'],
  },
  // « Traduction disponible » sends nothing here: the delivery e-mail (links, the paper original, the way in)
  // is the one message the customer gets, so the two never arrive seconds apart.
  shipped: {
    subject: 'orderMail.statusShippedSubject',
    lines: ['orderMail.statusShipped1', 'orderMail.statusShipped2'],
  },
  completed: { subject: 'orderMail.statusCompletedSubject', lines: ['orderMail.statusCompleted1'] },
  cancelled: {
    subject: 'orderMail.statusCancelledSubject',
    lines: ['orderMail.statusCancelled1', 'orderMail.statusCancelled2'],
  },
};

/** A short note to the customer about the new status of the order, in the order's language; null when that status needs none. */
export function orderStatusEmail(order: Order, to: OrderStatus, publicUrl: string): MailContent | null {
  const news = STATUS_NEWS[to];
  if (!news) return null;
  const lang = order.lang;
  const vars = { id: order.id, method: itemTextIn(lang, 'delivery', order.deliveryMethod, order.deliveryName) };
  const w = (id: MessageId) => translate(lang, id, vars);
  // The order page in the order's language (issue 17).
  const followUrl = `${publicUrl}${localizedPath(lang, `/orders/${order.id}`)}`;
  const lines = news.lines.map(w);
  return layout({
    lang,
    subject: `${w(news.subject)} — ${BUSINESS.tradeName}`,
    preheader: lines[0],
    body: html`<p style="${P}">${w('mail.hello')}</p>
      ${lines.map((l) => html`<p style="${P}">${l}</p>`)}
      <p style="${P}"><a href="${safeUrl(followUrl)}" style="color:#1d4ed8">${w('orderMail.followNamed')}</a></p>
      <p style="margin:0">${w('mail.signOff')}<br />${BUSINESS.translatorName}</p>`,
    bodyText: `${w('mail.hello')}

${lines.join('\n\n')}

${labelledIn(lang, w('orderMail.followNamed'), followUrl)}

${w('mail.signOff')}
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
  /** The order's language; French when the e-mail is about no order. */
  lang: Lang;
}): MailContent {
  const lang = input.lang;
  const w = (id: MessageId, vars?: Record<string, string>) => translate(lang, id, vars);
  const until = DAY[lang].format(input.expiresAt);
  const heading = input.links.length > 1 ? w('customerArea.yourTranslations') : w('orderMail.yourTranslation');
  const paper = input.paper
    ? w(input.paper.shipped ? 'orderMail.paperShipped' : 'orderMail.paperFollows', { method: input.paper.method })
    : null;
  const follow = input.follow;
  const personalNote = personalLinkNote(lang);
  const validity = w('orderMail.linksValid', { until });
  const privateLinks = w('orderMail.linksPrivate');
  const pair = (label: string, value: string) => labelledIn(lang, label, value);
  return layout({
    lang,
    subject: input.subject,
    body: html`${paragraphs(input.text)}
      <p style="margin:0 0 8px"><strong>${heading}</strong> ${validity}</p>
      <ul style="${P};padding-${lang === 'fr' ? 'left' : 'right'}:20px">
        ${input.links.map((l) => html`<li style="margin:0 0 6px"><a href="${safeUrl(l.url)}" style="color:#1d4ed8">${l.name}</a></li>`)}
      </ul>
      ${paper ? html`<p style="${P}">${paper}</p>` : ''}
      <p style="${P};font-size:14px;color:#4b5563">${privateLinks}</p>
      ${follow ? html`<p style="${P}"><a href="${safeUrl(follow.url)}" style="color:#1d4ed8">${w('orderMail.follow')}</a>${follow.personal ? html`<br><span style="font-size:14px;color:#4b5563">${personalNote}</span>` : ''}</p>` : ''}`,
    bodyText: `${input.text}

${heading} ${validity}
${input.links.map((l) => `- ${pair(l.name, l.url)}`).join('\n')}
${paper ? `\n${paper}\n` : ''}
${privateLinks}${follow ? `\n\n${pair(w('orderMail.follow'), follow.url)}${follow.personal ? `\n${personalNote}` : ''}` : ''}`,
  });
}
