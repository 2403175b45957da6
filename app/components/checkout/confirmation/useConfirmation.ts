import { useEffect, useState } from 'react';
import type { Lang } from '../../../../core/messages';
import { MAIL_KEY, readCart, readMailClient } from '../../../lib/cart';
import { removeCookie } from '../../../lib/cookies';
import { clearOrderedCart, MAIL_CLIENT_TIMER_MS, readConfirmation } from '../checkout-client';
import { summaryFromLocalCart, summaryFromOrder, type ConfirmationSummary } from '../summary';

/**
 * What the confirmation shows: the server's summary, or the order (or cart) this browser kept,
 * read once before the cart is emptied; and the address the e-mail goes to.
 */
export function useConfirmation(cart: ConfirmationSummary | null, serverReference: string | null, lang: Lang) {
  const [summary, setSummary] = useState<ConfirmationSummary | null>(cart);
  const [reference, setReference] = useState<string | null>(serverReference);
  const [email, setEmail] = useState(cart?.email ?? '');

  useEffect(() => {
    // Read everything first, then empty the cart (spec 4): what is shown was read before removal.
    const ref = new URLSearchParams(window.location.search).get('ref');
    const stored = readConfirmation();
    const local = readCart()[0];
    const mail = readMailClient();
    if (stored && (!ref || stored.reference === ref)) {
      const fromOrder = summaryFromOrder(stored);
      // The order this browser kept is worded in French (the API's view): another language keeps the server's summary.
      if (lang === 'fr' || !cart) setSummary(fromOrder);
      setReference(stored.reference);
      if (fromOrder.email) setEmail(fromOrder.email);
    } else if (!cart && local) {
      setSummary(summaryFromLocalCart(local));
    }
    setEmail((current) => current || mail);
    clearOrderedCart();
    // Spec 9: the mail-client cookie is removed again after 30 minutes.
    const timer = window.setTimeout(() => removeCookie(MAIL_KEY), MAIL_CLIENT_TIMER_MS);
    return () => window.clearTimeout(timer);
  }, [cart, lang]);

  return { summary, reference, email };
}
