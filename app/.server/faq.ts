import { data, redirect, type AppLoadContext } from 'react-router';
import { CATALOGUES, t, tr, type Lang } from '../../core/messages/server';
import type { FaqItem } from '../components/content/types';
import { fillCatalogueTokens } from '../../core/catalogue-text';
import { fillArabicCatalogueTokens } from '../../core/arabic-catalogue-text';
import type { PriceCatalogue } from '../../core/pricing';
import { htmlToText } from '../../core/html-text';
import { loadCatalogue } from '../../server/catalogue/service';
import { certifiedWording, certifiedWordingHtml } from '../../core/wording';
import { frenchTypography } from '../../core/french-typography';
import { replyWithinTextIn } from '../../core/turnaround';
import { sanitizeContent } from '../../server/content/sanitize';
import { faqTranslation, faqTranslationPairs, findFaq, listFaq } from '../../server/faq/queries';
import type { FaqRow } from '../../server/faq/schema';
import { contentPath, languageAlternates, localizeContentLinks } from './content-paths';

/** The question as shown: French gets the wording rule and its typography, Arabic stays as written. */
const shownQuestion = (row: FaqRow) =>
  row.lang === 'fr' ? frenchTypography(certifiedWording(row.question)) : row.question;

/**
 * Stored answers were cleaned when written; cleaning again here costs little
 * and keeps a row written by any other means from reaching the page as is.
 * Prices and delays written as {{words}} are filled from the catalogue (decision 028), in the
 * entry's language (decision 034).
 */
function toItem(row: FaqRow, catalogue: PriceCatalogue, translationId: string | null): FaqItem {
  const clean = sanitizeContent(row.answer, 'faq');
  const answerHtml =
    row.lang === 'fr'
      ? certifiedWordingHtml(fillCatalogueTokens(clean, catalogue))
      : localizeContentLinks(fillArabicCatalogueTokens(clean, catalogue), row.lang);
  const answerText = htmlToText(answerHtml);
  return {
    id: row.id,
    slug: row.slug,
    question: shownQuestion(row),
    answerHtml,
    answerText,
    updatedAt: row.updatedAt.toISOString(),
    translationId,
  };
}

/** The FAQ pages' own words in `lang`, looked up here so the page's script does not carry them. */
function faqPageText(lang: Lang) {
  const text = { ...CATALOGUES.fr.faqPage, ...CATALOGUES[lang].faqPage };
  const shell = { ...CATALOGUES.fr.shell, ...CATALOGUES[lang].shell };
  return {
    metaTitle: text.metaTitle,
    metaDescription: text.metaDescription,
    title: text.title,
    eyebrow: text.eyebrow,
    lead: text.lead,
    crumb: shell.navFaq,
    asideTitle: text.asideTitle,
    asideText: t(lang, 'faqPage.asideText', {
      within: replyWithinTextIn(lang),
    }),
    writeUs: text.writeUs,
    quote: t(lang, 'home.ctaQuote'),
    ctaTitle: text.ctaTitle,
    ctaText: text.ctaText,
    ctaOrder: text.ctaOrder,
    detailEyebrow: text.detailEyebrow,
    answer: text.answer,
    allQuestions: text.allQuestions,
    otherQuestions: text.otherQuestions,
  };
}

export async function faqListForPage(context: Pick<AppLoadContext, 'db'>, lang: Lang) {
  const text = faqPageText(lang);
  try {
    const [rows, catalogue, pairs] = await Promise.all([
      listFaq(context.db, lang),
      loadCatalogue(context.db),
      faqTranslationPairs(context.db),
    ]);
    return { lang, text, items: rows.map((row) => toItem(row, catalogue, pairs.get(row.id) ?? null)), error: null };
  } catch {
    // The page still renders its frame, with the spec's message in place of the list.
    return data({ lang, text, items: [] as FaqItem[], error: t(lang, 'faq.loadListError') }, { status: 503 });
  }
}

/**
 * One entry for /faq/:id or /ar/faq/:id. The address is the slug under the entry's language: an
 * id, an old slug, another case or the other language's prefix answer a 301 to it, so each
 * question has one indexed URL.
 */
export async function faqDetailForPage(context: Pick<AppLoadContext, 'db'>, idOrSlug: string, lang: Lang) {
  const found = await findFaq(context.db, idOrSlug);
  if (!found) throw data({ message: t(lang, 'faq.notFound') }, { status: 404 });
  const slug = 'movedTo' in found ? found.movedTo : found.entry.slug;
  if ('movedTo' in found) throw redirect(contentPath(lang, 'faq', slug), 301);
  const entry = found.entry;
  if (idOrSlug !== slug || entry.lang !== lang) throw redirect(contentPath(entry.lang, 'faq', slug), 301);
  const [all, catalogue, translation] = await Promise.all([
    listFaq(context.db, lang),
    loadCatalogue(context.db),
    faqTranslation(context.db, entry),
  ]);
  const others = all
    .filter((r) => r.id !== entry.id)
    .slice(0, 6)
    .map((r) => ({ slug: r.slug, question: shownQuestion(r) }));
  return {
    lang,
    text: faqPageText(lang),
    item: toItem(entry, catalogue, translation?.id ?? null),
    others,
    languageAlternates: languageAlternates('faq', entry, translation),
  };
}

/** The entry as written, for the editor (no display rule: the translator edits her own words). */
export async function faqForEditor(context: Pick<AppLoadContext, 'db'>, id: string) {
  const found = await findFaq(context.db, id);
  if (!found || 'movedTo' in found) throw data({ message: tr('faq.notFound') }, { status: 404 });
  const e = found.entry;
  const translation = await faqTranslation(context.db, e);
  return {
    id: e.id,
    slug: e.slug,
    question: e.question,
    answer: e.answer,
    order: e.sortOrder,
    lang: e.lang,
    translation,
  };
}

/**
 * The French entry an Arabic version is being written for (/faq/new?traduire=<id>), shown beside
 * the editor; null when it is not a French entry or already has its Arabic version.
 */
export async function faqOriginalForEditor(context: Pick<AppLoadContext, 'db'>, id: string | null) {
  if (!id) return null;
  const found = await findFaq(context.db, id);
  if (!found || 'movedTo' in found || found.entry.lang !== 'fr') return null;
  if (await faqTranslation(context.db, found.entry)) return null;
  const e = found.entry;
  return { id: e.id, question: e.question, answer: sanitizeContent(e.answer, 'faq'), order: e.sortOrder };
}
