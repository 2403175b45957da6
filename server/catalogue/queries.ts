import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { catalogueItems, type CatalogueRow } from './schema';

export async function activeCatalogueRows(db: DbOrTx): Promise<CatalogueRow[]> {
  return db
    .select()
    .from(catalogueItems)
    .where(eq(catalogueItems.active, true))
    .orderBy(asc(catalogueItems.kind), asc(catalogueItems.position), asc(catalogueItems.id));
}
