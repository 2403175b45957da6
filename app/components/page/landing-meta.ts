import type { LandingPageText } from '../../content/pages/model';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../../lib/seo';

type MetaArgs = Parameters<typeof seo>[0] & { location: { pathname: string } };

/**
 * Title, description and JSON-LD of a landing page. A French page says where it sits
 * (BreadcrumbList); an Arabic page says it is an Arabic WebPage (decision 032). Both add the
 * blocks their loader built.
 */
export function landingMeta(args: MetaArgs, page: LandingPageText | undefined) {
  const origin = publicUrlFrom(args.matches);
  if (!page) return seo(args, { title: '', description: '' });
  const jsonLd =
    page.lang === 'fr'
      ? [...page.jsonLd, breadcrumbJsonLd(origin, [{ name: page.hero.crumb, path: page.path }])]
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: page.meta.title,
            url: origin + args.location.pathname,
            inLanguage: 'ar',
          },
          ...page.jsonLd,
        ];
  return seo(args, { ...page.meta, jsonLd });
}
