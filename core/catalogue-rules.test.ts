import { describe, expect, it } from 'vitest';
import {
  catalogueFormSchema,
  catalogueIdFromName,
  catalogueItemSchema,
  deactivationRefusal,
  formatEuroInput,
  parseEuroInput,
  uniqueCatalogueId,
} from './catalogue-rules';
import { tr } from './messages';
import { frenchOf } from './test/french-of';

describe('parseEuroInput', () => {
  it.each([
    ['12,50', 12.5],
    ['12.5', 12.5],
    [' 1 000 ', 1000],
    ['1\u202f000,00', 1000],
    ['15 €', 15],
    ['0', 0],
    [',5', 0.5],
  ])('reads %j as %d', (text, euros) => {
    expect(parseEuroInput(text)).toBe(euros);
  });

  it.each(['', 'abc', '-3', '1,2,3', '12e3', '€'])('refuses %j', (text) => {
    expect(parseEuroInput(text)).toBeNaN();
  });

  it('round-trips with formatEuroInput', () => {
    expect(formatEuroInput(1250)).toBe('12,50');
    expect(parseEuroInput(formatEuroInput(999_999))).toBe(9999.99);
  });
});

describe('catalogue item rules', () => {
  const ok = { name: 'Lettre suivie', description: '', price: 10, active: true };
  it.each([
    [{ ...ok, name: '  ' }, tr('form.nameRequired')],
    [{ ...ok, name: 'x'.repeat(81) }, tr('form.nameTooLong', { max: 80 })],
    [{ ...ok, price: -1 }, tr('adminCatalogue.priceRange')],
    [{ ...ok, price: 10_000.01 }, tr('adminCatalogue.priceRange')],
    [{ ...ok, price: 1.005 }, tr('adminCatalogue.priceDecimals')],
    [{ ...ok, price: '10' }, tr('adminCatalogue.priceInvalid')],
    [{ ...ok, price: Number.NaN }, tr('adminCatalogue.priceInvalid')],
    [{ ...ok, description: 'x'.repeat(301) }, tr('adminCatalogue.descriptionTooLong', { max: 300 })],
  ])('refuses %j with its French message', (input, message) => {
    const result = catalogueItemSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(frenchOf(result.error!.issues[0]!.message)).toBe(message);
  });

  it('accepts the bounds and trims the text', () => {
    expect(catalogueItemSchema.parse({ name: ' DHL ', price: 10_000 })).toEqual({
      name: 'DHL',
      description: '',
      price: 10_000,
      active: true,
    });
    expect(catalogueItemSchema.parse({ ...ok, price: 0.1 + 0.2 }).price).toBeCloseTo(0.3);
  });

  const form = { ...ok, turnaround: '2', postalMin: '', postalMax: '' };
  it('reads the form price as typed in French', () => {
    expect(catalogueFormSchema('page').parse({ ...form, price: '12,50' }).price).toBe(12.5);
    expect(frenchOf(catalogueFormSchema('page').safeParse({ ...form, price: '' }).error!.issues[0]!.message)).toBe(
      tr('adminCatalogue.priceInvalid'),
    );
  });

  it('reads the delays each kind has: none for the page price, days, and a postal leg for delivery', () => {
    expect(catalogueFormSchema('page').parse({ ...form, price: '30' })).toEqual({
      name: 'Lettre suivie',
      description: '',
      price: 30,
      active: true,
    });
    expect(catalogueFormSchema('legalization').parse({ ...form, price: '20', turnaround: ' 10 ' })).toMatchObject({
      turnaroundDays: 10,
    });
    expect(
      catalogueFormSchema('delivery').parse({ ...form, price: '10', postalMin: '2', postalMax: '3' }),
    ).toMatchObject({ turnaroundDays: 2, postal: { minDays: 2, maxDays: 3 } });
    // Both postal fields empty: e-mail or pickup, no postal leg.
    expect(catalogueFormSchema('delivery').parse({ ...form, price: '0' })).toMatchObject({ postal: null });
  });

  it.each([
    [{ turnaround: '' }, ['turnaround'], 'adminDelivery.days'],
    [{ turnaround: '2,5' }, ['turnaround'], 'adminDelivery.days'],
    [{ turnaround: '91' }, ['turnaround'], 'adminDelivery.days'],
    [{ postalMin: '2', postalMax: '' }, ['postalMax'], 'adminDelivery.days'],
    [{ postalMin: '5', postalMax: '3' }, ['postalMax'], 'adminDelivery.postalOrder'],
  ] as const)('refuses delays %j under their own field', (change, path, id) => {
    const result = catalogueFormSchema('delivery').safeParse({ ...form, price: '10', ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(path);
    expect(frenchOf(result.error!.issues[0]!.message)).toBe(tr(id, { max: 90 }));
  });
});

describe('deactivationRefusal', () => {
  it('protects the page price and the order form defaults only', () => {
    expect(deactivationRefusal('page', 'translation')).toBe(tr('adminCatalogue.pageAlwaysActive'));
    expect(deactivationRefusal('delivery', 'email')).toBe(tr('adminCatalogue.defaultDeliveryActive'));
    expect(deactivationRefusal('legalization', 'none')).toBe(tr('adminCatalogue.defaultLegalizationActive'));
    expect(deactivationRefusal('delivery', 'dhl')).toBeNull();
    expect(deactivationRefusal('legalization', 'mairie')).toBeNull();
  });
});

describe('catalogue ids', () => {
  it('slugs the name', () => {
    expect(catalogueIdFromName('Lettre suivie éco')).toBe('lettre-suivie-eco');
    expect(catalogueIdFromName('  Légalisation — Préfecture !  ')).toBe('legalisation-prefecture');
    expect(catalogueIdFromName('€€€')).toBe('option');
    expect(catalogueIdFromName('a'.repeat(80)).length).toBeLessThanOrEqual(37);
  });

  it('adds a suffix when the id is taken', () => {
    expect(uniqueCatalogueId('dhl', ['email'])).toBe('dhl');
    expect(uniqueCatalogueId('dhl', ['dhl', 'dhl-2'])).toBe('dhl-3');
  });
});
