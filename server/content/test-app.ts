import { signIn } from '../requests/test-helpers';
import { appPerFile, createTestApp } from '../test/app';

export type Who = 'anonymous' | 'customer' | 'admin';

/**
 * Test helper of the FAQ and blog API tests: one app per file and, before each test, the headers
 * of an anonymous visitor, a signed-in customer and an admin; `call` sends a request as one of them.
 */
export function contentTestApp() {
  const callers = {} as Record<Who, Record<string, string>>;
  const t = appPerFile(
    async () => createTestApp(),
    async () => {
      callers.anonymous = {};
      callers.customer = (await signIn(t.app, 'client@example.fr')).headers;
      callers.admin = (await signIn(t.app, 'admin@example.fr', 'admin')).headers;
    },
  );
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: callers[who],
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  return { t, callers, call };
}
