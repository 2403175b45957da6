import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { guestAccessTokens, guestSessions } from './guest-schema';
import { hashToken, isTokenShaped, newToken } from './sessions';
import { COOKIE_MAX_AGE_S } from '../../core/cookie-lifetimes';

/**
 * Guest access: whoever can read the mailbox of an order's e-mail may follow
 * that e-mail's orders without an account. A single-use link (30 minutes) opens
 * a guest session (7 days) limited to that one e-mail, kept in the httpOnly
 * `guestToken` cookie, separate from the account session.
 */
export const GUEST_COOKIE = 'guestToken';
const GUEST_LINK_MS = 30 * 60_000;
const GUEST_SESSION_MS = COOKIE_MAX_AGE_S.guestToken * 1000;
/** The link in an order confirmation: still single use, but it must survive a few days in the mailbox. */
export const CONFIRMATION_LINK_MS = 7 * 86_400_000;

/** Issues a single-use access link for an e-mail; returns the token (only its hash is stored). */
export async function createGuestLink(
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  email: string,
  now: Date,
  ttlMs = GUEST_LINK_MS,
) {
  const token = newToken();
  await db
    .insert(guestAccessTokens)
    .values({ tokenHash: hashToken(token), email, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/**
 * A link for a request of /acces-commandes, unless one such request's link is still unused and
 * valid: then null, nothing new is sent and that link keeps working (issue 29), so that requests
 * by someone else neither fill the mailbox nor block its owner. An order confirmation's longer
 * link does not count: the request is how someone who lost that e-mail gets in.
 */
export async function createGuestLinkUnlessLive(tx: Transaction, email: string, now: Date): Promise<string | null> {
  // One request at a time per address, so that two at once cannot both send.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-link:${email}`}))`);
  const [live] = await tx
    .select({ at: guestAccessTokens.createdAt })
    .from(guestAccessTokens)
    .where(
      and(
        eq(guestAccessTokens.email, email),
        isNull(guestAccessTokens.usedAt),
        gt(guestAccessTokens.expiresAt, now),
        lte(
          guestAccessTokens.expiresAt,
          sql`${guestAccessTokens.createdAt} + ${`${GUEST_LINK_MS} milliseconds`}::interval`,
        ),
      ),
    )
    .limit(1);
  return live ? null : createGuestLink(tx, email, now);
}

/**
 * Spends a link and opens a guest session in one transaction; null when the
 * link is unknown, used or expired. Two clicks cannot both use it.
 */
export async function consumeGuestLink(
  db: Database,
  token: string,
  now: Date,
): Promise<{ token: string; email: string; expiresAt: Date } | null> {
  if (!isTokenShaped(token)) return null;
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(guestAccessTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(guestAccessTokens.tokenHash, hashToken(token)),
          isNull(guestAccessTokens.usedAt),
          gt(guestAccessTokens.expiresAt, now),
        ),
      )
      .returning({ email: guestAccessTokens.email });
    if (!spent) return null;
    const session = newToken();
    const expiresAt = new Date(now.getTime() + GUEST_SESSION_MS);
    await tx
      .insert(guestSessions)
      .values({ tokenHash: hashToken(session), email: spent.email, createdAt: now, expiresAt });
    return { token: session, email: spent.email, expiresAt };
  });
}

export async function revokeGuestSession(db: Database, token: string, now: Date): Promise<void> {
  if (!isTokenShaped(token)) return;
  await db
    .update(guestSessions)
    .set({ revokedAt: now })
    .where(and(eq(guestSessions.tokenHash, hashToken(token)), isNull(guestSessions.revokedAt)));
}

export function setGuestCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(GUEST_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(GUEST_SESSION_MS / 1000),
  });
}

export function clearGuestCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(GUEST_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The live guest session of a `guestToken` cookie value (lower-cased e-mail), or null. */
export async function findGuestSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<{ email: string } | null> {
  if (!token || !isTokenShaped(token)) return null;
  const [row] = await db
    .select({ email: guestSessions.email })
    .from(guestSessions)
    .where(
      and(
        eq(guestSessions.tokenHash, hashToken(token)),
        isNull(guestSessions.revokedAt),
        gt(guestSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

const guestLookups = new WeakMap<FastifyRequest, Promise<{ email: string } | null>>();

/** The live guest session of the request (`guestToken` cookie), cached per request. */
export function guestSession(request: FastifyRequest): Promise<{ email: string } | null> {
  let pending = guestLookups.get(request);
  if (!pending) {
    pending = findGuestSession(request.server.database.db, request.cookies?.[GUEST_COOKIE], new Date());
    guestLookups.set(request, pending);
  }
  return pending;
}
