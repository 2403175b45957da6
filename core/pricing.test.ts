import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceRequestSchema, reconcileCounts, stripMarkup, URGENT_MAX_PAGES } from './order-rules';
import { computePrice, UnknownOptionError, type PriceCatalogue } from './pricing';
import { ref, tr } from './messages';
import { frenchOf } from './test/french-of';

const catalogue: PriceCatalogue = {
  pricePerPageCents: 3000,
  deliveryMethods: [
    { id: 'email', name: 'E-mail', priceCents: 0 },
    { id: 'standard', name: 'Lettre suivie', priceCents: 1000 },
    { id: 'priority', name: 'Lettre recommandée', priceCents: 1500 },
    { id: 'international', name: 'International', priceCents: 2000 },
    { id: 'dhl', name: 'DHL Express', priceCents: 10000 },
  ],
  legalizationTypes: [
    { id: 'none', name: 'Aucune', priceCents: 0 },
    { id: 'mairie', name: 'Mairie', priceCents: 2000 },
    { id: 'chamberOfCommerce', name: 'Chambre de commerce', priceCents: 5000 },
    { id: 'foreignAffairs', name: 'Ministère, par notaire habilité', priceCents: 5000 },
    { id: 'consulate', name: 'Consulat / Ambassade', priceCents: 8000 },
  ],
};

const validRequest = fc
  .record({
    documents: fc.integer({ min: 1, max: 100 }),
    extraPages: fc.integer({ min: 0, max: 400 }),
    delivery: fc.constantFrom(...catalogue.deliveryMethods),
    legalization: fc.constantFrom(...catalogue.legalizationTypes),
  })
  .map(({ documents, extraPages, delivery, legalization }) => ({
    numberOfDocuments: documents,
    numberOfPages: Math.min(500, documents + extraPages),
    deliveryMethod: delivery.id,
    legalization: legalization.id,
  }));

