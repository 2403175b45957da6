import { asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Lang } from '../../core/messages';
import type { Database } from '../db/client';
import { UUID } from '../content/slugs';
import { faqEntries, faqSlugHistory, type FaqRow } from './schema';

type Reader = Pick<Database, 'select'>;

/** Display order of one language's FAQ: « order », then creation time (spec 7). French by default. */
export function listFaq(db: Reader, lang: Lang): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.lang, lang))
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt), asc(faqEntries.id));
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

/**
 * The other language's version of an entry, if any: an Arabic entry's original, or a French
 * entry's Arabic version (hreflang, the editor's « Ajouter la version arabe »).
 */
export async function faqTranslation(
  db: Reader,
  row: FaqRow,
): Promise<{ id: string; slug: string; lang: Lang } | null> {
  const columns = { id: faqEntries.id, slug: faqEntries.slug, lang: faqEntries.lang };
  const [other] = row.translationOf
    ? await db.select(columns).from(faqEntries).where(eq(faqEntries.id, row.translationOf)).limit(1)
    : await db.select(columns).from(faqEntries).where(eq(faqEntries.translationOf, row.id)).limit(1);
  return other ?? null;
}

/** Every entry and its translation, both ways (id → the other's id), for the admin's view of the lists. */
export async function faqTranslationPairs(db: Reader): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: faqEntries.id, translationOf: faqEntries.translationOf })
    .from(faqEntries)
    .where(isNotNull(faqEntries.translationOf));
  return new Map(rows.flatMap((r) => [[r.id, r.translationOf!] as const, [r.translationOf!, r.id] as const]));
}

/** What the sitemap lists: every entry, with its language and its translation's link. */
export function faqSitemapEntries(
  db: Reader,
): Promise<{ id: string; slug: string; lang: Lang; translationOf: string | null; updatedAt: Date }[]> {
  return db
    .select({
      id: faqEntries.id,
      slug: faqEntries.slug,
      lang: faqEntries.lang,
      translationOf: faqEntries.translationOf,
      updatedAt: faqEntries.updatedAt,
    })
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
    lang: row.lang,
    translationOf: row.translationOf,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
