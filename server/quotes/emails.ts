import { BUSINESS } from '../../core/business';
import type { CalendarDate } from '../../core/calendar-date';
import { formatEuros } from '../../core/money';
import { longDate } from '../../core/quote-offer-rules';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';

const P = 'margin:0 0 16px';
const BUTTON =
  'display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';

export interface QuoteOfferMail {
  requestId: string;
  name: string;
  totalCents: number;
  validUntil: CalendarDate;
  /** The personal link to /devis/<token>. */
  url: string;
}

/** To the client: the quote is ready, one link to read, accept and pay it (or decline it). */
export function quoteOfferEmail(q: QuoteOfferMail): MailContent {
  const until = longDate(q.validUntil);
  return layout({
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

/** To the translator: a client declined a quote. */
export function quoteDeclinedNoticeEmail(q: {
  requestId: string;
  name: string;
  email: string;
  totalCents: number;
  url: string;
}): MailContent {
  return layout({
    subject: `Devis ${q.requestId} refusé — ${q.name}`,
    preheader: `${q.name} a refusé le devis de ${formatEuros(q.totalCents)}.`,
    body: html`<p style="${P}">${q.name} (${q.email}) a refusé le devis <strong>${q.requestId}</strong> de ${formatEuros(q.totalCents)}.</p>
<p style="margin:0"><a href="${safeUrl(q.url)}" style="color:#1d4ed8">Voir les demandes de devis</a></p>`,
    bodyText: `${q.name} (${q.email}) a refusé le devis ${q.requestId} de ${formatEuros(q.totalCents)}.

Voir les demandes de devis : ${q.url}`,
  });
}
