import { awaitsShipment, shipmentRefusal } from '../../core/shipping-rules';
import type { Order } from '../orders/schema';

/**
 * What the admin order page's « Expédition » panel shows (issue 27, part C): the buyer, the
 * address, the billing identity, the shipment with who recorded it, and whether « Marquer comme
 * expédiée » is offered (the server checks it again when it is used).
 */
export function adminShippingView(order: Order, translationFiles: number) {
  const facts = { ...order, translationFiles };
  const refusal = shipmentRefusal(facts);
  return {
    buyer: order.buyer ?? null,
    shippingAddress: order.shippingAddress ?? null,
    billing: order.billing ?? null,
    shipment: order.shipment ?? null,
    /** Null when the order may be marked shipped (or its number corrected); else the message id of why not. */
    refusal,
    toShip: awaitsShipment(facts),
  };
}
