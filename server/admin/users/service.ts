import { eq } from 'drizzle-orm';
import type { Role } from '../../../core/account-rules';
import type { CurrentUser } from '../../accounts/sessions';
import { users } from '../../accounts/schema';
import { deleteUserConversations } from '../../chat/queries';
import type { Database, Transaction } from '../../db/client';
import { uploads } from '../../files/schema';
import { orders } from '../../orders/schema';
import { httpError } from '../../plugins/error-handler';
import { lockAdmins, lockUser, type AdminUserRow } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else is an unknown user, not a database error. */
function assertUserId(id: string): void {
  if (!UUID.test(id)) throw httpError(404, 'adminUser.notFound');
}

/**
 * The admins are locked before they are counted, so two admins demoting or
 * deleting each other at the same moment cannot leave the site without one:
 * the second transaction waits, then sees a single admin left.
 */
async function assertAnotherAdminRemains(
  tx: Transaction,
  targetId: string,
  refusal: 'adminUser.lastAdminDemote' | 'adminUser.lastAdminDelete',
) {
  const admins = await lockAdmins(tx);
  if (!admins.some((id) => id !== targetId)) throw httpError(409, refusal);
}

/** Promotes or demotes; effective on the user's next request (sessions read the role from the database). */
export function changeUserRole(
  db: Database,
  actor: CurrentUser,
  targetId: string,
  role: Role,
  now = new Date(),
): Promise<AdminUserRow> {
  assertUserId(targetId);
  return db.transaction(async (tx) => {
    // The admins first, then the target: two admins demoting each other at once took the same two
    // row locks in opposite orders, and PostgreSQL aborted one of them as a deadlock (a 500).
    if (role !== 'admin') await lockAdmins(tx);
    const target = await lockUser(tx, targetId);
    if (!target) throw httpError(404, 'adminUser.notFound');
    if (target.role === role) return target;
    if (role !== 'admin') {
      if (target.id === actor.id) throw httpError(400, 'adminUser.selfDemote');
      await assertAnotherAdminRemains(tx, target.id, 'adminUser.lastAdminDemote');
    }
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, target.id));
    return { ...target, role };
  });
}

/**
 * Deletes an account. Its orders stay (they carry the customer's e-mail) but
 * are no longer linked to it; its sessions and reset links go with the row
 * (foreign keys with cascade), so it is signed out at once. Its chat
 * conversations and their messages are deleted: whoever registers the address
 * again inherits nothing (issue 12).
 */
export function deleteUserAccount(db: Database, actor: CurrentUser, targetId: string): Promise<{ ordersKept: number }> {
  assertUserId(targetId);
  return db.transaction(async (tx) => {
    // Same order as a demotion: the admins, then the target.
    await lockAdmins(tx);
    const target = await lockUser(tx, targetId);
    if (!target) throw httpError(404, 'adminUser.notFound');
    if (target.id === actor.id) throw httpError(400, 'adminUser.selfDelete');
    if (target.role === 'admin') await assertAnotherAdminRemains(tx, target.id, 'adminUser.lastAdminDelete');
    const kept = await tx
      .update(orders)
      .set({ userId: null })
      .where(eq(orders.userId, target.id))
      .returning({ id: orders.id });
    await tx.update(uploads).set({ ownerUserId: null }).where(eq(uploads.ownerUserId, target.id));
    await deleteUserConversations(tx, target.id);
    await tx.delete(users).where(eq(users.id, target.id));
    return { ordersKept: kept.length };
  });
}
