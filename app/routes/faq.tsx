import { MessageCircleQuestion } from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/faq';
import { FaqAccordion } from '../components/content/FaqAccordion';
import { faqListForPage } from '../.server/faq';
import { CtaBand } from '../components/landing/CtaBand';
import { PageHero } from '../components/PageHero';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';
import { localizedPath } from '../../core/messages/pages';

/** /faq, and /ar/faq with the Arabic entries (decision 034): the language comes from the address. */
export async function loader({ context }: Route.LoaderArgs) {
  return faqListForPage(context, context.lang);
}

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlFrom(args.matches);
  const items = args.data?.items ?? [];
  const text = args.data?.text;
  const lang = args.data?.lang ?? 'fr';
  const path = localizedPath(lang, '/faq');
  return seo(args, {
    title: text?.metaTitle ?? '',
    description: text?.metaDescription ?? '',
    jsonLd: [
      breadcrumbJsonLd(origin, [{ name: text?.crumb ?? 'FAQ', path }]),
      ...(items.length > 0
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              ...(lang === 'fr' ? {} : { inLanguage: lang }),
              mainEntity: items.map((i) => ({
                '@type': 'Question',
                name: i.question,
                url: `${origin}${path}#${i.slug}`,
                acceptedAnswer: { '@type': 'Answer', text: i.answerText },
              })),
            },
          ]
        : []),
    ],
  });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { items, error, text, lang } = loaderData;
  const isAdmin = useRootData()?.user?.role === 'admin';
  const revalidator = useRevalidator();
  const crumbs = [{ name: text.crumb, path: localizedPath(lang, '/faq') }];
  return (
    <>
      <PageHero title={text.title} eyebrow={text.eyebrow} lead={text.lead} crumbs={crumbs} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div>
          {error ? (
            <p role="alert" className="card border-danger/40 bg-danger-soft text-ink" data-testid="faq-error">
              {error}
            </p>
          ) : (
            <FaqAccordion items={items} lang={lang} isAdmin={isAdmin} onChanged={() => revalidator.revalidate()} />
          )}
        </div>
        <aside className="card lg:sticky lg:top-24" aria-labelledby="faq-aide">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <MessageCircleQuestion className="h-5 w-5" aria-hidden="true" />
          </span>
          <h2 id="faq-aide" className="mt-4 text-xl font-semibold">
            {text.asideTitle}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{text.asideText}</p>
          <div className="mt-5 flex flex-col gap-3">
            <Link to={localizedPath(lang, '/contact')} className="btn-primary">
              {text.writeUs}
            </Link>
            <Link to={localizedPath(lang, '/devis')} className="btn-secondary">
              {text.quote}
            </Link>
          </div>
        </aside>
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
