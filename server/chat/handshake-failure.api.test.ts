import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../requests/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { ALWAYS_OPEN, closeSockets, listen, open } from './test-helpers';

afterEach(() => {
  vi.restoreAllMocks();
  closeSockets();
});

/** What the driver would say: a table's name is nobody's business outside the server. */
const DRIVER_WORDS = 'relation "sessions" does not exist';

describe('a handshake the database cannot answer', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(ALWAYS_OPEN);
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('refuses the visitor and the admin with the usual setup message, never the driver’s words, and logs the cause', async () => {
    const visitorCookie = (await signIn(t.app, 'client@example.fr')).headers.cookie;
    const adminCookie = (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie;
    const logged = vi.spyOn(t.app.log, 'error');
    vi.spyOn(t.database.db, 'select').mockImplementation(() => {
      throw new Error(DRIVER_WORDS);
    });
    for (const [cookie, namespace] of [
      [visitorCookie, ''],
      [adminCookie, '/admin'],
    ] as const) {
      const refused = await open(url, cookie, namespace).then(
        () => null,
        (err: Error) => err,
      );
      expect(refused?.message).toBe('Erreur lors de la configuration du chat. Veuillez réessayer.');
      expect(refused?.message).not.toContain('relation');
    }
    expect(logged.mock.calls.some(([obj]) => (obj as { err?: Error }).err?.message === DRIVER_WORDS)).toBe(true);
  });
});
