import { describe, expect, it } from 'vitest';
import { certifiedWording, certifiedWordingHtml } from './wording';

describe('certifiedWording (spec 5, wording rule)', () => {
  it.each([
    ['Une traduction assermentée est exigée.', 'Une traduction certifiée est exigée.'],
    ['Traduction assermentée', 'Traduction certifiée'],
    ['TRADUCTION ASSERMENTÉE', 'TRADUCTION CERTIFIÉE'],
    ['Traduction Assermentée', 'Traduction Certifiée'],
    ['des traductions assermentées', 'des traductions certifiées'],
    ['Traductions Assermentées', 'Traductions Certifiées'],
    ['traduction assermentee (sans accent)', 'traduction certifiée (sans accent)'],
    ['traduction\u00a0assermentée', 'traduction\u00a0certifiée'],
    ['traduction assermentée, traduction assermentée.', 'traduction certifiée, traduction certifiée.'],
  ])('%s → %s', (input, output) => {
    expect(certifiedWording(input)).toBe(output);
  });

  it.each([
    'un traducteur assermenté',
    'une retraduction assermentée',
    'traduction « assermentée »',
    'traduction assermentéesque',
  ])('leaves « %s » alone', (text) => {
    expect(certifiedWording(text)).toBe(text);
  });

  it('changes text only, never markup', () => {
    expect(
      certifiedWordingHtml(
        '<p>La <strong>traduction assermentée</strong> <a href="/traduction assermentée" title="x">ici</a></p>',
      ),
    ).toBe('<p>La <strong>traduction certifiée</strong> <a href="/traduction assermentée" title="x">ici</a></p>');
    expect(certifiedWordingHtml('<p>traduction&nbsp;assermentée</p>')).toBe('<p>traduction&nbsp;certifiée</p>');
  });
});
