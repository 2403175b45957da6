import { asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { UUID } from '../content/slugs';
import { faqEntries, faqSlugHistory, type FaqRow } from './schema';

type Reader = Pick<Database, 'select'>;

/** Display order of the FAQ: « order », then creation time (spec 7). */
export function listFaq(db: Reader): Promise<FaqRow[]> {
  return db.select().from(faqEntries).orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt), asc(faqEntries.id));
}

export type FaqLookup = { entry: FaqRow } | { movedTo: string } | null;

/** An entry by id or slug; an old slug answers where the entry lives now. */
export async function findFaq(db: Reader, idOrSlug: string): Promise<FaqLookup> {
  const column = UUID.test(idOrSlug) ? faqEntries.id : faqEntries.slug;
  const [entry] = await db.select().from(faqEntries).where(eq(column, idOrSlug.toLowerCase())).limit(1);
  if (entry) return { entry };
  if (UUID.test(idOrSlug)) return null;
  const [moved] = await db
    .select({ slug: faqEntries.slug })
    .from(faqSlugHistory)
    .innerJoin(faqEntries, eq(faqEntries.id, faqSlugHistory.faqId))
    .where(eq(faqSlugHistory.slug, idOrSlug.toLowerCase()))
    .limit(1);
  return moved ? { movedTo: moved.slug } : null;
}

/** Slugs other entries hold, current or old (a new slug must avoid both). */
export async function faqSlugsInUse(db: Reader, exceptId?: string): Promise<string[]> {
  const current = await db
    .select({ slug: faqEntries.slug })
    .from(faqEntries)
    .where(exceptId ? ne(faqEntries.id, exceptId) : undefined);
  const old = await db
    .select({ slug: faqSlugHistory.slug })
    .from(faqSlugHistory)
    .where(exceptId ? ne(faqSlugHistory.faqId, exceptId) : undefined);
  return [...current, ...old].map((r) => r.slug);
}

/** What the sitemap lists. */
export function faqSitemapEntries(db: Reader): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: faqEntries.slug, updatedAt: faqEntries.updatedAt })
    .from(faqEntries)
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));
}

/** The shape of the API (spec 3: _id, question, answer, order, createdAt). */
export function faqView(row: FaqRow) {
  return {
    _id: row.id,
    slug: row.slug,
    question: row.question,
    answer: row.answer,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
