import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  catalogueFormSchema,
  catalogueIdFromName,
  catalogueItemSchema,
  deactivationRefusal,
  formatEuroInput,
  parseEuroInput,
  uniqueCatalogueId,
} from './catalogue-rules';

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
    [{ ...ok, name: '  ' }, CATALOGUE_MESSAGES.nameRequired],
    [{ ...ok, name: 'x'.repeat(81) }, CATALOGUE_MESSAGES.nameTooLong],
    [{ ...ok, price: -1 }, CATALOGUE_MESSAGES.priceRange],
    [{ ...ok, price: 10_000.01 }, CATALOGUE_MESSAGES.priceRange],
    [{ ...ok, price: 1.005 }, CATALOGUE_MESSAGES.priceDecimals],
    [{ ...ok, price: '10' }, CATALOGUE_MESSAGES.priceInvalid],
    [{ ...ok, price: Number.NaN }, CATALOGUE_MESSAGES.priceInvalid],
    [{ ...ok, description: 'x'.repeat(301) }, CATALOGUE_MESSAGES.descriptionTooLong],
  ])('refuses %j with its French message', (input, message) => {
    const result = catalogueItemSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('accepts the bounds and trims the text', () => {
    expect(catalogueItemSchema.parse({ name: ' DHL ', price: 10_000 })).toEqual({ name: 'DHL', description: '', price: 10_000, active: true });
    expect(catalogueItemSchema.parse({ ...ok, price: 0.1 + 0.2 }).price).toBeCloseTo(0.3);
  });

  it('reads the form price as typed in French', () => {
    expect(catalogueFormSchema.parse({ ...ok, price: '12,50' }).price).toBe(12.5);
    expect(catalogueFormSchema.safeParse({ ...ok, price: '' }).error!.issues[0]!.message).toBe(CATALOGUE_MESSAGES.priceInvalid);
  });
});

describe('deactivationRefusal', () => {
  it('protects the page price and the order form defaults only', () => {
    expect(deactivationRefusal('page', 'translation')).toBe(CATALOGUE_MESSAGES.pageAlwaysActive);
    expect(deactivationRefusal('delivery', 'email')).toBe(CATALOGUE_MESSAGES.defaultDeliveryActive);
    expect(deactivationRefusal('legalization', 'none')).toBe(CATALOGUE_MESSAGES.defaultLegalizationActive);
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
