import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp, loadServerBuild } from '../test/app';
import { signIn } from './test-fixtures';

/** /admin and /admin/ (issue 30): decided on the server, whoever asks. */
const t = appPerFile(async () => createTestApp({}, { ssr: await loadServerBuild() }));

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the back office entry', () => {
  it('sends a signed-in admin to the dashboard, from /admin and /admin/', async () => {
    const admin = await signIn(t, 'patronne@example.fr', 'admin');
    for (const url of ['/admin', '/admin/']) {
      const res = await get(url, admin.headers.cookie);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/admin/dashboard');
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('sends anyone else to the admin sign-in page, a signed-in customer included', async () => {
    const customer = await signIn(t, 'client@example.fr');
    for (const cookie of [undefined, customer.headers.cookie, 'token=revoked']) {
      for (const url of ['/admin', '/admin/']) {
        const res = await get(url, cookie);
        expect(res.statusCode, `${url} ${cookie ?? 'anonymous'}`).toBe(302);
        expect(res.headers.location).toBe('/admin/login');
      }
    }
  });
});
