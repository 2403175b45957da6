import { and, eq, sql } from 'drizzle-orm';
import { faqErrorMessage, validateFaq, type FaqInput } from '../../core/content-rules';
import type { Database } from '../db/client';
import { HttpError, httpError } from '../plugins/error-handler';
import { sanitizeContent } from '../content/sanitize';
import { chooseSlug } from '../content/slugs';
import { faqSlugsInUse } from './queries';
import { faqEntries, faqSlugHistory, type FaqRow } from './schema';
import { t } from '../../core/messages';
import { frenchTypography, frenchTypographyHtml } from '../../core/french-typography';
import type { Lang } from '../../core/messages';
import { slugSource, type ContentLanguage } from '../content/language';

/** /faq/new is a page of its own: no question may take that address. */
const RESERVED = ['new'];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The body checked (spec 5), its answer cleaned and, in a French entry, both texts given French
 * typography (no-break spaces before « : ; ? ! », decision 031; Arabic punctuation has no such
 * space, decision 034); a 400 carries one message per field, which the editor shows one per line.
 */
export function checkedFaq(body: unknown, lang: Lang, wording: Lang = 'fr'): FaqInput {
  const first = validateFaq(body, wording);
  const cleaned = first.ok ? { ...first.value, answer: sanitizeContent(first.value.answer, 'faq') } : body;
  // Cleaning can leave nothing (an answer that was only a script): that is a missing answer.
  const result = first.ok ? validateFaq(cleaned, wording) : first;
  if (!result.ok)
    throw new HttpError(400, faqErrorMessage(result.errors) || t(wording, 'form.invalid'), { errors: result.errors });
  if (lang !== 'fr') return result.value;
  return {
    ...result.value,
    question: frenchTypography(result.value.question),
    answer: frenchTypographyHtml(result.value.answer),
  };
}

// Two simultaneous writes must not pick the same free slug; reads go on meanwhile.
const lockSlugs = (tx: Tx) => tx.execute(sql`lock table ${faqEntries} in share row exclusive mode`);

/**
 * An Arabic version names a French entry that exists and has none yet (one translation each, so
 * a page has one alternate per language). Checked under the table lock the write holds.
 */
async function checkOriginal(tx: Tx, translationOf: string | null): Promise<void> {
  if (!translationOf) return;
  const [original] = await tx
    .select({ lang: faqEntries.lang })
    .from(faqEntries)
    .where(eq(faqEntries.id, translationOf))
    .limit(1);
  if (!original || original.lang !== 'fr') throw httpError(400, 'contentLang.translationInvalid');
  const [taken] = await tx
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(eq(faqEntries.translationOf, translationOf))
    .limit(1);
  if (taken) throw httpError(409, 'contentLang.translationExists');
}

export function createFaq(
  db: Database,
  input: FaqInput,
  now = new Date(),
  language: ContentLanguage = { lang: 'fr', translationOf: null },
): Promise<FaqRow> {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    await checkOriginal(tx, language.translationOf);
    const source = slugSource(language.lang, input.question);
    const slug = chooseSlug(source, await faqSlugsInUse(tx), RESERVED, 'question');
    const [row] = await tx
      .insert(faqEntries)
      .values({
        ...language,
        slug,
        question: input.question,
        answer: input.answer,
        sortOrder: input.order,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}

/**
 * A changed question gets a new slug; the old one is kept so /faq/<old> still leads here. The
 * language and the original stay as created.
 */
export function updateFaq(db: Database, id: string, input: FaqInput, now = new Date()): Promise<FaqRow> {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const [current] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
    if (!current) throw httpError(404, 'faq.notFound');
    let slug = current.slug;
    if (input.question !== current.question) {
      const source = slugSource(current.lang, input.question);
      slug = chooseSlug(source, await faqSlugsInUse(tx, id), RESERVED, 'question');
      if (slug !== current.slug) {
        await tx.insert(faqSlugHistory).values({ slug: current.slug, faqId: id, createdAt: now }).onConflictDoNothing();
        // Coming back to a slug it had before: that one is current again, not a redirect.
        await tx.delete(faqSlugHistory).where(and(eq(faqSlugHistory.slug, slug), eq(faqSlugHistory.faqId, id)));
      }
    }
    const [row] = await tx
      .update(faqEntries)
      .set({ slug, question: input.question, answer: input.answer, sortOrder: input.order, updatedAt: now })
      .where(eq(faqEntries.id, id))
      .returning();
    return row!;
  });
}

export async function deleteFaq(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  if (deleted.length === 0) throw httpError(404, 'faq.notFound');
}
