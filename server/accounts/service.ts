import { asc, eq, lt, or } from 'drizzle-orm';
import { accountEmailSchema, type Role } from '../../core/account-rules';
import { HttpError, httpError } from '../plugins/error-handler';
import type { Database, DbOrTx } from '../db/client';
import type { MailToQueue } from '../mail/outbox';
import { assertPasswordRule, findUserByEmail, publicUser, type AccountDeps } from './account-deps';
import { guestAccessTokens, guestSessions } from './guest-schema';
import { passwordResetMethods } from './password-reset';
import { DEFAULT_SCRYPT, dummyHash, hashPassword, needsRehash, verifyPassword, type ScryptParams } from './passwords';
import { registrationMethods } from './registration';
import { passwordResets, users } from './schema';
import {
  createSession,
  findSession,
  purgeSessions,
  revokeToken,
  revokeUserSessions,
  type CurrentUser,
  type SessionLookup,
} from './sessions';

export interface AccountServiceOptions {
  db: Database;
  /** app.mail (only enqueue is used). */
  mail: { enqueue(db: DbOrTx, mail: MailToQueue): Promise<unknown> };
  /** PUBLIC_URL, without a trailing slash: reset links point there. */
  publicUrl: string;
  /** Clock (tests move it). */
  now?: () => Date;
  /** scrypt cost for new hashes (default DEFAULT_SCRYPT). */
  hashParams?: ScryptParams;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: CurrentUser;
}

export { findUserByEmail } from './account-deps';

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes `email` an admin: creates the account with `password` when it does not
 * exist, otherwise promotes it and leaves its password alone (unless
 * `replacePassword`, which also signs it out everywhere). Safe when several
 * instances run it at once.
 */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password?: string; replacePassword?: boolean; now?: Date; hashParams?: ScryptParams },
): Promise<{ outcome: AdminOutcome; passwordReplaced: boolean; user: CurrentUser }> {
  const email = accountEmailSchema.safeParse(input.email);
  if (!email.success) throw HttpError.fromZod(email.error);
  const now = input.now ?? new Date();
  if (input.password !== undefined) assertPasswordRule(input.password);
  const existing = await findUserByEmail(db, email.data);
  if (!existing) {
    if (input.password === undefined) throw httpError(400, 'account.passwordRequired');
    const passwordHash = await hashPassword(input.password, input.hashParams);
    const [created] = await db
      .insert(users)
      .values({ email: email.data, passwordHash, role: 'admin', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return { outcome: 'created', passwordReplaced: false, user: publicUser(created) };
    // Created by another instance meanwhile: fall through to promotion.
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email.data)).for('update');
    if (!user) throw new Error(`account ${email.data} vanished while being promoted`);
    let outcome: AdminOutcome = 'unchanged';
    const changes: Partial<typeof users.$inferInsert> = {};
    if (user.role !== 'admin') {
      changes.role = 'admin';
      outcome = 'promoted';
    }
    const passwordReplaced = Boolean(input.replacePassword && input.password !== undefined);
    if (passwordReplaced) {
      changes.passwordHash = await hashPassword(input.password!, input.hashParams);
      await revokeUserSessions(tx, user.id, now);
    }
    if (Object.keys(changes).length === 0) return { outcome, passwordReplaced, user: publicUser(user) };
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return { outcome, passwordReplaced, user: publicUser(updated!) };
  });
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length;
}

export function createAccountService(opts: AccountServiceOptions) {
  const { db, mail } = opts;
  const now = opts.now ?? (() => new Date());
  const params = opts.hashParams ?? DEFAULT_SCRYPT;
  const dummy = dummyHash(params);

  const deps: AccountDeps = { db, mail, publicUrl: opts.publicUrl, now, params };

  return {
    now,

    ...registrationMethods(deps),

    /**
     * Checks the password and opens a session. Unknown e-mails cost the same
     * scrypt as known ones. `requireAdmin`: a valid non-admin account gets 403.
     */
    async login(email: string, password: string, { requireAdmin = false } = {}): Promise<LoginResult> {
      const user = await findUserByEmail(db, email);
      if (!user) {
        await verifyPassword(password, await dummy());
        throw httpError(401, 'account.badCredentials');
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw httpError(401, 'account.badCredentials');
      if (requireAdmin && user.role !== 'admin') throw httpError(403, 'account.accessDenied');
      const t = now();
      if (needsRehash(user.passwordHash, params)) {
        // Parameters were raised since this hash was made: upgrade it while the password is known.
        const passwordHash = await hashPassword(password, params);
        await db.update(users).set({ passwordHash, updatedAt: t }).where(eq(users.id, user.id));
      }
      const { token, expiresAt } = await createSession(db, user.id, t);
      return { token, expiresAt, user: publicUser(user) };
    },

    /** The session of a token with its user as stored now; null when expired, revoked or unknown. */
    session(token: string): Promise<SessionLookup | null> {
      return findSession(db, token, now());
    },

    logout(token: string): Promise<void> {
      return revokeToken(db, token, now());
    },

    revokeAllSessions(userId: string): Promise<number> {
      return revokeUserSessions(db, userId, now());
    },

    ...passwordResetMethods(deps),

    /** For the admin pages: every account, oldest first. */
    async listUsers(): Promise<CurrentUser[]> {
      const rows = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.email));
      return rows;
    },

    async findById(id: string): Promise<CurrentUser | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    findByEmail: (email: string) => findUserByEmail(db, email),

    /** Takes effect on the user's next request (the role is read on every request). */
    async setRole(id: string, role: Role): Promise<CurrentUser | null> {
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: now() })
        .where(eq(users.id, id))
        .returning({ id: users.id, email: users.email, role: users.role });
      return row ?? null;
    },

    /** Deletes the account; its sessions and reset links go with it (cascade). */
    async deleteUser(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** Drops sessions, reset links and guest links/sessions that ended more than a day ago. */
    purge: () => purgeEndedAccess(db, now()),
  };
}

/**
 * Drops sessions, reset links and guest links/sessions that ended more than a day ago (run by
 * the retention job; the day keeps a just-expired link answering « expiré » rather than unknown).
 */
export async function purgeEndedAccess(
  db: DbOrTx,
  t: Date,
): Promise<{ sessions: number; resets: number; guest: number }> {
  const before = new Date(t.getTime() - 86_400_000);
  const removedSessions = await purgeSessions(db, t);
  const resets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, before), lt(passwordResets.usedAt, before)))
    .returning({ tokenHash: passwordResets.tokenHash });
  const guestLinks = await db
    .delete(guestAccessTokens)
    .where(or(lt(guestAccessTokens.expiresAt, before), lt(guestAccessTokens.usedAt, before)))
    .returning({ tokenHash: guestAccessTokens.tokenHash });
  const guestEnded = await db
    .delete(guestSessions)
    .where(or(lt(guestSessions.expiresAt, before), lt(guestSessions.revokedAt, before)))
    .returning({ id: guestSessions.id });
  return { sessions: removedSessions, resets: resets.length, guest: guestLinks.length + guestEnded.length };
}

export type AccountService = ReturnType<typeof createAccountService>;
