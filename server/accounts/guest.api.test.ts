import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { mailOutbox } from '../mail/schema';
import { appPerFile, createTestApp } from '../test/app';
import { insertOrderRow } from '../test/orders';
import { createGuestLink } from './guest';
import { guestAccessTokens, guestSessions } from './guest-schema';
import { hashToken } from './sessions';
import { nextIp } from './test-app';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const SENT = 'Si des commandes existent pour cette adresse, un lien d’accès vient de vous être envoyé.';
const insertOrder = (email: string) => insertOrderRow(t.database.db, { customerEmail: email });

/** The link is looked up and sent after the answer: wait for that work too. */
async function requestLink(email: string, ip = nextIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/guest-link',
    payload: { email },
    remoteAddress: ip,
  });
  await t.app.afterResponse.idle();
  return res;
}

async function linkTokenFor(email: string): Promise<string> {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const last = rows.at(-1)!;
  return /acces-commandes\/([A-Za-z0-9_-]{43})/.exec(last.text)![1]!;
}

const openLink = (token: string, json = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/guest-access/${token}`,
    headers: json ? { accept: 'application/json' } : {},
  });

describe('POST /api/auth/guest-link', () => {
  it('answers identically for known and unknown e-mails and e-mails only the known one', async () => {
    await insertOrder('client@example.fr');
    const known = await requestLink(' Client@Example.FR ');
    const unknown = await requestLink('personne@example.fr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SENT });
    expect(unknown.json()).toEqual(known.json());
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['guest-access', 'client@example.fr']]);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/acces-commandes\/[A-Za-z0-9_-]{43}/);
    // Only the hash of the token is stored.
    const token = await linkTokenFor('client@example.fr');
    const [row] = await t.database.db.select().from(guestAccessTokens);
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('refuses a malformed e-mail with a French 400', async () => {
    const res = await requestLink('pas-une-adresse');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Veuillez entrer une adresse email valide.' });
  });

  it('allows 5 requests per hour per client address (never a limit per e-mail: request-repeats.api.test.ts)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await requestLink(`x${i}@example.fr`, ip)).statusCode).toBe(200);
    const blocked = await requestLink('x9@example.fr', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
  });
});

describe('POST /api/auth/guest-access/:token', () => {
  it('opens a 7-day guest session once, then goes to /orders', async () => {
    const id = await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    const token = await linkTokenFor('client@example.fr');

    const res = await openLink(token);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/orders');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const cookie = res.cookies.find((c) => c.name === 'guestToken')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBe(7 * 86_400);
    expect(cookie.secure).toBeFalsy();
    const [session] = await t.database.db.select().from(guestSessions);
    expect(session!.email).toBe('client@example.fr');
    expect(session!.tokenHash).toBe(hashToken(cookie.value));

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/services/orders',
      cookies: { guestToken: cookie.value },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toEqual([id]);

    // Single use.
    const again = await openLink(token);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/acces-commandes?erreur=lien-invalide');
    expect(again.cookies.find((c) => c.name === 'guestToken')).toBeUndefined();
    const json = await openLink(token, true);
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Lien d’accès invalide ou expiré. Demandez un nouveau lien.' });
  });

  it('takes the plain form post of /acces-commandes/:token (no JavaScript needed)', async () => {
    await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    const token = await linkTokenFor('client@example.fr');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/guest-access/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/orders');
    // Elsewhere, form bodies are still refused.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/guest-link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.fr',
    });
    expect(other.statusCode).toBe(415);
  });

  it('answers JSON to a client asking for it', async () => {
    await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    const res = await openLink(await linkTokenFor('client@example.fr'), true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Accès à vos commandes ouvert.',
      email: 'client@example.fr',
      redirect: '/orders',
    });
  });
});

describe('POST /api/auth/guest-access/:token: refused links and ended sessions', () => {
  it('refuses a link older than 30 minutes', async () => {
    await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    const token = await linkTokenFor('client@example.fr');
    await t.database.db.update(guestAccessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await openLink(token, true);
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(guestSessions)).toEqual([]);
  });

  it('refuses unknown and malformed tokens, and another site', async () => {
    expect((await openLink('A'.repeat(43), true)).statusCode).toBe(400);
    expect((await openLink('pas-un-jeton', true)).statusCode).toBe(400);
    await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    const token = await linkTokenFor('client@example.fr');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/auth/guest-access/${token}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    // The link is still usable by its owner.
    expect((await openLink(token)).headers.location).toBe('/orders');
  });

  it('an expired or revoked guest session gives access to nothing', async () => {
    await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    const cookie = (await openLink(await linkTokenFor('client@example.fr'))).cookies.find(
      (c) => c.name === 'guestToken',
    )!.value;
    const list = () => t.app.inject({ method: 'GET', url: '/api/services/orders', cookies: { guestToken: cookie } });
    expect((await list()).statusCode).toBe(200);
    await t.database.db.update(guestSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await list()).statusCode).toBe(401);
    await t.database.db.update(guestSessions).set({ expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await list()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/guest-logout', cookies: { guestToken: cookie } });
    expect(out.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(401);
  });

  it('signing out of an account also closes the guest access of that browser', async () => {
    await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    const cookie = (await openLink(await linkTokenFor('client@example.fr'))).cookies.find(
      (c) => c.name === 'guestToken',
    )!.value;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { guestToken: cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'guestToken')?.value).toBe('');
    const list = await t.app.inject({ method: 'GET', url: '/api/services/orders', cookies: { guestToken: cookie } });
    expect(list.statusCode).toBe(401);
  });
});

describe('purge of ended guest links and sessions', () => {
  it('deletes links and sessions ended more than a day ago, keeps the live ones', async () => {
    await insertOrder('client@example.fr');
    await requestLink('client@example.fr');
    // A second link (an order confirmation's): a repeated request would send none while the first is live.
    await createGuestLink(t.database.db, 'client@example.fr', new Date());
    const cookie = (await openLink(await linkTokenFor('client@example.fr'))).cookies.find(
      (c) => c.name === 'guestToken',
    )!.value;
    expect(cookie).toBeTruthy();
    const longAgo = new Date(Date.now() - 3 * 86_400_000);
    // One link was used just now (kept a day), the other expired long ago.
    const [spent] = await t.database.db
      .select()
      .from(guestAccessTokens)
      .where(eq(guestAccessTokens.tokenHash, hashToken(await linkTokenFor('client@example.fr'))));
    await t.database.db.update(guestAccessTokens).set({ expiresAt: longAgo }).where(isNull(guestAccessTokens.usedAt));
    const result = await t.app.accounts.purge();
    expect(result.guest).toBe(1);
    expect((await t.database.db.select().from(guestAccessTokens)).map((r) => r.tokenHash)).toEqual([spent!.tokenHash]);
    expect(await t.database.db.select().from(guestSessions)).toHaveLength(1);

    await t.database.db.update(guestSessions).set({ revokedAt: longAgo });
    await t.database.db.update(guestAccessTokens).set({ usedAt: longAgo });
    expect((await t.app.accounts.purge()).guest).toBe(2);
    expect(await t.database.db.select().from(guestSessions)).toEqual([]);
  });
});
