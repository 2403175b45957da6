import { describe, expect, it } from 'vitest';
import { LANG_COOKIE, LANG_HEADER, requestLang } from './i18n';

const req = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => ({
  url,
  headers,
  cookies,
});

describe('the language of a request', () => {
  it('is French for every page today, whatever the cookie or the browser says', () => {
    expect(requestLang(req('/'))).toBe('fr');
    expect(requestLang(req('/services', { 'accept-language': 'ar' }, { [LANG_COOKIE]: 'ar' }))).toBe('fr');
    // Arabic is in the catalogue but not served until issue 17 opens /ar.
    expect(requestLang(req('/ar/services'))).toBe('fr');
  });

  it('for API calls, reads the header, then the cookie, and ignores unknown values', () => {
    expect(requestLang(req('/api/contact', { [LANG_HEADER]: 'fr' }))).toBe('fr');
    expect(requestLang(req('/api/contact', { [LANG_HEADER]: 'xx' }))).toBe('fr');
    expect(requestLang(req('/api/contact', {}, { [LANG_COOKIE]: '<script>' }))).toBe('fr');
  });
});
