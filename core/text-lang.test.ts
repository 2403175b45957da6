import { describe, expect, it } from 'vitest';
import { freeTextLangAttr, textLang } from './text-lang';

describe('textLang: the language of free text, from its script (issue 26)', () => {
  it('reads Arabic letters alone as Arabic, Latin letters alone as French', () => {
    expect(textLang('تنسيق الجداول')).toBe('ar');
    expect(textLang('تنسيق الجداول، 3 صفحات؟')).toBe('ar');
    expect(textLang('Délai : 5 jours ouvrés.')).toBe('fr');
    expect(textLang('Mise en forme des tableaux')).toBe('fr');
  });

  it('does not decide for mixed scripts or text without a letter', () => {
    expect(textLang('ترجمة Kbis')).toBeUndefined();
    expect(textLang('Acte de naissance — شهادة ميلاد')).toBeUndefined();
    expect(textLang('12 / 40,00 €')).toBeUndefined();
    // Arabic-Indic digits and the Arabic comma are not letters.
    expect(textLang('١٢، 3')).toBeUndefined();
    expect(textLang('')).toBeUndefined();
  });

  it('gives the lang attribute: none for the page language, "" for mixed letters', () => {
    expect(freeTextLangAttr('Bonjour', 'ar')).toBe('fr');
    expect(freeTextLangAttr('مرحبا', 'ar')).toBeUndefined();
    expect(freeTextLangAttr('مرحبا', 'fr')).toBe('ar');
    expect(freeTextLangAttr('مرحبا Bonjour', 'ar')).toBe('');
    expect(freeTextLangAttr('123', 'ar')).toBeUndefined();
  });
});
