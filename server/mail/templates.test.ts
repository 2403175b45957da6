import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import { escapeHtml, html, layout, paragraphs, raw, safeUrl, testMessage } from './templates';

const HOSTILE = '<script>alert("x")</script> & "quotes" \'apos\'';

describe('html tagged template', () => {
  it('escapes every interpolated value', () => {
    expect(html`<p title="${HOSTILE}">${HOSTILE}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;apos&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;apos&#39;</p>',
    );
  });

  it('inserts raw() and nested html as they are, and escapes what they wrap only once', () => {
    const inner = html`<b>${'a < b'}</b>`;
    expect(html`<div>${inner}${raw('<hr>')}</div>`.value).toBe('<div><b>a &lt; b</b><hr></div>');
  });

  it('joins arrays, drops null, undefined and false, prints numbers and zero', () => {
    expect(html`<ul>${['<a>', html`<li>${'b'}</li>`]}</ul>${null}${undefined}${false}${0}${12.5}`.value).toBe(
      '<ul>&lt;a&gt;<li>b</li></ul>012.5',
    );
  });

  it('escapes &, <, >, double and single quotes and nothing else', () => {
    expect(escapeHtml(`&<>"' é€ \u2019`)).toBe(`&amp;&lt;&gt;&quot;&#39; é€ \u2019`);
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps only http(s), mailto and tel links', () => {
    expect(safeUrl('https://example.fr/a?b=1')).toBe('https://example.fr/a?b=1');
    expect(safeUrl('mailto:a@b.fr')).toBe('mailto:a@b.fr');
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBe('#');
    expect(safeUrl('data:text/html,x')).toBe('#');
  });

  it('turns typed text into escaped paragraphs with line breaks', () => {
    expect(paragraphs('Ligne 1 <b>\nLigne 2\r\n\r\n\n Para 2 & fin ').value).toBe(
      '<p style="margin:0 0 16px">Ligne 1 &lt;b&gt;<br>Ligne 2</p><p style="margin:0 0 16px">Para 2 &amp; fin</p>',
    );
  });
});

describe('layout and testMessage', () => {
  const mail = testMessage({ name: HOSTILE, message: `Bonjour ${HOSTILE}\nligne 2` });

  it('escapes the values in the HTML part, everywhere, including the title', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      '<title>Message de test pour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(mail.html).toContain(
      'Bonjour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;apos&#39;,',
    );
    expect(mail.html).toContain('<br>ligne 2');
  });

  it('keeps the plain text and subject literal (they are not HTML)', () => {
    expect(mail.subject).toBe(`Message de test pour ${HOSTILE}`);
    expect(mail.text).toContain(`Bonjour ${HOSTILE},`);
  });

  it('is French and carries the business identity in both versions', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr" dir="ltr">/);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(BUSINESS.tradeName);
      expect(part).toContain(BUSINESS.address.street);
      expect(part).toContain(`${BUSINESS.address.postalCode} ${BUSINESS.address.city}`);
      expect(part).toContain(BUSINESS.phoneDisplay);
      expect(part).toContain(BUSINESS.email);
      expect(part).toContain('près la Cour d’appel de Dijon');
    }
    expect(mail.html).toContain(`href="mailto:${BUSINESS.email}"`);
    expect(mail.text).toContain('\n-- \n');
  });

  it('frames an Arabic e-mail right to left, in Arabic, with the address as registered', () => {
    const arabic = layout({ subject: 'طلبكم', body: html`<p>مرحبا</p>`, bodyText: 'مرحبا', lang: 'ar' });
    expect(arabic.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(arabic.html).toContain('text-align:right');
    expect(arabic.html).toContain('مترجمة محلّفة');
    expect(arabic.text).toContain('مترجمة محلّفة');
    for (const part of [arabic.html, arabic.text]) {
      expect(part).toContain(BUSINESS.address.street);
      expect(part).toContain(BUSINESS.phoneDisplay);
      expect(part).not.toContain('près la');
    }
  });

  it('puts a subject on one line', () => {
    expect(layout({ subject: 'a\r\nb\nc', body: html``, bodyText: '', lang: 'fr' }).subject).toBe('a b c');
  });
});
