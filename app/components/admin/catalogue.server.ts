import type { CatalogueKind } from '../../../core/catalogue-rules';
import { allCatalogueRows } from '../../../server/admin/catalogue/queries';
import type { Database } from '../../../server/db/client';

export interface CatalogueRowView {
  kind: CatalogueKind;
  id: string;
  name: string;
  description: string;
  priceCents: number;
  active: boolean;
  /** ISO 8601. */
  updatedAt: string;
}

/** Every price row, inactive ones included, in display order (same query as GET /api/admin/catalogue). */
export async function catalogueForPage(db: Database): Promise<CatalogueRowView[]> {
  return (await allCatalogueRows(db)).map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    description: r.description,
    priceCents: r.priceCents,
    active: r.active,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
