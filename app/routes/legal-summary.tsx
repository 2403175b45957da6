import type { Route } from './+types/legal-summary';
import { splitLangPath } from '../../core/messages/pages';
import { LegalSummaryView } from '../components/page/LegalSummaryView';
import { isLegalSummaryPath, legalSummaryText } from '../.server/legal-summary';
import { orderCatalogue } from '../.server/order-catalogue';
import { publicUrlFrom, seo } from '../lib/seo';

/**
 * /ar/legal, /ar/cookies, /ar/rgpd and /ar/securite-ssl (issue 17; /ar/cgu is drawn from app/content/pages): faithful Arabic
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

export default function LegalSummary({ loaderData: page }: Route.ComponentProps) {
  return <LegalSummaryView page={page} />;
}
