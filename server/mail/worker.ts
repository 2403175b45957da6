import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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

export interface WorkerOptions {
  db: Database;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  log: MailLog;
  /** Reads an attachment from its reference at send time; a failure is retried like a send failure. */
  loadAttachment?: (ref: AttachmentRef) => Promise<MailAttachment>;
  /** Clock (tests move it forward instead of waiting). */
  now?: () => Date;
  random?: () => number;
  /** Poll interval when nothing wakes the worker (default 5 s). */
  pollMs?: number;
  /** Delay between an enqueue in this process and the run it triggers (default 25 ms). */
  wakeDelayMs?: number;
  /** Messages claimed per query (default 10). */
  batchSize?: number;
  /** How long a message is retried, from when it was queued, before it is marked failed (default 3 days). */
  retryForMs?: number;
  /** How long a claimed message stays reserved; after that another worker retries it (default 5 min). */
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** stop() waits this long for the message being sent (default 5 s, within the 10 s shutdown grace). */
  stopGraceMs?: number;
  /**
   * No other process can be sending from this outbox: with the embedded database the data
   * folder's lock proves it (server/data-dir/lock.ts). Messages a crashed process left in
   * `sending` are then released at start instead of waiting out their lease (issue 29, item 13).
   * Off on PostgreSQL, where another instance may be sending them right now.
   */
  soleSender?: boolean;
}

interface RunResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailWorker {
  /** Starts polling (first run right away: messages left by a previous process go out). */
  start(): void;
  /**
   * Stops polling and waits (up to stopGraceMs) for the message being sent; claimed
   * but unsent ones are released. A send still running after the grace period keeps
   * its claim and is retried after the lease (at-least-once).
   */
  stop(): Promise<void>;
  /** Something was just queued in this process: run soon instead of at the next poll. */
  wake(): void;
  /** Sends every message due now, then resolves (tests call it directly). */
  runOnce(): Promise<RunResult>;
  readonly options: Readonly<
    Required<Omit<WorkerOptions, 'db' | 'transport' | 'log' | 'from' | 'now' | 'random' | 'loadAttachment'>>
  >;
}

// Literal values, so the planner matches the partial index mail_outbox_due_idx.
const DUE = sql`${mailOutbox.status} in ('queued', 'sending')`;
const SENDING = sql`${mailOutbox.status} = 'sending'`;

export function createMailWorker(opts: WorkerOptions): MailWorker {
  const { db, transport, log, from } = opts;
  const now = opts.now ?? (() => new Date());
  const random = opts.random ?? Math.random;
  const options = {
    pollMs: opts.pollMs ?? 5_000,
    wakeDelayMs: opts.wakeDelayMs ?? 25,
    batchSize: opts.batchSize ?? 10,
    retryForMs: opts.retryForMs ?? 3 * 24 * 60 * 60_000,
    leaseMs: opts.leaseMs ?? 5 * 60_000,
    baseDelayMs: opts.baseDelayMs ?? 30_000,
    maxDelayMs: opts.maxDelayMs ?? 60_000,
    stopGraceMs: opts.stopGraceMs ?? 5_000,
    soleSender: opts.soleSender ?? false,
  };

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;
  let background: Promise<unknown> | null = null;
  let rerun = false;
  /** Set by start() for a sole sender: the first run releases what a crashed process left claimed. */
  let orphansToRelease = false;
  const inFlight = new Set<Promise<RunResult>>();

  /** Past its retry window, a message whose worker died mid-attempt is not tried again. */
  async function expireAbandoned(at: Date): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: 'Interrupted: no result before the lease expired (last attempt)' })
      .where(
        and(
          SENDING,
          lte(mailOutbox.nextAttemptAt, at),
          lte(mailOutbox.createdAt, new Date(at.getTime() - options.retryForMs)),
        ),
      );
  }

  /**
   * Reserves up to batchSize due messages: FOR UPDATE SKIP LOCKED makes concurrent
   * workers (other instances) take disjoint sets, and the lease pushes next_attempt_at
   * forward so nobody else picks them until it expires.
   */
  async function claim(at: Date): Promise<OutboxMessage[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(DUE, lte(mailOutbox.nextAttemptAt, at)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + options.leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Only the worker still holding the claim may record its outcome. */
  const stillMine = (row: OutboxMessage) =>
    and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));

  async function attachmentsOf(row: OutboxMessage): Promise<MailAttachment[]> {
    if (row.attachments.length === 0) return [];
    if (!opts.loadAttachment) throw new Error('Attachments cannot be read (no loader)');
    return Promise.all(row.attachments.map((ref) => opts.loadAttachment!(ref)));
  }

  async function deliver(row: OutboxMessage, result: RunResult): Promise<void> {
    try {
      const attachments = await attachmentsOf(row);
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
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), lastError: null })
      .where(eq(mailOutbox.id, row.id));
    result.sent++;
    if (transport.kind === 'smtp')
      log.info({ mailId: row.id, kind: row.kind, messageId: row.messageId }, 'e-mail sent');
  }

  /** Hands claimed messages back untouched (the process is stopping). */
  async function release(rows: OutboxMessage[]): Promise<void> {
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
  async function releaseOrphans(): Promise<void> {
    const released = await db
      .update(mailOutbox)
      .set({ status: 'queued', nextAttemptAt: now() })
      .where(SENDING)
      .returning({ id: mailOutbox.id });
    if (released.length > 0)
      log.info({ released: released.length }, 'e-mails left sending by a stopped process are sent again now');
  }

  async function run(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    if (orphansToRelease) {
      orphansToRelease = false;
      await releaseOrphans();
    }
    // Bounded: a run never loops forever even if messages keep arriving.
    for (let batch = 0; batch < 100 && !stopping; batch++) {
      const at = now();
      await expireAbandoned(at);
      const rows = await claim(at);
      for (let i = 0; i < rows.length; i++) {
        if (stopping) {
          await release(rows.slice(i));
          return result;
        }
        await deliver(rows[i]!, result);
      }
      if (rows.length < options.batchSize) break;
    }
    return result;
  }

  function runOnce(): Promise<RunResult> {
    const p = run();
    inFlight.add(p);
    const forget = () => inFlight.delete(p);
    p.then(forget, forget);
    return p;
  }

  function schedule(requested: number): void {
    if (!started || stopping) return;
    // Node fires a timer of more than 2^31 - 1 ms at once; a far retry is simply looked at again within the hour.
    const ms = Math.min(requested, 60 * 60_000);
    const due = Date.now() + ms;
    if (timer && timerDue <= due) return;
    clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (stopping) return;
    if (background) {
      rerun = true;
      return;
    }
    rerun = false;
    background = runOnce()
      .catch((err: unknown) => log.error({ err }, 'mail worker run failed'))
      .finally(() => {
        background = null;
        schedule(rerun ? options.wakeDelayMs : options.pollMs);
      });
  }

  return {
    options,
    runOnce,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      orphansToRelease = options.soleSender;
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, options.stopGraceMs);
          grace.unref();
        }),
      ]);
      clearTimeout(grace);
      started = false;
    },
    wake() {
      if (!started || stopping) return;
      if (background) rerun = true;
      else schedule(options.wakeDelayMs);
    },
  };
}
