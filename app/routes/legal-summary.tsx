import { ArrowLeft, Scale } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/legal-summary';
import { splitLangPath } from '../../core/messages/pages';
import { PageHero } from '../components/PageHero';
import { isLegalSummaryPath, legalSummaryText } from '../.server/legal-summary';
import { orderCatalogue } from '../.server/order-catalogue';
import { publicUrlFrom, seo } from '../lib/seo';

/**
 * /ar/legal, /ar/cgu, /ar/cookies, /ar/rgpd and /ar/securite-ssl (issue 17): faithful Arabic
 * summaries of the French legal pages, which stay the binding text and are linked at the top.
 * One module for the five: the words come from the server (app/.server/legal-summary.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { path } = splitLangPath(new URL(request.url).pathname);
  if (!isLegalSummaryPath(path)) throw new Response('Not Found', { status: 404 });
  const catalogue = await orderCatalogue(context.db);
  let host = 'localhost';
  try {
    host = new URL(context.config.publicUrl).host;
  } catch {
    // An invalid PUBLIC_URL is refused at start; keep a word here rather than fail the page.
  }
  return legalSummaryText(context.lang, path, { catalogue, retention: context.config.retention, host });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.title ?? '',
    description: args.data?.description ?? '',
    jsonLd: args.data
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: args.data.title,
            description: args.data.description,
            url: publicUrlFrom(args.matches) + args.location.pathname,
            inLanguage: 'ar',
          },
        ]
      : [],
  });

/**
 * A left-to-right run isolated in an Arabic sentence (U+2066 … U+2069: the e-mail address, the
 * host name, a French term) never breaks inside: « contact@benali- / traduction.fr » split over
 * two right-to-left lines read in the wrong order at 390 px. The text itself is unchanged.
 */
function withWholeIsolates(text: string) {
  return text.split(/(\u2066[^\u2069]*\u2069)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export default function LegalSummary({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={page.title} eyebrow={page.eyebrow} crumbs={[{ name: page.title, path: page.frenchPath }]}>
        {/* The binding text first: this page only summarises it. */}
        <div
          className="mt-6 flex max-w-2xl gap-3 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-ink"
          data-testid="binding-notice"
        >
          <Scale className="mt-1 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
          <p className="leading-relaxed">
            {page.binding}{' '}
            <Link
              to={page.frenchPath}
              hrefLang="fr"
              className="inline-flex items-center gap-1 font-semibold text-brand underline"
              data-testid="binding-link"
            >
              {page.bindingLink}
              <ArrowLeft className="h-4 w-4 ltr:-scale-x-100" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </PageHero>
      <div className="container-page py-10 sm:py-14">
        <div className="prose-page max-w-3xl">
          {page.sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>{s.title}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{withWholeIsolates(p)}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
