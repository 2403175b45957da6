import { data, redirect, type AppLoadContext } from 'react-router';
import { tr } from '../../core/messages';
import type { FaqItem } from '../components/content/types';
import { fillCatalogueTokens } from '../../core/catalogue-text';
import type { PriceCatalogue } from '../../core/pricing';
import { htmlToText } from '../../core/html-text';
import { loadCatalogue } from '../../server/catalogue/service';
import { certifiedWording, certifiedWordingHtml } from '../../core/wording';
import { frenchTypography } from '../../core/french-typography';
import { sanitizeContent } from '../../server/content/sanitize';
import { findFaq, listFaq } from '../../server/faq/queries';
import type { FaqRow } from '../../server/faq/schema';

/**
 * Stored answers were cleaned when written; cleaning again here costs little
 * and keeps a row written by any other means from reaching the page as is.
 * Prices and delays written as {{words}} are filled from the catalogue (decision 028).
 */
function toItem(row: FaqRow, catalogue: PriceCatalogue): FaqItem {
  const answerHtml = certifiedWordingHtml(fillCatalogueTokens(sanitizeContent(row.answer, 'faq'), catalogue));
  const question = frenchTypography(certifiedWording(row.question));
  const answerText = htmlToText(answerHtml);
  return {
    id: row.id,
    slug: row.slug,
    question,
    answerHtml,
    answerText,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function faqListForPage(context: Pick<AppLoadContext, 'db'>) {
  try {
    const [rows, catalogue] = await Promise.all([listFaq(context.db), loadCatalogue(context.db)]);
    return { items: rows.map((row) => toItem(row, catalogue)), error: null };
  } catch {
    // The page still renders its frame, with the spec's message in place of the list.
    return data({ items: [] as FaqItem[], error: tr('faq.loadListError') }, { status: 503 });
  }
}

/**
 * One entry for /faq/:id. The address is the slug: an id, an old slug or
 * another case answer a 301 to it, so each question has one indexed URL.
 */
export async function faqDetailForPage(context: Pick<AppLoadContext, 'db'>, idOrSlug: string) {
  const found = await findFaq(context.db, idOrSlug);
  if (!found) throw data({ message: tr('faq.notFound') }, { status: 404 });
  const slug = 'movedTo' in found ? found.movedTo : found.entry.slug;
  if ('movedTo' in found || idOrSlug !== slug) throw redirect(`/faq/${slug}`, 301);
  const [all, catalogue] = await Promise.all([listFaq(context.db), loadCatalogue(context.db)]);
  const others = all
    .filter((r) => r.id !== found.entry.id)
    .slice(0, 6)
    .map((r) => ({ slug: r.slug, question: frenchTypography(certifiedWording(r.question)) }));
  return { item: toItem(found.entry, catalogue), others };
}

/** The entry as written, for the editor (no display rule: the translator edits her own words). */
export async function faqForEditor(context: Pick<AppLoadContext, 'db'>, id: string) {
  const found = await findFaq(context.db, id);
  if (!found || 'movedTo' in found) throw data({ message: tr('faq.notFound') }, { status: 404 });
  const e = found.entry;
  return { id: e.id, slug: e.slug, question: e.question, answer: e.answer, order: e.sortOrder };
}
