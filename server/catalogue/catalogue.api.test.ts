import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const price = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/services/calculate-price', payload: body as object });
const ok = { numberOfPages: 1, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' };

describe('GET /api/services', () => {
  it('lists the seeded delivery methods and legalisation types with euro prices', async () => {
    const res = await t.app.inject('/api/services');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pricePerPage).toBe(30);
    expect(body.deliveryMethods.map((d: { id: string; price: number }) => [d.id, d.price])).toEqual([
      ['email', 0],
      ['standard', 10],
      ['priority', 15],
      ['international', 20],
      ['dhl', 100],
      ['pickup', 0],
    ]);
    expect(body.legalizationTypes.map((d: { id: string; price: number }) => [d.id, d.price])).toEqual([
      ['none', 0],
      ['mairie', 20],
      ['chamberOfCommerce', 50],
      ['foreignAffairs', 50],
      ['consulate', 80],
    ]);
    expect(body.deliveryMethods[4]).toMatchObject({
      id: 'dhl',
      name: 'DHL Express',
      priceCents: 10000,
      turnaroundDays: 2,
      postal: { minDays: 1, maxDays: 3 },
    });
    // Issue 16: pickup at the office, free, no postal leg; « Urgent » priced per page.
    expect(body.deliveryMethods[5]).toMatchObject({ name: 'Retrait au bureau à Dijon', postal: null });
    expect(body.urgent).toMatchObject({ name: 'Urgent', price: 15, turnaroundDays: 1 });
    expect(body.deliveryCalendar).toEqual({ cutoffHour: 12, closedDays: [] });
    expect(Math.abs(Date.parse(body.now) - Date.now())).toBeLessThan(60_000);
  });
});

describe('POST /api/services/calculate-price', () => {
  it('computes the default order at 30 €', async () => {
    const res = await price(ok);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalPrice: 30, totalCents: 3000 });
  });

  it('adds delivery once and legalisation per document, with a breakdown', async () => {
    const res = await price({
      numberOfPages: 4,
      numberOfDocuments: 2,
      deliveryMethod: 'priority',
      legalization: 'consulate',
    });
    const body = res.json();
    expect(body.totalPrice).toBe(4 * 30 + 15 + 2 * 80);
    expect(body.breakdown).toEqual([
      { label: 'Traduction certifiée (4 pages)', amount: 120, amountCents: 12000 },
      { label: 'Livraison\u00a0: Lettre recommandée', amount: 15, amountCents: 1500 },
      { label: 'Légalisation\u00a0: Consulat / Ambassade (2 documents)', amount: 160, amountCents: 16000 },
    ]);
  });

  it('words the breakdown in the language of the page that asked (an Arabic page: x-site-lang)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/calculate-price',
      headers: { 'x-site-lang': 'ar' },
      payload: { numberOfPages: 2, numberOfDocuments: 2, deliveryMethod: 'priority', legalization: 'consulate' },
    });
    const labels = (res.json().breakdown as { label: string }[]).map((l) => l.label);
    expect(labels).toHaveLength(3);
    // Arabic words, the counted nouns agreeing (2: the dual), and no French left.
    for (const label of labels) expect(label).toMatch(/[\u0600-\u06FF]/);
    expect(labels[0]).toContain('صفحتان');
    expect(labels.join(' ')).not.toMatch(/Traduction|Livraison|Légalisation|pages|documents/);
    expect(res.json().totalCents).toBe(2 * 3000 + 1500 + 2 * 8000);
  });

  it.each([
    [{ ...ok, numberOfDocuments: 0 }, 'Le nombre de documents doit être au moins 1'],
    [
      { ...ok, numberOfPages: 1, numberOfDocuments: 2 },
      'Le nombre de pages ne peut pas être inférieur au nombre de documents.',
    ],
    [{ ...ok, deliveryMethod: 'pigeon' }, 'Mode de livraison inconnu.'],
    [{ ...ok, legalization: 'vatican' }, 'Type de légalisation inconnu.'],
    [{ ...ok, numberOfPages: 2.5 }, 'Le nombre de pages doit être un nombre entier.'],
    [{ ...ok, numberOfPages: '2' }, 'Le nombre de pages doit être un nombre entier.'],
    [
      { ...ok, numberOfPages: 501 },
      'Le nombre de pages ne peut pas dépasser 500. Pour un volume plus important, demandez un devis.',
    ],
    [
      { ...ok, numberOfPages: 300, numberOfDocuments: 101 },
      'Le nombre de documents ne peut pas dépasser 100. Pour un volume plus important, demandez un devis.',
    ],
    [{ numberOfPages: 1 }, 'Le nombre de documents doit être un nombre entier.'],
  ])('refuses %j with its French message', async (body, message) => {
    const res = await price(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('adds « Urgent » per page when asked, up to 10 pages, and is unchanged without it', async () => {
    const urgent = await price({ ...ok, numberOfPages: 2, urgent: true });
    expect(urgent.json()).toMatchObject({ totalCents: 2 * 3000 + 2 * 1500 });
    expect(urgent.json().breakdown[1].label).toBe('Urgent, 24\u00a0h ouvrées (2 pages)');
    const tooMany = await price({ ...ok, numberOfPages: 11, urgent: true });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/jusqu’à 10 pages/);
    expect((await price({ ...ok, urgent: 'oui' })).json()).toEqual({ message: 'Indiquez si la commande est urgente.' });
  });

  it('never takes a price from the client', async () => {
    const res = await price({ ...ok, totalPrice: 1, pricePerPage: 0 });
    expect(res.json().totalPrice).toBe(30);
  });

  it('answers any input with 200 or a French 400, never a 500', async () => {
    const anyValue = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.double({ noNaN: false }),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(null, true, [], {}, 1e308, -0, 'email', 'none', 'dhl', 'consulate', '__proto__'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { numberOfPages: anyValue, numberOfDocuments: anyValue, deliveryMethod: anyValue, legalization: anyValue },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await price(body);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) expect(res.json().message).toMatch(/^[A-ZÉ]/);
          else expect(res.json().totalPrice).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
