import type { LegalPageText } from '../../content/pages/legal-model';
import { publicUrlFrom, seo } from '../../lib/seo';
import { legalMeta } from '../LegalPage';

type MetaArgs = Parameters<typeof seo>[0];

/** Title, description and JSON-LD of a legal page: its breadcrumb in French, an Arabic WebPage in Arabic. */
export function legalPageMeta(args: MetaArgs, page: LegalPageText | undefined) {
  if (!page) return seo(args, { title: '', description: '' });
  if (page.lang === 'fr') return legalMeta(args, page);
  return seo(args, {
    title: page.title,
    description: page.description,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: page.title,
        description: page.description,
        url: publicUrlFrom(args.matches) + args.location.pathname,
        inLanguage: 'ar',
      },
    ],
  });
}
