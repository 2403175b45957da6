import { Check } from 'lucide-react';
import type { Route } from './+types/landing-ar';
import { splitLangPath } from '../../core/messages/pages';
import { ContactCard } from '../components/landing/ContactCard';
import { CtaBand } from '../components/landing/CtaBand';
import { LandingHero } from '../components/landing/LandingHero';
import { Section } from '../components/landing/Section';
import { arabicLandingText, isArabicLanding, type LandingSection } from '../.server/landing-ar';
import { orderCatalogue } from '../.server/order-catalogue';
import { structuredDataFor } from '../.server/structured-data';
import { localBusinessJsonLd, publicUrlFrom, seo } from '../lib/seo';

/**
 * /ar/traduction-arabe-dijon (issue 17): the last Arabic landing page not yet in app/content/pages,
 * its words and figures from the server
 * (app/.server/landing-ar.ts), laid out with the French pages' landing components.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { path } = splitLangPath(new URL(request.url).pathname);
  if (!isArabicLanding(path)) throw new Response('Not Found', { status: 404 });
  const catalogue = await orderCatalogue(context.db);
  const text = arabicLandingText(path, catalogue);
  const origin = context.config.publicUrl;
  // What the page is about, the business, said in Arabic (app/.server/structured-data.ts).
  const about = () => [localBusinessJsonLd(origin, catalogue)];
  return { catalogue, ...text, ...structuredDataFor('ar', catalogue, about) };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.data;
  const origin = publicUrlFrom(args.matches);
  const page = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: data?.meta.title,
    url: origin + args.location.pathname,
    inLanguage: 'ar',
  };
  return seo(args, {
    title: data?.meta.title ?? '',
    description: data?.meta.description ?? '',
    jsonLd: data ? [page, ...(data.jsonLd ?? [])] : [],
  });
};

function SectionBody({ section, labels }: { section: LandingSection; labels: Route.ComponentProps['loaderData'] }) {
  return (
    <div className="space-y-6">
      {section.paragraphs?.map((p) => (
        <p key={p} className="max-w-3xl text-lg leading-relaxed text-muted">
          {p}
        </p>
      ))}
      {section.items ? (
        <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
          {section.items.map((item) => (
            <li key={item} className="card flex gap-3 p-4 leading-relaxed">
              <Check className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {section.steps ? (
        <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {section.steps.map((step, i) => (
            <li key={step.title} className="card flex gap-4 p-5">
              <span
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span>
                <span className="block font-semibold text-ink">{step.title}</span>
                <span className="mt-1 block leading-relaxed text-muted">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {section.rows ? (
        <dl className="card max-w-2xl divide-y divide-line p-0" data-testid="delay-rows">
          {section.rows.map((row) => (
            <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-3">
              <dt className="text-ink">{row.label}</dt>
              <dd className="font-semibold text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.contact ? (
        <div className="max-w-md">
          <ContactCard labels={labels.contactLabels} />
        </div>
      ) : null}
    </div>
  );
}

export default function ArabicLanding({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <LandingHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        crumbs={[{ name: page.hero.eyebrow, path: page.frenchPath }]}
        primary={page.hero.primary}
        secondary={page.hero.secondary}
        points={page.hero.points}
      />
      {page.sections.map((section, i) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.intro}
          tone={i % 2 ? 'alt' : 'plain'}
        >
          <SectionBody section={section} labels={page} />
        </Section>
      ))}
      <div className="py-10">
        <CtaBand
          title={page.cta.title}
          text={page.cta.text}
          primary={page.cta.primary}
          secondary={page.cta.secondary}
        />
      </div>
    </>
  );
}
