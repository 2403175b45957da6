/**
 * A posted order's shipment (orders.shipment, with orders.shipped_at for the « À expédier »
 * list): recorded by « Marquer comme expédiée » on the admin order page.
 */
/** La Poste, DHL, or another carrier named in carrierName. */
export const CARRIERS = ['laposte', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export interface Shipment {
  carrier: Carrier;
  /** The carrier's name when `carrier` is 'other'. */
  carrierName?: string;
  trackingNumber: string;
  /** ISO instant (the same as orders.shipped_at). */
  shippedAt: string;
  /** Who marked it shipped (the admin's e-mail, as order_events.actor). */
  by: string;
}
