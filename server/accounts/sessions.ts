import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Role } from '../../core/account-rules';
import type { Database, DbOrTx } from '../db/client';
import { sessions, users } from './schema';
import { COOKIE_MAX_AGE_S } from '../../core/cookie-lifetimes';

/**
 * Opaque session tokens: 32 random bytes (base64url), given to the client once,
 * stored as their SHA-256. A session lasts 7 days from login and can be revoked.
 */
export const SESSION_MS = COOKIE_MAX_AGE_S.session * 1000;
/** last_seen_at is refreshed at most this often (no write on every request). */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
/** Anything else is refused before touching the database. */
export const isTokenShaped = (token: string): boolean => TOKEN_SHAPE.test(token);

export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
}

export interface SessionLookup {
  sessionId: string;
  user: CurrentUser;
}

export async function createSession(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
  return { token, expiresAt };
}

/**
 * The live session of a token and its user as stored now (a role change or a
 * deletion shows at once). Expired, revoked or unknown: null.
 */
export async function findSession(db: Database, token: string, now: Date): Promise<SessionLookup | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    // The account's inactivity clock (retention) restarts with its use.
    await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.id));
  }
  return { sessionId: row.sessionId, user: { id: row.id, email: row.email, role: row.role } };
}

/** Revokes one session by its token; unknown tokens are ignored. */
export async function revokeToken(db: DbOrTx, token: string, now: Date): Promise<void> {
  if (!isTokenShaped(token)) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere (password reset, admin action). */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes sessions expired or revoked more than a day ago. */
export async function purgeSessions(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 86_400_000);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
