import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitize';
import { allowListViolation, XSS_PAYLOADS } from './xss-corpus';

describe('sanitizeContent', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  for (const kind of ['faq', 'article'] as const) {
    it.each(XSS_PAYLOADS)(`${kind}: %s leaves only allowed markup`, (payload) => {
      const clean = sanitizeContent(`<p>avant</p>${payload}<p>après</p>`, kind);
      expect(allowListViolation(clean)).toBeNull();
      expect(clean).not.toMatch(
        /<script|<iframe|<svg|<math|<object|<embed|<style|<form|<input|<meta|<link|<base|\son\w+=/i,
      );
      // Cleaning twice changes nothing: what is stored is already in its final form.
      expect(sanitizeContent(clean, kind)).toBe(clean);
    });
  }

  it('keeps the formatting the editors produce', () => {
    const html =
      '<h3>Titre</h3><p>Un <strong>gras</strong>, un <em>italique</em>, un <u>souligné</u>,<br />une ligne.</p><ul><li>un</li></ul><ol><li>deux</li></ol><blockquote><p>cité</p></blockquote>';
    expect(sanitizeContent(html, 'faq')).toBe(html);
  });

  it('forces rel="noopener" and keeps only web, e-mail and phone links', () => {
    expect(sanitizeContent('<a href="https://service-public.fr" target="_blank" rel="nofollow">sp</a>', 'faq')).toBe(
      '<a href="https://service-public.fr" rel="noopener">sp</a>',
    );
    expect(
      sanitizeContent('<a href="mailto:a@b.fr">m</a> <a href="tel:+33380000000">t</a> <a href="/devis">d</a>', 'faq'),
    ).toBe(
      '<a href="mailto:a@b.fr" rel="noopener">m</a> <a href="tel:+33380000000" rel="noopener">t</a> <a href="/devis" rel="noopener">d</a>',
    );
    expect(sanitizeContent('<a href="ftp://x.fr/f">f</a>', 'faq')).toBe('<a rel="noopener">f</a>');
  });

  it('lowers headings the page outline cannot take', () => {
    expect(sanitizeContent('<h1>a</h1><h2>b</h2><h5>c</h5>', 'faq')).toBe('<h3>a</h3><h3>b</h3><h4>c</h4>');
    expect(sanitizeContent('<h1>a</h1><h2>b</h2><h6>c</h6>', 'article')).toBe('<h2>a</h2><h2>b</h2><h4>c</h4>');
  });

  it('allows images in articles only, from http(s) or this site', () => {
    expect(sanitizeContent('<img src="https://ex.fr/a.png" alt="a">', 'faq')).toBe('');
    expect(sanitizeContent('<img src="https://ex.fr/a.png" alt="a" width="640" height="50%">', 'article')).toBe(
      '<img src="https://ex.fr/a.png" alt="a" width="640" loading="lazy" decoding="async" />',
    );
    expect(sanitizeContent('<img src="/blog-images/abcdefgh.webp" alt="">', 'article')).toBe(
      '<img src="/blog-images/abcdefgh.webp" alt="" loading="lazy" decoding="async" />',
    );
    expect(sanitizeContent('<img src="relatif.png">', 'article')).toBe('');
  });

  it('drops classes, styles and empty trailing paragraphs', () => {
    expect(sanitizeContent('<p class="x" style="color:red" id="y">a</p><p></p><p><br></p>', 'faq')).toBe('<p>a</p>');
  });
});
