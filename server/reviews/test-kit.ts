import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { mailOutbox } from '../mail/schema';
import type { orders } from '../orders/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { insertOrderRow } from '../test/orders';

/**
 * Shared by the review API tests (docs/reviews.md): one app per file asking 3 days after
 * delivery, orders delivered through the order service (the admin's path), the review e-mail's
 * token, and posts of the review form as a browser page sends them.
 */
export function reviewsTestKit() {
  const kit = { t: {} as TestApp, admin: {} as SignedIn };
  beforeAll(async () => {
    kit.t = await createTestApp({ REVIEW_REQUEST_DAYS: '3' });
  });
  afterAll(() => kit.t.close());
  beforeEach(async () => {
    await truncateAll(kit.t.database);
    await kit.t.app.rateLimit.clear();
    kit.admin = await signIn(kit.t, 'admin@example.fr', 'admin');
  });

  const db = () => kit.t.database.db;
  const inDays = (n: number, from = new Date()) => new Date(from.getTime() + n * DAY);

  /** A paid order, then its translation delivered through the order service. */
  async function deliveredOrder(values: Partial<typeof orders.$inferInsert> = {}): Promise<string> {
    const id = await insertOrderRow(db(), {
      status: 'paid',
      paymentStatus: 'paid',
      paidAt: new Date(),
      buyer: { name: 'Amina Benali', phone: undefined },
      customerEmail: 'amina@example.fr',
      ...values,
    });
    await kit.t.app.orders.changeStatus(id, 'translated', 'admin:admin@example.fr');
    return id;
  }

  const reviewMails = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'review-request'));

  const post = (body: Record<string, unknown>, lang: 'fr' | 'ar' = 'fr', ip = '203.0.113.7') =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'x-site-lang': lang },
      remoteAddress: ip,
      payload: body,
    });

  /** The token of the e-mail sent for `orderId`, once the job has run. */
  async function emailedToken(orderId: string): Promise<string> {
    await kit.t.app.reviews.run(inDays(3.01));
    const [mail] = (await reviewMails()).filter((m) => m.relatedId === orderId);
    return tokenOf(mail!.text);
  }

  return { kit, db, inDays, deliveredOrder, reviewMails, post, emailedToken };
}

const DAY = 24 * 60 * 60_000;

export const tokenOf = (text: string) => /\/avis\/([A-Za-z0-9._-]+)/.exec(text)![1]!;

export const REVIEW = {
  stars: 5,
  text: 'Traduction parfaite, acceptée par la préfecture.',
  nameStyle: 'name',
  name: 'Amina',
};
