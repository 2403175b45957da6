import { Loader2, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { eurosIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';
import type { CartFile } from '../../lib/cart';
import { MobileTotalBar } from '../order/MobileTotalBar';
import type { CartView } from '../order/types';
import { ConsentBox } from './pay-panel/ConsentBox';
import { CheckoutErrorNote, ExpiredFilesReason, NoScriptNote } from './pay-panel/PayNotes';
import { useCheckout } from './pay-panel/useCheckout';

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
  const [consent, setConsent] = useState(false);
  const { pending, error, setError, checkout } = useCheckout();

  // A box ticked before the page finished loading still counts.
  useEffect(() => {
    if (consentRef.current?.checked) setConsent(true);
  }, []);

  const expired = item.expiredFileIds.length > 0;
  // No name, or no address for paper: nothing can be paid until « Compléter mes coordonnées ».
  const missing = item.identity === null;
  const disabled = expired || missing || !consent || pending;

  const pay = async () => {
    if (expired || missing || !consent) return;
    await checkout(item, files, comment);
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
        <ExpiredFilesReason id={reasonId} />
      ) : (
        <ConsentBox
          inputRef={consentRef}
          id={consentId}
          labelId={consentLabelId}
          checked={consent}
          disabled={pending}
          onChange={(checked) => {
            setConsent(checked);
            if (checked) setError(null);
          }}
        />
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
      {error ? <CheckoutErrorNote id={errorId} error={error} /> : null}

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
      <NoScriptNote />
    </div>
  );
}
