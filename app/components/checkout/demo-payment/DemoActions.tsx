import { ArrowLeft, CheckCircle2, Lock } from 'lucide-react';
import { Link } from 'react-router';

type Words = Record<
  'alreadyPaid' | 'backToCart' | 'cancel' | 'cancelled' | 'demoExplain' | 'newQuote' | 'seeConfirmation',
  string
>;

/**
 * What the demo payment offers in its state: pay or cancel (plain forms, without JavaScript too),
 * or the way on once paid, once the quote's offer has ended, or once cancelled.
 */
export function DemoActions({
  text,
  state,
  base,
  payLabel,
  confirmationHref,
  offerEndedText,
  quotePath,
  cartPath,
}: {
  text: Words;
  state: string;
  /** The demo session's API address: /pay and /cancel are posted under it. */
  base: string;
  payLabel: string;
  confirmationHref: string;
  offerEndedText: string | null;
  quotePath: string;
  cartPath: string;
}) {
  return state === 'awaiting' ? (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {/* Plain forms: they work without JavaScript. */}
        <form method="post" action={`${base}/pay`} className="sm:order-2">
          <button type="submit" className="btn-primary w-full py-3.5 text-base" data-testid="demo-pay">
            <Lock className="h-4 w-4" aria-hidden="true" />
            {payLabel}
          </button>
        </form>
        <form method="post" action={`${base}/cancel`} className="sm:order-1">
          <button type="submit" className="btn-secondary w-full py-3.5 text-base" data-testid="demo-cancel">
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {text.cancel}
          </button>
        </form>
      </div>
      <p className="mt-4 text-center text-sm leading-relaxed text-muted">{text.demoExplain}</p>
    </>
  ) : state === 'paid' ? (
    <div
      className="flex flex-col items-start gap-4 rounded-xl bg-success-soft px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="demo-already-paid"
    >
      <p className="flex gap-2.5 text-sm leading-relaxed text-ink">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
        {text.alreadyPaid}
      </p>
      <a href={confirmationHref} className="btn-primary shrink-0">
        {text.seeConfirmation}
      </a>
    </div>
  ) : state === 'offerEnded' ? (
    <div
      className="flex flex-col items-start gap-4 rounded-xl bg-surface-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="demo-offer-ended"
    >
      <p className="text-sm leading-relaxed text-ink">{offerEndedText}</p>
      <Link to={quotePath} className="btn-secondary shrink-0">
        {text.newQuote}
      </Link>
    </div>
  ) : (
    <div className="flex flex-col items-start gap-4 rounded-xl bg-surface-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm leading-relaxed text-ink">{text.cancelled}</p>
      <Link to={cartPath} className="btn-secondary shrink-0">
        {text.backToCart}
      </Link>
    </div>
  );
}
