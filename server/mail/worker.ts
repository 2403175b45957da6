import type { Database } from '../db/client';
import { deliver, type RunResult } from './deliver';
import { claim, expireAbandoned, release, releaseOrphans } from './outbox-claims';
import type { AttachmentRef } from './schema';
import type { MailAttachment, MailLog, MailTransport } from './transport';

// One message's sending and its retry rule are deliver.ts's; the outbox's claims outbox-claims.ts's.
export { retryDelayMs } from './deliver';

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

/** The worker's settings, defaults filled in. */
function resolveOptions(opts: WorkerOptions): MailWorker['options'] {
  return {
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
}

export function createMailWorker(opts: WorkerOptions): MailWorker {
  const { db, transport, log, from } = opts;
  const now = opts.now ?? (() => new Date());
  const random = opts.random ?? Math.random;
  const options = resolveOptions(opts);
  const delivery = { db, transport, from, log, loadAttachment: opts.loadAttachment, now, random, options };

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;
  let background: Promise<unknown> | null = null;
  let rerun = false;
  /** Set by start() for a sole sender: the first run releases what a crashed process left claimed. */
  let orphansToRelease = false;
  const inFlight = new Set<Promise<RunResult>>();

  async function run(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    if (orphansToRelease) {
      orphansToRelease = false;
      await releaseOrphans(db, now, log);
    }
    // Bounded: a run never loops forever even if messages keep arriving.
    for (let batch = 0; batch < 100 && !stopping; batch++) {
      const at = now();
      await expireAbandoned(db, at, options.retryForMs);
      const rows = await claim(db, at, options);
      for (let i = 0; i < rows.length; i++) {
        if (stopping) {
          await release(db, rows.slice(i), now);
          return result;
        }
        await deliver(delivery, rows[i]!, result);
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
