import { describe, expect, it } from 'vitest';
import { offersArabic, prefersArabic } from './arabic-offer';

describe('the Arabic bar of French pages (decision 045)', () => {
  it('is for a browser that ranks Arabic above French', () => {
    expect(prefersArabic('ar')).toBe(true);
    expect(prefersArabic('ar-MA,ar;q=0.9,fr;q=0.8')).toBe(true);
    expect(prefersArabic('en-US,en;q=0.9,ar;q=0.8')).toBe(true);
    expect(prefersArabic('fr-FR,fr;q=0.9,ar;q=0.8')).toBe(false);
    expect(prefersArabic('fr;q=0.5, ar;q=0.4')).toBe(false);
    expect(prefersArabic('fr;q=0.5, AR-dz;q=0.7')).toBe(true);
    expect(prefersArabic('ar;q=0, fr')).toBe(false);
    expect(prefersArabic('en, *;q=0.5')).toBe(false);
    expect(prefersArabic('')).toBe(false);
    expect(prefersArabic(undefined)).toBe(false);
  });

  it('stops once the visitor has chosen a language, whichever', () => {
    expect(offersArabic('ar', null)).toBe(true);
    expect(offersArabic('ar', 'darkMode=true; cookieConsent=essential')).toBe(true);
    expect(offersArabic('ar', 'darkMode=true; lang=fr')).toBe(false);
    expect(offersArabic('ar', 'lang=ar')).toBe(false);
    // Another cookie whose name ends in « lang » is not the choice.
    expect(offersArabic('ar', 'xlang=fr')).toBe(true);
    expect(offersArabic('fr', null)).toBe(false);
  });
});
