import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE_S, DAY_S } from '../../../core/cookie-lifetimes';
import { cookiesPage } from './cookies';
import type { LegalPageContent } from './legal-model';

/**
 * Issue 26: the cookie policy states the lifetimes the code sets (core/cookie-lifetimes.ts, read
 * by each cookie's setter), worded by core/counted.ts, never typed in: change one there and the
 * page says the new one, in French and in Arabic.
 */
const lifetimes = COOKIE_MAX_AGE_S as Record<keyof typeof COOKIE_MAX_AGE_S, number>;
const saved = { ...lifetimes };
afterEach(() => Object.assign(lifetimes, saved));

const cartRow = (page: LegalPageContent) => {
  const list = page.parts.flatMap((p) => p.fr).find((a) => a.id === 'liste')!;
  const table = list.blocks.find((b) => typeof b === 'object' && 'table' in b) as { table: { rows: string[][] } };
  return table.table.rows.find((row) => row[0] === '`cart`');
};
const text = (page: LegalPageContent) => JSON.stringify(page);

describe('the cookie policy’s lifetimes (issue 26)', () => {
  it('are the ones the code sets', () => {
    const page = cookiesPage();
    expect(cartRow(page)?.[2]).toBe('7\u00a0jours');
    expect(text(page)).toContain('السلة (7 أيام)');
    expect(text(page)).toContain('Votre choix est conservé 1\u00a0an');
  });

  it('follow a changed lifetime, in French and in Arabic', () => {
    lifetimes.cart = 11 * DAY_S;
    lifetimes.cookieConsent = 180 * DAY_S;
    const page = cookiesPage();
    expect(cartRow(page)?.[2]).toBe('11\u00a0jours');
    expect(text(page)).toContain('السلة (11 يومًا)');
    expect(text(page)).toContain('Votre choix est conservé 180\u00a0jours');
    expect(text(page)).toContain('يُحفظ اختيارك 180 يومًا');
    expect(text(page)).not.toContain('7 أيام)، وآخر');
  });
});
