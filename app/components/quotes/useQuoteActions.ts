import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { IDENTITY_COOKIE } from '../../../core/identity-form';
import type { ShipsTo } from '../../../core/shipping-zones';
import { apiRequest } from '../../lib/api-client';
import { removeCookie } from '../../lib/cookies';
import { useT } from '../../lib/i18n';
import { useIdentityStep } from './useIdentityStep';

/**
 * The state of a quote's actions (QuoteOfferView's QuoteActions): the identity step, the waiver,
 * « Accepter et payer » and « Refuser », and what each answered.
 */
export function useQuoteActions(token: string, shipsTo: ShipsTo | null) {
  const t = useT();
  const genericError = t('quotePage.genericError');
  const revalidator = useRevalidator();
  const consentRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const identity = useIdentityStep(token, shipsTo);

  // A box ticked before the page finished loading still counts.
  useEffect(() => {
    if (consentRef.current?.checked) setConsent(true);
  }, []);
  // Back from the payment page through the browser's cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const accept = async () => {
    if (inFlight.current || !consent) return;
    // The identity step first: its refusals under their fields, in the page's language.
    const fulfilment = identity.check();
    if (!fulfilment) {
      setError(t('quotePage.identityCheck'));
      return;
    }
    inFlight.current = true;
    setPending('accept');
    setError(null);
    const answer = await apiRequest<{ url?: unknown }>('POST', `/api/quotes/${token}/accept`, {
      ...fulfilment,
      withdrawalConsent: true,
    });
    if (answer.ok && typeof answer.data?.url === 'string') {
      // The order keeps the identity now: the browser need not.
      removeCookie(IDENTITY_COOKIE);
      window.location.assign(answer.data.url);
      return;
    }
    inFlight.current = false;
    setPending(null);
    setError(answer.ok ? genericError : (answer.message ?? genericError));
    if (!answer.ok && answer.status === 409) await revalidator.revalidate();
  };

  const decline = async () => {
    setPending('decline');
    setError(null);
    const answer = await apiRequest('POST', `/api/quotes/${token}/decline`);
    setPending(null);
    setConfirmDecline(false);
    if (!answer.ok) setError(answer.message ?? genericError);
    await revalidator.revalidate();
  };

  return {
    identity,
    consentRef,
    consent,
    setConsent,
    pending,
    confirmDecline,
    setConfirmDecline,
    error,
    setError,
    accept,
    decline,
  };
}
