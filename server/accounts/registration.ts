import { and, eq, gt } from 'drizzle-orm';
import type { Lang } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { mailOutbox } from '../mail/schema';
import { assertPasswordRule, publicUser, type AccountDeps } from './account-deps';
import { registrationAttemptEmail } from './emails';
import { hashPassword } from './passwords';
import { users } from './schema';
import type { CurrentUser } from './sessions';

/** Registration: the new account, or the owner's notice when the address is taken. */
export function registrationMethods({ db, mail, publicUrl, now, params }: AccountDeps) {
  return {
    /**
     * A new customer account (role user); the e-mail must already be normalised. For an address
     * already registered: null, after the same work (hash, one write: the owner's notice, unless
     * `noticeIfTaken` is false because one went out within the hour).
     */
    async register(email: string, password: string): Promise<CurrentUser | null> {
      assertPasswordRule(password);
      const passwordHash = await hashPassword(password, params);
      const t = now();
      // One statement whether or not the address is taken: the same work, the same time.
      const [user] = await db
        .insert(users)
        .values({ email, passwordHash, role: 'user', createdAt: t, updatedAt: t, lastActiveAt: t })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return user ? publicUser(user) : null;
    },

    /** Tells the owner of an address that someone tried to register it again (at most once an hour), in the page's language. */
    async noticeRegistrationAttempt(email: string, lang: Lang): Promise<boolean> {
      const since = new Date(now().getTime() - 60 * 60_000);
      const [recent] = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'register-attempt'), eq(mailOutbox.to, email), gt(mailOutbox.createdAt, since)))
        .limit(1);
      if (recent) return false;
      await mail.enqueue(db, {
        kind: 'register-attempt',
        relatedId: null,
        to: email,
        ...registrationAttemptEmail(`${publicUrl}${localizedPath(lang, '/forgot-password')}`, lang),
      });
      return true;
    },
  };
}
