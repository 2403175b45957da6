import { PERSONAL_LINK_NOTE, type FollowLink } from './follow-link';
import { BUSINESS } from '../../core/business';
import { formatEuros } from '../../core/money';
import { deliveryDateText } from '../../core/order-delivery';
import { html, layout, raw, safeUrl, type MailContent } from '../mail/templates';
import type { Order } from './schema';

const P = 'margin:0 0 16px';
const CELL = 'padding:6px 0;border-bottom:1px solid #e5e7eb';

function priceTable(order: Order) {
  const rows = order.priceLines.map(
    (l) =>
      html`<tr><td style="${CELL}">${l.label}</td><td style="${CELL};text-align:right;white-space:nowrap">${formatEuros(l.amountCents)}</td></tr>`,
  );
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">
${rows}
<tr><td style="padding:10px 0;font-weight:bold">Total payé</td><td style="padding:10px 0;text-align:right;font-weight:bold">${formatEuros(order.totalCents)}</td></tr>
</table>`;
}

function optionsText(order: Order): string {
  return [
    `Pages : ${order.numberOfPages}`,
    `Documents : ${order.numberOfDocuments}`,
    `Livraison : ${order.deliveryName}`,
    `Légalisation : ${order.legalization === 'none' ? 'Non' : order.legalizationName}`,
    ...(order.urgent ? ['Urgent : Oui'] : []),
  ].join('\n');
}

/** The date promised at payment, as stored with the order (decision 028); null for an older order. */
function promisedText(order: Order): string | null {
  if (!order.promisedEarliest || !order.promisedLatest) return null;
  return deliveryDateText({ earliest: order.promisedEarliest, latest: order.promisedLatest }, { withYear: true });
}

/** The customer's « what next »: the promised date, then the notice to come. */
function nextStepText(order: Order): string {
  const promised = promisedText(order);
  const notice = 'Vous serez prévenu(e) par e-mail dès que la traduction sera disponible.';
  return promised ? `Livraison prévue : ${promised}. ${notice}` : notice;
}

/** To the customer once the payment is confirmed. */
export function orderConfirmationEmail(
  order: Order,
  fileNames: string[],
  follow: FollowLink,
  invoiceNumber: string | null = null,
): MailContent {
  const followUrl = follow.url;
  const personalNote = PERSONAL_LINK_NOTE;
  const files = fileNames.length
    ? html`<ul style="${P};padding-left:20px">${fileNames.map((n) => html`<li>${n}</li>`)}</ul>`
    : html`<p style="${P}">Aucun document joint : vous pouvez nous les envoyer en répondant à cet e-mail.</p>`;
  return layout({
    subject: `Commande ${order.id} confirmée — ${BUSINESS.tradeName}`,
    preheader: `Paiement reçu : ${formatEuros(order.totalCents)}. Votre traduction certifiée est en préparation.`,
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Merci pour votre confiance. Votre paiement est bien reçu et votre commande <strong>${order.id}</strong> est enregistrée.</p>
<p style="${P}"><strong>Votre commande</strong><br>${raw(
      optionsText(order)
        .split('\n')
        .map((l) => html`${l}`.value)
        .join('<br>'),
    )}</p>
${priceTable(order)}
${invoiceNumber ? html`<p style="${P}">Votre facture <strong>${invoiceNumber}</strong> est jointe à cet e-mail (PDF). Vous pouvez aussi la télécharger depuis la page de votre commande.</p>` : ''}
<p style="margin:0 0 8px"><strong>Documents reçus</strong></p>
${files}
${order.comment ? html`<p style="${P}"><strong>Votre commentaire</strong><br>${order.comment}</p>` : ''}
<p style="${P}">${nextStepText(order)}</p>
<p style="${P}"><a href="${safeUrl(followUrl)}" style="color:#1d4ed8">Suivre ma commande</a>${follow.personal ? html`<br><span style="font-size:14px;color:#4b5563">${personalNote}</span>` : ''}</p>
<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour,

Merci pour votre confiance. Votre paiement est bien reçu et votre commande ${order.id} est enregistrée.

Votre commande
${optionsText(order)}

${order.priceLines.map((l) => `${l.label} : ${formatEuros(l.amountCents)}`).join('\n')}
Total payé : ${formatEuros(order.totalCents)}
${invoiceNumber ? `\nVotre facture ${invoiceNumber} est jointe à cet e-mail (PDF). Vous pouvez aussi la télécharger depuis la page de votre commande.\n` : ''}
Documents reçus
${fileNames.length ? fileNames.map((n) => `- ${n}`).join('\n') : 'Aucun document joint : vous pouvez nous les envoyer en répondant à cet e-mail.'}
${order.comment ? `\nVotre commentaire\n${order.comment}\n` : ''}
${nextStepText(order)}

Suivre ma commande : ${followUrl}${follow.personal ? `\n${personalNote}` : ''}

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}

/** For the translator: the day the order is due and what the customer was promised. */
function dueLine(order: Order): string | null {
  const promised = promisedText(order);
  if (!order.dueOn || !promised) return null;
  const due = deliveryDateText({ earliest: order.dueOn, latest: order.dueOn }, { withYear: true });
  return `${order.urgent ? 'URGENT — ' : ''}À livrer le ${due} (promis au client : ${promised})`;
}

/** To the business: a paid order to handle. */
export function newOrderNoticeEmail(order: Order, fileNames: string[], publicUrl: string): MailContent {
  const adminUrl = `${publicUrl}/admin/order-admin-details/${order.id}`;
  return layout({
    subject: `Nouvelle commande payée ${order.id} — ${formatEuros(order.totalCents)}`,
    body: html`<p style="${P}">Nouvelle commande payée : <strong>${order.id}</strong>.</p>
${dueLine(order) ? html`<p style="${P}"><strong>${dueLine(order)!}</strong></p>` : ''}
<p style="${P}">Client : ${order.customerEmail}<br>${raw(
      optionsText(order)
        .split('\n')
        .map((l) => html`${l}`.value)
        .join('<br>'),
    )}</p>
${priceTable(order)}
<p style="${P}">Documents joints : ${String(fileNames.length)}</p>
${order.comment ? html`<p style="${P}"><strong>Commentaire du client</strong><br>${order.comment}</p>` : ''}
<p style="margin:0"><a href="${safeUrl(adminUrl)}" style="color:#1d4ed8">Ouvrir la commande</a></p>`,
    bodyText: `Nouvelle commande payée : ${order.id}.
${dueLine(order) ? `\n${dueLine(order)!}\n` : ''}
Client : ${order.customerEmail}
${optionsText(order)}
Total : ${formatEuros(order.totalCents)}
Documents joints : ${fileNames.length}
${order.comment ? `\nCommentaire du client\n${order.comment}\n` : ''}
Ouvrir la commande : ${adminUrl}`,
  });
}
