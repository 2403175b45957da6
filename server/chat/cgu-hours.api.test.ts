import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * Issue 26: the terms of use state the chat hours in force, the translator's from the back office
 * rather than CHAT_OPEN_HOURS, as soon as she saves them (the page micro-cache is dropped).
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(
    { PAGE_CACHE_TTL_MS: '60000', CHAT_OPEN_HOURS: 'mon-fri 09:00-22:00' },
    { ssr: await loadServerBuild() },
  );
  admin = await signIn(t, 'admin.horaires@example.fr', 'admin');
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!-- -->/g, '').replace(/[\u00a0\u202f]|&nbsp;/g, ' ');
};

const setHours = async (hours: string | null) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/chat/settings',
    headers: admin.headers,
    payload: { hours, closedDates: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the chat hours /cgu states', () => {
  it('are the admin’s right after she changes them, and the default again when she clears them', async () => {
    expect(await page('/cgu')).toContain('Le chat est ouvert du lundi au vendredi, de 9 h à 22 h (heure de Paris)');
    // Cached now: the change must still show at once.
    await setHours('sat 10:00-12:00');
    expect(await page('/cgu')).toContain('Le chat est ouvert le samedi, de 10 h à 12 h (heure de Paris)');
    await setHours(null);
    expect(await page('/cgu')).toContain('Le chat est ouvert du lundi au vendredi, de 9 h à 22 h (heure de Paris)');
  });
});
