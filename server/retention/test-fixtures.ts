import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../core/order-status';
import { chatConversations, chatMessages } from '../chat/schema';
import { uploads, type Upload } from '../files/schema';
import { orderEvents, orders } from '../orders/schema';
import { orderMessages } from '../orders/customer-schema';
import type { TestApp } from '../test/app';
import { FIXTURES } from '../test/multipart';

/** Shared by the retention and erasure tests: stored documents, messages and conversations at chosen dates. */

/** A real encrypted document attached to an order (a client's document or a translation). */
export async function attachDocument(
  t: TestApp,
  orderId: string,
  kind: 'client' | 'translation',
  marker = 'ACTE-DE-NAISSANCE',
): Promise<Upload> {
  const stream = Readable.from([FIXTURES.pdf(marker)]);
  if (kind === 'translation') return t.app.uploadsService.saveTranslation(orderId, 'traduction.pdf', stream);
  const row = await t.app.uploadsService.saveStream('test-owner', 'acte.pdf', stream);
  const [attached] = await t.database.db
    .update(uploads)
    .set({ status: 'attached', orderId, ownerSessionHash: null })
    .where(eq(uploads.id, row.id))
    .returning();
  return attached!;
}

/** Records a status change at a given date, as the admin pages do. */
export async function moveOrder(t: TestApp, orderId: string, to: OrderStatus, at: Date): Promise<void> {
  await t.database.db
    .insert(orderEvents)
    .values({ orderId, fromStatus: null, toStatus: to, actor: 'admin:admin@example.fr', createdAt: at });
  await t.database.db.update(orders).set({ status: to, updatedAt: at }).where(eq(orders.id, orderId));
}

export async function addOrderMessage(
  t: TestApp,
  orderId: string,
  authorEmail: string,
  body = 'Pouvez-vous garder l’accent ?',
): Promise<void> {
  await t.database.db.insert(orderMessages).values({ orderId, authorEmail, body });
}

/** A chat conversation with one visitor message, its last activity at `at`. */
export async function seedConversation(
  t: TestApp,
  who: { key: string; email: string; userId?: string | null; guestId?: string | null },
  at = new Date(),
): Promise<string> {
  const [c] = await t.database.db
    .insert(chatConversations)
    .values({
      key: who.key,
      email: who.email,
      userId: who.userId ?? null,
      guestId: who.guestId ?? null,
      lastMessage: 'Bonjour',
      lastMessageAt: at,
      createdAt: at,
    })
    .returning();
  await t.database.db.insert(chatMessages).values({
    conversationId: c!.id,
    content: 'Bonjour, mon dossier de naturalisation…',
    email: who.email,
    userId: who.userId ?? null,
    guestId: who.guestId ?? null,
    createdAt: at,
  });
  return c!.id;
}

/** Whether the store still holds an object under this key. */
export const stillStored = (t: TestApp, key: string) => t.app.files.exists(key);

export const days = (n: number) => n * 86_400_000;
export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
