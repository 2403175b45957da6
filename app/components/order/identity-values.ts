import { fulfilmentSchema, settleFulfilment, type FulfilmentInput } from '../../../core/buyer';
import { HOME_COUNTRY } from '../../../core/countries';
import { shipsPaper, type ShippingOption } from '../../../core/shipping-zones';

/**
 * « Vos coordonnées », the shipping address and « Facturer au nom de » as the order form holds
 * them: flat text fields (the form's typed-before-hydration hook works field by field), turned
 * into the checkout's shape (core/buyer) for the cart and the API, and back when editing.
 */
export interface IdentityValues {
  buyerName: string;
  buyerPhone: string;
  shipLine1: string;
  shipLine2: string;
  shipPostalCode: string;
  shipCity: string;
  shipCountry: string;
  billingKind: 'person' | 'business';
  companyName: string;
  companyId: string;
  vatNumber: string;
  billLine1: string;
  billLine2: string;
  billPostalCode: string;
  billCity: string;
  billCountry: string;
  billReference: string;
}

export const IDENTITY_DEFAULTS: IdentityValues = {
  buyerName: '',
  buyerPhone: '',
  shipLine1: '',
  shipLine2: '',
  shipPostalCode: '',
  shipCity: '',
  shipCountry: HOME_COUNTRY,
  billingKind: 'person',
  companyName: '',
  companyId: '',
  vatNumber: '',
  billLine1: '',
  billLine2: '',
  billPostalCode: '',
  billCity: '',
  billCountry: HOME_COUNTRY,
  billReference: '',
};

const address = (v: IdentityValues, p: 'ship' | 'bill') => ({
  line1: v[`${p}Line1`],
  line2: v[`${p}Line2`],
  postalCode: v[`${p}PostalCode`],
  city: v[`${p}City`],
  country: v[`${p}Country`],
});

/** The checkout's shape: the address only when the chosen delivery posts paper. */
export function identityInput(v: IdentityValues, delivery: ShippingOption | undefined): FulfilmentInput {
  return {
    buyer: { name: v.buyerName, ...(v.buyerPhone.trim() ? { phone: v.buyerPhone } : {}) },
    shippingAddress: delivery && shipsPaper(delivery) ? address(v, 'ship') : null,
    billing:
      v.billingKind === 'business'
        ? {
            kind: 'business',
            companyName: v.companyName,
            companyId: v.companyId,
            vatNumber: v.vatNumber,
            address: address(v, 'bill'),
            reference: v.billReference,
          }
        : { kind: 'person' },
  };
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** Back to the form's fields (editing the cart, a signed-in customer's last order); anything unreadable stays empty. */
export function identityValues(input: unknown): IdentityValues {
  const i = obj(input);
  const buyer = obj(i.buyer);
  const ship = obj(i.shippingAddress);
  const billing = obj(i.billing);
  const bill = obj(billing.address);
  const business = billing.kind === 'business';
  return {
    ...IDENTITY_DEFAULTS,
    buyerName: text(buyer.name),
    buyerPhone: text(buyer.phone),
    shipLine1: text(ship.line1),
    shipLine2: text(ship.line2),
    shipPostalCode: text(ship.postalCode),
    shipCity: text(ship.city),
    shipCountry: text(ship.country) || HOME_COUNTRY,
    billingKind: business ? 'business' : 'person',
    companyName: business ? text(billing.companyName) : '',
    // The stored identity keeps the SIRET when one was given, else the SIREN; the form's input keeps what was typed.
    companyId: business ? text(billing.companyId) || text(billing.siret) || text(billing.siren) : '',
    vatNumber: business ? text(billing.vatNumber) : '',
    billLine1: text(bill.line1),
    billLine2: text(bill.line2),
    billPostalCode: text(bill.postalCode),
    billCity: text(bill.city),
    billCountry: text(bill.country) || HOME_COUNTRY,
    billReference: business ? text(billing.reference) : '',
  };
}

/** The schema's path of an issue → the form's field. */
function fieldOf(path: readonly PropertyKey[]): keyof IdentityValues {
  const [head, second, third] = path.map(String);
  const addressField = (p: 'ship' | 'bill', key: string | undefined) =>
    `${p}${(key ?? 'line1').charAt(0).toUpperCase()}${(key ?? 'line1').slice(1)}` as keyof IdentityValues;
  if (head === 'buyer') return second === 'phone' ? 'buyerPhone' : 'buyerName';
  if (head === 'shippingAddress') return addressField('ship', second);
  if (head === 'billing') {
    if (second === 'address') return addressField('bill', third);
    if (second === 'reference') return 'billReference';
    if (second === 'companyName' || second === 'companyId' || second === 'vatNumber') return second;
    return 'billingKind';
  }
  return 'buyerName';
}

/** The same rules as the API (core/buyer), one message per field, for the order form. */
export function identityIssues(
  v: IdentityValues,
  delivery: ShippingOption | undefined,
): { field: keyof IdentityValues; message: string }[] {
  const parsed = fulfilmentSchema.safeParse(identityInput(v, delivery));
  if (!parsed.success) {
    const seen = new Set<string>();
    return parsed.error.issues.flatMap((issue) => {
      const field = fieldOf(issue.path);
      if (seen.has(field)) return [];
      seen.add(field);
      return [{ field, message: issue.message }];
    });
  }
  if (!delivery) return [];
  const settled = settleFulfilment(parsed.data, delivery);
  return settled.ok ? [] : [{ field: fieldOf(settled.refusal.path), message: settled.refusal.message }];
}
