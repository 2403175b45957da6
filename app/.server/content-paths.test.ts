import { describe, expect, it } from 'vitest';
import { localizeContentLinks } from './content-paths';

describe('the site’s links inside an entry', () => {
  const html =
    '<p><a href="/services" rel="noopener">اطلب</a>، <a href="/Emirats" rel="noopener">الإمارات</a>، ' +
    '<a href="/admin/orders" rel="noopener">x</a>، <a href="/ar/faq" rel="noopener">y</a>، ' +
    '<a href="https://example.org/services" rel="noopener">z</a>، <a href="//evil.example/x" rel="noopener">w</a></p>';

  it('lead an Arabic reader to the Arabic page, or to the French one where there is none', () => {
    expect(localizeContentLinks(html, 'ar')).toBe(
      '<p><a href="/ar/services" rel="noopener">اطلب</a>، <a href="/ar/Emirats" rel="noopener">الإمارات</a>، ' +
        '<a href="/admin/orders" rel="noopener">x</a>، <a href="/ar/faq" rel="noopener">y</a>، ' +
        '<a href="https://example.org/services" rel="noopener">z</a>، <a href="//evil.example/x" rel="noopener">w</a></p>',
    );
  });

  it('leave a French entry as written', () => {
    expect(localizeContentLinks(html, 'fr')).toBe(html);
  });
});
