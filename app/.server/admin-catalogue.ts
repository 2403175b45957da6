import type { CatalogueRowView } from '../components/admin/types';
import { allCatalogueRows } from '../../server/admin/catalogue/queries';
import type { Database } from '../../server/db/client';
import { readDeliveryCalendar } from '../../server/catalogue/delivery-calendar';

/** Every price row, inactive ones included, in display order (same query as GET /api/admin/catalogue). */
export async function catalogueForPage(db: Database): Promise<CatalogueRowView[]> {
  return (await allCatalogueRows(db)).map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    description: r.description,
    priceCents: r.priceCents,
    active: r.active,
    turnaroundDays: r.turnaroundDays,
    postal:
      r.postalMinDays !== null && r.postalMaxDays !== null
        ? { minDays: r.postalMinDays, maxDays: r.postalMaxDays }
        : null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The cut-off hour and closed days (same read as GET /api/admin/delivery-calendar). */
export function deliveryCalendarForPage(db: Database) {
  return readDeliveryCalendar(db);
}
