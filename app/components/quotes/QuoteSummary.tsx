import { ArrowDown } from 'lucide-react';
import type { DeliveryTiming } from '../../../core/order-delivery';
import { eurosIn } from '../../../core/order-text';
import type { ClientQuoteView } from '../../../core/quote-views';
import { useLang, useT } from '../../lib/i18n';
import { DeliveryEstimate } from '../order/DeliveryEstimate';
import { MobileTotalBar } from '../order/MobileTotalBar';
import type { DeliveryClock } from '../order/types';
import { useTimingEstimate } from '../order/useDeliveryEstimate';

/** Where « Accepter et payer » leads: the identity step, the consent and the pay button. */
export const QUOTE_ACTIONS_ID = 'accepter-devis';

export interface QuoteDelivery {
  timing: DeliveryTiming | null;
  clock: DeliveryClock;
}

/**
 * What a client needs before reading on (issue 30: on a phone the total and the action were
 * 1 400 px down): the total, the validity, the delivery date the order will get if paid now
 * (the cart's rule and the server's clock) and a way to the action; on phones, the cart's
 * sticky bar keeps the total and the action in sight until the action is on screen.
 */
export function QuoteSummary({ quote, delivery }: { quote: ClientQuoteView; delivery: QuoteDelivery }) {
  const t = useT();
  const lang = useLang();
  const estimate = useTimingEstimate(delivery.timing, delivery.clock);
  const action = (
    <a href={`#${QUOTE_ACTIONS_ID}`} className="btn-primary shrink-0 px-5 py-3" data-testid="quote-go-accept">
      {t('quotePage.goToAccept')}
      <ArrowDown className="h-4 w-4" aria-hidden="true" />
    </a>
  );
  return (
    <section className="card mt-5 p-5 sm:p-6" data-testid="quote-summary" aria-label={t('customerArea.total')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <dl className="grid gap-1">
          <div className="flex items-baseline gap-2">
            <dt className="text-sm text-muted">{t('customerArea.total')}</dt>
            <dd className="font-serif text-2xl font-semibold text-ink tabular-nums" data-testid="quote-summary-total">
              {eurosIn(lang, quote.totalCents)}
            </dd>
          </div>
          <div className="flex items-baseline gap-2 text-sm">
            <dt className="text-muted">{t('quotePage.validUntil')}</dt>
            <dd className="font-medium text-ink" data-testid="quote-summary-valid">
              {quote.validUntilText}
            </dd>
          </div>
        </dl>
        {action}
      </div>
      <DeliveryEstimate estimate={estimate} testId="quote-delivery-estimate" className="mt-4" />
      <MobileTotalBar totalCents={quote.totalCents} watchId={QUOTE_ACTIONS_ID}>
        <a href={`#${QUOTE_ACTIONS_ID}`} className="btn-primary shrink-0 px-4 py-2.5" data-testid="quote-bar-accept">
          {t('quotePage.goToAccept')}
        </a>
      </MobileTotalBar>
    </section>
  );
}
