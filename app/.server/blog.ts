import { data, redirect, type AppLoadContext } from 'react-router';
import { BUSINESS } from '../../core/business';
import { CATALOGUES, t, tr, type Lang } from '../../core/messages/server';
import type { ArticleCardData } from '../components/content/types';
import { htmlToText } from '../../core/html-text';
import { sanitizeContent } from '../../server/content/sanitize';
import { articleTranslation, articleTranslationPairs, findArticle, listArticles } from '../../server/blog/queries';
import { frenchTypography } from '../../core/french-typography';
import { contentPath, languageAlternates, localizeContentLinks } from './content-paths';

/** French titles get French typography when shown; Arabic ones stay as written (decision 034). */
const shownTitle = (lang: Lang, title: string) => (lang === 'fr' ? frenchTypography(title) : title);

/** The blog pages' own words in `lang`, looked up here so the page's script does not carry them. */
function blogPageText(lang: Lang) {
  const text = { ...CATALOGUES.fr.blogPage, ...CATALOGUES[lang].blogPage };
  const shell = { ...CATALOGUES.fr.shell, ...CATALOGUES[lang].shell };
  return {
    ...text,
    crumb: shell.navBlog,
    translatorName: BUSINESS.translatorName,
    ctaOrder: t(lang, 'faqPage.ctaOrder'),
    quote: t(lang, 'home.ctaQuote'),
    authorTitle: t(lang, 'blogPage.authorTitle', {
      title: lang === 'fr' ? BUSINESS.title.toLowerCase() : t(lang, 'blogPage.translatorTitle'),
      court: BUSINESS.courtOfAppeal,
    }),
  };
}

export async function articlesForPage(context: Pick<AppLoadContext, 'db'>, lang: Lang) {
  const text = blogPageText(lang);
  try {
    const [rows, pairs] = await Promise.all([
      listArticles(context.db, undefined, lang),
      articleTranslationPairs(context.db),
    ]);
    const articles: ArticleCardData[] = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: shownTitle(lang, r.title),
      summary: r.summary,
      author: r.author,
      imageUrl: r.imageUrl,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      translationId: pairs.get(r.id) ?? null,
    }));
    return { lang, text, articles, error: null };
  } catch {
    return data(
      { lang, text, articles: [] as ArticleCardData[], error: t(lang, 'article.loadListError') },
      { status: 503 },
    );
  }
}

/**
 * The article behind /blog/:slug, /article/:slug or /ar/blog/:slug. An old slug (title
 * changed), an id, another case or the other language's prefix answer a 301 to the current
 * address, so links that earned ranking keep it. `prefix` keeps the visitor on the route family
 * they came from.
 */
export async function articleForPage(
  context: Pick<AppLoadContext, 'db'>,
  slugOrId: string,
  prefix: '/blog' | '/article' | '/ar/blog',
  lang: Lang,
) {
  const found = await findArticle(context.db, slugOrId);
  if (!found) throw data({ message: t(lang, 'article.notFound') }, { status: 404 });
  if ('movedTo' in found) throw redirect(`${prefix}/${found.movedTo}`, 301);
  const a = found.article;
  if (a.lang !== lang) throw redirect(contentPath(a.lang, 'blog', a.slug), 301);
  if (slugOrId !== a.slug) throw redirect(`${prefix}/${a.slug}`, 301);
  const contentHtml = localizeContentLinks(sanitizeContent(a.content, 'article'), a.lang);
  const [latest, translation] = await Promise.all([
    listArticles(context.db, 4, lang),
    articleTranslation(context.db, a),
  ]);
  const more = latest.filter((r) => r.id !== a.id).slice(0, 3);
  return {
    lang,
    text: blogPageText(lang),
    article: {
      id: a.id,
      slug: a.slug,
      title: shownTitle(lang, a.title),
      summary: a.summary,
      author: a.author,
      imageUrl: a.imageUrl,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      contentHtml,
      wordCount: htmlToText(contentHtml).split(' ').filter(Boolean).length,
    },
    more: more.map((r) => ({ slug: r.slug, title: shownTitle(lang, r.title), createdAt: r.createdAt.toISOString() })),
    languageAlternates: languageAlternates('blog', a, translation),
  };
}

/** The article as written, for the editor; an old slug leads to the current editor address. */
export async function articleForEditor(context: Pick<AppLoadContext, 'db'>, slug: string) {
  const found = await findArticle(context.db, slug);
  if (!found) throw data({ message: tr('article.notFound') }, { status: 404 });
  if ('movedTo' in found)
    throw redirect(`/blog/edit/${found.movedTo}`, { status: 302, headers: { 'Cache-Control': 'private, no-store' } });
  const a = found.article;
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    author: a.author,
    imageUrl: a.imageUrl,
    content: a.content,
    lang: a.lang,
    translation: await articleTranslation(context.db, a),
  };
}

/**
 * The French article an Arabic version is being written for (/blog/new?traduire=<slug>), shown
 * beside the editor; null when it is not a French article or already has its Arabic version.
 */
export async function articleOriginalForEditor(context: Pick<AppLoadContext, 'db'>, slugOrId: string | null) {
  if (!slugOrId) return null;
  const found = await findArticle(context.db, slugOrId);
  if (!found || 'movedTo' in found || found.article.lang !== 'fr') return null;
  if (await articleTranslation(context.db, found.article)) return null;
  const a = found.article;
  return { id: a.id, slug: a.slug, title: a.title, summary: a.summary };
}
