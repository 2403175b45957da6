import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, type OutboxMessage } from '../../mail/schema';
import { httpError } from '../../plugins/error-handler';
import { outboxMessage } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A message by id; a malformed id is an unknown message, not a database error. */
export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessage> {
  const row = UUID.test(id) ? await outboxMessage(db, id) : undefined;
  if (!row) throw httpError(404, 'adminOutbox.notFound');
  return row;
}

/**
 * « Renvoyer »: a failed message goes back to the queue, due now, with a fresh
 * series of attempts. It keeps its Message-ID (a copy that did arrive is
 * recognised) and its last error until the next outcome replaces it. The
 * status test is in the UPDATE itself, so two clicks queue it once.
 */
export async function retryFailedMessage(db: Database, id: string, now = new Date()): Promise<OutboxMessage> {
  await findOutboxMessage(db, id);
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (!row) throw httpError(409, 'adminOutbox.onlyFailed');
  return row;
}
