import type { AppLoadContext } from 'react-router';
import { lastRetentionRun } from '../../server/retention/job';

/** What « Données personnelles » shows: the durations in force and the last purge. */
export async function privacyForPage(context: Pick<AppLoadContext, 'db' | 'config'>) {
  return { retention: context.config.retention, lastRun: await lastRetentionRun(context.db) };
}

/** The dashboard's one line about the purge. */
export async function lastPurgeForPage(context: Pick<AppLoadContext, 'db'>) {
  const run = await lastRetentionRun(context.db);
  if (!run) return null;
  const { accessLinksPurged: _links, ...removed } = run.counts;
  return { at: run.at, removed: Object.values(removed).reduce((a, b) => a + b, 0) };
}
