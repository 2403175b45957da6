import type { Role } from '../../core/account-rules';
import type { CurrentUser } from '../accounts/sessions';
import type { TestApp } from '../test/app';
import { insertOrderRow } from '../test/orders';

/** Shared by the admin API tests: accounts with a live session, and orders linked to them. */

export const PASSWORD = 'Secret1!pw';

export interface SignedIn {
  user: CurrentUser;
  token: string;
  /** The header a browser sends: the session cookie only, no bearer (spec 6). */
  headers: { cookie: string };
}

export async function signIn(t: TestApp, email: string, role: Role = 'user'): Promise<SignedIn> {
  const user = (await t.app.accounts.register(email, PASSWORD))!;
  if (role === 'admin') await t.app.accounts.setRole(user.id, 'admin');
  const { token } = await t.app.accounts.login(email, PASSWORD);
  return { user: { ...user, role }, token, headers: { cookie: `token=${token}` } };
}

/** An order as checkout stores it (price lines frozen), linked to an account or not. */
export function insertOrder(t: TestApp, email: string, userId: string | null): Promise<string> {
  return insertOrderRow(t.database.db, { customerEmail: email, userId });
}
