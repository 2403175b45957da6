import { ArrowRight, CalendarDays, Pencil, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleCardData } from './types';
import { DEFAULT_ARTICLE_IMAGE, formatArticleDate } from './format';
import { AdminLanguage } from './AdminLanguage';
import type { Lang } from '../../../core/messages/languages';
import { useAdminListWords } from '../../lib/admin-list-words';

/** One article of /blog: illustration, title, author, date, summary and « Lire la suite ». */
export function ArticleCard({
  article,
  lang,
  readMore,
  isAdmin,
  eager,
}: {
  article: ArticleCardData;
  lang: Lang;
  /** « Lire la suite » in the page's language (the loader's words). */
  readMore: string;
  isAdmin: boolean;
  eager?: boolean;
}) {
  const href = `${lang === 'ar' ? '/ar' : ''}/blog/${article.slug}`;
  return (
    <article className="card flex flex-col overflow-hidden p-0" data-testid="article-card">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[40/21] overflow-hidden bg-surface-2">
        <img
          src={article.imageUrl || DEFAULT_ARTICLE_IMAGE}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl leading-snug font-semibold">
          <Link to={href} className="text-ink no-underline hover:text-brand">
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="h-4 w-4" aria-hidden="true" />
            <bdi>{article.author}</bdi>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt, lang)}</time>
          </span>
        </p>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{article.summary}</p>
        {isAdmin ? (
          <div className="mt-4">
            <AdminLanguage
              kind="article"
              lang={lang}
              translationId={article.translationId}
              translateFrom={article.slug}
            />
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <Link
            to={href}
            className="inline-flex items-center gap-1.5 font-semibold text-brand underline"
            data-testid="read-more"
          >
            {readMore}
            <span className="sr-only">
              {lang === 'ar' ? ': ' : '\u00a0: '}
              {article.title}
            </span>
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          {isAdmin ? <EditLink article={article} /> : null}
        </div>
      </div>
    </article>
  );
}

/** « Modifier », for the admin: French on either list (decision 034), her words from the root data. */
function EditLink({ article }: { article: ArticleCardData }) {
  const words = useAdminListWords();
  return (
    <Link to={`/blog/edit/${article.slug}`} className="btn-secondary px-3 py-2" data-testid="admin-edit">
      <Pencil className="h-4 w-4" aria-hidden="true" />
      {words.edit}
      <span className="sr-only">&nbsp;: {article.title}</span>
    </Link>
  );
}
