import { BUSINESS } from '../../core/business';
import type { CalendarDate } from '../../core/calendar-date';
import type { Lang } from '../../core/messages';
import { formatEuros } from '../../core/money';
import { eurosIn } from '../../core/order-text';
import { longDate, longDateIn } from '../../core/quote-offer-rules';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';

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

/** To the client: the quote is ready, one link to read, accept and pay it (or decline it). */
export function quoteOfferEmail(q: QuoteOfferMail): MailContent {
  if (q.lang === 'ar') return arabicQuoteOfferEmail(q);
  const until = longDate(q.validUntil);
  return layout({
    lang: 'fr',
    subject: `Votre devis ${q.requestId} — ${BUSINESS.tradeName}`,
    preheader: `Devis de ${formatEuros(q.totalCents)}, valable jusqu’au ${until}.`,
    body: html`<p style="${P}">Bonjour ${q.name},</p>
<p style="${P}">Votre devis pour la demande <strong>${q.requestId}</strong> est prêt : <strong>${formatEuros(q.totalCents)}</strong>, valable jusqu’au ${until}.</p>
<p style="${P}">Vous pouvez le consulter, le télécharger en PDF, puis l’accepter et le payer en ligne, ou le refuser :</p>
<p style="${P}"><a href="${safeUrl(q.url)}" style="${BUTTON}">Voir mon devis</a></p>
<p style="${P};font-size:14px;color:#4b5563">Ce lien est personnel : ne le transférez pas. Une question ? Répondez simplement à cet e-mail.</p>
<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour ${q.name},

Votre devis pour la demande ${q.requestId} est prêt : ${formatEuros(q.totalCents)}, valable jusqu’au ${until}.

Vous pouvez le consulter, le télécharger en PDF, puis l’accepter et le payer en ligne, ou le refuser :
${q.url}

Ce lien est personnel : ne le transférez pas. Une question ? Répondez simplement à cet e-mail.

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}

/** Latin names in an Arabic sentence, isolated so they keep their order (as the account e-mails do). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * The same e-mail in Arabic (issue 17): server-only words, kept out of the message catalogue like
 * the account e-mails'. The quote's PDF stays French, and says so; the link opens the Arabic page.
 */
function arabicQuoteOfferEmail(q: QuoteOfferMail): MailContent {
  const until = longDateIn('ar', q.validUntil);
  const amount = eurosIn('ar', q.totalCents);
  const reference = isolated(q.requestId);
  const name = isolated(q.name);
  const signer = isolated(BUSINESS.translatorName);
  return layout({
    lang: 'ar',
    subject: `عرض السعر ${reference} — ${isolated(BUSINESS.tradeName)}`,
    preheader: `عرض سعر بمبلغ ${amount}، صالح حتى ${until}.`,
    body: html`<p style="${P}">مرحبًا ${name}،</p>
<p style="${P}">عرض السعر الخاص بطلبك <strong>${reference}</strong> جاهز: <strong>${amount}</strong>، وهو صالح حتى ${until}.</p>
<p style="${P}">يمكنك الاطلاع عليه وتنزيله بصيغة PDF (بالفرنسية)، ثم قبوله ودفعه عبر الإنترنت، أو رفضه:</p>
<p style="${P}"><a href="${safeUrl(q.url)}" style="${BUTTON}">الاطلاع على عرض السعر</a></p>
<p style="${P};font-size:14px;color:#4b5563">هذا الرابط شخصي: لا تُرسله إلى غيرك. لديك سؤال؟ يكفي أن تردّ على هذه الرسالة.</p>
<p style="margin:0">مع أطيب التحيات،<br>${signer}</p>`,
    bodyText: `مرحبًا ${name}،

عرض السعر الخاص بطلبك ${reference} جاهز: ${amount}، وهو صالح حتى ${until}.

يمكنك الاطلاع عليه وتنزيله بصيغة PDF (بالفرنسية)، ثم قبوله ودفعه عبر الإنترنت، أو رفضه:
${q.url}

هذا الرابط شخصي: لا تُرسله إلى غيرك. لديك سؤال؟ يكفي أن تردّ على هذه الرسالة.

مع أطيب التحيات،
${signer}`,
  });
}

/** To the translator: a client declined a quote. */
export function quoteDeclinedNoticeEmail(q: {
  requestId: string;
  name: string;
  email: string;
  totalCents: number;
  url: string;
}): MailContent {
  return layout({
    lang: 'fr', // to the translator
    subject: `Devis ${q.requestId} refusé — ${q.name}`,
    preheader: `${q.name} a refusé le devis de ${formatEuros(q.totalCents)}.`,
    body: html`<p style="${P}">${q.name} (${q.email}) a refusé le devis <strong>${q.requestId}</strong> de ${formatEuros(q.totalCents)}.</p>
<p style="margin:0"><a href="${safeUrl(q.url)}" style="color:#1d4ed8">Voir les demandes de devis</a></p>`,
    bodyText: `${q.name} (${q.email}) a refusé le devis ${q.requestId} de ${formatEuros(q.totalCents)}.

Voir les demandes de devis : ${q.url}`,
  });
}
