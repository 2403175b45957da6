import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { MailToQueue } from '../mail/outbox';
import type { BlobStore } from '../storage/blob-store';
import { rowsOf } from './catalog';
import { backupBucket } from './destination';
import { rotateArchives } from './rotate';
import { makeBackup, type BackupResult } from './run';
import { backupFailedEmail, backupStatus, failureReason, recordBackupFailure, recordBackupSuccess } from './status';
import type { BackupSettings } from './targets';

/** Arbitrary constant, distinct from the migration, seed and retention locks. */
const BACKUP_LOCK_ID = 727_028;
/** A scheduled run skips when another instance made an archive this recently (same night). */
const RECENT_MS = 12 * 60 * 60_000;

export interface BackupJobDeps {
  database: DatabaseHandle;
  blobs: BlobStore;
  settings: BackupSettings;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Queues the failure e-mail to the translator (the outbox, in the given transaction). */
  enqueue(db: DatabaseHandle['db'], mail: Omit<MailToQueue, 'to'>): Promise<void>;
  now?: () => Date;
}

let inProcess: Promise<unknown> | null = null;

/**
 * One backup now, then the rotation; null when another instance holds the backup (PostgreSQL:
 * a transaction-level advisory lock held for the run, as the retention purge does) or, for the
 * nightly run, made one in the last hours. Success and failure are recorded for the dashboard;
 * the first failure since the last success e-mails the translator, with its reason.
 */
export async function backupNow(deps: BackupJobDeps, opts: { scheduled?: boolean } = {}): Promise<BackupResult | null> {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.database;
  const work = async (): Promise<BackupResult | null> => {
    const last = (await backupStatus(db)).last;
    if (opts.scheduled && last && now().getTime() - Date.parse(last.at) < RECENT_MS) return null;
    const result = await makeBackup({
      db,
      driver: deps.database.driver,
      blobs: deps.blobs,
      settings: deps.settings,
      now,
    });
    await recordBackupSuccess(db, result, now());
    await rotateArchives(deps.settings, await backupBucket(deps.settings)).catch((err: unknown) =>
      deps.log.warn({ err }, 'backup: rotation failed (the next run retries)'),
    );
    deps.log.info(
      { name: result.name, rows: result.rows, documents: result.documents, durationMs: result.durationMs },
      'backup done',
    );
    return result;
  };
  const locked = async (): Promise<BackupResult | null> => {
    if (deps.database.driver === 'pglite') {
      // One process per data folder: a run already going is the one.
      if (inProcess) return null;
      inProcess = work();
      try {
        return (await inProcess) as BackupResult | null;
      } finally {
        inProcess = null;
      }
    }
    return db.transaction(async (tx) => {
      const [row] = await rowsOf<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_ID}) as locked`,
      );
      return row?.locked ? work() : null;
    });
  };
  try {
    return await locked();
  } catch (err) {
    const reason = failureReason(err);
    deps.log.error({ err }, 'backup failed');
    const at = now();
    if (await recordBackupFailure(db, reason, at).catch(() => false)) {
      await deps.enqueue(db, { kind: 'backup-failed', relatedId: null, ...backupFailedEmail(at, reason) });
    }
    throw err;
  }
}
