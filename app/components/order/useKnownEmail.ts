import { useEffect, useRef, useState } from 'react';
import { orderEmailSchema } from '../../../core/order-rules';
import { readMailClient } from '../../lib/cart';

/**
 * The address the order goes to when one is already known (the signed-in
 * user's, the cookie's, or the last one this browser used, from
 * localStorage); the field shows only when none is, or the visitor asks to
 * use another. `needEmailRef` lets the schema read the current state.
 */
export function useKnownEmail(serverEmail: string) {
  const [knownEmail, setKnownEmail] = useState(serverEmail);
  const [changingEmail, setChangingEmail] = useState(false);
  const needEmail = !knownEmail || changingEmail;
  const needEmailRef = useRef(needEmail);
  needEmailRef.current = needEmail;

  // An e-mail remembered only in localStorage is known too (the server saw no cookie).
  useEffect(() => {
    if (serverEmail) return;
    const stored = readMailClient();
    if (stored && orderEmailSchema.safeParse(stored).success) setKnownEmail(stored);
  }, [serverEmail]);

  return { knownEmail, needEmail, needEmailRef, changeEmail: () => setChangingEmail(true) };
}
