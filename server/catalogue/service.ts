import {
  computePrice,
  UnknownOptionError,
  type PriceBreakdown,
  type PriceCatalogue,
  type PricedOption,
  type PriceRequest,
} from '../../core/pricing';
import type { DbOrTx } from '../db/client';
import { httpError } from '../plugins/error-handler';
import { activeCatalogueRows } from './queries';
import type { CatalogueRow } from './schema';

export type LoadedCatalogue = PriceCatalogue & { descriptions: Record<string, string> };

/** A row as the price and delivery rules see it: price, working days, postal leg. */
function option(r: CatalogueRow): PricedOption {
  return {
    id: r.id,
    name: r.name,
    priceCents: r.priceCents,
    turnaroundDays: r.turnaroundDays ?? 0,
    postal:
      r.postalMinDays !== null && r.postalMaxDays !== null
        ? { minDays: r.postalMinDays, maxDays: r.postalMaxDays }
        : null,
    // A postal row saved before zones existed posts anywhere (core/shipping-zones).
    shipsTo: r.postalMinDays !== null ? (r.shipsTo ?? 'anywhere') : null,
  };
}

/** The catalogue as the price and delivery rules see it (active options only). */
export async function loadCatalogue(db: DbOrTx): Promise<LoadedCatalogue> {
  const rows = await activeCatalogueRows(db);
  const page = rows.find((r) => r.kind === 'page');
  if (!page) throw new Error('catalogue has no page price');
  const urgent = rows.find((r) => r.kind === 'urgent');
  return {
    pricePerPageCents: page.priceCents,
    deliveryMethods: rows.filter((r) => r.kind === 'delivery').map(option),
    legalizationTypes: rows.filter((r) => r.kind === 'legalization').map(option),
    urgent: urgent
      ? { name: urgent.name, priceCents: urgent.priceCents, turnaroundDays: urgent.turnaroundDays ?? 0 }
      : null,
    descriptions: Object.fromEntries(rows.map((r) => [`${r.kind}:${r.id}`, r.description])),
  };
}

/** Prices a request with a catalogue; unknown options become a French 400. */
export function priceWith(catalogue: PriceCatalogue, request: PriceRequest): PriceBreakdown {
  try {
    return computePrice(catalogue, request);
  } catch (err) {
    if (err instanceof UnknownOptionError) throw httpError(400, err.messageId);
    throw err;
  }
}

/** Prices a request with the current catalogue; unknown options become a French 400. */
export async function quote(db: DbOrTx, request: PriceRequest): Promise<PriceBreakdown> {
  return priceWith(await loadCatalogue(db), request);
}
