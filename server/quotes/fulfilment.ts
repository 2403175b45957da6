import { settleFulfilment, type Fulfilment, type fulfilmentSchema } from '../../core/buyer';
import { shippingZone, type ShipsTo } from '../../core/shipping-zones';
import type { LoadedCatalogue } from '../catalogue/service';
import { HttpError } from '../plugins/error-handler';
import type { QuoteRequestRow } from '../requests/schema';
import type { QuoteRow } from './schema';
import type { z } from 'zod';

/**
 * The identity step of a quote (issue 27): the same rules as the checkout's (core/buyer.ts), once
 * the quote's delivery is known. The delivery is the quote's « Livraison » line when it has one
 * (its option), else the one the request asked for; a row the active catalogue no longer has
 * posts nothing that can be checked, so it asks for no address.
 */
export function quoteDelivery(
  quote: Pick<QuoteRow, 'lines'>,
  request: Pick<QuoteRequestRow, 'deliveryMethod'>,
  catalogue: Pick<LoadedCatalogue, 'deliveryMethods'>,
) {
  const id = quote.lines.find((l) => l.source === 'delivery')?.optionId ?? request.deliveryMethod;
  return catalogue.deliveryMethods.find((d) => d.id === id) ?? { id, postal: null, shipsTo: null };
}

/** Where the quote's delivery posts the paper original: null when it posts nothing (the form asks for no address). */
export const quoteShipsTo = (...args: Parameters<typeof quoteDelivery>): ShipsTo | null =>
  shippingZone(quoteDelivery(...args));

/**
 * What the paid order will carry, frozen like a checkout order's: refused (400, the field's own
 * message in the visitor's language) when the quote posts paper and no address in a country its
 * delivery serves was given.
 */
export function settleQuoteFulfilment(
  input: z.output<typeof fulfilmentSchema>,
  delivery: ReturnType<typeof quoteDelivery>,
): Fulfilment {
  const settled = settleFulfilment(input, delivery);
  if (!settled.ok) throw HttpError.fromZod({ issues: [{ message: settled.refusal.message }] });
  return settled.value;
}
