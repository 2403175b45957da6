import { fulfilmentFields } from './buyer';
import { checkoutSchema } from './order-rules';

/**
 * What /panier sends to POST /api/services/checkout: the cart (core/order-rules) and who orders,
 * where the paper goes and whom the invoice names (core/buyer). The rule that needs the delivery
 * row (an address in a country it serves) is `settleFulfilment`, applied once the row is known.
 */
export const checkoutBodySchema = checkoutSchema.safeExtend(fulfilmentFields);
