import { describe, expect, it } from 'vitest';
import { deliveryTiming, estimatedDeliveryText, estimateForRequest, onDeliveryDateText } from './order-delivery';
import type { PriceCatalogue } from './pricing';

const catalogue: PriceCatalogue = {
  pricePerPageCents: 3000,
  deliveryMethods: [
    { id: 'email', name: 'E-mail (PDF)', priceCents: 0, turnaroundDays: 2, postal: null },
    { id: 'standard', name: 'Lettre suivie', priceCents: 1000, turnaroundDays: 2, postal: { minDays: 2, maxDays: 3 } },
    { id: 'pickup', name: 'Retrait au bureau à Dijon', priceCents: 0, turnaroundDays: 2, postal: null },
  ],
  legalizationTypes: [
    { id: 'none', name: 'Aucune', priceCents: 0, turnaroundDays: 0 },
    { id: 'mairie', name: 'Mairie', priceCents: 2000, turnaroundDays: 2 },
  ],
  urgent: { name: 'Urgent', priceCents: 1500, turnaroundDays: 1 },
};
const open = { cutoffHour: 12, closedDays: [] };
// Monday 23 November 2026, 10:00 in Paris (UTC+1).
const monday10 = new Date('2026-11-23T10:00:00+01:00');
const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('delivery timing of an order', () => {
  it('reads the method, the legalisation step, the urgent option and the postal leg from the catalogue', () => {
    expect(deliveryTiming(catalogue, { deliveryMethod: 'standard', legalization: 'mairie', urgent: true })).toEqual({
      turnaroundDays: 2,
      urgentDays: 1,
      legalisationDays: [2],
      postal: { minDays: 2, maxDays: 3 },
    });
    expect(deliveryTiming(catalogue, { deliveryMethod: 'email', legalization: 'none' })).toEqual({
      turnaroundDays: 2,
      urgentDays: null,
      legalisationDays: [],
      postal: null,
    });
  });

  it('is null for an option the catalogue does not offer (unknown ids, urgent switched off)', () => {
    expect(deliveryTiming(catalogue, { deliveryMethod: 'pigeon', legalization: 'none' })).toBeNull();
    expect(deliveryTiming(catalogue, { deliveryMethod: 'email', legalization: 'vatican' })).toBeNull();
    expect(
      deliveryTiming({ ...catalogue, urgent: null }, { deliveryMethod: 'email', legalization: 'none', urgent: true }),
    ).toBeNull();
  });
});

describe('estimate before payment', () => {
  it('gives one date by e-mail, earlier with Urgent, later with a legalisation, a range by post', () => {
    const email = estimateForRequest(catalogue, { deliveryMethod: 'email', legalization: 'none' }, open, monday10)!;
    expect(email).toMatchObject({ dueOn: '2026-11-25', earliest: '2026-11-25', latest: '2026-11-25' });
    expect(nb(estimatedDeliveryText(email))).toBe('Livraison estimée : mercredi 25 novembre');
    expect(onDeliveryDateText(email)).toBe('le mercredi 25 novembre');

    const urgent = estimateForRequest(
      catalogue,
      { deliveryMethod: 'email', legalization: 'none', urgent: true },
      open,
      monday10,
    )!;
    expect(urgent.dueOn).toBe('2026-11-24');

    const legalised = estimateForRequest(
      catalogue,
      { deliveryMethod: 'email', legalization: 'mairie' },
      open,
      monday10,
    )!;
    expect(legalised.dueOn).toBe('2026-11-27');

    const post = estimateForRequest(catalogue, { deliveryMethod: 'standard', legalization: 'none' }, open, monday10)!;
    expect(post).toMatchObject({ dueOn: '2026-11-25', earliest: '2026-11-27', latest: '2026-11-30' });
    expect(nb(estimatedDeliveryText(post))).toBe('Livraison estimée : entre le vendredi 27 et le lundi 30 novembre');
    expect(onDeliveryDateText(post)).toBe(nb(estimatedDeliveryText(post)).replace('Livraison estimée : ', ''));
  });

  it('moves with the admin’s closed days and the cut-off hour', () => {
    const closed = { cutoffHour: 12, closedDays: [{ from: '2026-11-24', to: '2026-11-26' }] };
    expect(
      estimateForRequest(catalogue, { deliveryMethod: 'pickup', legalization: 'none' }, closed, monday10)!.dueOn,
    ).toBe('2026-11-30');
    const afternoon = new Date('2026-11-23T15:00:00+01:00');
    expect(
      estimateForRequest(catalogue, { deliveryMethod: 'email', legalization: 'none' }, open, afternoon)!.dueOn,
    ).toBe('2026-11-26');
  });

  it('is null rather than an error for unknown options or unusable settings', () => {
    expect(
      estimateForRequest(catalogue, { deliveryMethod: 'pigeon', legalization: 'none' }, open, monday10),
    ).toBeNull();
    expect(
      estimateForRequest(
        catalogue,
        { deliveryMethod: 'email', legalization: 'none' },
        { cutoffHour: 99, closedDays: [] },
        monday10,
      ),
    ).toBeNull();
  });
});
