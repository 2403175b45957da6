import type { Role } from '../../core/account-rules';
import type { CurrentUser } from '../accounts/sessions';
import { orders } from '../orders/schema';
import type { TestApp } from '../test/app';

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

let n = 0;
/** An order as checkout stores it (price lines frozen), linked to an account or not. */
export async function insertOrder(t: TestApp, email: string, userId: string | null): Promise<string> {
  const id = `TR-${String(++n).padStart(8, '0')}`;
  await t.database.db.insert(orders).values({
    id,
    customerEmail: email,
    userId,
    numberOfPages: 1,
    numberOfDocuments: 1,
    deliveryMethod: 'email',
    deliveryName: 'E-mail (PDF)',
    legalization: 'none',
    legalizationName: 'Aucune',
    priceLines: [{ code: 'translation', label: 'Traduction certifiée (1 page)', quantity: 1, unitCents: 3000, amountCents: 3000 }],
    totalCents: 3000,
    paymentProvider: 'demo',
  });
  return id;
}
