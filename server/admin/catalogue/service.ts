import { and, eq } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  catalogueIdFromName,
  deactivationRefusal,
  uniqueCatalogueId,
  type AddableKind,
  type CatalogueItem,
  type CatalogueKind,
} from '../../../core/catalogue-rules';
import { eurosToCents } from '../../../core/money';
import { catalogueItems, type CatalogueRow } from '../../catalogue/schema';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/error-handler';
import { lockKind, nextPosition } from './queries';

const sameName = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' }) === 0;

/** Two options called the same would be indistinguishable in the order form. */
function assertNameFree(rows: CatalogueRow[], name: string, exceptId?: string): void {
  if (rows.some((r) => r.id !== exceptId && sameName(r.name, name))) throw new HttpError(400, CATALOGUE_MESSAGES.nameTaken);
}

/**
 * Edits one row. New price requests use it at once (the catalogue is read on
 * every request); orders keep the lines they were sold with.
 */
export function updateCatalogueItem(db: Database, kind: CatalogueKind, id: string, input: CatalogueItem, now = new Date()): Promise<CatalogueRow> {
  return db.transaction(async (tx) => {
    const rows = await lockKind(tx, kind);
    const current = rows.find((r) => r.id === id);
    if (!current) throw new HttpError(404, CATALOGUE_MESSAGES.notFound);
    if (!input.active) {
      const refusal = deactivationRefusal(kind, id);
      if (refusal) throw new HttpError(400, refusal);
      if (kind === 'delivery' && !rows.some((r) => r.id !== id && r.active)) throw new HttpError(400, CATALOGUE_MESSAGES.lastDelivery);
    }
    assertNameFree(rows, input.name, id);
    const [row] = await tx
      .update(catalogueItems)
      .set({ name: input.name, description: input.description, priceCents: eurosToCents(input.price), active: input.active, updatedAt: now })
      .where(and(eq(catalogueItems.kind, kind), eq(catalogueItems.id, id)))
      .returning();
    return row!;
  });
}

/** Adds a delivery method or legalisation type at the end of its list; its id is made from the name. */
export function addCatalogueItem(db: Database, kind: AddableKind, input: CatalogueItem, now = new Date()): Promise<CatalogueRow> {
  return db.transaction(async (tx) => {
    const rows = await lockKind(tx, kind);
    assertNameFree(rows, input.name);
    const id = uniqueCatalogueId(
      catalogueIdFromName(input.name),
      rows.map((r) => r.id),
    );
    const [row] = await tx
      .insert(catalogueItems)
      .values({
        kind,
        id,
        name: input.name,
        description: input.description,
        priceCents: eurosToCents(input.price),
        active: input.active,
        position: await nextPosition(tx, kind),
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}
