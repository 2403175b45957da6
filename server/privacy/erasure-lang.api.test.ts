import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { seedOrder } from '../admin/orders/test-fixtures';
import { PASSWORD, signIn } from '../admin/test-fixtures';
import { mailOutbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { appPerFile, createTestApp } from '../test/app';

/**
 * Issue 26: the erasure confirmation was written in French only, whatever the language of the
 * page that deleted the account or of the person's orders.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);
const AR = { 'x-site-lang': 'ar' };
const confirmation = async () => {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'erasure-confirmation'));
  expect(mails).toHaveLength(1);
  return mails[0]!;
};

describe('the erasure confirmation’s language', () => {
  it('is Arabic when the account is deleted from an Arabic page', async () => {
    const client = await signIn(t, 'amina@example.com');
    const paid = await seedOrder(t, { status: 'completed', userId: client.user.id, email: 'amina@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { ...client.headers, ...AR },
      payload: { password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const mail = await confirmation();
    expect(mail.subject).toMatch(/^تم حذف بياناتك/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('حُذف حسابك');
    expect(mail.text).toContain(paid.id);
    expect(mail.text).toContain('10 سنوات');
    expect(mail.text).not.toMatch(/Bonjour|effacé|commande/);
  });

  it('follows the person’s last order when the translator erases on a request by letter', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const order = await seedOrder(t, { status: 'completed', email: 'karim@example.com' });
    await t.database.db.update(orders).set({ lang: 'ar' }).where(eq(orders.id, order.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: admin.headers,
      payload: { email: 'karim@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await confirmation();
    expect(mail.subject).toMatch(/^تم حذف بياناتك/);
    expect(mail.text).toContain('بناءً على طلبك');
  });

  it('stays French for a French page', async () => {
    const client = await signIn(t, 'jeanne@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: client.headers,
      payload: { password: PASSWORD },
      remoteAddress: nextIp(),
    });
    const mail = await confirmation();
    expect(mail.subject).toMatch(/^Vos données ont été effacées — /);
    expect(mail.text).toContain('Aucune commande payée n’était à conserver pour la comptabilité.');
  });
});
