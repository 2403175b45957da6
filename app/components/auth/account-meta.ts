import type { MetaDescriptor } from 'react-router';
import { t, type PlainMessageId } from '../../../core/messages';
import { localizedPath, splitLangPath } from '../../../core/messages/pages';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../../lib/seo';

type MetaArgs = Parameters<typeof seo>[0];

/**
 * Title, description and breadcrumb data of a page that exists in French and Arabic and is never
 * indexed (account pages, customer area): words looked up in the language of the address, paths
 * of that language. The breadcrumb's structured data names French crumbs, so only French pages carry it.
 */
export function accountMeta(
  args: MetaArgs,
  input: {
    title: PlainMessageId;
    description: PlainMessageId;
    path: string;
    crumbs?: { name: PlainMessageId; path: string }[];
  },
): MetaDescriptor[] {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title: t(lang, input.title),
    description: t(lang, input.description),
    path: localizedPath(lang, input.path),
    noindex: true,
    jsonLd:
      lang === 'fr' && input.crumbs
        ? [
            breadcrumbJsonLd(
              publicUrlFrom(args.matches),
              input.crumbs.map((c) => ({ name: t(lang, c.name), path: c.path })),
            ),
          ]
        : [],
  });
}
