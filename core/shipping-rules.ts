import { t, type Lang } from './messages';
import { DELIVERED_STATUSES, type OrderStatus } from './order-status';
import type { Carrier, Shipment } from './shipment';

/**
 * When the paper original of an order can be, or must be, posted (issue 27, part C; decision 048).
 * One place for the rule: « Marquer comme expédiée » (server/shipping), the « À expédier » list
 * and count (server/shipping/to-ship.ts says it again in SQL, next to a test that holds both to
 * the same orders) and the admin page's buttons.
 */
export interface ShippingFacts {
  status: OrderStatus;
  /** The delivery's postal leg as frozen at checkout (orders.delivery_timing.postal). */
  deliveryTiming: { postal: unknown } | null;
  /** orders.shipping_address: set when the delivery posts paper (null on older orders). */
  shippingAddress: unknown;
  /** Translations the translator uploaded to the order. */
  translationFiles: number;
  /** orders.translation_delivered_at: when it was first handed over (outlives files and statuses). */
  translationDeliveredAt?: Date | string | null;
  archivedAt: Date | string | null;
  shippedAt: Date | string | null;
}

/** The delivery posts a paper original: its frozen postal leg says so, or an address was taken for it. */
export const postsPaper = (o: Pick<ShippingFacts, 'deliveryTiming' | 'shippingAddress'>): boolean =>
  Boolean(o.deliveryTiming?.postal) || Boolean(o.shippingAddress);

/**
 * « Delivered »: the translator made the translation available — the order reached « Traduction
 * disponible » (uploading the first translation moves it there, or she moved it by hand) or went
 * past it; or, on a partly refunded order (whose status no longer tells), a translation was
 * uploaded. A cancelled order is never delivered.
 */
export function translationDelivered(
  o: Pick<ShippingFacts, 'status' | 'translationFiles' | 'translationDeliveredAt'>,
): boolean {
  if (o.status === 'cancelled') return false;
  return DELIVERED_STATUSES.includes(o.status) || o.translationFiles > 0 || Boolean(o.translationDeliveredAt);
}

export type ShipmentRefusal =
  'adminOrder.archived' | 'shipping.cancelled' | 'shipping.notPostal' | 'shipping.notDelivered';

/** Why « Marquer comme expédiée » is refused; null when the order may be marked (or corrected). */
export function shipmentRefusal(o: ShippingFacts): ShipmentRefusal | null {
  if (o.archivedAt) return 'adminOrder.archived';
  if (o.status === 'cancelled') return 'shipping.cancelled';
  if (!postsPaper(o)) return 'shipping.notPostal';
  if (!translationDelivered(o)) return 'shipping.notDelivered';
  return null;
}

/**
 * « À expédier »: a paper original to post, the translation delivered, no shipment recorded, and
 * the order not closed by hand (« Expédiée » or « Terminée » set without a tracking number).
 */
export function awaitsShipment(o: ShippingFacts): boolean {
  if (o.shippedAt || o.status === 'shipped' || o.status === 'completed') return false;
  return shipmentRefusal(o) === null;
}

const CARRIER_NAMES: Record<Exclude<Carrier, 'other'>, 'shipping.carrierLaposte' | 'shipping.carrierDhl'> = {
  laposte: 'shipping.carrierLaposte',
  dhl: 'shipping.carrierDhl',
};

/** The carrier as the reader says it: « La Poste », « DHL », or the name typed for another. */
export function carrierName(lang: Lang, s: Pick<Shipment, 'carrier' | 'carrierName'>): string {
  return s.carrier === 'other' ? s.carrierName || t(lang, 'shipping.carrierOther') : t(lang, CARRIER_NAMES[s.carrier]);
}
