import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, COUNTRY_CODES } from './countries';
import { wordMessage } from './messages';
import { frenchOf } from './test/french-of';
import { needsPostalCode, normalisePostalCode, postalAddressSchema } from './postal-address';
import { servedCountries, servesCountry, shippingZone } from './shipping-zones';

const address = { line1: '12 rue de la Liberté', postalCode: '21000', city: 'Dijon', country: 'FR' };

const firstIssue = (input: unknown) => {
  const result = postalAddressSchema.safeParse(input);
  return result.success
    ? undefined
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('postal addresses', () => {
  it('keeps a French address, complement empty by default', () => {
    expect(postalAddressSchema.parse(address)).toEqual({ ...address, line2: '' });
  });

  it('says a French postal code has 5 digits, in French and Arabic', () => {
    const issue = firstIssue({ ...address, postalCode: '2100' });
    expect(issue?.path).toBe('postalCode');
    expect(frenchOf(issue?.message)).toBe('Un code postal français compte 5 chiffres, par exemple 21000.');
    expect(wordMessage('ar', issue!.message!)).toContain('5 أرقام');
    expect(frenchOf(firstIssue({ ...address, postalCode: '' })?.message)).toBe('Indiquez le code postal.');
  });

  it('reads codes as people type them', () => {
    expect(normalisePostalCode(' 21 000 ', 'FR')).toBe('21000');
    expect(normalisePostalCode('sw1a 1aa', 'GB')).toBe('SW1A 1AA');
    expect(
      postalAddressSchema.parse({ ...address, postalCode: '1012ab', city: 'Amsterdam', country: 'nl' }),
    ).toMatchObject({
      postalCode: '1012AB',
      country: 'NL',
    });
  });

  it('follows each common destination’s own rule', () => {
    const ok = (country: string, postalCode: string) =>
      postalAddressSchema.safeParse({ ...address, country, postalCode }).success;
    expect(ok('TN', '1000')).toBe(true);
    expect(ok('TN', '10000')).toBe(false);
    expect(ok('BE', '1000')).toBe(true);
    expect(ok('MA', '10000')).toBe(true);
    expect(ok('DZ', '1600')).toBe(false);
    expect(ok('CA', 'H2X 1Y4')).toBe(true);
    expect(ok('US', '10001-1234')).toBe(true);
    // Free text elsewhere; optional where the country has no codes (United Arab Emirates).
    expect(ok('LB', '1107 2810')).toBe(true);
    expect(needsPostalCode('AE')).toBe(false);
    expect(ok('AE', '')).toBe(true);
    expect(ok('LB', '')).toBe(false);
    expect(frenchOf(firstIssue({ ...address, country: 'TN', postalCode: '10000' })?.message)).toBe(
      'Ce code postal ne correspond pas au format de ce pays (par exemple 1000).',
    );
  });

  it('strips markup, refuses empty lines, unknown countries and long text', () => {
    expect(postalAddressSchema.parse({ ...address, line1: '<b>3 avenue Foch</b>' }).line1).toBe('3 avenue Foch');
    expect(frenchOf(firstIssue({ ...address, line1: '  ' })?.message)).toBe('Indiquez l’adresse (numéro et rue).');
    expect(frenchOf(firstIssue({ ...address, city: '' })?.message)).toBe('Indiquez la ville.');
    expect(frenchOf(firstIssue({ ...address, country: 'ZZ' })?.message)).toBe('Choisissez un pays dans la liste.');
    expect(firstIssue({ ...address, line1: 'x'.repeat(121) })?.path).toBe('line1');
    expect(postalAddressSchema.safeParse(null).success).toBe(false);
  });
});

describe('countries and zones', () => {
  it('names countries in French and Arabic from the runtime', () => {
    expect(countryName('TN', 'fr')).toBe('Tunisie');
    expect(countryName('DZ', 'ar')).toBe('الجزائر');
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    const options = countryOptions(['MA', 'FR', 'BE'], 'fr');
    expect(options.map((o) => o.code)).toEqual(['FR', 'BE', 'MA']);
  });

  it('knows where a delivery row posts', () => {
    expect(shippingZone({ postal: null })).toBeNull();
    expect(shippingZone({ postal: { minDays: 2, maxDays: 3 }, shipsTo: 'france' })).toBe('france');
    expect(shippingZone({ postal: { minDays: 2, maxDays: 3 } })).toBe('anywhere');
    expect(servesCountry('france', 'FR')).toBe(true);
    expect(servesCountry('france', 'TN')).toBe(false);
    expect(servesCountry('abroad', 'FR')).toBe(false);
    expect(servedCountries('france')).toEqual(['FR']);
    expect(servedCountries('abroad')).not.toContain('FR');
    expect(servedCountries('anywhere')).toHaveLength(COUNTRY_CODES.length);
  });
});
