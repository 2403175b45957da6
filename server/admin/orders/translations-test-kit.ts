import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import type { OrderStatus } from '../../../core/order-status';
import { uploads } from '../../files/schema';
import { orders } from '../../orders/schema';
import { appPerFile, createTestApp } from '../../test/app';
import { signIn, type SignedIn } from '../test-fixtures';
import { seedOrder } from './test-fixtures';

/**
 * What the translation API test files share (one file of 470 lines, split by topic for issue 26):
 * one app per file (1 MB uploads), emptied before each test with its stored files, an admin and two
 * customers signed in afresh. `people` is filled before each test: copy its fields in a beforeEach.
 */
export function translationsPerFile() {
  const people = {} as { admin: SignedIn; alice: SignedIn; bob: SignedIn };
  const t = appPerFile(() => createTestApp({ UPLOAD_MAX_FILE_MB: '1' }));
  beforeEach(async () => {
    rmSync(path.join(t.app.config.DATA_DIR, 'files'), { recursive: true, force: true });
    people.admin = await signIn(t, 'admin@example.fr', 'admin');
    people.alice = await signIn(t, 'alice@example.fr');
    people.bob = await signIn(t, 'bob@example.fr');
  });

  const aliceOrder = (status: OrderStatus = 'paid') =>
    seedOrder(t, { email: 'alice@example.fr', userId: people.alice.user.id, status });
  const translationRows = (orderId: string) =>
    t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.orderId, orderId))
      .then((rows) => rows.filter((r) => r.kind === 'translation'));
  const statusOf = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

  return { t, people, aliceOrder, translationRows, statusOf };
}