describe('price rule', () => {
  it('defaults to 30 € for one page by e-mail without legalisation', () => {
    expect(
      computePrice(catalogue, { numberOfPages: 1, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' })
        .totalCents,
    ).toBe(3000);
  });

  it('equals page price × pages + delivery + legalisation × documents, never negative', () => {
    fc.assert(
      fc.property(validRequest, (r) => {
        const { totalCents, lines } = computePrice(catalogue, r);
        const delivery = catalogue.deliveryMethods.find((d) => d.id === r.deliveryMethod)!.priceCents;
        const legal = catalogue.legalizationTypes.find((l) => l.id === r.legalization)!.priceCents;
        expect(totalCents).toBe(3000 * r.numberOfPages + delivery + legal * r.numberOfDocuments);
        expect(totalCents).toBeGreaterThan(0);
        expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(totalCents);
      }),
    );
  });

  it('is monotone in pages and in documents', () => {
    fc.assert(
      fc.property(validRequest, fc.integer({ min: 1, max: 20 }), (r, more) => {
        const base = computePrice(catalogue, r).totalCents;
        const morePages = { ...r, numberOfPages: r.numberOfPages + more };
        expect(computePrice(catalogue, morePages).totalCents).toBeGreaterThan(base);
        const moreDocs = {
          ...morePages,
          numberOfDocuments: Math.min(morePages.numberOfPages, r.numberOfDocuments + more),
        };
        expect(computePrice(catalogue, moreDocs).totalCents).toBeGreaterThanOrEqual(
          computePrice(catalogue, morePages).totalCents,
        );
      }),
    );
  });

  it('refuses ids that are not in the catalogue', () => {
    expect(() =>
      computePrice(catalogue, {
        numberOfPages: 1,
        numberOfDocuments: 1,
        deliveryMethod: 'teleport',
        legalization: 'none',
      }),
    ).toThrow(UnknownOptionError);
    expect(() =>
      computePrice(catalogue, {
        numberOfPages: 1,
        numberOfDocuments: 1,
        deliveryMethod: 'email',
        legalization: 'pope',
      }),
    ).toThrow('Type de légalisation inconnu.');
  });
});

describe('order rules', () => {
  const parse = (v: object) =>
    priceRequestSchema.safeParse({
      numberOfPages: 1,
      numberOfDocuments: 1,
      deliveryMethod: 'email',
      legalization: 'none',
      ...v,
    });
  const message = (v: object) => {
    const r = parse(v);
    return r.success ? null : frenchOf(r.error.issues[0]!.message);
  };

  it('uses the spec messages verbatim', () => {
    expect(message({ numberOfDocuments: 0 })).toBe('Le nombre de documents doit être au moins 1');
    expect(message({ numberOfPages: 2, numberOfDocuments: 3 })).toBe(
      'Le nombre de pages ne peut pas être inférieur au nombre de documents.',
    );
  });

  it('caps absurd values and refuses non-integers', () => {
    expect(message({ numberOfPages: 501, numberOfDocuments: 1 })).toBe(tr('order.pagesMax'));
    expect(message({ numberOfPages: 200, numberOfDocuments: 101 })).toBe(tr('order.documentsMax'));
    expect(message({ numberOfPages: 1.5 })).toBe(tr('order.pagesInteger'));
    expect(message({ numberOfPages: '3' })).toBe(tr('order.pagesInteger'));
    expect(message({ deliveryMethod: '' })).toBe(tr('order.deliveryRequired'));
  });

  it('raises pages when documents go above them, never lowers documents below 1', () => {
    expect(reconcileCounts(1, 3)).toEqual({ numberOfPages: 3, numberOfDocuments: 3 });
    expect(reconcileCounts(5, 2)).toEqual({ numberOfPages: 5, numberOfDocuments: 2 });
    expect(reconcileCounts(0, 0)).toEqual({ numberOfPages: 1, numberOfDocuments: 1 });
  });

  it('strips markup from comments', () => {
    expect(stripMarkup('<b>Urgent</b> <script>alert(1)</script>svp')).toBe('Urgent alert(1)svp');
  });
});

describe('« Urgent »', () => {
  const withUrgent: PriceCatalogue = { ...catalogue, urgent: { name: 'Urgent', priceCents: 1500, turnaroundDays: 1 } };
  const request = { numberOfPages: 3, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' };

  it('adds its supplement per page as its own line, after the translation', () => {
    const { lines, totalCents } = computePrice(withUrgent, { ...request, urgent: true });
    expect(totalCents).toBe(3 * 3000 + 3 * 1500);
    expect(lines[1]).toEqual({
      code: 'urgent',
      params: { optionId: 'urgent', name: 'Urgent', days: 1, pages: 3 },
      label: 'Urgent, 24\u00a0h ouvrées (3 pages)',
      quantity: 3,
      unitCents: 1500,
      amountCents: 4500,
    });
  });

  it('changes nothing when not chosen (the spec’s requests have no such field)', () => {
    expect(computePrice(withUrgent, request)).toEqual(computePrice(catalogue, request));
  });

  it('is refused when the admin has switched it off', () => {
    expect(() => computePrice({ ...catalogue, urgent: null }, { ...request, urgent: true })).toThrow(
      new UnknownOptionError('urgent'),
    );
    expect(tr('order.urgentUnavailable')).toMatch(/Urgent/);
  });

  it('is offered up to URGENT_MAX_PAGES pages by the request rule', () => {
    const ok = priceRequestSchema.safeParse({ ...request, numberOfPages: URGENT_MAX_PAGES, urgent: true });
    expect(ok.success).toBe(true);
    const tooMany = priceRequestSchema.safeParse({ ...request, numberOfPages: URGENT_MAX_PAGES + 1, urgent: true });
    expect(tooMany.error!.issues[0]).toMatchObject({
      path: ['urgent'],
      message: ref('order.urgentTooLarge', { max: URGENT_MAX_PAGES }),
    });
    expect(priceRequestSchema.parse(request).urgent).toBe(false);
  });
});
