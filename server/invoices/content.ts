import { BUSINESS, fullAddress } from '../../core/business';
import { parisDateTime, type CalendarDate } from '../../core/calendar-date';
import type { Order } from '../orders/schema';

/**
 * What an invoice says, frozen when it is issued and stored with it (invoices.data). The PDF is
 * drawn from this alone, so a later change of the business identity, the catalogue or the order
 * never changes an invoice already issued.
 */
export interface InvoiceData {
  version: 1;
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
}

const METHOD_LABELS: Record<Order['paymentProvider'], string> = {
  stripe: 'Carte bancaire (Stripe)',
  demo: 'Paiement de démonstration (aucun débit réel)',
};

/** The invoice of a paid order, from what the order was sold with (its frozen price lines). */
export function invoiceData(order: Order, number: string, issuedAt: Date): InvoiceData {
  if (!order.paidAt) throw new Error(`order ${order.id} is not paid: no invoice`);
  return {
    version: 1,
    number,
    issuedAt: issuedAt.toISOString(),
    seller: {
      name: BUSINESS.translatorName,
      tradeName: BUSINESS.tradeName,
      title: BUSINESS.title,
      address: fullAddress(),
      siret: BUSINESS.siret,
      email: BUSINESS.email,
      phone: BUSINESS.phoneDisplay,
      vatNote: BUSINESS.vatNote,
      mediator: { ...BUSINESS.mediator },
    },
    buyer: { name: null, email: order.customerEmail, address: null },
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
      paidAt: order.paidAt.toISOString(),
      method: order.paymentProvider,
      methodLabel: METHOD_LABELS[order.paymentProvider],
    },
  };
}
