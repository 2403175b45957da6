import { BUSINESS, fullAddress } from '../../core/business';
import { parisDateTime, type CalendarDate } from '../../core/calendar-date';
import type { BillingIdentity } from '../../core/buyer';
import type { PostalAddress } from '../../core/postal-address';
import { t } from '../../core/messages';
import type { Order } from '../orders/schema';
import { businessTerms, type BusinessTerms } from './business-terms';

/**
 * What an invoice says, frozen when it is issued and stored with it (invoices.data). The PDF is
 * drawn from this alone, so a later change of the business identity, the catalogue or the order
 * never changes an invoice already issued.
 */
interface InvoiceBase {
  number: string;
  /** ISO instant. */
  issuedAt: string;
  seller: {
    name: string;
    tradeName: string;
    title: string;
    address: string;
    siret: string;
    email: string;
    phone: string;
    vatNote: string;
    mediator: { name: string; address: string; website: string };
  };
  buyer: {
    /** The customer's name when the order has one (not collected yet: the e-mail stands in). */
    name: string | null;
    email: string;
    address: string | null;
  };
  orderReference: string;
  /** Date of the service sold: the day the order was paid (Paris), when the translator takes it on. */
  serviceDate: CalendarDate;
  lines: { label: string; quantity: number; unitCents: number; amountCents: number }[];
  totalCents: number;
  currency: 'EUR';
  payment: { paidAt: string; method: Order['paymentProvider']; methodLabel: string };
  /**
   * An Arabic order's (orders.lang, read when the invoice is issued; issue 17, decision 033):
   * the lines in Arabic, same order, frozen with the French ones, which the PDF prints under
   * them. Absent on a French order's invoice, whose content and bytes stay what they were.
   */
  arabic?: { lines: string[] };
  /**
   * The drawing's revision (issue 26): from 2, the foot's and the payment's French mentions have
   * a no-break space before « : » (`colonOf`). Absent on the documents issued before, which are
   * drawn byte for byte as they were.
   */
  layout?: typeof LAYOUT;
}

/** The drawing's revision of the documents issued now. */
const LAYOUT = 2;

/** The space before « : » in a document's French mentions: ordinary before layout 2, no-break since. */
export const colonOf = (data: Pick<InvoiceBase, 'layout'>): string => (data.layout === LAYOUT ? '\u00a0:' : ' :');

/** The first shape, of every invoice issued before issue 27: the buyer is an e-mail address. Kept as issued. */
interface InvoiceDataV1 extends InvoiceBase {
  version: 1;
}

/**
 * From issue 27: « Facturé à » prints the order's billing identity (orders.billing), frozen here
 * as it was at payment, and a business buyer's invoice the mentions of a French B2B invoice
 * (payment terms, late-payment penalties, the 40 € indemnity), worded when issued.
 */
interface InvoiceDataV2 extends InvoiceBase {
  version: 2;
  billedTo: BillingIdentity;
  businessTerms: BusinessTerms | null;
}

/** The frozen content of an invoice, in the shape of the day it was issued (read by `version`). */
export type InvoiceData = InvoiceDataV1 | InvoiceDataV2;

const METHOD_LABELS: Record<Order['paymentProvider'], string> = {
  stripe: 'Carte bancaire (Stripe)',
  demo: 'Paiement de démonstration (aucun débit réel)',
};

/** How a refund went back to the customer: the way they paid. */
const REFUND_METHOD_LABELS: Record<Order['paymentProvider'], string> = {
  stripe: 'Remboursement sur la carte bancaire (Stripe)',
  demo: 'Remboursement de démonstration (aucun mouvement réel)',
};

/**
 * A credit note (avoir), frozen like an invoice and drawn by the same PDF module. Same shape as
 * InvoiceData where they overlap (seller, buyer, lines, total, payment), so the list, the ledger
 * and the PDF read both alike; the total and the line amounts are negative, `payment` is the
 * refund, and `invoice` the invoice it credits.
 */
export type CreditNoteData = InvoiceData & {
  kind: 'credit_note';
  invoice: { number: string; issuedAt: string };
  reason: string;
  /** The whole of what was paid is now refunded. */
  full: boolean;
};

