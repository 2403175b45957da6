import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, type OutboxMessage } from './schema';
import type { MailLog } from './transport';

// Literal values, so the planner matches the partial index mail_outbox_due_idx.
const DUE = sql`${mailOutbox.status} in ('queued', 'sending')`;
const SENDING = sql`${mailOutbox.status} = 'sending'`;

/** Past its retry window, a message whose worker died mid-attempt is not tried again. */
export async function expireAbandoned(db: Database, at: Date, retryForMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: 'Interrupted: no result before the lease expired (last attempt)' })
    .where(
      and(SENDING, lte(mailOutbox.nextAttemptAt, at), lte(mailOutbox.createdAt, new Date(at.getTime() - retryForMs))),
    );
}

/**
 * Reserves up to batchSize due messages: FOR UPDATE SKIP LOCKED makes concurrent
 * workers (other instances) take disjoint sets, and the lease pushes next_attempt_at
 * forward so nobody else picks them until it expires.
 */
export async function claim(
  db: Database,
  at: Date,
  { batchSize, leaseMs }: { batchSize: number; leaseMs: number },
): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(DUE, lte(mailOutbox.nextAttemptAt, at)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(at.getTime() + leaseMs),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Only the worker still holding the claim may record its outcome. */
export const stillMine = (row: OutboxMessage) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));

/** Hands claimed messages back untouched (the process is stopping). */
export async function release(db: Database, rows: OutboxMessage[], now: () => Date): Promise<void> {
  for (const row of rows) {
    await db
      .update(mailOutbox)
      .set({ status: 'queued', attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: now() })
      .where(stillMine(row));
  }
}

/**
 * A sole sender's first run: every `sending` row is a claim of a process that died mid-send.
 * It goes out now, its attempt counted (the message may have left: at-least-once, as after a lease).
 */
export async function releaseOrphans(db: Database, now: () => Date, log: MailLog): Promise<void> {
  const released = await db
    .update(mailOutbox)
    .set({ status: 'queued', nextAttemptAt: now() })
    .where(SENDING)
    .returning({ id: mailOutbox.id });
  if (released.length > 0)
    log.info({ released: released.length }, 'e-mails left sending by a stopped process are sent again now');
}
