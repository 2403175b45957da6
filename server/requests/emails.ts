import { BUSINESS } from '../../core/business';
import { deliveryLabel, serviceTypeLabel } from '../../core/request-rules';
import { deliveryLabelIn } from '../../core/request-labels';
import { replyWithinTextIn } from '../../core/turnaround';
import { html, layout, paragraphs, safeUrl, type MailContent, type SafeHtml } from '../mail/templates';
import { t, translate, type Lang, type MessageId } from '../../core/messages';
import { LANGUAGE_NAMES_IN_FRENCH } from '../../core/messages/languages';

/*
 * The acknowledgements go to whatever address was typed in a public form, so
 * they never repeat what the sender wrote (name, subject, message): the site
 * must not relay a stranger's text to someone else's inbox.
 */

const P = 'margin:0 0 16px';
const LINK = 'color:#1d4ed8';
const signOff = (lang: Lang) => html`<p style="margin:0">${t(lang, 'mail.signOff')}<br>${BUSINESS.translatorName}</p>`;
const signOffText = (lang: Lang) => `${t(lang, 'mail.signOff')}\n${BUSINESS.translatorName}`;

/** « Langue : arabe » on the notice of a request made in another language than French, so she answers in it. */
const languageRows = (lang: Lang): [string, string][] =>
  lang === 'fr' ? [] : [['Langue', LANGUAGE_NAMES_IN_FRENCH[lang]]];

const MARK = '\u0001';
/**
 * A catalogue text as HTML with some values as markup (a reference in bold, a phone link): the
 * values are put in as markers, the text is escaped around them, then each marker is replaced.
 */
function richHtml(lang: Lang, id: MessageId, values: Record<string, SafeHtml>, plain: Record<string, string> = {}) {
  const marked = Object.fromEntries(Object.keys(values).map((k) => [k, `${MARK}${k}${MARK}`]));
  const parts = translate(lang, id, { ...plain, ...marked }).split(MARK);
  return html`${parts.map((part, i) => (i % 2 === 1 ? values[part] : part))}`;
}

function detailsHtml(rows: [string, string | SafeHtml][]): SafeHtml {
  return html`<p style="${P}">${rows.map(([label, value], i) => html`${i > 0 ? html`<br>` : ''}${label}\u00a0: <strong>${value}</strong>`)}</p>`;
}
const detailsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label}\u00a0: ${value}`).join('\n');

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
  /** The language of the page the request came from: the acknowledgement is written in it. */
  lang: Lang;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;

/** The request's details, in `lang` (the service type of /order, a French page, keeps its French name). */
function quoteRows(q: QuoteMailInput, lang: Lang): [string, string][] {
  return [
    ...(q.serviceType
      ? ([[t(lang, 'requestMail.rowService'), serviceTypeLabel(q.serviceType)]] as [string, string][])
      : []),
    [t(lang, 'requestForm.pages'), String(q.numberOfPages)],
    [
      t(lang, 'requestMail.rowDelivery'),
      lang === 'fr' ? deliveryLabel(q.deliveryMethod) : deliveryLabelIn(lang, q.deliveryMethod),
    ],
  ];
}

/** To the translator: everything needed to price the request, the document behind an admin-only link. */
export function quoteNoticeEmail(q: QuoteMailInput, publicUrl: string): MailContent {
  const fileUrl = `${publicUrl}/api/admin/quotes/${q.id}/file`;
  const rows: [string, string][] = [
    ['Nom', q.name],
    ['E-mail', `${q.email}${q.signedIn ? ' (compte client)' : ''}`],
    ...languageRows(q.lang),
    ...quoteRows(q, 'fr'),
  ];
  const fileLine = q.file ? `${q.file.name} (${sizeText(q.file.sizeBytes)})` : null;
  return layout({
    lang: 'fr', // to the translator
    subject: `Demande de devis ${q.id} — ${q.name}`,
    preheader: `${q.name} demande un devis (${q.numberOfPages} page${q.numberOfPages > 1 ? 's' : ''}).`,
    body: html`<p style="${P}">Nouvelle demande de devis <strong>${q.id}</strong>.</p>
${detailsHtml(rows)}
${q.message ? html`<p style="margin:0 0 8px"><strong>Message</strong></p>${paragraphs(q.message)}` : html`<p style="${P}">Aucun message.</p>`}
${
  q.file
    ? html`<p style="${P}">Document joint\u00a0: ${fileLine}<br><a href="${safeUrl(fileUrl)}" style="${LINK}">Ouvrir le document</a> (connexion administrateur requise)</p>`
    : html`<p style="${P}">Aucun document joint.</p>`
}
<p style="margin:0;font-size:14px;color:#4b5563">Répondez directement à cet e-mail pour envoyer le devis à ${q.name}.</p>`,
    bodyText: `Nouvelle demande de devis ${q.id}.

${detailsText(rows)}

${q.message ? `Message\u00a0:\n${q.message}` : 'Aucun message.'}

${q.file ? `Document joint\u00a0: ${fileLine}\nOuvrir le document (connexion administrateur requise)\u00a0: ${fileUrl}` : 'Aucun document joint.'}

Répondez directement à cet e-mail pour envoyer le devis à ${q.name}.`,
  });
}

/** To the requester, in the language of the page the request came from: received, with the reference to quote. */
export function quoteAcknowledgementEmail(q: QuoteMailInput): MailContent {
  const { lang } = q;
  const rows = quoteRows(q, lang);
  const fileText = t(lang, q.file ? 'requestMail.fileReceived' : 'requestMail.fileByReply');
  const within = replyWithinTextIn(lang);
  const hello = t(lang, 'mail.hello');
  const complete = t(lang, 'requestMail.completeByReply');
  return layout({
    lang,
    subject: t(lang, 'requestMail.quoteSubject', { id: q.id, trade: BUSINESS.tradeName }),
    preheader: t(lang, 'request.quoteFollowUp'),
    body: html`<p style="${P}">${hello}</p>
