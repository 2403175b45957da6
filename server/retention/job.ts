import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionPolicy } from '../../core/retention';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';
import { removeMailCopies } from '../mail/copies';
import type { FileStore } from '../storage/file-store';
import { sweepOrphanFiles } from './orphans';
import { applyRetentionRules, type RetentionCounts } from './rules';

/** Arbitrary constant, distinct from the migration lock: one instance runs the purge at a time. */
const RETENTION_LOCK_ID = 727_013;
const LAST_RUN_KEY = 'retention.lastRun';
/** Files on disk or in the bucket with no database row are removed once this old (a write in progress has none yet). */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

interface RetentionRunCounts extends RetentionCounts {
  /** Stored files no database row names any more (crash between the write and the commit). */
  orphanFiles: number;
  /** Temporary files and unfinished multipart uploads of interrupted writes. */
  leftoverFiles: number;
}

export interface RetentionRun {
  /** ISO date of the run's clock. */
  at: string;
  dryRun: boolean;
  counts: RetentionRunCounts;
  durationMs: number;
}

export interface RetentionDeps {
  db: Database;
  files: FileStore;
  dataDir: string;
  policy: RetentionPolicy;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

class DryRunRollback extends Error {}

/**
 * One purge: every rule in one transaction holding a transaction-level advisory lock (another
 * instance already purging makes this one return null at once), the run recorded for the
 * dashboard, then the stored files removed after the commit (a failure there leaves orphans,
 * which the next run's sweep removes). A dry run does the same work and rolls it back, so what it
 * counts is exactly what a run would remove; it deletes no file.
 */
export async function runRetention(
  deps: RetentionDeps,
  opts: { now?: Date; dryRun?: boolean } = {},
): Promise<RetentionRun | null> {
  const now = opts.now ?? new Date();
  const dryRun = opts.dryRun ?? false;
  const started = performance.now();
  let outcome: Awaited<ReturnType<typeof applyRetentionRules>> | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`);
      const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
      if (!locked) return;
      outcome = await applyRetentionRules(tx, deps.policy, now);
      if (dryRun) throw new DryRunRollback();
    });
  } catch (err) {
    if (!(err instanceof DryRunRollback)) throw err;
  }
  if (!outcome) return null;
  const { counts, storageKeys, mailIds } = outcome as Awaited<ReturnType<typeof applyRetentionRules>>;

  if (!dryRun) {
    for (const key of storageKeys) {
      await deps.files
        .remove(key)
        .catch((err: unknown) =>
          deps.log.warn({ err, key }, 'retention: stored file not removed (the orphan sweep will retry)'),
        );
    }
    await removeMailCopies(deps.dataDir, mailIds).catch((err: unknown) =>
      deps.log.warn({ err }, 'retention: e-mail copies not removed'),
    );
  }
  const orphans = await sweepOrphanFiles(deps.db, deps.files.blobs, { now, graceMs: ORPHAN_GRACE_MS, dryRun });
  const run: RetentionRun = {
    at: now.toISOString(),
    dryRun,
    counts: { ...counts, orphanFiles: orphans.orphans, leftoverFiles: orphans.leftovers },
    durationMs: Math.round(performance.now() - started),
  };
  if (!dryRun) {
    await deps.db
      .insert(appSettings)
      .values({ key: LAST_RUN_KEY, value: run, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: run, updatedAt: now } });
    // Counts only: what was removed is nobody's business, even in the log.
    deps.log.info({ counts: run.counts, durationMs: run.durationMs }, 'retention: purge done');
  }
  return run;
}

/** The last real run, for the admin dashboard; null before the first. */
export async function lastRetentionRun(db: Database): Promise<RetentionRun | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LAST_RUN_KEY));
  return (row?.value as RetentionRun | undefined) ?? null;
}
