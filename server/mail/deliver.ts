import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stillMine } from './outbox-claims';
import { mailOutbox, type AttachmentRef, type OutboxMessage } from './schema';
import {
  describeMailError,
  isPermanentFailure,
  type MailAttachment,
  type MailLog,
  type MailTransport,
} from './transport';

export interface BackoffOptions {
  /** Wait after the first failed attempt (default 30 s); doubles after each further failure. */
  baseDelayMs: number;
  /** Longest wait between two attempts (default 1 min: after an outage, mail goes out within a minute). */
  maxDelayMs: number;
  /** Random number in [0, 1) for the jitter. */
  random: () => number;
}

/**
 * Wait before the next attempt once `attempts` attempts have failed (attempts >= 1):
 * base × 2^(attempts − 1), ±20 % jitter so messages that failed together do not
 * retry together, never more than maxDelayMs. With the defaults: about 30 s, then
 * once a minute, until the message is 3 days old (retryForMs), as mail servers do.
 */
export function retryDelayMs(attempts: number, { baseDelayMs, maxDelayMs, random }: BackoffOptions): number {
  const exponent = Math.max(0, attempts - 1);
  const nominal = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(exponent, 30));
  const jittered = nominal * (0.8 + 0.4 * random());
  return Math.round(Math.min(maxDelayMs, jittered));
}

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
}

/** What sending one message needs: the worker's transport, clock and retry rule. */
export interface DeliveryContext {
  db: Database;
  transport: MailTransport;
  from: string;
  log: MailLog;
  loadAttachment?: (ref: AttachmentRef) => Promise<MailAttachment>;
  now: () => Date;
  random: () => number;
  options: { retryForMs: number; baseDelayMs: number; maxDelayMs: number };
}

async function attachmentsOf(ctx: DeliveryContext, row: OutboxMessage): Promise<MailAttachment[]> {
  if (row.attachments.length === 0) return [];
  if (!ctx.loadAttachment) throw new Error('Attachments cannot be read (no loader)');
  return Promise.all(row.attachments.map((ref) => ctx.loadAttachment!(ref)));
}

/** Sends one claimed message, then records it sent, to retry (with backoff) or failed. */
export async function deliver(ctx: DeliveryContext, row: OutboxMessage, result: RunResult): Promise<void> {
  const { db, transport, from, log, now, random, options } = ctx;
  try {
    const attachments = await attachmentsOf(ctx, row);
    await transport.send({
      id: row.id,
      from,
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: row.messageId,
      date: row.createdAt,
      attachments,
    });
  } catch (err) {
    const lastError = describeMailError(err);
    const at = now();
    const giveUp = at.getTime() - row.createdAt.getTime() >= options.retryForMs || isPermanentFailure(err);
    if (giveUp) {
      await db.update(mailOutbox).set({ status: 'failed', lastError }).where(stillMine(row));
      result.failed++;
      log.error(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, error: lastError },
        'e-mail not delivered, giving up',
      );
    } else {
      const nextAttemptAt = new Date(at.getTime() + retryDelayMs(row.attempts, { ...options, random }));
      await db.update(mailOutbox).set({ status: 'queued', lastError, nextAttemptAt }).where(stillMine(row));
      result.retried++;
      log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, nextAttemptAt, error: lastError },
        'e-mail not delivered, will retry',
      );
    }
    return;
  }
  // Sent: recorded whatever happened to the claim meanwhile, a success is a success.
  await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
  result.sent++;
  if (transport.kind === 'smtp') log.info({ mailId: row.id, kind: row.kind, messageId: row.messageId }, 'e-mail sent');
}
