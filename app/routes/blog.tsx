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

const CRUMBS = [{ name: 'Blog', path: '/blog' }];

export async function loader({ context }: Route.LoaderArgs) {
  return articlesForPage(context);
}

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlFrom(args.matches);
  const articles = args.data?.articles ?? [];
  return seo(args, {
    title: 'Blog : traduction certifiée et démarches',
    description:
      'Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives : préfecture, apostille, Émirats arabes unis.',
    jsonLd: [
      breadcrumbJsonLd(origin, CRUMBS),
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `Blog — ${SITE_NAME}`,
        url: `${origin}/blog`,
        inLanguage: 'fr-FR',
        blogPost: articles.map((a) => ({
          '@type': 'BlogPosting',
          headline: a.title,
          url: `${origin}/blog/${a.slug}`,
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
  const { articles, error } = loaderData;
  const isAdmin = useRootData()?.user?.role === 'admin';
  return (
    <>
      <PageHero
        title="Blog : traduction certifiée et démarches"
        eyebrow="Articles"
        lead="Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives."
        crumbs={CRUMBS}
      >
        {isAdmin ? (
          <div className="mt-6">
            <Link to="/blog/new" className="btn-primary" data-testid="new-article">
              <Plus className="h-4 w-4" aria-hidden="true" />
              Nouvel article
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
              <ArticleCard key={a.id} article={a} isAdmin={isAdmin} eager={i < 2} />
            ))}
          </div>
        )}
      </div>
      <CtaBand
        title="Un document à faire traduire ?"
        text={
          <p>Commandez votre traduction certifiée en ligne, avec un prix immédiat, ou demandez un devis détaillé.</p>
        }
        primary={{ to: '/services', label: 'Commander en ligne' }}
        secondary={{ to: '/devis', label: 'Demander un devis' }}
      />
    </>
  );
}
