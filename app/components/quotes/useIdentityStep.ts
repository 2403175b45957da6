import { useCallback, useEffect, useRef, useState } from 'react';
import { fulfilmentSchema, settleFulfilment, type FulfilmentInput } from '../../../core/buyer';
import {
  IDENTITY_COOKIE,
  IDENTITY_COOKIE_DAYS,
  identityInput,
  writeIdentityCookieValue,
  type IdentityFormValues,
} from '../../../core/identity-form';
import type { ShipsTo } from '../../../core/shipping-zones';
import { writeCookie } from '../../lib/cookies';

/** The form's values, read from its inputs (named after their API paths). */
function readForm(form: HTMLFormElement): IdentityFormValues {
  const data = new FormData(form);
  const v = (name: string) => String(data.get(name) ?? '');
  const address = (prefix: string) => ({
    line1: v(`${prefix}.line1`),
    line2: v(`${prefix}.line2`),
    postalCode: v(`${prefix}.postalCode`),
    city: v(`${prefix}.city`),
    country: v(`${prefix}.country`) || 'FR',
  });
  return {
    name: v('buyer.name'),
    phone: v('buyer.phone'),
    ship: address('shippingAddress'),
    billingKind: v('billing.kind') === 'business' ? 'business' : 'person',
    companyName: v('billing.companyName'),
    companyId: v('billing.companyId'),
    vatNumber: v('billing.vatNumber'),
    reference: v('billing.reference'),
    bill: address('billing.address'),
  };
}

/**
 * The quote page's identity step (issue 27): what was typed is kept in a cookie at every change
 * (and once the page is interactive, for what was typed before), so a reload shows it again; on
 * « Accepter et payer » the form is checked with the checkout's own rules (core/buyer.ts), each
 * refusal under its field, before the API checks it again.
 */
export function useIdentityStep(token: string, shipsTo: ShipsTo | null) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useCallback(() => {
    if (formRef.current)
      writeCookie(IDENTITY_COOKIE, writeIdentityCookieValue(token, readForm(formRef.current)), IDENTITY_COOKIE_DAYS);
  }, [token]);
  useEffect(save, [save]);

  /** The API's input, or null with the refusals shown and the first field focused. */
  const check = useCallback((): FulfilmentInput | null => {
    const form = formRef.current;
    if (!form) return null;
    const input = identityInput(readForm(form), shipsTo !== null);
    const found: Record<string, string> = {};
    const parsed = fulfilmentSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    } else {
      const settled = settleFulfilment(parsed.data, { postal: shipsTo ? { minDays: 0, maxDays: 0 } : null, shipsTo });
      if (!settled.ok) found[settled.refusal.path.join('.')] = settled.refusal.message;
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) return input;
    const field = Array.from(form.elements).find(
      (el): el is HTMLInputElement => el instanceof HTMLElement && (el as HTMLInputElement).name?.startsWith(first),
    );
    field?.focus();
    return null;
  }, [shipsTo]);

  /** A field changed: its refusal goes, the cookie follows. */
  const onInput = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name && errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
      save();
    },
    [errors, save],
  );

  return { formRef, errors, check, onInput };
}
