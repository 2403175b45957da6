import { describe, expect, it } from 'vitest';
import { ARABIC_PAGES, localizedPath, pageAlternates, pageExistsIn, splitLangPath } from './pages';

describe('pages in each language', () => {
  it('reads the language and the French path from an address', () => {
    expect(splitLangPath('/ar')).toEqual({ lang: 'ar', path: '/' });
    expect(splitLangPath('/ar/')).toEqual({ lang: 'ar', path: '/' });
    expect(splitLangPath('/AR/Services')).toEqual({ lang: 'ar', path: '/services' });
    expect(splitLangPath('/article/x')).toEqual({ lang: 'fr', path: '/article/x' });
    expect(splitLangPath('/')).toEqual({ lang: 'fr', path: '/' });
  });

  it('links an Arabic page to the Arabic version when there is one, else to the French page', () => {
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('fr', '/')).toBe('/');
    expect(localizedPath('ar', '/admin/orders')).toBe('/admin/orders');
    // Its case kept: /Emirats is the spec's address, matched without case (app/routes.ts).
    expect(localizedPath('ar', '/Emirats')).toBe('/ar/Emirats');
    expect(pageAlternates('/ar/Emirats')).toEqual({ fr: '/emirats', ar: '/ar/emirats' });
    for (const path of ARABIC_PAGES.filter((p) => p !== '/')) {
      expect(localizedPath('ar', `${path}?x=1`)).toBe(`/ar${path}?x=1`);
      // Once is enough: an Arabic address stays itself (breadcrumbs showed /ar/ar/faq).
      expect(localizedPath('ar', `/ar${path}?x=1`)).toBe(`/ar${path}?x=1`);
    }
    expect(localizedPath('ar', '/ar')).toBe('/ar');
    expect(localizedPath('ar', '/ar/orders/TR-ABC')).toBe('/ar/orders/TR-ABC');
  });

  it('gives both addresses of a page in both languages, and none for a French-only page', () => {
    expect(pageAlternates('/')).toEqual({ fr: '/', ar: '/ar' });
    expect(pageAlternates('/ar')).toEqual({ fr: '/', ar: '/ar' });
    expect(pageAlternates('/admin/dashboard')).toBeNull();
    expect(pageAlternates('/admin/orders')).toBeNull();
    expect(pageExistsIn('fr', '/admin/orders')).toBe(true);
    expect(pageExistsIn('ar', '/admin/orders')).toBe(false);
  });

  it('offers a page with a value in its address (a reset link) in Arabic, the value kept as written', () => {
    expect(localizedPath('ar', '/reset-password/AbC-12_x')).toBe('/ar/reset-password/AbC-12_x');
    expect(pageAlternates('/ar/reset-password/AbC-12_x')).toEqual({
      fr: '/reset-password/AbC-12_x',
      ar: '/ar/reset-password/AbC-12_x',
    });
    // The bare prefix is no page.
    expect(localizedPath('ar', '/reset-password')).toBe('/reset-password');
  });
});
