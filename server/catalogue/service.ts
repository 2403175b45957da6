import { computePrice, UnknownOptionError, type PriceBreakdown, type PriceCatalogue, type PriceRequest } from '../../core/pricing';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/error-handler';
import { activeCatalogueRows } from './queries';

/** The catalogue as the price rule sees it (active options only). */
export async function loadCatalogue(db: Database): Promise<PriceCatalogue & { descriptions: Record<string, string> }> {
  const rows = await activeCatalogueRows(db);
  const page = rows.find((r) => r.kind === 'page');
  if (!page) throw new Error('catalogue has no page price');
  const option = (r: (typeof rows)[number]) => ({ id: r.id, name: r.name, priceCents: r.priceCents });
  return {
    pricePerPageCents: page.priceCents,
    deliveryMethods: rows.filter((r) => r.kind === 'delivery').map(option),
    legalizationTypes: rows.filter((r) => r.kind === 'legalization').map(option),
    descriptions: Object.fromEntries(rows.map((r) => [`${r.kind}:${r.id}`, r.description])),
  };
}

/** Prices a request with the current catalogue; unknown options become a French 400. */
export async function quote(db: Database, request: PriceRequest): Promise<PriceBreakdown> {
  const catalogue = await loadCatalogue(db);
  try {
    return computePrice(catalogue, request);
  } catch (err) {
    if (err instanceof UnknownOptionError) throw new HttpError(400, err.message);
    throw err;
  }
}
