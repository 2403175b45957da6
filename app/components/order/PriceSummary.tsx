import { BUSINESS } from '../../../core/business';
import { eurosIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';
import type { QuoteView } from './types';

/** Breakdown lines and total, shared by the order form and the cart. */
export function PriceLines({ quote, headingId }: { quote: QuoteView; headingId?: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <dl className="space-y-2.5 text-sm" aria-labelledby={headingId}>
        {quote.lines.map((line) => (
          <div key={line.label} className="flex items-baseline justify-between gap-4">
            <dt className="text-muted" lang={line.lang} dir={line.lang === undefined ? undefined : 'auto'}>
              {line.label}
            </dt>
            <dd className="shrink-0 font-medium text-ink tabular-nums">{eurosIn(lang, line.amountCents)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <span className="text-base font-semibold text-ink">{t('customerArea.total')}</span>
        <span
          className="font-serif text-3xl font-semibold text-ink tabular-nums"
          data-testid="total-price"
          aria-live="polite"
          aria-atomic="true"
        >
          {eurosIn(lang, quote.totalCents)}
        </span>
      </div>
      <p className="mt-1 text-end text-xs text-muted">{lang === 'fr' ? BUSINESS.vatNote : t('orderForm.vatNote')}</p>
    </>
  );
}
