import { describe, expect, it } from 'vitest';
import { LANG_COOKIE, LANG_HEADER, rememberedHome, requestLang } from './i18n';

const req = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => ({
  url,
  headers,
  cookies,
});

describe('the language of a request', () => {
  it('is the URL prefix for pages, whatever the cookie or the browser says', () => {
    expect(requestLang(req('/'))).toBe('fr');
    expect(requestLang(req('/services', { 'accept-language': 'ar' }, { [LANG_COOKIE]: 'ar' }))).toBe('fr');
    expect(requestLang(req('/ar'))).toBe('ar');
    expect(requestLang(req('/ar/services?x=1'))).toBe('ar');
    expect(requestLang(req('/ar?x=1'))).toBe('ar');
    // A client-side navigation to the Arabic home fetches /ar.data: French there showed the French home at /ar.
    expect(requestLang(req('/ar.data'))).toBe('ar');
    expect(requestLang(req('/ar.data?_routes=root'))).toBe('ar');
    expect(requestLang(req('/ar/faq.data'))).toBe('ar');
    expect(requestLang(req('/_root.data'))).toBe('fr');
    expect(requestLang(req('/ar.database'))).toBe('fr');
    // Not a prefix: a page whose name starts with « ar », an unknown language.
    expect(requestLang(req('/article/x'))).toBe('fr');
    expect(requestLang(req('/en/services'))).toBe('fr');
  });

  it('sends back to the Arabic home only a visitor who chose Arabic, and only from the home page', () => {
    const visit = (url: string, cookies: Record<string, string> = {}, method = 'GET') => ({
      ...req(url, { 'accept-language': 'ar' }, cookies),
      method,
    });
    expect(rememberedHome(visit('/', { [LANG_COOKIE]: 'ar' }))).toBe('/ar');
    expect(rememberedHome(visit('/?utm=x', { [LANG_COOKIE]: 'ar' }))).toBe('/ar?utm=x');
    expect(rememberedHome(visit('/'))).toBeNull(); // the browser's language alone never does
    expect(rememberedHome(visit('/', { [LANG_COOKIE]: 'fr' }))).toBeNull();
    expect(rememberedHome(visit('/services', { [LANG_COOKIE]: 'ar' }))).toBeNull();
    expect(rememberedHome(visit('/_root.data', { [LANG_COOKIE]: 'ar' }))).toBeNull();
    expect(rememberedHome(visit('/', { [LANG_COOKIE]: 'ar' }, 'POST'))).toBeNull();
  });

  it('for API calls, reads the header, then the cookie, and ignores unknown values', () => {
    expect(requestLang(req('/api/contact', { [LANG_HEADER]: 'fr' }))).toBe('fr');
    expect(requestLang(req('/api/contact', { [LANG_HEADER]: 'xx' }))).toBe('fr');
    expect(requestLang(req('/api/contact', {}, { [LANG_COOKIE]: '<script>' }))).toBe('fr');
    expect(requestLang(req('/api/contact', { [LANG_HEADER]: 'ar' }))).toBe('ar');
    expect(requestLang(req('/api/contact', {}, { [LANG_COOKIE]: 'ar' }))).toBe('ar');
    // The header (the page that calls) wins over the remembered choice.
    expect(requestLang(req('/api/contact', { [LANG_HEADER]: 'fr' }, { [LANG_COOKIE]: 'ar' }))).toBe('fr');
  });
});
