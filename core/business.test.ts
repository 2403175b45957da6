import { describe, expect, it } from 'vitest';
import { addressForArabic, BUSINESS, fullAddress, oneLine } from './business';

describe('addressForArabic', () => {
  it('keeps each part of an address on one line, and breaks only after its commas', () => {
    expect(addressForArabic('2 rue Kellermann, 59100 Roubaix, France')).toBe(
      '2\u00a0rue\u00a0Kellermann, 59100\u00a0Roubaix, France',
    );
  });

  it('says the same address as the French pages, character for character once spaces are spaces', () => {
    expect(addressForArabic().replaceAll('\u00a0', ' ')).toBe(fullAddress());
    expect(addressForArabic()).toContain(`${BUSINESS.address.postalCode}\u00a0${BUSINESS.address.city}`);
  });
});

describe('oneLine', () => {
  it('keeps a name or a SIRET number whole: no breakable space left', () => {
    expect(oneLine('Benali Traduction')).toBe('Benali\u00a0Traduction');
    expect(oneLine(BUSINESS.siret)).not.toContain(' ');
  });
});
