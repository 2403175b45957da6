import { MessageCircleQuestion } from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import { replyWithinText } from '../../core/turnaround';
import type { Route } from './+types/faq';
import { FaqAccordion } from '../components/content/FaqAccordion';
import { faqListForPage } from '../.server/faq';
import { CtaBand } from '../components/landing/CtaBand';
import { PageHero } from '../components/PageHero';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

const CRUMBS = [{ name: 'FAQ', path: '/faq' }];

export async function loader({ context }: Route.LoaderArgs) {
  return faqListForPage(context);
}

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlFrom(args.matches);
  const items = args.data?.items ?? [];
  return seo(args, {
    title: 'Questions fréquentes sur la traduction certifiée',
    description:
      'Traduction certifiée arabe–français : documents acceptés, délais, prix, apostille et légalisation, Émirats, originaux ou scans, paiement, confidentialité et livraison.',
    jsonLd: [
      breadcrumbJsonLd(origin, CRUMBS),
      ...(items.length > 0
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: items.map((i) => ({
                '@type': 'Question',
                name: i.question,
                url: `${origin}/faq#${i.slug}`,
                acceptedAnswer: { '@type': 'Answer', text: i.answerText },
              })),
            },
          ]
        : []),
    ],
  });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { items, error } = loaderData;
  const isAdmin = useRootData()?.user?.role === 'admin';
  const revalidator = useRevalidator();
  return (
    <>
      <PageHero
        title="Questions fréquentes"
        eyebrow="Foire aux questions"
        lead="Tout ce qu’il faut savoir sur la traduction certifiée, la légalisation et les délais."
        crumbs={CRUMBS}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div>
          {error ? (
            <p role="alert" className="card border-danger/40 bg-danger-soft text-ink" data-testid="faq-error">
              {error}
            </p>
          ) : (
            <FaqAccordion items={items} isAdmin={isAdmin} onChanged={() => revalidator.revalidate()} />
          )}
        </div>
        <aside className="card lg:sticky lg:top-24" aria-labelledby="faq-aide">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <MessageCircleQuestion className="h-5 w-5" aria-hidden="true" />
          </span>
          <h2 id="faq-aide" className="mt-4 text-xl font-semibold">
            Une autre question&#8239;?
          </h2>
          <p className="mt-2 leading-relaxed text-muted">
            Chaque dossier est particulier. Décrivez-nous le vôtre&nbsp;: nous vous répondons en général{' '}
            {replyWithinText()}.
          </p>
          <div className="mt-5 flex flex-col gap-3">
            <Link to="/contact" className="btn-primary">
              Nous écrire
            </Link>
            <Link to="/devis" className="btn-secondary">
              Demander un devis
            </Link>
          </div>
        </aside>
      </div>
      <CtaBand
        title="Commandez votre traduction certifiée en ligne"
        text={
          <p>
            Téléversez vos documents, choisissez la livraison et la légalisation&nbsp;: le prix s’affiche tout de suite.
          </p>
        }
        primary={{ to: '/services', label: 'Commander en ligne' }}
        secondary={{ to: '/devis', label: 'Demander un devis' }}
      />
    </>
  );
}
