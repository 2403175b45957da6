import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/blog-article';
import { AdminLinks } from '../components/content/AdminLinks';
import { articleForPage } from '../.server/blog';
import { DEFAULT_ARTICLE_IMAGE, formatArticleDate } from '../components/content/format';
import { RichText } from '../components/content/RichText';
import { CtaBand } from '../components/landing/CtaBand';
import { PageHero } from '../components/PageHero';
import { ContentErrorPage } from '../components/content/ContentErrorPage';
import { breadcrumbJsonLd, publicUrlFrom, SITE_NAME, seo } from '../lib/seo';
import { t } from '../../core/messages';
import { useRootData } from '../lib/root-data';
import { localizedPath, splitLangPath } from '../../core/messages/pages';

/**
 * /blog/:slug and /article/:slug (spec 2) are one page; the canonical address is /blog/:slug.
 * /ar/blog/:slug is an Arabic article (decision 034).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const lang = context.lang;
  const prefix =
    lang === 'ar'
      ? '/ar/blog'
      : new URL(request.url).pathname.toLowerCase().startsWith('/article/')
        ? '/article'
        : '/blog';
  return articleForPage(context, params.slug, prefix, lang);
}

/** schema.org's language of each article. */
const IN_LANGUAGE = { fr: 'fr-FR', ar: 'ar' } as const;

/** Social networks and search engines want a raster image: the site's Open Graph picture stands in for the SVG default. */
const absolute = (origin: string, url: string) => (url.startsWith('http') ? url : origin + url);

export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  const a = page?.article;
  if (!page || !a) {
    const { lang } = splitLangPath(args.location.pathname);
    return seo(args, {
      title: t(lang, 'article.notFound'),
      description: t(lang, 'blogPage.notFoundDescription'),
      noindex: true,
    });
  }
  const origin = publicUrlFrom(args.matches);
  const { lang, text } = page;
  const list = localizedPath(lang, '/blog');
  const path = `${list}/${a.slug}`;
  const image = a.imageUrl ? absolute(origin, a.imageUrl) : `${origin}/og-image.jpg`;
  return [
    ...seo(args, {
      title: a.title,
      description: a.summary.length > 160 ? `${a.summary.slice(0, 159).replace(/\s+\S*$/, '')}…` : a.summary,
      path,
      type: 'article',
      image,
      jsonLd: [
        breadcrumbJsonLd(origin, [
          { name: text.crumb, path: list },
          { name: a.title, path },
        ]),
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: a.title,
          description: a.summary,
          image: [image],
          datePublished: a.createdAt,
          dateModified: a.updatedAt,
          author: { '@type': 'Person', name: a.author },
          publisher: {
            '@type': 'Organization',
            name: SITE_NAME,
            logo: { '@type': 'ImageObject', url: `${origin}/apple-touch-icon.png` },
          },
          mainEntityOfPage: { '@type': 'WebPage', '@id': origin + path },
          url: origin + path,
          inLanguage: IN_LANGUAGE[lang],
          wordCount: a.wordCount,
        },
      ],
    }),
    { property: 'article:published_time', content: a.createdAt },
    { property: 'article:modified_time', content: a.updatedAt },
    { property: 'article:author', content: a.author },
  ];
};

/** Who wrote the article, and the disclaimer under it. */
function AuthorNote({ author, text }: { author: string; text: Route.ComponentProps['loaderData']['text'] }) {
  return (
    <footer className="mt-12 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:items-center">
      <span
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-soft font-serif text-lg font-semibold text-brand"
        aria-hidden="true"
      >
        {author
          .split(/\s+/)
          .map((w) => w[0])
          .join('')
          .slice(0, 2)
          .toUpperCase()}
      </span>
      <p className="text-sm leading-relaxed text-muted">
        <strong className="text-ink">
          <bdi>{author}</bdi>
        </strong>
        {author === text.translatorName ? text.authorTitle : '.'} {text.disclaimer}
      </p>
    </footer>
  );
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article: a, more, lang, text } = loaderData;
  const isAdmin = useRootData()?.user?.role === 'admin';
  const navigate = useNavigate();
  const minutes = Math.max(1, Math.round(a.wordCount / 220));
  const date = (iso: string) => formatArticleDate(iso, lang);
  const updated = date(a.updatedAt) !== date(a.createdAt);
  const list = localizedPath(lang, '/blog');
  return (
    <>
      <PageHero
        title={a.title}
        eyebrow={text.crumb}
        lead={<p>{a.summary}</p>}
        crumbs={[
          { name: text.crumb, path: list },
          { name: a.title, path: `${list}/${a.slug}` },
        ]}
      >
        <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="h-4 w-4" aria-hidden="true" />
            <bdi>{a.author}</bdi>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {text.published} <time dateTime={a.createdAt}>{date(a.createdAt)}</time>
            {updated ? (
              <>
                {text.updated} <time dateTime={a.updatedAt}>{date(a.updatedAt)}</time>
              </>
            ) : null}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {text.minutes.replace('{{count}}', String(minutes))}
          </span>
        </p>
      </PageHero>
      <div className="container-page py-10 sm:py-12">
        <article className="mx-auto max-w-3xl" data-testid="article">
          <figure className="mb-10 overflow-hidden rounded-2xl border border-line bg-surface-2">
            <img
              src={a.imageUrl || DEFAULT_ARTICLE_IMAGE}
              alt=""
              width={1200}
              height={630}
              // The largest image of the page: fetched first.
              fetchPriority="high"
              decoding="async"
              className="aspect-[40/21] h-auto w-full object-cover"
            />
          </figure>
          <RichText html={a.contentHtml} testId="article-content" />
          {isAdmin ? (
            <div className="mt-10 border-t border-line pt-6">
              <AdminLinks
                kind="article"
                size="md"
                editTo={`/blog/edit/${a.slug}`}
                deleteUrl={`/api/articles/${a.id}`}
                subject={a.title}
                onDeleted={() => navigate(list)}
              />
            </div>
          ) : null}
          <AuthorNote author={a.author} text={text} />
          <Link to={list} className="mt-10 inline-flex items-center gap-2 font-semibold text-brand underline">
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {text.allArticles}
          </Link>
        </article>
        {more.length > 0 ? (
          <section aria-labelledby="a-lire-aussi" className="mx-auto mt-14 max-w-3xl border-t border-line pt-10">
            <h2 id="a-lire-aussi" className="text-2xl font-semibold">
              {text.readAlso}
            </h2>
            <ul className="mt-5 grid gap-3">
              {more.map((m) => (
                <li key={m.slug}>
                  <Link
                    to={`${list}/${m.slug}`}
                    className="card flex flex-col gap-1 p-5 text-ink no-underline hover:border-brand"
                  >
                    <span className="font-semibold hover:text-brand">{m.title}</span>
                    <time dateTime={m.createdAt} className="text-sm text-muted">
                      {date(m.createdAt)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <CtaBand
        title={text.articleCtaTitle}
        text={<p>{text.articleCtaText}</p>}
        primary={{ to: localizedPath(lang, '/services'), label: text.ctaOrder }}
        secondary={{ to: localizedPath(lang, '/devis'), label: text.quote }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ContentErrorPage kind="article" />;
}
