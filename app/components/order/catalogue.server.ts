import type { PriceBreakdown, PriceRequest } from '../../../core/pricing';
import type { Database } from '../../../server/db/client';
import { loadCatalogue, quote } from '../../../server/catalogue/service';
import type { OrderCatalogue } from './types';

/** The catalogue as plain data for the order form (server side only: it reads the database). */
export async function orderCatalogue(db: Database): Promise<OrderCatalogue> {
  const c = await loadCatalogue(db);
  const withDescription = (kind: string) => (o: { id: string; name: string; priceCents: number }) => ({
    id: o.id,
    name: o.name,
    priceCents: o.priceCents,
    description: c.descriptions[`${kind}:${o.id}`] ?? '',
  });
  return {
    pricePerPageCents: c.pricePerPageCents,
    deliveryMethods: c.deliveryMethods.map(withDescription('delivery')),
    legalizationTypes: c.legalizationTypes.map(withDescription('legalization')),
  };
}

/** The authoritative price; unknown options reject (HttpError 400). */
export function serverQuote(db: Database, request: PriceRequest): Promise<PriceBreakdown> {
  return quote(db, request);
}
