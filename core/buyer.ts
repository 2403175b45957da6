import { z } from 'zod';
import { readCompanyId, readVatNumber } from './company-ids';
import { ref } from './messages';
import { stripMarkup } from './order-rules';
import { postalAddressSchema, type PostalAddress } from './postal-address';
import { servesCountry, shippingZone, type ShippingOption } from './shipping-zones';

/**
 * Who orders, where the paper original goes and whom the invoice is made out to (issue 27):
 * one set of rules for the order form, the cart, the quote page and the API. The order keeps
 * what these schemas output, frozen at checkout (orders.buyer, .shipping_address, .billing).
 */
export const BUYER_LIMITS = { name: 120, companyName: 120, reference: 60, phone: 25 } as const;

/** Typed text: markup and control characters removed, runs of spaces made one. */
const typed = (text: string) => stripMarkup(text).replace(/\s+/g, ' ');

/** A name in any script (Arabic, Latin…), markup stripped. */
const nameSchema = z
  .string(ref('buyer.nameRequired'))
  .transform(typed)
  .pipe(
    z
      .string()
      .min(1, ref('buyer.nameRequired'))
      .max(BUYER_LIMITS.name, ref('buyer.nameTooLong', { max: BUYER_LIMITS.name })),
  );

/** Loose international format: digits with spaces, dots, hyphens, brackets, an optional leading +; 6 to 15 digits. */
const PHONE = /^\+?[\d\s.()-]+$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

/** Empty text is « not given ». */
const optionalText = (schema: z.ZodType<string | undefined, string | undefined>) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : typed(v) || undefined))
    .pipe(schema);

const phoneSchema = optionalText(
  z
    .string()
    .max(BUYER_LIMITS.phone, ref('buyer.phoneInvalid'))
    .refine((p) => PHONE.test(p) && phoneDigits(p) >= 6 && phoneDigits(p) <= 15, ref('buyer.phoneInvalid'))
    .optional(),
);

/** « Vos coordonnées »: the buyer's name (required) and phone (optional: the carrier, a question about the order). */
export const buyerSchema = z.object(
  {
    name: nameSchema,
    phone: phoneSchema,
  },
  ref('buyer.nameRequired'),
);
export type Buyer = z.output<typeof buyerSchema>;

const companyIdSchema = z.string(ref('billing.companyIdRequired')).transform((v, ctx) => {
  if (v.trim() === '') {
    ctx.addIssue({ code: 'custom', message: ref('billing.companyIdRequired') });
    return z.NEVER;
  }
  const id = readCompanyId(v);
  if (id.ok) return { siren: id.siren, siret: id.siret };
  const message = {
    length: 'billing.companyIdLength',
    siren: 'billing.sirenInvalid',
    siret: 'billing.siretInvalid',
  } as const;
  ctx.addIssue({ code: 'custom', message: ref(message[id.reason]) });
  return z.NEVER;
});

const vatSchema = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return null;
    const vat = readVatNumber(v);
    if (vat.ok) return vat.value;
    ctx.addIssue({
      code: 'custom',
      message: ref(vat.reason === 'key' ? 'billing.vatKeyInvalid' : 'billing.vatInvalid'),
    });
    return z.NEVER;
  });

const personBilling = z.object({
  kind: z.literal('person'),
  /** Another name than the buyer's (a parent paying for a child…); empty: the buyer's. */
  name: optionalText(nameSchema.optional()),
  address: postalAddressSchema.nullable().optional().default(null),
});

const businessBilling = z.object({
  kind: z.literal('business'),
  companyName: z
    .string(ref('billing.companyNameRequired'))
    .transform(typed)
    .pipe(
      z
        .string()
        .min(1, ref('billing.companyNameRequired'))
        .max(BUYER_LIMITS.companyName, ref('billing.companyNameTooLong', { max: BUYER_LIMITS.companyName })),
    ),
  companyId: companyIdSchema,
  vatNumber: vatSchema,
  address: postalAddressSchema,
  /** « Référence ou bon de commande »: printed on the invoice for the buyer's books. */
  reference: optionalText(
    z
      .string()
      .max(BUYER_LIMITS.reference, ref('billing.referenceTooLong', { max: BUYER_LIMITS.reference }))
      .optional(),
  ),
});

/** « Facturer au nom de »: the person (default) or « une entreprise, un cabinet, une administration ». */
export const billingIdentitySchema = z.discriminatedUnion(
  'kind',
  [personBilling, businessBilling],
  ref('billing.kindInvalid'),
);

/**
 * The billing identity as the order keeps it (orders.billing) and the invoice prints it: the
 * person's name filled in from the buyer's when not given; the business's SIREN always, its SIRET
 * when one was typed (the SIREN is its first nine digits).
 */
export type BillingIdentity =
  | { kind: 'person'; name: string; address: PostalAddress | null }
  | {
      kind: 'business';
      companyName: string;
      siren: string;
      siret: string | null;
      vatNumber: string | null;
      address: PostalAddress;
      reference: string | null;
    };

/** What the checkout receives: the buyer, the shipping address (when the delivery posts paper) and the billing identity. */
export const fulfilmentFields = {
  buyer: buyerSchema,
  shippingAddress: postalAddressSchema.nullable().optional(),
  billing: billingIdentitySchema.prefault({ kind: 'person' }),
};
export const fulfilmentSchema = z.object(fulfilmentFields);
export type FulfilmentInput = z.input<typeof fulfilmentSchema>;

/** What the order keeps, frozen at checkout. */
export interface Fulfilment {
  buyer: Buyer;
  /** Null when the delivery posts nothing (e-mail, pickup at the office). */
  shippingAddress: PostalAddress | null;
  billing: BillingIdentity;
}

type Refusal = { path: (string | number)[]; message: string };

/**
 * The checkout's own rule, once the delivery method is known: a row that posts paper needs an
 * address in a country it serves; a row that posts nothing keeps no address (null), whatever was
 * sent. Returns the fulfilment to store, or the refusal (path and message reference).
 */
export function settleFulfilment(
  input: z.output<typeof fulfilmentSchema>,
  delivery: ShippingOption,
): { ok: true; value: Fulfilment } | { ok: false; refusal: Refusal } {
  const zone = shippingZone(delivery);
  let shippingAddress: PostalAddress | null = null;
  if (zone) {
    if (!input.shippingAddress)
      return { ok: false, refusal: { path: ['shippingAddress'], message: ref('address.addressRequired') } };
    if (!servesCountry(zone, input.shippingAddress.country))
      return {
        ok: false,
        refusal: {
          path: ['shippingAddress', 'country'],
          message: ref(zone === 'france' ? 'address.franceOnly' : 'address.abroadOnly'),
        },
      };
    shippingAddress = input.shippingAddress;
  }
  const b = input.billing;
  const billing: BillingIdentity =
    b.kind === 'person'
      ? { kind: 'person', name: b.name ?? input.buyer.name, address: b.address ?? null }
      : {
          kind: 'business',
          companyName: b.companyName,
          siren: b.companyId.siren,
          siret: b.companyId.siret,
          vatNumber: b.vatNumber,
          address: b.address,
          reference: b.reference ?? null,
        };
  return { ok: true, value: { buyer: input.buyer, shippingAddress, billing } };
}
