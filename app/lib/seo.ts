import type { MetaDescriptor } from 'react-router';
import { BUSINESS } from '../../core/business';
import { DEFAULT_LANG, type Lang } from '../../core/messages/languages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { alternatesOf } from './page-alternates';
import type { RootData } from './root-data';
import type { PriceCatalogue } from '../../core/pricing';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the current location. */
  path?: string;
  image?: string;
  type?: 'website' | 'article';
  /** Structured data objects, each rendered as its own JSON-LD block. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export const SITE_NAME = BUSINESS.tradeName;
const DEFAULT_IMAGE = '/og-image.jpg';

export function publicUrlFrom(matches: MetaArgsLike['matches']): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { config?: { publicUrl?: string } } | undefined;
  return root?.config?.publicUrl ?? '';
}

/** Canonical paths are lower-case: /Emirats and /emirats are one page. */
function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

/** Open Graph's name of each language's audience. */
const OG_LOCALE = { fr: 'fr_FR', ar: 'ar_AR' } as const;

/**
 * A page that exists in both languages names both, and French as the default for any other
 * visitor (decision 032). Each language's page is its own canonical.
 */
function hreflangLinks(origin: string, pathname: string, matches: MetaArgsLike['matches']): MetaDescriptor[] {
  const alternates = alternatesOf(pathname, matches);
  if (!alternates) return [];
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: origin + alternates.fr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: origin + alternates.ar },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + alternates.fr },
  ];
}

/** Title, description, canonical, hreflang, Open Graph and JSON-LD for one page. */
export function seo(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const origin = publicUrlFrom(args.matches);
  const pathname = canonicalPath(input.path ?? args.location.pathname);
  const url = origin + pathname;
  const { lang } = splitLangPath(args.location.pathname);
  const image = (input.image ?? DEFAULT_IMAGE).startsWith('http')
    ? input.image!
    : origin + (input.image ?? DEFAULT_IMAGE);
  const fullTitle = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(input.noindex ? [] : hreflangLinks(origin, pathname, args.matches)),
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const data of input.jsonLd ?? [])
    tags.push({ 'script:ld+json': inPageLanguage(data, lang, origin, args.matches) });
  return tags;
}

/** Prices as schema.org offers, from the catalogue the order form charges (decision 028). */
function offerCatalogJsonLd(catalogue: PriceCatalogue): Record<string, unknown> {
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const offer = (name: string, cents: number, unitText?: string) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: euros(cents),
      priceCurrency: 'EUR',
      ...(unitText ? { unitText } : {}),
    },
  });
  return {
    '@type': 'OfferCatalog',
    name: 'Traductions certifiées arabe–français',
    itemListElement: [
      offer('Traduction certifiée arabe–français', catalogue.pricePerPageCents, 'page'),
      ...(catalogue.urgent ? [offer(`Option ${catalogue.urgent.name}`, catalogue.urgent.priceCents, 'page')] : []),
      ...catalogue.legalizationTypes
        .filter((l) => l.priceCents > 0)
        .map((l) => offer(`Légalisation\u00a0: ${l.name}`, l.priceCents, 'document')),
      ...catalogue.deliveryMethods.map((d) => offer(`Livraison\u00a0: ${d.name}`, d.priceCents)),
    ],
  };
}

/** The order page's service and its prices (the catalogue's), for /services. */
export function serviceOffersJsonLd(origin: string, catalogue: PriceCatalogue): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Traduction certifiée arabe–français',
    serviceType: 'Traduction certifiée',
    provider: { '@id': `${origin}/#business` },
    areaServed: { '@type': 'Country', name: 'France' },
    // Ordered and answered in French or Arabic (issue 17): schema.org says it of the channel, not the Service.
    availableChannel: { '@type': 'ServiceChannel', availableLanguage: ['fr', 'ar'] },
    hasOfferCatalog: offerCatalogJsonLd(catalogue),
  };
}

/** The site's own published reviews (docs/reviews.md): how many, and their average out of 5. */
export interface SiteRating {
  count: number;
  average: number;
}

/**
 * LocalBusiness data for the home page and the local landing page; with the catalogue, its
 * offers; with the home page's published real reviews (never samples, never figures copied from
 * elsewhere), its AggregateRating, only when there is at least one.
 */
export function localBusinessJsonLd(
  origin: string,
  catalogue?: PriceCatalogue,
  rating: SiteRating | null = null,
): Record<string, unknown> {
  const b = BUSINESS;
  return {
    '@context': 'https://schema.org',
    '@type': ['ProfessionalService', 'LocalBusiness'],
    '@id': `${origin}/#business`,
    name: b.tradeName,
    description: `${b.title} à ${b.address.city}, inscrite près la ${b.courtOfAppeal}. Traductions certifiées et légalisation de documents.`,
    url: origin + '/',
    image: origin + DEFAULT_IMAGE,
    telephone: b.phone,
    email: b.email,
    priceRange: '€€',
    founder: { '@type': 'Person', name: b.translatorName, jobTitle: b.title },
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address.street,
      postalCode: b.address.postalCode,
      addressLocality: b.address.city,
      addressRegion: b.address.region,
      addressCountry: b.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: b.geo.latitude, longitude: b.geo.longitude },
    openingHoursSpecification: b.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${DAY_NAMES[d]}`),
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: [
      { '@type': 'City', name: 'Dijon' },
      { '@type': 'Country', name: 'France' },
    ],
    knowsLanguage: ['fr', 'ar'],
    // The site and its translator answer in both languages (issue 17).
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: b.phone,
      email: b.email,
      availableLanguage: ['fr', 'ar'],
    },
    ...(catalogue ? { hasOfferCatalog: offerCatalogJsonLd(catalogue) } : {}),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/**
 * A page's structured data in its language (issue 17): the pages share their modules across
 * languages and word their crumbs in the page's language, but the trail starts « Accueil » at
 * the French home page; an Arabic page's trail starts at its own home page, in Arabic, and each
 * crumb that exists in Arabic links to its Arabic page.
 */
function inPageLanguage(
  data: Record<string, unknown>,
  lang: Lang,
  origin: string,
  matches: MetaArgsLike['matches'],
): Record<string, unknown> {
  if (lang === DEFAULT_LANG || data['@type'] !== 'BreadcrumbList') return data;
  // The shell's words, which the root loader sends: no catalogue in the page's script.
  const home = (matches.find((m) => m?.id === 'root')?.data as RootData | undefined)?.shell.navHome;
  const items = data.itemListElement as { name: string; item: string; position: number }[];
  return {
    ...data,
    itemListElement: items.map((crumb) => {
      const path = crumb.item.startsWith(origin) ? crumb.item.slice(origin.length) || '/' : null;
      return {
        ...crumb,
        ...(crumb.position === 1 && home ? { name: home } : {}),
        ...(path !== null && splitLangPath(path).lang === DEFAULT_LANG
          ? { item: origin + localizedPath(lang, path) }
          : {}),
      };
    }),
  };
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Accueil', path: '/' }, ...items].map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: origin + item.path,
    })),
  };
}
