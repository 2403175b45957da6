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
/** The translator's words (domain translatorMail): she reads French, whatever the sender's language. */
const tf = (id: MessageId, vars?: Record<string, string | number>) => translate('fr', id, vars);
/** « Libellé : valeur » in a French e-mail's plain text. */
const labelledFr = (label: string, value: string) => `${label}\u00a0: ${value}`;
const signedInText = (email: string, signedIn: boolean) =>
  signedIn ? tf('translatorMail.signedIn', { email }) : email;
const signOff = (lang: Lang) => html`<p style="margin:0">${t(lang, 'mail.signOff')}<br>${BUSINESS.translatorName}</p>`;
const signOffText = (lang: Lang) => `${t(lang, 'mail.signOff')}\n${BUSINESS.translatorName}`;

/** « Langue : arabe » on the notice of a request made in another language than French, so she answers in it. */
const languageRows = (lang: Lang): [string, string][] =>
  lang === 'fr' ? [] : [[tf('translatorMail.rowLanguage'), LANGUAGE_NAMES_IN_FRENCH[lang]]];

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
    ? tf('translatorMail.sizeKb', { n: Math.max(1, Math.round(bytes / 1024)) })
    : tf('translatorMail.sizeMb', { n: (bytes / 1024 / 1024).toFixed(1).replace('.', ',') });

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
    [tf('translatorMail.rowName'), q.name],
    [tf('translatorMail.rowEmail'), signedInText(q.email, q.signedIn)],
    ...languageRows(q.lang),
    ...quoteRows(q, 'fr'),
  ];
  const fileLine = q.file ? `${q.file.name} (${sizeText(q.file.sizeBytes)})` : null;
  const message = tf('translatorMail.message');
  const noMessage = tf('translatorMail.noMessage');
  const attached = fileLine ? tf('translatorMail.attached', { file: fileLine }) : null;
  const open = tf('translatorMail.openDocument');
  const loginRequired = tf('translatorMail.adminLoginRequired');
  const noDocument = tf('translatorMail.noDocument');
  const reply = tf('translatorMail.replyForQuote', { name: q.name });
  return layout({
    lang: 'fr', // to the translator
    subject: tf('translatorMail.quoteSubject', { id: q.id, name: q.name }),
    preheader: tf('translatorMail.quotePreheader', {
      name: q.name,
      pages: t('fr', 'orderPrice.pages', { count: q.numberOfPages }),
    }),
    body: html`<p style="${P}">${richHtml('fr', 'translatorMail.quoteIntro', { id: html`<strong>${q.id}</strong>` })}</p>
${detailsHtml(rows)}
${q.message ? html`<p style="margin:0 0 8px"><strong>${message}</strong></p>${paragraphs(q.message)}` : html`<p style="${P}">${noMessage}</p>`}
${
  attached
    ? html`<p style="${P}">${attached}<br><a href="${safeUrl(fileUrl)}" style="${LINK}">${open}</a> ${loginRequired}</p>`
    : html`<p style="${P}">${noDocument}</p>`
}
<p style="margin:0;font-size:14px;color:#4b5563">${reply}</p>`,
    bodyText: `${tf('translatorMail.quoteIntro', { id: q.id })}

${detailsText(rows)}

${q.message ? `${message}\u00a0:\n${q.message}` : noMessage}

${attached ? `${attached}\n${labelledFr(`${open} ${loginRequired}`, fileUrl)}` : noDocument}

${reply}`,
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
  const rows: [string, string][] = [
    [tf('translatorMail.rowFrom'), c.name],
    [tf('translatorMail.rowEmail'), c.email],
    [tf('translatorMail.rowSubject'), c.subject],
    ...languageRows(c.lang),
  ];
  const intro = tf('translatorMail.contactIntro');
  const reply = tf('translatorMail.replyToName', { name: c.name });
  return layout({
    lang: 'fr', // to the translator
    subject: tf('translatorMail.contactSubject', { subject: c.subject, name: c.name }),
    preheader: tf('translatorMail.contactPreheader', { name: c.name }),
    body: html`<p style="${P}">${intro}</p>
${detailsHtml(rows)}
${paragraphs(c.message)}
<p style="margin:0;font-size:14px;color:#4b5563">${reply}</p>`,
    bodyText: `${intro}

${detailsText(rows)}

${c.message}

${reply}`,
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

${t(lang, 'requestMail.urgentCall', { phone: BUSINESS.phoneDisplay })}

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
    [tf('translatorMail.rowFrom'), signedInText(s.email, s.signedIn)],
    [tf('translatorMail.rowSubject'), s.subject],
    [tf('translatorMail.rowOrder'), s.orderReference ?? tf('translatorMail.orderUnspecified')],
    ...languageRows(s.lang),
  ];
  const intro = tf('translatorMail.supportIntro');
  const reply = tf('translatorMail.replyToClient');
  return layout({
    lang: 'fr', // to the translator
    subject: s.orderReference
      ? tf('translatorMail.supportSubjectOrder', { subject: s.subject, reference: s.orderReference })
      : tf('translatorMail.supportSubject', { subject: s.subject }),
    preheader: tf('translatorMail.supportPreheader', { email: s.email }),
    body: html`<p style="${P}">${intro}</p>
${detailsHtml(rows)}
${paragraphs(s.message)}
${orderUrl ? html`<p style="${P}"><a href="${safeUrl(orderUrl)}" style="${LINK}">${tf('translatorMail.openOrderReference', { reference: s.orderReference! })}</a></p>` : ''}
<p style="margin:0;font-size:14px;color:#4b5563">${reply}</p>`,
    bodyText: `${intro}

${detailsText(rows)}

${s.message}
${orderUrl ? `\n${labelledFr(tf('translatorMail.openOrder'), orderUrl)}\n` : ''}
${reply}`,
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
