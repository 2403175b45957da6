import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../../core/account-rules';
import { users } from '../../accounts/schema';
import type { DbOrTx } from '../../db/client';

/** A row of the users page (spec 3: id, email, role) and when the account was created. */
export interface AdminUserRow {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
}

/** Every account, oldest first (the first admin stays on top). */
export function listAdminUsers(db: DbOrTx): Promise<AdminUserRow[]> {
  return db
    .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
}

/** The ids of the admins, rows locked until the transaction ends (see service.ts). */
export async function lockAdmins(tx: DbOrTx): Promise<string[]> {
  // In id order: two transactions taking these locks wait for each other instead of deadlocking.
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function lockUser(tx: DbOrTx, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}
