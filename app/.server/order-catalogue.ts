import type { PriceBreakdown, PriceRequest } from '../../core/pricing';
import type { Database } from '../../server/db/client';
import { readDeliveryCalendar } from '../../server/catalogue/delivery-calendar';
import { loadCatalogue, quote } from '../../server/catalogue/service';
import type { DeliveryClock, OrderCatalogue } from '../components/order/types';

/** The catalogue as plain data for the order form and the pages stating prices (server side only: it reads the database). */
export async function orderCatalogue(db: Database): Promise<OrderCatalogue> {
  const c = await loadCatalogue(db);
  const withDescription = (kind: string) => (o: (typeof c.deliveryMethods)[number]) => ({
    id: o.id,
    name: o.name,
    priceCents: o.priceCents,
    turnaroundDays: o.turnaroundDays ?? 0,
    postal: o.postal ?? null,
    // Where a paper row posts: the form asks for an address in a country it serves.
    shipsTo: o.shipsTo ?? null,
    description: c.descriptions[`${kind}:${o.id}`] ?? '',
  });
  return {
    pricePerPageCents: c.pricePerPageCents,
    deliveryMethods: c.deliveryMethods.map(withDescription('delivery')),
    legalizationTypes: c.legalizationTypes.map(withDescription('legalization')),
    urgent: c.urgent ? { ...c.urgent, description: c.descriptions['urgent:urgent'] ?? '' } : null,
  };
}

/** The admin's delivery calendar and the server's clock, so the page estimates dates as the server would. */
export async function deliveryClock(db: Database, now = new Date()): Promise<DeliveryClock> {
  return { calendar: await readDeliveryCalendar(db), now: now.toISOString() };
}

/** The authoritative price; unknown options reject (HttpError 400). */
export function serverQuote(db: Database, request: PriceRequest): Promise<PriceBreakdown> {
  return quote(db, request);
}
