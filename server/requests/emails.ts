import { BUSINESS } from '../../core/business';
import { deliveryLabel, replyWithinText, serviceTypeLabel } from '../../core/request-rules';
import { html, layout, paragraphs, safeUrl, type MailContent, type SafeHtml } from '../mail/templates';
import { tr } from '../../core/messages';

/*
 * The acknowledgements go to whatever address was typed in a public form, so
 * they never repeat what the sender wrote (name, subject, message): the site
 * must not relay a stranger's text to someone else's inbox.
 */

const P = 'margin:0 0 16px';
const LINK = 'color:#1d4ed8';
const SIGN_OFF = html`<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`;
const SIGN_OFF_TEXT = `Bien cordialement,\n${BUSINESS.translatorName}`;

function detailsHtml(rows: [string, string | SafeHtml][]): SafeHtml {
  return html`<p style="${P}">${rows.map(([label, value], i) => html`${i > 0 ? html`<br>` : ''}${label} : <strong>${value}</strong>`)}</p>`;
}
const detailsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label} : ${value}`).join('\n');

export interface QuoteMailInput {
  id: string;
  name: string;
  email: string;
  numberOfPages: number;
  deliveryMethod: string;
  serviceType: string | null;
  message: string;
  file: { name: string; sizeBytes: number } | null;
  signedIn: boolean;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;

function quoteRows(q: QuoteMailInput): [string, string][] {
  return [
    ...(q.serviceType ? ([['Prestation', serviceTypeLabel(q.serviceType)]] as [string, string][]) : []),
    ['Nombre de pages', String(q.numberOfPages)],
    ['Livraison souhaitée', deliveryLabel(q.deliveryMethod)],
  ];
}

/** To the translator: everything needed to price the request, the document behind an admin-only link. */
export function quoteNoticeEmail(q: QuoteMailInput, publicUrl: string): MailContent {
  const fileUrl = `${publicUrl}/api/admin/quotes/${q.id}/file`;
  const rows: [string, string][] = [
    ['Nom', q.name],
    ['E-mail', `${q.email}${q.signedIn ? ' (compte client)' : ''}`],
    ...quoteRows(q),
  ];
  const fileLine = q.file ? `${q.file.name} (${sizeText(q.file.sizeBytes)})` : null;
  return layout({
    subject: `Demande de devis ${q.id} — ${q.name}`,
    preheader: `${q.name} demande un devis (${q.numberOfPages} page${q.numberOfPages > 1 ? 's' : ''}).`,
    body: html`<p style="${P}">Nouvelle demande de devis <strong>${q.id}</strong>.</p>
${detailsHtml(rows)}
${q.message ? html`<p style="margin:0 0 8px"><strong>Message</strong></p>${paragraphs(q.message)}` : html`<p style="${P}">Aucun message.</p>`}
${
  q.file
    ? html`<p style="${P}">Document joint : ${fileLine}<br><a href="${safeUrl(fileUrl)}" style="${LINK}">Ouvrir le document</a> (connexion administrateur requise)</p>`
    : html`<p style="${P}">Aucun document joint.</p>`
}
<p style="margin:0;font-size:14px;color:#4b5563">Répondez directement à cet e-mail pour envoyer le devis à ${q.name}.</p>`,
    bodyText: `Nouvelle demande de devis ${q.id}.

${detailsText(rows)}

${q.message ? `Message :\n${q.message}` : 'Aucun message.'}

${q.file ? `Document joint : ${fileLine}\nOuvrir le document (connexion administrateur requise) : ${fileUrl}` : 'Aucun document joint.'}

