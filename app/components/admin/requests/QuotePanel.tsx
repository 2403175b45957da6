import { FilePlus2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { tr } from '../../../../core/messages';
import { formatEuros } from '../../../../core/money';
import { richText } from '../../../lib/rich-text';
import { longDate, type QuoteState } from '../../../../core/quote-offer-rules';
import type { AdminQuoteView } from '../../../../core/quote-views';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../../account/format';
import { Badge, type BadgeTone } from '../Badge';
import { QuoteOfferDialog } from './QuoteOfferDialog';
import type { QuoteCatalogue, RequestItem } from './types';

const TONES: Record<QuoteState, BadgeTone> = {
  draft: 'neutral',
  sent: 'brand',
  accepted: 'accent',
  paid: 'success',
  declined: 'neutral',
  expired: 'danger',
};

/** Expiry is a day (the last one it could be accepted); every other state an instant. */
const whenText = (step: AdminQuoteView['history'][number]) =>
  step.state === 'expired'
    ? tr('adminRequest.expiredAfter', { date: longDate(step.at) })
    : formatDayTime(step.at, 'fr');

/** The quote of a quote request on its card: every state with its date, and « Établir le devis ». */
export function QuotePanel({
  item,
  quote,
  catalogue,
}: {
  item: RequestItem;
  quote: NonNullable<RequestItem['quote']>;
  catalogue: QuoteCatalogue;
}) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const offer = quote.offer;
  return (
    <div className="mt-4 rounded-xl border border-line bg-surface-2/40 px-4 py-3" data-testid="quote-panel">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{tr('adminRequest.quoteHeading')}</span>
          {offer ? (
            <>
              <Badge tone={TONES[offer.state]} testId="quote-panel-state">
                {offer.stateLabel}
              </Badge>
              <span className="font-medium text-ink tabular-nums" data-testid="quote-panel-total">
                {formatEuros(offer.totalCents)}
              </span>
            </>
          ) : (
            <span className="text-sm text-muted">{tr('adminRequest.quoteNotYet')}</span>
          )}
        </div>
        {!offer || offer.editable ? (
          <button
            type="button"
            className="btn-primary px-3.5 py-2"
            onClick={() => setOpen(true)}
            data-testid="quote-open-form"
          >
            {offer ? (
              <Pencil className="h-4 w-4" aria-hidden="true" />
            ) : (
              <FilePlus2 className="h-4 w-4" aria-hidden="true" />
            )}
            {offer ? tr('adminRequest.editDraft') : tr('adminRequest.createQuote')}
          </button>
        ) : null}
      </div>
      {offer ? (
        <ol className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted" data-testid="quote-history">
          {offer.history.map((step) => (
            <li key={step.state} data-state={step.state}>
              <span className="font-medium text-ink">{step.label}</span> {whenText(step)}
            </li>
          ))}
          {offer.state === 'sent' || offer.state === 'accepted' ? (
            <li>{tr('adminRequest.validUntil', { date: longDate(offer.validUntil) })}</li>
          ) : null}
          {offer.orderId ? (
            <li>
              {richText(
                {
                  order: (
                    <Link to={`/admin/order-admin-details/${offer.orderId}`} className="font-mono text-brand">
                      {offer.orderId}
                    </Link>
                  ),
                },
                (m) => tr('adminRequest.quoteOrder', m),
              )}
            </li>
          ) : null}
        </ol>
      ) : null}
      {notice ? (
        <p role="status" className="mt-2 text-sm text-success" data-testid="quote-panel-notice">
          {notice}
        </p>
      ) : null}
      <QuoteOfferDialog
        requestId={item.id}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(message) => {
          setNotice(message);
          void revalidator.revalidate();
        }}
        catalogue={catalogue}
        pages={quote.pages}
        deliveryMethod={quote.deliveryMethod}
        offer={offer}
      />
    </div>
  );
}