<p style="${P}">${richHtml(lang, 'requestMail.quoteReceived', { id: html`<strong>${q.id}</strong>` }, { within })}</p>
${detailsHtml(rows)}
<p style="${P}">${fileText}</p>
<p style="${P}">${complete}</p>
${signOff(lang)}`,
    bodyText: `${hello}

${t(lang, 'requestMail.quoteReceived', { id: q.id, within })}

${detailsText(rows)}

${fileText}

${complete}

${signOffText(lang)}`,
  });
}

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: Lang;
}

/** To the translator: Reply-To is the sender, so answering is one click. */
export function contactNoticeEmail(c: ContactMailInput): MailContent {
  return layout({
    lang: 'fr', // to the translator
    subject: `Contact\u00a0: ${c.subject} — ${c.name}`,
    preheader: `Message de ${c.name} via le formulaire de contact`,
    body: html`<p style="${P}">Message reçu par le formulaire de contact.</p>
${detailsHtml([['De', c.name], ['E-mail', c.email], ['Objet', c.subject], ...languageRows(c.lang)])}
${paragraphs(c.message)}
<p style="margin:0;font-size:14px;color:#4b5563">Répondez directement à cet e-mail pour écrire à ${c.name}.</p>`,
    bodyText: `Message reçu par le formulaire de contact.

${detailsText([['De', c.name], ['E-mail', c.email], ['Objet', c.subject], ...languageRows(c.lang)])}

${c.message}

Répondez directement à cet e-mail pour écrire à ${c.name}.`,
  });
}

/** To the sender, in the language of the page the message came from. */
export function contactAcknowledgementEmail(lang: Lang): MailContent {
  const hello = t(lang, 'mail.hello');
  const received = t(lang, 'requestMail.contactReceived');
  const phoneLink = html`<a href="${safeUrl(`tel:${BUSINESS.phone.replace(/\s+/g, '')}`)}" style="${LINK}"${lang === 'fr' ? '' : html` dir="ltr"`}>${BUSINESS.phoneDisplay}</a>`;
  return layout({
    lang,
    subject: t(lang, 'requestMail.contactSubject', { trade: BUSINESS.tradeName }),
    preheader: t(lang, 'requestMail.contactPreheader'),
    body: html`<p style="${P}">${hello}</p>
<p style="${P}">${received}</p>
<p style="${P}">${richHtml(lang, 'requestMail.urgentCall', { phone: phoneLink })}</p>
${signOff(lang)}`,
    bodyText: `${hello}

${received}

${t(lang, 'requestMail.urgentCall', { phone: lang === 'fr' ? BUSINESS.phoneDisplay : `\u2066${BUSINESS.phoneDisplay}\u2069` })}

${signOffText(lang)}`,
  });
}

export interface SupportMailInput {
  email: string;
  subject: string;
  message: string;
  orderReference: string | null;
  signedIn: boolean;
  lang: Lang;
}

export function supportNoticeEmail(s: SupportMailInput, publicUrl: string): MailContent {
  const orderUrl = s.orderReference ? `${publicUrl}/admin/order-admin-details/${s.orderReference}` : null;
  const rows: [string, string][] = [
    ['De', `${s.email}${s.signedIn ? ' (compte client)' : ''}`],
    ['Objet', s.subject],
    ['Commande', s.orderReference ?? 'non précisée'],
    ...languageRows(s.lang),
  ];
  return layout({
    lang: 'fr', // to the translator
    subject: `Assistance\u00a0: ${s.subject}${s.orderReference ? ` — ${s.orderReference}` : ''}`,
    preheader: `Demande d’assistance de ${s.email}`,
    body: html`<p style="${P}">Nouvelle demande d’assistance.</p>
${detailsHtml(rows)}
${paragraphs(s.message)}
${orderUrl ? html`<p style="${P}"><a href="${safeUrl(orderUrl)}" style="${LINK}">Ouvrir la commande ${s.orderReference}</a></p>` : ''}
<p style="margin:0;font-size:14px;color:#4b5563">Répondez directement à cet e-mail pour écrire au client.</p>`,
    bodyText: `Nouvelle demande d’assistance.

${detailsText(rows)}

${s.message}
${orderUrl ? `\nOuvrir la commande\u00a0: ${orderUrl}\n` : ''}
Répondez directement à cet e-mail pour écrire au client.`,
  });
}

/** To the customer, in the language of the page the request came from. */
export function supportAcknowledgementEmail(s: Pick<SupportMailInput, 'orderReference' | 'lang'>): MailContent {
  const { lang } = s;
  const hello = t(lang, 'mail.hello');
  const received = s.orderReference
    ? t(lang, 'requestMail.supportReceivedOrder', { reference: s.orderReference })
    : t(lang, 'requestMail.supportReceived');
  const detail = t(lang, 'requestMail.addDetail');
  return layout({
    lang,
    subject: t(lang, 'requestMail.supportSubject', { trade: BUSINESS.tradeName }),
    preheader: t(lang, 'requestMail.supportPreheader'),
    body: html`<p style="${P}">${hello}</p>
<p style="${P}">${received}</p>
<p style="${P}">${detail}</p>
${signOff(lang)}`,
    bodyText: `${hello}

${received}

${detail}

${signOffText(lang)}`,
  });
}