Répondez directement à cet e-mail pour envoyer le devis à ${q.name}.`,
  });
}

/** To the requester: received, with the reference to quote. */
export function quoteAcknowledgementEmail(q: QuoteMailInput): MailContent {
  const rows = quoteRows(q);
  const fileText = q.file
    ? 'Votre document nous est bien parvenu ; il est conservé chiffré.'
    : 'Vous pouvez nous envoyer vos documents en répondant à cet e-mail.';
  return layout({
    subject: `Votre demande de devis ${q.id} — ${BUSINESS.tradeName}`,
    preheader: tr('request.quoteFollowUp'),
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Nous avons bien reçu votre demande de devis <strong>${q.id}</strong>. Nous vous enverrons votre devis dans les plus brefs délais, en général ${replyWithinText()}.</p>
${detailsHtml(rows)}
<p style="${P}">${fileText}</p>
<p style="${P}">Pour compléter votre demande, répondez simplement à cet e-mail.</p>
${SIGN_OFF}`,
    bodyText: `Bonjour,

Nous avons bien reçu votre demande de devis ${q.id}. Nous vous enverrons votre devis dans les plus brefs délais, en général ${replyWithinText()}.

${detailsText(rows)}

${fileText}

Pour compléter votre demande, répondez simplement à cet e-mail.

${SIGN_OFF_TEXT}`,
  });
}

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** To the translator: Reply-To is the sender, so answering is one click. */
export function contactNoticeEmail(c: ContactMailInput): MailContent {
  return layout({
    subject: `Contact : ${c.subject} — ${c.name}`,
    preheader: `Message de ${c.name} via le formulaire de contact`,
    body: html`<p style="${P}">Message reçu par le formulaire de contact.</p>
${detailsHtml([
  ['De', c.name],
  ['E-mail', c.email],
  ['Objet', c.subject],
])}
${paragraphs(c.message)}
<p style="margin:0;font-size:14px;color:#4b5563">Répondez directement à cet e-mail pour écrire à ${c.name}.</p>`,
    bodyText: `Message reçu par le formulaire de contact.

${detailsText([
  ['De', c.name],
  ['E-mail', c.email],
  ['Objet', c.subject],
])}

${c.message}

Répondez directement à cet e-mail pour écrire à ${c.name}.`,
  });
}

export function contactAcknowledgementEmail(): MailContent {
  return layout({
    subject: `Nous avons bien reçu votre message — ${BUSINESS.tradeName}`,
    preheader: 'Votre message est arrivé : nous vous répondons rapidement.',
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Votre message envoyé depuis notre site nous est bien parvenu. Nous vous répondrons dans les meilleurs délais, du lundi au vendredi.</p>
<p style="${P}">Pour une demande urgente, appelez-nous au <a href="${safeUrl(`tel:${BUSINESS.phone.replace(/\s+/g, '')}`)}" style="${LINK}">${BUSINESS.phoneDisplay}</a>.</p>
${SIGN_OFF}`,
    bodyText: `Bonjour,

Votre message envoyé depuis notre site nous est bien parvenu. Nous vous répondrons dans les meilleurs délais, du lundi au vendredi.

Pour une demande urgente, appelez-nous au ${BUSINESS.phoneDisplay}.

${SIGN_OFF_TEXT}`,
  });
}

export interface SupportMailInput {
  email: string;
  subject: string;
  message: string;
  orderReference: string | null;
  signedIn: boolean;
}

export function supportNoticeEmail(s: SupportMailInput, publicUrl: string): MailContent {
  const orderUrl = s.orderReference ? `${publicUrl}/admin/order-admin-details/${s.orderReference}` : null;
  const rows: [string, string][] = [
    ['De', `${s.email}${s.signedIn ? ' (compte client)' : ''}`],
    ['Objet', s.subject],
    ['Commande', s.orderReference ?? 'non précisée'],
  ];
  return layout({
    subject: `Assistance : ${s.subject}${s.orderReference ? ` — ${s.orderReference}` : ''}`,
    preheader: `Demande d’assistance de ${s.email}`,
    body: html`<p style="${P}">Nouvelle demande d’assistance.</p>
${detailsHtml(rows)}
${paragraphs(s.message)}
${orderUrl ? html`<p style="${P}"><a href="${safeUrl(orderUrl)}" style="${LINK}">Ouvrir la commande ${s.orderReference}</a></p>` : ''}
<p style="margin:0;font-size:14px;color:#4b5563">Répondez directement à cet e-mail pour écrire au client.</p>`,
    bodyText: `Nouvelle demande d’assistance.

${detailsText(rows)}

${s.message}
${orderUrl ? `\nOuvrir la commande : ${orderUrl}\n` : ''}
Répondez directement à cet e-mail pour écrire au client.`,
  });
}

export function supportAcknowledgementEmail(s: Pick<SupportMailInput, 'orderReference'>): MailContent {
  const about = s.orderReference ? ` concernant la commande ${s.orderReference}` : '';
  return layout({
    subject: `Votre demande d’assistance — ${BUSINESS.tradeName}`,
    preheader: 'Votre demande est enregistrée : nous revenons vers vous rapidement.',
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Votre demande d’assistance${about} est bien enregistrée. Nous revenons vers vous dans les meilleurs délais, du lundi au vendredi.</p>
<p style="${P}">Pour ajouter une précision, répondez simplement à cet e-mail.</p>
${SIGN_OFF}`,
    bodyText: `Bonjour,

Votre demande d’assistance${about} est bien enregistrée. Nous revenons vers vous dans les meilleurs délais, du lundi au vendredi.

Pour ajouter une précision, répondez simplement à cet e-mail.

${SIGN_OFF_TEXT}`,
  });
}
