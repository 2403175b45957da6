import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { isAcceptableRecipient, makeMessageId } from './address';
import { mailOutbox, type AttachmentRef, type OutboxMessage } from './schema';
import type { MailContent } from './templates';

export interface MailToQueue extends MailContent {
  /** What the message is about, e.g. 'order-confirmation'. */
  kind: string;
  to: string;
  replyTo?: string | null;
  /** The order, quote... it belongs to. */
  relatedId?: string | null;
  /** Files read when the message is sent (a loader must be registered for each kind). */
  attachments?: AttachmentRef[];
}

export interface EnqueueOptions {
  /** MAIL_FROM: its domain goes into the Message-ID. */
  from: string;
  /** When the message becomes due (default: now). */
  now?: Date;
}

/** A message the outbox refuses (a programming error in the caller, not a delivery failure). */
export class InvalidMailError extends Error {
  override name = 'InvalidMailError';
}

function check(mail: MailToQueue): void {
  if (!isAcceptableRecipient(mail.to)) throw new InvalidMailError('Invalid recipient');
  if (mail.replyTo && !isAcceptableRecipient(mail.replyTo)) throw new InvalidMailError('Invalid reply-to address');
  if (!mail.kind || mail.kind.length > 100) throw new InvalidMailError('Invalid kind');
  if (!mail.subject.trim()) throw new InvalidMailError('Empty subject');
}

/**
 * Queues one e-mail. Pass the transaction of the business change (`tx`) so the
 * message exists if and only if that change is committed; the worker sends it later.
 */
export async function enqueueMail(db: DbOrTx, mail: MailToQueue, opts: EnqueueOptions): Promise<OutboxMessage> {
  check(mail);
  const id = randomUUID();
  const [row] = await db
    .insert(mailOutbox)
    .values({
      id,
      kind: mail.kind,
      relatedId: mail.relatedId ?? null,
      to: mail.to.trim(),
      replyTo: mail.replyTo?.trim() || null,
      subject: mail.subject.replace(/[\r\n]+/g, ' ').trim(),
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
      messageId: makeMessageId(opts.from, id),
      status: 'queued',
      attempts: 0,
      nextAttemptAt: opts.now ?? new Date(),
    })
    .returning();
  return row!;
}
