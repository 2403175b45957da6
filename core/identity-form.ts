import type { Fulfilment, FulfilmentInput } from './buyer';
import { HOME_COUNTRY } from './countries';
import type { PostalAddress, PostalAddressInput } from './postal-address';
import { cookieDays } from './cookie-lifetimes';

/**
 * The identity step as a form holds it (the quote page, issue 27): every field a string, the
 * way it was typed. `identityInput` makes the API's input of it (core/buyer.ts fulfilmentSchema
 * checks it on both sides); `identityFromFulfilment` fills it back from what an order keeps. The
 * quote page keeps what was typed in a cookie (`IDENTITY_COOKIE`) so a reload shows it again.
 */
export interface IdentityFormValues {
  name: string;
  phone: string;
  ship: PostalAddressInput;
  billingKind: 'person' | 'business';
  companyName: string;
  companyId: string;
  vatNumber: string;
  reference: string;
  bill: PostalAddressInput;
}

const emptyAddress = (): PostalAddressInput => ({
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country: HOME_COUNTRY,
});

export const emptyIdentity = (name = ''): IdentityFormValues => ({
  name,
  phone: '',
  ship: emptyAddress(),
  billingKind: 'person',
  companyName: '',
  companyId: '',
  vatNumber: '',
  reference: '',
  bill: emptyAddress(),
});

const addressValues = (a: PostalAddress | null | undefined): PostalAddressInput =>
  a ? { line1: a.line1, line2: a.line2, postalCode: a.postalCode, city: a.city, country: a.country } : emptyAddress();

/** The form's values from an order's frozen identity (a quote accepted, then opened again before paying). */
export function identityFromFulfilment(f: Partial<Fulfilment>, fallbackName: string): IdentityFormValues {
  const values = emptyIdentity(f.buyer?.name ?? fallbackName);
  values.phone = f.buyer?.phone ?? '';
  values.ship = addressValues(f.shippingAddress);
  if (f.billing?.kind === 'business') {
    values.billingKind = 'business';
    values.companyName = f.billing.companyName;
    values.companyId = f.billing.siret ?? f.billing.siren;
    values.vatNumber = f.billing.vatNumber ?? '';
    values.reference = f.billing.reference ?? '';
    values.bill = addressValues(f.billing.address);
  }
  return values;
}

/** What the API receives: the address only when the quote posts paper, the business only when chosen. */
export function identityInput(v: IdentityFormValues, postal: boolean): FulfilmentInput {
  return {
    buyer: { name: v.name, phone: v.phone },
    shippingAddress: postal ? v.ship : null,
    billing:
      v.billingKind === 'business'
        ? {
            kind: 'business',
            companyName: v.companyName,
            companyId: v.companyId,
            vatNumber: v.vatNumber,
            address: v.bill,
            reference: v.reference,
          }
        : { kind: 'person' },
  };
}

/** The cookie that keeps what was typed on a quote's page, for a reload: one quote at a time, 7 days. */
export const IDENTITY_COOKIE = 'devis_saisie';
export const IDENTITY_COOKIE_DAYS = cookieDays('quoteIdentity');
/** The cookie names its quote by the start of the link's token: another quote's page starts empty. */
const tokenTag = (token: string) => token.slice(0, 10);

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '');
const readAddress = (a: unknown): PostalAddressInput => {
  const o = (a && typeof a === 'object' ? a : {}) as Record<string, unknown>;
  return {
    line1: text(o.line1),
    line2: text(o.line2),
    postalCode: text(o.postalCode, 40),
    city: text(o.city),
    country: text(o.country, 2) || HOME_COUNTRY,
  };
};

export const writeIdentityCookieValue = (token: string, v: IdentityFormValues): string =>
  JSON.stringify({ t: tokenTag(token), v });

/** What the cookie kept for this quote, or null (another quote's, none, or not ours to read). */
export function readIdentityCookieValue(raw: string | undefined, token: string): IdentityFormValues | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { t?: unknown; v?: Record<string, unknown> };
    if (parsed.t !== tokenTag(token) || !parsed.v || typeof parsed.v !== 'object') return null;
    const v = parsed.v;
    return {
      name: text(v.name),
      phone: text(v.phone, 40),
      ship: readAddress(v.ship),
      billingKind: v.billingKind === 'business' ? 'business' : 'person',
      companyName: text(v.companyName),
      companyId: text(v.companyId, 40),
      vatNumber: text(v.vatNumber, 40),
      reference: text(v.reference, 80),
      bill: readAddress(v.bill),
    };
  } catch {
    return null;
  }
}
