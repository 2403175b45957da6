import { AlertCircle, CheckCircle2, Download } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import type { ClientQuoteView } from '../../../core/quote-views';
import { useLang, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { formatDay } from '../account/format';

/** What the client's quote page says about the quote's state (sent, accepted, paid, declined, expired). */
export const STATE_TONES: Record<ClientQuoteView['state'], string> = {
  draft: 'bg-surface-2 text-ink',
  sent: 'bg-brand-soft text-brand',
  accepted: 'bg-brand-soft text-brand',
  paid: 'bg-success-soft text-success',
  declined: 'bg-surface-2 text-ink',
  expired: 'bg-danger-soft text-danger',
};

/** What the page says about where the quote stands, above the quote itself. */
export function StateNotice({ quote, token }: { quote: ClientQuoteView; token: string }) {
  const t = useT();
  const lang = useLang();
  if (quote.state === 'expired')
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-4 text-sm leading-relaxed text-danger"
        data-testid="quote-expired"
      >
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          {richText(
            {
              link: (
                <Link to={localizedPath(lang, '/devis')} className="font-semibold text-danger underline">
                  {t('quotePage.expiredLink')}
                </Link>
              ),
            },
            (m) => t('quotePage.expired', { ...m, date: quote.validUntilText }),
          )}
        </p>
      </div>
    );
  if (quote.state === 'declined')
    return (
      <p role="status" className="rounded-xl bg-surface-2 px-4 py-4 text-sm text-ink" data-testid="quote-declined">
        {quote.declinedAt
          ? t('quotePage.declinedOn', { date: formatDay(quote.declinedAt, lang) })
          : t('quotePage.declined')}
      </p>
    );
  if (quote.state === 'accepted')
    return (
      <p role="status" className="rounded-xl bg-brand-soft px-4 py-4 text-sm text-ink" data-testid="quote-accepted">
        {quote.acceptedAt
          ? t('quotePage.acceptedOn', { date: formatDay(quote.acceptedAt, lang), until: quote.validUntilText })
          : t('quotePage.accepted', { until: quote.validUntilText })}
      </p>
    );
  if (quote.state === 'paid')
    return (
      <div
        role="status"
        className="flex flex-col gap-4 rounded-xl bg-success-soft px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
        data-testid="quote-paid"
      >
        <p className="flex gap-2.5 text-sm leading-relaxed text-ink">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
          <span>
            {richText({ order: <strong className="font-mono">{quote.orderId}</strong> }, (m) =>
              quote.paidAt
                ? t('quotePage.paidOn', { ...m, date: formatDay(quote.paidAt, lang) })
                : t('quotePage.paid', m),
            )}
          </span>
        </p>
        <a
          href={`/api/quotes/${token}/invoice`}
          download
          className="btn-primary shrink-0"
          data-testid="quote-invoice-download"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('customerArea.downloadInvoice')}
        </a>
      </div>
    );
  return null;
}

/** « Accepter et payer » (after the same withdrawal waiver as the cart) and « Refuser ». */
