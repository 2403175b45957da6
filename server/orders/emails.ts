import { BUSINESS } from '../../core/business';
import { formatEuros } from '../../core/money';
import { html, layout, raw, safeUrl, type MailContent } from '../mail/templates';
import type { Order } from './schema';

const P = 'margin:0 0 16px';
const CELL = 'padding:6px 0;border-bottom:1px solid #e5e7eb';

function priceTable(order: Order) {
  const rows = order.priceLines.map(
    (l) => html`<tr><td style="${CELL}">${l.label}</td><td style="${CELL};text-align:right;white-space:nowrap">${formatEuros(l.amountCents)}</td></tr>`,
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
  ].join('\n');
}

/** To the customer once the payment is confirmed. */
export function orderConfirmationEmail(order: Order, fileNames: string[], follow: { url: string; personal: boolean }): MailContent {
  const followUrl = follow.url;
  const personalNote = 'Ce lien personnel ouvre vos commandes sur votre navigateur ; il est valable 7 jours et ne sert qu’une fois. Ensuite, demandez-en un nouveau depuis la page « Mes commandes » du site.';
  const files = fileNames.length
    ? html`<ul style="${P};padding-left:20px">${fileNames.map((n) => html`<li>${n}</li>`)}</ul>`
    : html`<p style="${P}">Aucun document joint : vous pouvez nous les envoyer en répondant à cet e-mail.</p>`;
  return layout({
    subject: `Commande ${order.id} confirmée — ${BUSINESS.tradeName}`,
    preheader: `Paiement reçu : ${formatEuros(order.totalCents)}. Votre traduction certifiée est en préparation.`,
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Merci pour votre confiance. Votre paiement est bien reçu et votre commande <strong>${order.id}</strong> est enregistrée.</p>
<p style="${P}"><strong>Votre commande</strong><br>${raw(optionsText(order).split('\n').map((l) => html`${l}`.value).join('<br>'))}</p>
${priceTable(order)}
<p style="margin:0 0 8px"><strong>Documents reçus</strong></p>
${files}
${order.comment ? html`<p style="${P}"><strong>Votre commentaire</strong><br>${order.comment}</p>` : ''}
<p style="${P}">Les actes courants sont traduits en 48 à 72 heures ouvrées. Vous serez prévenu(e) par e-mail dès que la traduction sera disponible.</p>
<p style="${P}"><a href="${safeUrl(followUrl)}" style="color:#1d4ed8">Suivre ma commande</a>${follow.personal ? html`<br><span style="font-size:14px;color:#4b5563">${personalNote}</span>` : ''}</p>
<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour,

Merci pour votre confiance. Votre paiement est bien reçu et votre commande ${order.id} est enregistrée.

Votre commande
${optionsText(order)}

${order.priceLines.map((l) => `${l.label} : ${formatEuros(l.amountCents)}`).join('\n')}
Total payé : ${formatEuros(order.totalCents)}

Documents reçus
${fileNames.length ? fileNames.map((n) => `- ${n}`).join('\n') : 'Aucun document joint : vous pouvez nous les envoyer en répondant à cet e-mail.'}
${order.comment ? `\nVotre commentaire\n${order.comment}\n` : ''}
Les actes courants sont traduits en 48 à 72 heures ouvrées. Vous serez prévenu(e) par e-mail dès que la traduction sera disponible.

Suivre ma commande : ${followUrl}${follow.personal ? `\n${personalNote}` : ''}

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}

/** To the business: a paid order to handle. */
export function newOrderNoticeEmail(order: Order, fileNames: string[], publicUrl: string): MailContent {
  const adminUrl = `${publicUrl}/admin/order-admin-details/${order.id}`;
  return layout({
    subject: `Nouvelle commande payée ${order.id} — ${formatEuros(order.totalCents)}`,
    body: html`<p style="${P}">Nouvelle commande payée : <strong>${order.id}</strong>.</p>
<p style="${P}">Client : ${order.customerEmail}<br>${raw(optionsText(order).split('\n').map((l) => html`${l}`.value).join('<br>'))}</p>
${priceTable(order)}
<p style="${P}">Documents joints : ${String(fileNames.length)}</p>
${order.comment ? html`<p style="${P}"><strong>Commentaire du client</strong><br>${order.comment}</p>` : ''}
<p style="margin:0"><a href="${safeUrl(adminUrl)}" style="color:#1d4ed8">Ouvrir la commande</a></p>`,
    bodyText: `Nouvelle commande payée : ${order.id}.

Client : ${order.customerEmail}
${optionsText(order)}
Total : ${formatEuros(order.totalCents)}
Documents joints : ${fileNames.length}
${order.comment ? `\nCommentaire du client\n${order.comment}\n` : ''}
Ouvrir la commande : ${adminUrl}`,
  });
}
