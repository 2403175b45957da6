import { eq } from 'drizzle-orm';
import type { Role } from '../../../core/account-rules';
import type { CurrentUser } from '../../accounts/sessions';
import { users } from '../../accounts/schema';
import { deleteUserConversations } from '../../chat/queries';
import type { Database } from '../../db/client';
import { uploads } from '../../files/schema';
import type { Transaction } from '../../mail/outbox';
import { orders } from '../../orders/schema';
import { HttpError } from '../../plugins/error-handler';
import { lockAdmins, lockUser, type AdminUserRow } from './queries';

export const USER_MESSAGES = {
  notFound: 'Utilisateur introuvable.',
  roleInvalid: 'Rôle invalide : choisissez « admin » ou « user ».',
  selfDemote: 'Vous ne pouvez pas retirer vos propres droits d’administrateur. Demandez à un autre administrateur de le faire.',
  selfDelete: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration.',
  lastAdminDemote: 'Impossible de retirer le dernier administrateur : promouvez d’abord un autre compte.',
  lastAdminDelete: 'Impossible de supprimer le dernier administrateur : promouvez d’abord un autre compte.',
  roleUpdated: 'Rôle mis à jour.',
  deleted: 'Utilisateur supprimé. Ses commandes sont conservées.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else is an unknown user, not a database error. */
function assertUserId(id: string): void {
  if (!UUID.test(id)) throw new HttpError(404, USER_MESSAGES.notFound);
}

/**
 * The admins are locked before they are counted, so two admins demoting or
 * deleting each other at the same moment cannot leave the site without one:
 * the second transaction waits, then sees a single admin left.
 */
async function assertAnotherAdminRemains(tx: Transaction, targetId: string, message: string) {
  const admins = await lockAdmins(tx);
  if (!admins.some((id) => id !== targetId)) throw new HttpError(409, message);
}

/** Promotes or demotes; effective on the user's next request (sessions read the role from the database). */
export function changeUserRole(db: Database, actor: CurrentUser, targetId: string, role: Role, now = new Date()): Promise<AdminUserRow> {
  assertUserId(targetId);
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, targetId);
    if (!target) throw new HttpError(404, USER_MESSAGES.notFound);
    if (target.role === role) return target;
    if (role !== 'admin') {
      if (target.id === actor.id) throw new HttpError(400, USER_MESSAGES.selfDemote);
      await assertAnotherAdminRemains(tx, target.id, USER_MESSAGES.lastAdminDemote);
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
    const target = await lockUser(tx, targetId);
    if (!target) throw new HttpError(404, USER_MESSAGES.notFound);
    if (target.id === actor.id) throw new HttpError(400, USER_MESSAGES.selfDelete);
    if (target.role === 'admin') await assertAnotherAdminRemains(tx, target.id, USER_MESSAGES.lastAdminDelete);
    const kept = await tx.update(orders).set({ userId: null }).where(eq(orders.userId, target.id)).returning({ id: orders.id });
    await tx.update(uploads).set({ ownerUserId: null }).where(eq(uploads.ownerUserId, target.id));
    await deleteUserConversations(tx, target.id);
    await tx.delete(users).where(eq(users.id, target.id));
    return { ordersKept: kept.length };
  });
}
