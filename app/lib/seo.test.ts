import { describe, expect, it } from 'vitest';
import type { PriceCatalogue } from '../../core/pricing';
import { breadcrumbJsonLd, localBusinessJsonLd, seo, serviceOffersJsonLd } from './seo';

describe('LocalBusiness structured data and reviews (decisions 031 and 057)', () => {
  it('has no AggregateRating without published real reviews, whatever the Google figures', () => {
    expect(localBusinessJsonLd('https://ex.fr')).not.toHaveProperty('aggregateRating');
    expect(localBusinessJsonLd('https://ex.fr', undefined, null)).not.toHaveProperty('aggregateRating');
    expect(localBusinessJsonLd('https://ex.fr', undefined, { count: 0, average: 5 })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(JSON.stringify(localBusinessJsonLd('https://ex.fr'))).not.toMatch(/rating/i);
  });

  it('counts the published real reviews, and only those', () => {
    expect(localBusinessJsonLd('https://ex.fr', undefined, { count: 2, average: 4.5 })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });
});

describe('breadcrumbs in the page’s language (issue 17)', () => {
  const origin = 'https://ex.fr';
  const trail = (pathname: string, navHome: string) => {
    const matches = [{ id: 'root', data: { config: { publicUrl: origin }, shell: { navHome } } }];
    const tags = seo(
      { location: { pathname }, matches },
      {
        title: 'x',
        description: 'x',
        jsonLd: [breadcrumbJsonLd(origin, [{ name: 'crumb', path: '/services' }]), { '@type': 'Service' }],
      },
    );
    type Ld = { '@type': string; itemListElement?: { name: string; item: string }[] };
    return tags.flatMap((tag) =>
      'script:ld+json' in tag ? [(tag as { 'script:ld+json': Ld })['script:ld+json']] : [],
    );
  };

  it('starts an Arabic page’s trail at the Arabic home page, in Arabic, its crumbs on Arabic pages', () => {
    const [crumbs, service] = trail('/ar/services', 'الرئيسية');
    expect(crumbs!.itemListElement!.map((c) => [c.name, c.item])).toEqual([
      ['الرئيسية', 'https://ex.fr/ar'],
      ['crumb', 'https://ex.fr/ar/services'],
    ]);
    expect(service).toEqual({ '@type': 'Service' });
  });

  it('leaves a French page’s trail as it was', () => {
    expect(trail('/services', 'Accueil')[0]!.itemListElement!.map((c) => [c.name, c.item])).toEqual([
      ['Accueil', 'https://ex.fr/'],
      ['crumb', 'https://ex.fr/services'],
    ]);
  });
});

describe('the languages of the service', () => {
  it('are said on its channel, where schema.org defines availableLanguage, on every page that shows it', () => {
    const catalogue: PriceCatalogue = {
      pricePerPageCents: 3000,
      deliveryMethods: [{ id: 'email', name: 'E-mail (PDF)', priceCents: 0, turnaroundDays: 2, postal: null }],
      legalizationTypes: [{ id: 'none', name: 'Aucune', priceCents: 0, turnaroundDays: 0 }],
      urgent: null,
    };
    const service = serviceOffersJsonLd('https://ex.fr', catalogue);
    expect(service).not.toHaveProperty('availableLanguage');
    expect(service.availableChannel).toEqual({ '@type': 'ServiceChannel', availableLanguage: ['fr', 'ar'] });
  });
});
