import { data, redirect, type AppLoadContext } from 'react-router';
import { tr } from '../../core/messages';
import type { ArticleCardData } from '../components/content/types';
import { htmlToText } from '../../core/html-text';
import { sanitizeContent } from '../../server/content/sanitize';
import { findArticle, listArticles } from '../../server/blog/queries';
import { frenchTypography } from '../../core/french-typography';

export async function articlesForPage(context: Pick<AppLoadContext, 'db'>) {
  try {
    const rows = await listArticles(context.db);
    const articles: ArticleCardData[] = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: frenchTypography(r.title),
      summary: r.summary,
      author: r.author,
      imageUrl: r.imageUrl,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
    return { articles, error: null };
  } catch {
    return data({ articles: [] as ArticleCardData[], error: tr('article.loadListError') }, { status: 503 });
  }
}

/**
 * The article behind /blog/:slug or /article/:slug. An old slug (title
 * changed), an id or another case answer a 301 to the current address, so
 * links that earned ranking keep it. `prefix` keeps the visitor on the route
 * family they came from.
 */
export async function articleForPage(
  context: Pick<AppLoadContext, 'db'>,
  slugOrId: string,
  prefix: '/blog' | '/article',
) {
  const found = await findArticle(context.db, slugOrId);
  if (!found) throw data({ message: tr('article.notFound') }, { status: 404 });
  if ('movedTo' in found) throw redirect(`${prefix}/${found.movedTo}`, 301);
  const a = found.article;
  if (slugOrId !== a.slug) throw redirect(`${prefix}/${a.slug}`, 301);
  const contentHtml = sanitizeContent(a.content, 'article');
  const more = (await listArticles(context.db, 4)).filter((r) => r.id !== a.id).slice(0, 3);
  return {
    article: {
      id: a.id,
      slug: a.slug,
      title: frenchTypography(a.title),
      summary: a.summary,
      author: a.author,
      imageUrl: a.imageUrl,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      contentHtml,
      wordCount: htmlToText(contentHtml).split(' ').filter(Boolean).length,
    },
    more: more.map((r) => ({ slug: r.slug, title: frenchTypography(r.title), createdAt: r.createdAt.toISOString() })),
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
  };
}