/** The credit note of a refund of `amountCents` (positive) on an order's invoice, issued at `issuedAt`. */
export function creditNoteData(input: {
  invoice: InvoiceData;
  number: string;
  issuedAt: Date;
  amountCents: number;
  reason: string;
  full: boolean;
  method: Order['paymentProvider'];
}): CreditNoteData {
  const { invoice } = input;
  const label = `${input.full ? 'Remboursement total' : 'Remboursement partiel'} de la facture ${invoice.number}`;
  const refundedAt = input.issuedAt.toISOString();
  // The credit note of an invoice made out to someone is made out to them too, with the same mentions.
  const shape: Pick<InvoiceDataV1, 'version'> | Pick<InvoiceDataV2, 'version' | 'billedTo' | 'businessTerms'> =
    invoice.version === 2
      ? {
          version: 2,
          billedTo: invoice.billedTo,
          businessTerms:
            invoice.billedTo.kind === 'business'
              ? businessTerms({
                  credit: true,
                  at: refundedAt,
                  methodLabel: REFUND_METHOD_LABELS[input.method],
                  method: input.method,
                  arabic: Boolean(invoice.arabic),
                })
              : null,
        }
      : { version: 1 };
  return {
    ...shape,
    kind: 'credit_note',
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    // The seller as of today (an address may have changed since the invoice); the buyer as invoiced.
    seller: sellerNow(),
    buyer: { ...invoice.buyer },
    orderReference: invoice.orderReference,
    serviceDate: invoice.serviceDate,
    lines: [{ label, quantity: 1, unitCents: -input.amountCents, amountCents: -input.amountCents }],
    totalCents: -input.amountCents,
    currency: 'EUR',
    payment: {
      paidAt: refundedAt,
      method: input.method,
      methodLabel: REFUND_METHOD_LABELS[input.method],
    },
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: input.reason,
    full: input.full,
    // The credit note of an Arabic order's invoice speaks Arabic too: the invoice decides, as issued.
    ...(invoice.arabic
      ? {
          arabic: {
            lines: [
              t('ar', input.full ? 'invoicePdf.creditLineFull' : 'invoicePdf.creditLinePartial', {
                number: invoice.number,
              }),
            ],
          },
        }
      : {}),
    // Issued now: drawn with today's layout, whatever the invoice's.
    layout: LAYOUT,
  };
}

/**
 * Whom the invoice names. A person who gave no billing address of their own is billed at the
 * address the original is posted to: a French invoice names the customer's address, and that one
 * is the buyer's. Frozen with the invoice, it stays with it for the accounts when the order's
 * shipping address goes (retention, erasure). An order that posts nothing names the person alone.
 */
function billedTo(billing: BillingIdentity | null, shippingAddress: PostalAddress | null): BillingIdentity | null {
  if (billing?.kind === 'person' && !billing.address && shippingAddress)
    return { ...billing, address: shippingAddress };
  return billing;
}

/**
 * The invoice of a paid order, from what the order was sold with (its frozen price lines);
 * `arabicLines`, an Arabic order's lines in Arabic (core/order-text priceLinesIn), one per line.
 * An order with a billing identity (issue 27) gets the second shape; one without (paid before
 * it) the first, as before.
 */
export function invoiceData(
  order: Pick<Order, 'id' | 'paidAt' | 'customerEmail' | 'priceLines' | 'totalCents' | 'paymentProvider' | 'billing'> &
    Partial<Pick<Order, 'shippingAddress'>>,
  number: string,
  issuedAt: Date,
  arabicLines?: string[],
): InvoiceData {
  if (!order.paidAt) throw new Error(`order ${order.id} is not paid: no invoice`);
  const paidAt = order.paidAt;
  const billing = billedTo(order.billing ?? null, order.shippingAddress ?? null);
  const shape: Pick<InvoiceDataV1, 'version'> | Pick<InvoiceDataV2, 'version' | 'billedTo' | 'businessTerms'> = billing
    ? {
        version: 2,
        billedTo: billing,
        businessTerms:
          billing.kind === 'business'
            ? businessTerms({
                credit: false,
                at: paidAt.toISOString(),
                methodLabel: METHOD_LABELS[order.paymentProvider],
                method: order.paymentProvider,
                arabic: Boolean(arabicLines),
              })
            : null,
      }
    : { version: 1 };
  return {
    ...shape,
    number,
    issuedAt: issuedAt.toISOString(),
    seller: sellerNow(),
    // The list, the search and the CSV read the buyer here; « Facturé à » prints billedTo when there is one.
    buyer: {
      name: billing ? (billing.kind === 'person' ? billing.name : billing.companyName) : null,
      email: order.customerEmail,
      address: null,
    },
    orderReference: order.id,
    serviceDate: parisDateTime(order.paidAt).date,
    lines: order.priceLines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
    })),
    totalCents: order.totalCents,
    currency: 'EUR',
    payment: {
      paidAt: paidAt.toISOString(),
      method: order.paymentProvider,
      methodLabel: METHOD_LABELS[order.paymentProvider],
    },
    ...(arabicLines ? { arabic: { lines: arabicLines } } : {}),
    layout: LAYOUT,
  };
}

/** The seller printed on an accounting document, from core/business.ts when it is issued. */
function sellerNow(): InvoiceData['seller'] {
  return {
    name: BUSINESS.translatorName,
    tradeName: BUSINESS.tradeName,
    title: BUSINESS.title,
    address: fullAddress(),
    siret: BUSINESS.siret,
    email: BUSINESS.email,
    phone: BUSINESS.phoneDisplay,
    vatNote: BUSINESS.vatNote,
    mediator: { ...BUSINESS.mediator },
  };
}
