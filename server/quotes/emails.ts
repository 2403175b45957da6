import { BUSINESS } from '../../core/business';
import type { CalendarDate } from '../../core/calendar-date';
import { t, type Lang } from '../../core/messages';
import { formatEuros } from '../../core/money';
import { eurosIn } from '../../core/order-text';
import { longDateIn } from '../../core/quote-offer-rules';
import { escapeHtml, html, layout, raw, safeUrl, type MailContent, type SafeHtml } from '../mail/templates';

const P = 'margin:0 0 16px';
const BUTTON =
  'display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';

export interface QuoteOfferMail {
  requestId: string;
  name: string;
  totalCents: number;
  validUntil: CalendarDate;
  /** The personal link to /devis/<token> (/ar/devis/<token> for an Arabic request). */
  url: string;
  /** The language of the quote request's page (issue 17): the e-mail is written in it. */
  lang: Lang;
}

/** A sentence whose values (the reference, the amount) stand in bold; the rest is escaped. */
function withStrong(text: string, values: string[]): SafeHtml {
  let markup = escapeHtml(text);
  for (const value of values) markup = markup.replace(escapeHtml(value), `<strong>${escapeHtml(value)}</strong>`);
  return raw(markup);
}

/**
 * To the client: the quote is ready, one link to read, accept and pay it (or decline it). One
 * template worded by the catalogue's quoteMail domain in the request's language (issue 26).
 */
export function quoteOfferEmail(q: QuoteOfferMail): MailContent {
  const { lang } = q;
  const until = longDateIn(lang, q.validUntil);
  const amount = eurosIn(lang, q.totalCents);
  const trade = BUSINESS.tradeName;
  const vars = { reference: q.requestId, name: q.name, amount, until, trade };
  const hello = t(lang, 'quoteMail.hello', vars);
  const ready = t(lang, 'quoteMail.ready', vars);
  const howTo = t(lang, 'quoteMail.howTo');
  const personal = t(lang, 'quoteMail.personal');
  // The translator's Latin name, isolated in an Arabic line so the sign-off keeps its order.
  const signer = lang === 'ar' ? `\u2068${BUSINESS.translatorName}\u2069` : BUSINESS.translatorName;
  return layout({
    lang,
    subject: t(lang, 'quoteMail.subject', vars),
    preheader: t(lang, 'quoteMail.preheader', vars),
    body: html`<p style="${P}">${hello}</p>
<p style="${P}">${withStrong(ready, [q.requestId, amount])}</p>
<p style="${P}">${howTo}</p>
<p style="${P}"><a href="${safeUrl(q.url)}" style="${BUTTON}">${t(lang, 'quoteMail.button')}</a></p>
<p style="${P};font-size:14px;color:#4b5563">${personal}</p>
<p style="margin:0">${t(lang, 'mail.signOff')}<br>${signer}</p>`,
    bodyText: `${hello}\n\n${ready}\n\n${howTo}\n${q.url}\n\n${personal}\n\n${t(lang, 'mail.signOff')}\n${signer}`,
  });
}

/** To the translator: a client declined a quote (in French, domain translatorMail). */
export function quoteDeclinedNoticeEmail(q: {
  requestId: string;
  name: string;
  email: string;
  totalCents: number;
  url: string;
}): MailContent {
  const vars = { reference: q.requestId, name: q.name, email: q.email, amount: formatEuros(q.totalCents) };
  const see = t('fr', 'translatorMail.seeQuotes');
  // The reference in bold: the sentence is split around it, each side escaped by `html`.
  const [before, after = ''] = t('fr', 'translatorMail.declined', { ...vars, reference: '\u0000' }).split('\u0000');
  return layout({
    lang: 'fr', // to the translator
    subject: t('fr', 'translatorMail.declinedSubject', vars),
    preheader: t('fr', 'translatorMail.declinedPreheader', vars),
    body: html`<p style="${P}">${before}<strong>${q.requestId}</strong>${after}</p>
<p style="margin:0"><a href="${safeUrl(q.url)}" style="color:#1d4ed8">${see}</a></p>`,
    bodyText: `${t('fr', 'translatorMail.declined', vars)}

${see}\u00a0: ${q.url}`,
  });
}
