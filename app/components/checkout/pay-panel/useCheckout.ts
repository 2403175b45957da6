import { useEffect, useRef, useState } from 'react';
import { readMailClient, type CartFile } from '../../../lib/cart';
import type { CartView } from '../../order/types';
import {
  CHECKOUT_TEXT,
  CheckoutError,
  cartFingerprint,
  idempotencyKeyFor,
  startCheckout,
  type CheckoutBody,
} from '../checkout-client';

/** What POST /api/checkout receives for the cart's item. */
function checkoutBody(
  item: CartView,
  identity: NonNullable<CartView['identity']>,
  files: CartFile[],
  comment: string,
): CheckoutBody {
  return {
    numberOfPages: item.numberOfPages,
    numberOfDocuments: item.numberOfDocuments,
    deliveryMethod: item.deliveryMethod,
    legalization: item.legalization,
    urgent: item.urgent,
    ...(item.purpose ? { purpose: item.purpose } : {}),
    email: item.mailClient || readMailClient(),
    comment,
    fileIds: files.map((f) => f.id),
    ...identity.input,
  };
}

/**
 * One click creates the order (the idempotency key makes repeated clicks the same order) and the
 * browser goes to the payment page; the button stays busy until it has left.
 */
export function useCheckout() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  const checkout = async (item: CartView, files: CartFile[], comment: string) => {
    if (inFlight.current || !item.identity) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    const body = checkoutBody(item, item.identity, files, comment);
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

  return { pending, error, setError, checkout };
}
