import { describe, expect, it } from 'vitest';
import { addressForArabic, BUSINESS, fullAddress } from './business';

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
