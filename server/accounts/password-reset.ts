import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Lang } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { httpError } from '../plugins/error-handler';
import { assertPasswordRule, findUserByEmail, type AccountDeps } from './account-deps';
import { passwordResetEmail } from './emails';
import { hashPassword } from './passwords';
import { passwordResets, users } from './schema';
import { hashToken, isTokenShaped, newToken, revokeUserSessions } from './sessions';

/** A reset link works for one hour, once. */
const RESET_VALID_MS = 60 * 60_000;

/** Forgotten passwords: the single-use link by e-mail, then the new password. */
export function passwordResetMethods({ db, mail, publicUrl, now, params }: AccountDeps) {
  return {
    /**
     * Queues a single-use reset link for a known account; does nothing for an unknown one. True
     * when a link was sent. While a link sent earlier is still unused and valid, nothing new is
     * sent and that link keeps working (issue 29): repeated requests by someone else neither
     * fill the owner's mailbox nor block them. The e-mail and its link are in the language of
     * the page that asked (`lang`).
     */
    async requestPasswordReset(email: string, lang: Lang): Promise<boolean> {
      const user = await findUserByEmail(db, email);
      if (!user) return false;
      const token = newToken();
      const t = now();
      return db.transaction(async (tx) => {
        // The account's row is the lock: two requests at once cannot both send.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [live] = await tx
          .select({ at: passwordResets.createdAt })
          .from(passwordResets)
          .where(
            and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, t)),
          )
          .limit(1);
        if (live) return false;
        await tx
          .update(passwordResets)
          .set({ usedAt: t })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          tokenHash: hashToken(token),
          userId: user.id,
          createdAt: t,
          expiresAt: new Date(t.getTime() + RESET_VALID_MS),
        });
        await mail.enqueue(tx, {
          kind: 'password-reset',
          relatedId: user.id,
          to: user.email,
          ...passwordResetEmail(
            `${publicUrl}${localizedPath(lang, `/reset-password/${token}`)}`,
            RESET_VALID_MS / 60_000,
            lang,
          ),
        });
        return true;
      });
    },

    /** Uses a reset link: new password, link spent, every session of the account closed. */
    async resetPassword(token: string, newPassword: string): Promise<{ email: string }> {
      const invalid = () => httpError(400, 'account.resetInvalid');
      if (!isTokenShaped(token)) throw invalid();
      const tokenHash = hashToken(token);
      const live = (t: Date) =>
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, t));
      const [found] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live(now()));
      if (!found) throw invalid();
      assertPasswordRule(newPassword);
      const passwordHash = await hashPassword(newPassword, params);
      const t = now();
      return db.transaction(async (tx) => {
        // Spending the link and checking it are one statement: two clicks cannot both use it.
        const [spent] = await tx
          .update(passwordResets)
          .set({ usedAt: t })
          .where(live(t))
          .returning({ userId: passwordResets.userId });
        if (!spent) throw invalid();
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: t })
          .where(eq(users.id, spent.userId))
          .returning({ email: users.email });
        await tx
          .update(passwordResets)
          .set({ usedAt: t })
          .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
        await revokeUserSessions(tx, spent.userId, t);
        return { email: user!.email };
      });
    },
  };
}
