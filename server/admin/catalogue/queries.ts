import { asc, eq, max } from 'drizzle-orm';
import { CATALOGUE_KINDS, type CatalogueKind } from '../../../core/catalogue-rules';
import { catalogueItems, type CatalogueRow } from '../../catalogue/schema';
import type { DbOrTx } from '../../db/client';

/** Every row, active or not: page price, then delivery methods, then legalisation types, each in display order. */
export async function allCatalogueRows(db: DbOrTx): Promise<CatalogueRow[]> {
  const rows = await db.select().from(catalogueItems).orderBy(asc(catalogueItems.position), asc(catalogueItems.id));
  const rank = (k: CatalogueKind) => CATALOGUE_KINDS.indexOf(k);
  return rows.sort((a, b) => rank(a.kind) - rank(b.kind));
}

/** The rows of one kind, locked until the transaction ends (checks then write, without a race). */
export function lockKind(tx: DbOrTx, kind: CatalogueKind): Promise<CatalogueRow[]> {
  return tx.select().from(catalogueItems).where(eq(catalogueItems.kind, kind)).for('update');
}

export async function nextPosition(tx: DbOrTx, kind: CatalogueKind): Promise<number> {
  const [row] = await tx
    .select({ last: max(catalogueItems.position) })
    .from(catalogueItems)
    .where(eq(catalogueItems.kind, kind));
  return (row?.last ?? -1) + 1;
}
