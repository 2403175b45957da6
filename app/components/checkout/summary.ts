import type { CartItem } from '../../lib/cart';
import type { ConfirmedOrder } from './checkout-client';

/** What the confirmation page shows, whichever source it came from. */
export interface ConfirmationSummary {
  /** 'order': the paid order returned by the server; 'cart': the cart read before it was emptied. */
  source: 'order' | 'cart';
  reference: string | null;
  email: string;
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryName: string | null;
  legalizationName: string | null;
  lines: { label: string; amountCents: number; lang?: string }[];
  totalCents: number;
  files: string[];
  comment: string;
  /** The delivery date promised at payment (stored with the order); null when this page does not know it. */
  promisedDelivery: string | null;
  /** « Adresse d’expédition à vérifier »: where the original goes; null when nothing is posted or not known here. */
  shipTo: string[] | null;
}

export function summaryFromOrder(order: ConfirmedOrder): ConfirmationSummary {
  const s = order.services[0]!;
  return {
    source: 'order',
    reference: order.reference,
    email: s.mailClient,
    numberOfPages: s.numberOfPages,
    numberOfDocuments: s.numberOfDocuments,
    deliveryName: s.deliveryName || null,
    legalizationName: s.legalizationName || null,
    lines: order.priceLines,
    totalCents: order.totalCents,
    files: s.fileClient.map((f) => f.name || 'Document'),
    comment: s.comment,
    promisedDelivery: order.promisedDelivery?.text ?? null,
    shipTo: order.shipTo,
  };
}

/** Last resort: the browser's own copy of the cart (option ids only, total as stored). */
export function summaryFromLocalCart(item: CartItem): ConfirmationSummary {
  return {
    source: 'cart',
    reference: null,
    email: item.mailClient,
    numberOfPages: item.numberOfPages,
    numberOfDocuments: item.numberOfDocuments,
    deliveryName: null,
    legalizationName: item.legalization === 'none' ? 'Non' : null,
    lines: [],
    totalCents: Math.round(item.totalPrice * 100),
    files: item.files.map((f) => f.name || 'Document'),
    comment: item.comment,
    promisedDelivery: null,
    shipTo: null,
  };
}
