import { describe, expect, it } from 'vitest';
import { signIn } from '../admin/test-fixtures';
import { seedCatalogue } from '../catalogue/seed';
import { appPerFile, createTestApp } from '../test/app';
import { checkoutKit } from './checkout-test-kit';
import { orders } from './schema';

/** Issue 29, item 6: the checkout idempotency key was global, so anyone who learnt it got the victim's order. */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
  },
);
const { newKey, uploadFiles, checkout, cart } = checkoutKit(t);

describe('the checkout idempotency key', () => {
  it('answers the key’s own caller only: another browser or account sending it gets an order of its own', async () => {
    const victim = await uploadFiles(1);
    const key = newKey();
    const mine = (await checkout(cart({ fileIds: victim.ids, idempotencyKey: key }), victim.cookie)).json();
    // Another browser (its own upload session), and one with no cookie at all, send the same key.
    const other = await uploadFiles(1);
    const theirs = await checkout(
      cart({ fileIds: other.ids, idempotencyKey: key, email: 'autre@example.fr' }),
      other.cookie,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().orderId).not.toBe(mine.orderId);
    expect(theirs.json().url).not.toBe(mine.url);
    const bare = await checkout(cart({ idempotencyKey: key, email: 'tiers@example.fr' }));
    expect(bare.statusCode).toBe(200);
    expect([mine.orderId, theirs.json().orderId]).not.toContain(bare.json().orderId);
    expect(bare.body).not.toContain('client@example.fr');
    // A signed-in customer's key is the account's, from any browser; never a browser's order.
    const account = await signIn(t, `cle.${Date.now().toString(36)}@example.fr`);
    const first = (await checkout(cart({ idempotencyKey: key }), account.headers.cookie)).json();
    expect([mine.orderId, theirs.json().orderId, bare.json().orderId]).not.toContain(first.orderId);
    const again = (await checkout(cart({ idempotencyKey: key }), `${account.headers.cookie}; ${other.cookie}`)).json();
    expect(again.orderId).toBe(first.orderId);
    // The victim's own retry still answers the victim's order.
    const retry = (await checkout(cart({ fileIds: victim.ids, idempotencyKey: key }), victim.cookie)).json();
    expect(retry).toEqual(mine);
    expect((await t.database.db.select().from(orders)).length).toBe(4);
  });
});
