import { personalLinkNote, type FollowLink } from './follow-link';
import { BUSINESS } from '../../core/business';
import { t, translate, type Lang } from '../../core/messages';
import { formatEuros } from '../../core/money';
import { deliveryDateText } from '../../core/order-delivery';
import { deliveryDateIn, eurosIn, labelledIn } from '../../core/order-text';
import { html, layout, raw, safeUrl, type MailContent } from '../mail/templates';
import type { Order } from './schema';
import { addressLines } from '../../core/address-lines';

const P = 'margin:0 0 16px';
const CELL = 'padding:6px 0;border-bottom:1px solid #e5e7eb';

/** The order's price lines in the customer's language (the stored French ones for the translator). */
export type MailLines = { label: string; amountCents: number; lang?: string }[];

function priceTable(order: Order, lang: Lang, lines: MailLines = order.priceLines) {
  // Amounts sit on the far side of the reading direction.
  const end = lang === 'fr' ? 'right' : 'left';
  const rows = lines.map(
    (l) =>
      // A label the admin typed in another language than the e-mail's says so (core/order-text).
      html`<tr><td style="${CELL}"${l.lang === undefined ? '' : html` lang="${l.lang}" dir="auto"`}>${l.label}</td><td style="${CELL};text-align:${end};white-space:nowrap">${eurosIn(lang, l.amountCents)}</td></tr>`,
  );
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">
${rows}
<tr><td style="padding:10px 0;font-weight:bold">${t(lang, 'orderMail.totalPaid')}</td><td style="padding:10px 0;text-align:${end};font-weight:bold">${eurosIn(lang, order.totalCents)}</td></tr>
</table>`;
}

/** What was ordered, one line each; in the customer's language, option names included (core/order-text). */
function optionsText(order: Order, lang: Lang, names?: OrderNames): string {
  const w = (id: Parameters<typeof t>[1], vars: Record<string, string | number> = {}) => translate(lang, id, vars);
  return [
    w('orderMail.optPages', { n: order.numberOfPages }),
    w('orderMail.optDocuments', { n: order.numberOfDocuments }),
    w('orderMail.optDelivery', { name: names?.delivery ?? order.deliveryName }),
    w('orderMail.optLegalization', {
      name:
        order.legalization === 'none'
          ? w('customerArea.noLegalization')
          : (names?.legalization ?? order.legalizationName),
    }),
    ...(order.urgent ? [w('orderMail.optUrgent')] : []),
  ].join('\n');
}

/** The date promised at payment, as stored with the order (decision 028); null for an older order. */
function promisedText(order: Order, lang: Lang): string | null {
  if (!order.promisedEarliest || !order.promisedLatest) return null;
  return deliveryDateIn(lang, { earliest: order.promisedEarliest, latest: order.promisedLatest }, { withYear: true });
}

/** The customer's « what next »: the promised date, then the notice to come. */
function nextStepText(order: Order, lang: Lang): string {
  const promised = promisedText(order, lang);
  const notice = t(lang, 'orderMail.notice');
  return promised ? t(lang, 'orderMail.promised', { date: promised, notice }) : notice;
}

/** « Adresse d’expédition à vérifier »: the name and address the original goes to; null when nothing is posted. */
function shippingBlock(order: Order, lang: Lang, forCustomer = true) {
  if (!order.shippingAddress) return null;
  const lines = [order.buyer?.name ?? '', ...addressLines(order.shippingAddress, lang)].filter(Boolean);
  return {
    html: html`<p style="${P}"><strong>${t(lang, 'buyer.checkAddress')}</strong><br><span dir="auto">${raw(
      lines.map((l) => html`${l}`.value).join('<br>'),
    )}</span>${forCustomer ? html`<br><span style="font-size:14px;color:#4b5563">${t(lang, 'buyer.checkAddressHint')}</span>` : ''}</p>`,
    text: `${t(lang, 'buyer.checkAddress')}\n${lines.join('\n')}\n${forCustomer ? `${t(lang, 'buyer.checkAddressHint')}\n` : ''}`,
  };
}

/** A sentence with one value in bold: the text around the value is escaped, the value too. */
function withStrong(text: string, value: string) {
  const [before, after = ''] = text.split('\u0000');
  return html`${before}<strong>${value}</strong>${after}`;
}

/** The names an order was sold with, in the customer's language (French: the stored ones). */
export interface OrderNames {
  delivery: string;
  legalization: string;
}

/** To the customer once the payment is confirmed, in the order's language. */
export function orderConfirmationEmail(
  order: Order,
  fileNames: string[],
  follow: FollowLink,
  invoiceNumber: string | null = null,
  /** Lines and names in the order's language (core/order-text); absent: the stored French. */
  localized?: { lines: MailLines; names: OrderNames },
): MailContent {
  const lang = order.lang;
  const w = (id: Parameters<typeof t>[1], vars?: Record<string, string | number>) => translate(lang, id, vars);
  const lines = localized?.lines ?? order.priceLines;
  const followUrl = follow.url;
  const personalNote = personalLinkNote(lang);
  const noFiles = w('orderMail.noFiles');
  const pair = (label: string, value: string) => labelledIn(lang, label, value);
  const files = fileNames.length
    ? html`<ul style="${P};padding-${lang === 'fr' ? 'left' : 'right'}:20px">${fileNames.map((n) => html`<li>${n}</li>`)}</ul>`
    : html`<p style="${P}">${noFiles}</p>`;
  const options = optionsText(order, lang, localized?.names);
  const shipping = shippingBlock(order, lang);
  return layout({
    lang,
    subject: w('orderMail.confirmSubject', { id: order.id, trade: BUSINESS.tradeName }),
    preheader: w('orderMail.confirmPreheader', { total: eurosIn(lang, order.totalCents) }),
    body: html`<p style="${P}">${w('mail.hello')}</p>
<p style="${P}">${withStrong(w('orderMail.confirmThanks', { id: '\u0000' }), order.id)}</p>
<p style="${P}"><strong>${w('orderMail.yourOrder')}</strong><br>${raw(
      options
        .split('\n')
        .map((l) => html`${l}`.value)
        .join('<br>'),
    )}</p>
${priceTable(order, lang, lines)}
${shipping ? shipping.html : ''}
${invoiceNumber ? html`<p style="${P}">${withStrong(w('orderMail.invoiceAttached', { number: '\u0000' }), invoiceNumber)}</p>` : ''}
<p style="margin:0 0 8px"><strong>${w('orderMail.filesReceived')}</strong></p>
${files}
${order.comment ? html`<p style="${P}"><strong>${w('customerArea.yourComment')}</strong><br>${order.comment}</p>` : ''}
<p style="${P}">${nextStepText(order, lang)}</p>
<p style="${P}"><a href="${safeUrl(followUrl)}" style="color:#1d4ed8">${w('orderMail.follow')}</a>${follow.personal ? html`<br><span style="font-size:14px;color:#4b5563">${personalNote}</span>` : ''}</p>
<p style="margin:0">${w('mail.signOff')}<br>${BUSINESS.translatorName}</p>`,
    bodyText: `${w('mail.hello')}

${w('orderMail.confirmThanks', { id: order.id })}

${w('orderMail.yourOrder')}
${options}

${lines.map((l) => pair(l.label, eurosIn(lang, l.amountCents))).join('\n')}
${pair(w('orderMail.totalPaid'), eurosIn(lang, order.totalCents))}
${shipping ? `\n${shipping.text}` : ''}${invoiceNumber ? `\n${w('orderMail.invoiceAttached', { number: invoiceNumber })}\n` : ''}
${w('orderMail.filesReceived')}
${fileNames.length ? fileNames.map((n) => `- ${n}`).join('\n') : noFiles}
${order.comment ? `\n${w('customerArea.yourComment')}\n${order.comment}\n` : ''}
${nextStepText(order, lang)}

${pair(w('orderMail.follow'), followUrl)}${follow.personal ? `\n${personalNote}` : ''}

${w('mail.signOff')}
${BUSINESS.translatorName}`,
  });
}

/** For the translator: the day the order is due and what the customer was promised. */
function dueLine(order: Order): string | null {
  const promised = promisedText(order, 'fr');
  if (!order.dueOn || !promised) return null;
  const due = deliveryDateText({ earliest: order.dueOn, latest: order.dueOn }, { withYear: true });
  return t('fr', order.urgent ? 'translatorMail.orderDueUrgent' : 'translatorMail.orderDue', { due, promised });
}

/** To the business: a paid order to handle, in French (the translator's language, domain translatorMail). */
export function newOrderNoticeEmail(order: Order, fileNames: string[], publicUrl: string): MailContent {
  const adminUrl = `${publicUrl}/admin/order-admin-details/${order.id}`;
  const w = (id: Parameters<typeof t>[1], vars?: Record<string, string | number>) => translate('fr', id, vars);
  const due = dueLine(order);
  const client = w('translatorMail.client', {
    client: `${order.buyer ? `${order.buyer.name} — ` : ''}${order.customerEmail}${order.buyer?.phone ? ` — ${order.buyer.phone}` : ''}`,
  });
  const documents = w('translatorMail.documents', { n: fileNames.length });
  const comment = w('translatorMail.customerComment');
  const open = w('translatorMail.openOrder');
  return layout({
    lang: 'fr',
    subject: w('translatorMail.orderSubject', { id: order.id, total: formatEuros(order.totalCents) }),
    body: html`<p style="${P}">${withStrong(w('translatorMail.orderIntro', { id: '\u0000' }), order.id)}</p>
${due ? html`<p style="${P}"><strong>${due}</strong></p>` : ''}
<p style="${P}">${client}<br>${raw(
      optionsText(order, 'fr')
        .split('\n')
        .map((l) => html`${l}`.value)
        .join('<br>'),
    )}</p>
${priceTable(order, 'fr')}
${shippingBlock(order, 'fr', false)?.html ?? ''}
<p style="${P}">${documents}</p>
${order.comment ? html`<p style="${P}"><strong>${comment}</strong><br>${order.comment}</p>` : ''}
<p style="margin:0"><a href="${safeUrl(adminUrl)}" style="color:#1d4ed8">${open}</a></p>`,
    bodyText: `${w('translatorMail.orderIntro', { id: order.id })}
${due ? `\n${due}\n` : ''}
${client}
${optionsText(order, 'fr')}
${shippingBlock(order, 'fr', false)?.text ?? ''}
${w('translatorMail.total', { total: formatEuros(order.totalCents) })}
${documents}
${order.comment ? `\n${comment}\n${order.comment}\n` : ''}
${open}\u00a0: ${adminUrl}`,
  });
}
