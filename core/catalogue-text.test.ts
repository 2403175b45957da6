import { describe, expect, it } from 'vitest';
import {
  fillCatalogueTokens,
  legalisationDelayText,
  optionListText,
  paperMethods,
  translationDelayText,
  translationWithinText,
  urgentOfferText,
} from './catalogue-text';
import type { PriceCatalogue } from './pricing';

const catalogue: PriceCatalogue = {
  pricePerPageCents: 3000,
  deliveryMethods: [
    { id: 'email', name: 'E-mail (PDF)', priceCents: 0, turnaroundDays: 2, postal: null },
    { id: 'standard', name: 'Lettre suivie', priceCents: 1000, turnaroundDays: 2, postal: { minDays: 2, maxDays: 3 } },
    { id: 'pickup', name: 'Retrait au bureau à Dijon', priceCents: 0, turnaroundDays: 3, postal: null },
  ],
  legalizationTypes: [
    { id: 'none', name: 'Aucune', priceCents: 0, turnaroundDays: 0 },
    { id: 'mairie', name: 'Mairie', priceCents: 2000, turnaroundDays: 2 },
    { id: 'consulate', name: 'Consulat <ambassade>', priceCents: 8000, turnaroundDays: 10 },
  ],
  urgent: { name: 'Urgent', priceCents: 1500, turnaroundDays: 1 },
};
const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('statements worded from the catalogue', () => {
  it('words the translation delay over the methods offered', () => {
    expect(nb(translationDelayText(catalogue))).toBe('2 à 3 jours ouvrés');
    expect(nb(translationWithinText(catalogue))).toBe('sous 48 h ouvrées');
    expect(nb(legalisationDelayText(catalogue))).toBe('2 à 10 jours ouvrés');
  });

  it('words the urgent option, or nothing when it is off', () => {
    expect(nb(urgentOfferText(catalogue)!)).toBe('24 h ouvrées, 15 € de plus par page (jusqu’à 10 pages)');
    expect(urgentOfferText({ urgent: null })).toBeNull();
  });

  it('lists the paper originals (post and pickup) with their prices', () => {
    expect(paperMethods(catalogue).map((m) => m.id)).toEqual(['standard', 'pickup']);
    expect(nb(optionListText(paperMethods(catalogue)))).toBe(
      '« Lettre suivie » (10 €) ou « Retrait au bureau à Dijon » (inclus)',
    );
  });
});

describe('FAQ words', () => {
  it('fills the known words, escapes them for HTML and leaves the others as written', () => {
    const html = fillCatalogueTokens(
      '<p>{{prix_page}} · {{ delai_traduction }} · {{prix:delivery:standard}} · {{delai:legalization:consulate}} · {{prix:legalization:consulate}} · {{inconnu}}</p>',
      catalogue,
    );
    expect(nb(html)).toBe('<p>30 € · 2 à 3 jours ouvrés · 10 € · 10 jours ouvrés · 80 € · {{inconnu}}</p>');
    expect(nb(fillCatalogueTokens('{{urgence}}', catalogue))).toContain('« Urgent »');
    expect(fillCatalogueTokens('{{urgence}}', { ...catalogue, urgent: null })).toContain('commentaire');
    expect(fillCatalogueTokens('{{prix:delivery:dhl}}', catalogue)).toBe('sur devis');
    expect(
      fillCatalogueTokens('{{originaux_papier}}', {
        ...catalogue,
        deliveryMethods: [{ id: 'x', name: 'A & B', priceCents: 500, postal: { minDays: 1, maxDays: 2 } }],
      }),
    ).toContain('A &amp; B');
  });
});
