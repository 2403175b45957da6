import { and, eq } from 'drizzle-orm';
import {
  catalogueIdFromName,
  deactivationRefusal,
  postalKind,
  timedKind,
  uniqueCatalogueId,
  type AddableKind,
  type CatalogueItem,
  type CatalogueKind,
} from '../../../core/catalogue-rules';
import { eurosToCents } from '../../../core/money';
import { catalogueItems, type CatalogueRow } from '../../catalogue/schema';
import type { Database } from '../../db/client';
import { HttpError, httpError } from '../../plugins/error-handler';
import { lockKind, nextPosition } from './queries';

const sameName = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' }) === 0;

/** Two options called the same would be indistinguishable in the order form. */
function assertNameFree(rows: CatalogueRow[], name: string, exceptId?: string): void {
  if (rows.some((r) => r.id !== exceptId && sameName(r.name, name))) throw httpError(400, 'adminCatalogue.nameTaken');
}

/**
 * The delay columns an edit writes: only for the kinds that have them, and only those the body
 * carries (an older client sending none leaves the stored delays as they are).
 */
function delayColumns(kind: CatalogueKind, input: CatalogueItem) {
  return {
    ...(timedKind(kind) && input.turnaroundDays !== undefined ? { turnaroundDays: input.turnaroundDays } : {}),
    ...(postalKind(kind) && input.postal !== undefined
      ? { postalMinDays: input.postal?.minDays ?? null, postalMaxDays: input.postal?.maxDays ?? null }
      : {}),
  };
}

/**
 * Edits one row. New price requests use it at once (the catalogue is read on
 * every request); orders keep the lines they were sold with.
 */
export function updateCatalogueItem(
  db: Database,
  kind: CatalogueKind,
  id: string,
  input: CatalogueItem,
  now = new Date(),
): Promise<CatalogueRow> {
  return db.transaction(async (tx) => {
    const rows = await lockKind(tx, kind);
    const current = rows.find((r) => r.id === id);
    if (!current) throw httpError(404, 'adminCatalogue.notFound');
    if (!input.active) {
      const refusal = deactivationRefusal(kind, id);
      if (refusal) throw new HttpError(400, refusal);
      if (kind === 'delivery' && !rows.some((r) => r.id !== id && r.active))
        throw httpError(400, 'adminCatalogue.lastDelivery');
    }
    assertNameFree(rows, input.name, id);
    const [row] = await tx
      .update(catalogueItems)
      .set({
        name: input.name,
        description: input.description,
        priceCents: eurosToCents(input.price),
        active: input.active,
        ...delayColumns(kind, input),
        updatedAt: now,
      })
      .where(and(eq(catalogueItems.kind, kind), eq(catalogueItems.id, id)))
      .returning();
    return row!;
  });
}

/** The first row's delay (the form's default choice), so a new option never shows « le jour même » by omission. */
const defaultDays = (rows: CatalogueRow[]): number =>
  [...rows].sort((a, b) => a.position - b.position)[0]?.turnaroundDays ?? 0;

/** Adds a delivery method or legalisation type at the end of its list; its id is made from the name. */
export function addCatalogueItem(
  db: Database,
  kind: AddableKind,
  input: CatalogueItem,
  now = new Date(),
): Promise<CatalogueRow> {
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
        // A new option takes the delays typed, or those of the default choice until she sets them.
        turnaroundDays: input.turnaroundDays ?? defaultDays(rows),
        ...delayColumns(kind, input),
        position: await nextPosition(tx, kind),
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}
