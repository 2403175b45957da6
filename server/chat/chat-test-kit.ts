import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { signIn } from '../requests/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { ALWAYS_OPEN, closeSockets, listen } from './test-helpers';

/** What a chat test file works with: its app, the app's address, an admin's session cookie. */
export interface ChatKit {
  t: TestApp;
  url: string;
  /** Empty unless the file asked for an admin. */
  adminCookie: string;
}

/**
 * The set-up the live chat's API test files share: one app per file with the chat always open,
 * listening on a port; before each test an empty database, cleared rate limits and (with
 * `admin`) a fresh admin session; after each, the test's sockets closed. `use` receives the kit
 * each time it changes, so a file keeps its short names: `chatTestKit((k) => ({ t, url } = k))`.
 */
export function chatTestKit(use: (kit: ChatKit) => void, { admin = false } = {}) {
  const kit = { url: '', adminCookie: '' } as ChatKit;
  afterEach(() => closeSockets());
  beforeAll(async () => {
    kit.t = await createTestApp(ALWAYS_OPEN);
    kit.url = await listen(kit.t);
    use(kit);
  });
  afterAll(() => kit.t.close());
  beforeEach(async () => {
    await truncateAll(kit.t.database);
    await kit.t.app.rateLimit.clear();
    if (admin) kit.adminCookie = (await signIn(kit.t.app, 'admin@example.fr', 'admin')).headers.cookie;
    use(kit);
  });
}
