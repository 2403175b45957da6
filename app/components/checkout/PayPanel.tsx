import { AlertCircle, Loader2, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { eurosIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';
import { readMailClient, type CartFile } from '../../lib/cart';
import { MobileTotalBar } from '../order/MobileTotalBar';
import type { CartView } from '../order/types';
import {
  CHECKOUT_TEXT,
  CheckoutError,
  cartFingerprint,
  idempotencyKeyFor,
  startCheckout,
  type CheckoutBody,
} from './checkout-client';

/**
 * The cart's 'Payer' button: the withdrawal consent must be ticked first, so
 * it stands above the button; one click creates the order (the idempotency key
 * makes repeated clicks the same order) and the browser goes to the payment
 * page. On a phone a bar keeps the total and the button in sight.
 */
export function PayPanel({
  item,
  files,
  comment,
  totalCents,
  afterPayment,
}: {
  item: CartView;
  files: CartFile[];
  comment: string;
  totalCents: number;
  /** What happens once paid, stated next to the button. */
  afterPayment: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const ids = useId();
  const consentId = `${ids}-consentement`;
  const consentLabelId = `${ids}-consentement-texte`;
  const reasonId = `${ids}-raison`;
  const errorId = `${ids}-erreur`;
  // A fixed id: the phone bar watches the button by it.
  const buttonId = 'payer';
  const consentRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A box ticked before the page finished loading still counts.
  useEffect(() => {
    if (consentRef.current?.checked) setConsent(true);
  }, []);

  // Back from the payment page through the browser's cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setPending(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const expired = item.expiredFileIds.length > 0;
  // No name, or no address for paper: nothing can be paid until « Compléter mes coordonnées ».
  const missing = item.identity === null;
  const disabled = expired || missing || !consent || pending;

  const pay = async () => {
    if (inFlight.current || expired || missing || !consent || !item.identity) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    const body: CheckoutBody = {
      numberOfPages: item.numberOfPages,
      numberOfDocuments: item.numberOfDocuments,
      deliveryMethod: item.deliveryMethod,
      legalization: item.legalization,
      urgent: item.urgent,
      ...(item.purpose ? { purpose: item.purpose } : {}),
      email: item.mailClient || readMailClient(),
      comment,
      fileIds: files.map((f) => f.id),
      ...item.identity.input,
    };
    try {
      const url = await startCheckout(body, idempotencyKeyFor(cartFingerprint(body)));
      window.location.assign(url);
      // The page is leaving: the button stays busy until it does.
    } catch (err) {
      inFlight.current = false;
      setPending(false);
      setError(err instanceof CheckoutError ? err.message : CHECKOUT_TEXT.generic);
    }
  };

  // The phone bar's button pays when it can; otherwise it brings the visitor to what is missing.
  const payFromBar = () => {
    if (!disabled) return void pay();
    const target = expired
      ? document.getElementById(reasonId)
      : missing
        ? document.querySelector<HTMLElement>('[data-testid="identity-missing"]')
        : consentRef.current;
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (!expired && !missing) consentRef.current?.focus({ preventScroll: true });
  };

  const describedBy = [expired ? reasonId : !consent ? consentLabelId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="mt-5" data-testid="pay-panel">
      {expired ? (
        <p
          id={reasonId}
          className="flex gap-2 rounded-lg bg-danger-soft px-3.5 py-3 text-sm leading-relaxed text-danger"
          data-testid="pay-blocked"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('orderForm.expiredReason')}
        </p>
      ) : (
        <div className="rounded-lg border border-line bg-surface-2/60 px-3.5 py-3">
          <div className="flex gap-3">
            <input
              ref={consentRef}
              id={consentId}
              type="checkbox"
              required
              className="mt-0.5 h-4.5 w-4.5 shrink-0 cursor-pointer accent-brand"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setError(null);
              }}
              disabled={pending}
              data-testid="withdrawal-consent"
            />
            <label
              htmlFor={consentId}
              id={consentLabelId}
              className="cursor-pointer text-[0.8125rem] leading-relaxed text-ink"
            >
              {t('orderForm.consent')}
            </label>
          </div>
          <p className="mt-2 ps-7.5 text-xs leading-relaxed text-muted">
            {t('orderForm.consentRequired')}{' '}
            <Link to={localizedPath(lang, '/cgu')} className="text-brand underline">
              {t('orderForm.terms')}
            </Link>
            .
          </p>
        </div>
      )}
      <button
        type="button"
        id={buttonId}
        className="btn-primary mt-4 w-full py-3.5 text-base"
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        onClick={() => void pay()}
        data-testid="pay-button"
      >
        {pending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Lock className="h-4 w-4" aria-hidden="true" />
        )}
        {pending ? t('orderForm.redirecting') : t('orderForm.pay', { amount: eurosIn(lang, totalCents) })}
      </button>
      <p aria-live="polite" className="sr-only">
        {pending ? t('orderForm.redirectingLive') : ''}
      </p>

      <p className="mt-3 text-xs leading-relaxed text-muted" data-testid="after-payment">
        {afterPayment}
      </p>
      {error ? (
        <div
          role="alert"
          id={errorId}
          className="mt-3 flex gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3.5 py-3 text-sm leading-relaxed text-danger"
          data-testid="checkout-error"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{error}</p>
        </div>
      ) : null}

      <MobileTotalBar totalCents={totalCents} watchId={buttonId} hideWhenPassed={false}>
        <button
          type="button"
          className="btn-primary shrink-0 px-4 py-2.5"
          onClick={payFromBar}
          disabled={pending}
          data-testid="bar-pay-button"
        >
          <Lock className="h-4 w-4" aria-hidden="true" />
          {t('orderForm.pay', { amount: eurosIn(lang, totalCents) })}
        </button>
      </MobileTotalBar>
      <noscript>
        <p className="mt-3 text-sm text-muted">
          {t('orderForm.noScriptBefore')}{' '}
          <a href={localizedPath(lang, '/contact')} className="text-brand underline">
            {t('orderForm.contactUs')}
          </a>{' '}
          {t('orderForm.noScriptAfter')}
        </p>
      </noscript>
    </div>
  );
}
