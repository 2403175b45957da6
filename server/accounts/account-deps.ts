import { eq } from 'drizzle-orm';
import { passwordSchema } from '../../core/account-rules';
import type { Database, DbOrTx } from '../db/client';
import type { MailToQueue } from '../mail/outbox';
import { HttpError } from '../plugins/error-handler';
import type { ScryptParams } from './passwords';
import { users, type User } from './schema';
import type { CurrentUser } from './sessions';

/** What the parts of the account service share (registration.ts, password-reset.ts): built once by createAccountService. */
export interface AccountDeps {
  db: Database;
  /** app.mail (only enqueue is used). */
  mail: { enqueue(db: DbOrTx, mail: MailToQueue): Promise<unknown> };
  /** PUBLIC_URL, without a trailing slash: links in e-mails point there. */
  publicUrl: string;
  now: () => Date;
  /** scrypt cost for new hashes. */
  params: ScryptParams;
}

export const publicUser = (u: Pick<User, 'id' | 'email' | 'role'>): CurrentUser => ({
  id: u.id,
  email: u.email,
  role: u.role,
});

/** Throws the rule's French message when the password does not pass it. */
export function assertPasswordRule(password: string): void {
  const result = passwordSchema.safeParse(password);
  if (!result.success) throw HttpError.fromZod(result.error);
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}
