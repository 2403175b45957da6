import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/blog';
import { ArticleCard } from '../components/content/ArticleCard';
import { articlesForPage } from '../.server/blog';
import { CtaBand } from '../components/landing/CtaBand';
import { PageHero } from '../components/PageHero';
import { breadcrumbJsonLd, publicUrlFrom, SITE_NAME, seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { useRootData } from '../lib/root-data';
import { localizedPath } from '../../core/messages/pages';

/** /blog, and /ar/blog with the Arabic articles (decision 034): the language comes from the address. */
export async function loader({ context }: Route.LoaderArgs) {
  return articlesForPage(context, context.lang);
}

/** schema.org's language of each list. */
const IN_LANGUAGE = { fr: 'fr-FR', ar: 'ar' } as const;

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlFrom(args.matches);
  const articles = args.data?.articles ?? [];
  const text = args.data?.text;
  const lang = args.data?.lang ?? 'fr';
  const path = localizedPath(lang, '/blog');
  return seo(args, {
    title: text?.metaTitle ?? '',
    description: text?.metaDescription ?? '',
    jsonLd: [
      breadcrumbJsonLd(origin, [{ name: text?.crumb ?? 'Blog', path }]),
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${text?.crumb ?? 'Blog'} — ${SITE_NAME}`,
        url: `${origin}${path}`,
        inLanguage: IN_LANGUAGE[lang],
        blogPost: articles.map((a) => ({
          '@type': 'BlogPosting',
          headline: a.title,
          url: `${origin}${path}/${a.slug}`,
          datePublished: a.createdAt,
          dateModified: a.updatedAt,
          author: { '@type': 'Person', name: a.author },
        })),
      },
    ],
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { articles, error, text, lang } = loaderData;
  const root = useRootData();
  const isAdmin = root?.user?.role === 'admin';
  return (
    <>
      <PageHero
        title={text.metaTitle}
        eyebrow={text.eyebrow}
        lead={text.lead}
        crumbs={[{ name: text.crumb, path: localizedPath(lang, '/blog') }]}
      >
        {isAdmin ? (
          <div className="mt-6">
            <Link
              to={lang === 'ar' ? '/blog/new?langue=ar' : '/blog/new'}
              className="btn-primary"
              data-testid="new-article"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {/* Back office: French whatever the page's language (decision 034). */}
              {root?.adminLists?.newArticle}
            </Link>
          </div>
        ) : null}
      </PageHero>
      <div className="container-page py-12">
        {error ? (
          <p role="alert" className="card border-danger/40 bg-danger-soft text-ink" data-testid="blog-error">
            {error}
          </p>
        ) : articles.length === 0 ? (
          <p className="card text-muted" data-testid="blog-empty">
            {t('article.empty')}
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
            {articles.map((a, i) => (
              <ArticleCard
                key={a.id}
                article={a}
                lang={lang}
                readMore={text.readMore}
                isAdmin={isAdmin}
                eager={i < 2}
              />
            ))}
          </div>
        )}
      </div>
      <CtaBand
        title={text.ctaTitle}
        text={<p>{text.ctaText}</p>}
        primary={{ to: localizedPath(lang, '/services'), label: text.ctaOrder }}
        secondary={{ to: localizedPath(lang, '/devis'), label: text.quote }}
      />
    </>
  );
}
