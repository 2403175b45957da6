import { eq, inArray } from 'drizzle-orm';
import { t, wordMessage } from '../../core/messages';
import type { DbOrTx } from '../db/client';
import { appSettings } from '../db/schema';
import { layout, paragraphs, type MailContent } from '../mail/templates';
import type { BackupResult } from './run';

const LAST = 'backup.last';
const FAILURE = 'backup.failure';
/** The dashboard turns red past this long without an archive (a night plus two hours of slack). */
export const LATE_AFTER_MS = 26 * 60 * 60_000;

export interface BackupStatus {
  last: (Pick<BackupResult, 'name' | 'locations' | 'rows' | 'documents'> & { at: string }) | null;
  /** The failure since the last success, if any (one e-mail per run of failures). */
  failure: { at: string; reason: string } | null;
}

async function put(db: DbOrTx, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}

export async function backupStatus(db: DbOrTx): Promise<BackupStatus> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [LAST, FAILURE]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? null;
  return { last: value(LAST) as BackupStatus['last'], failure: value(FAILURE) as BackupStatus['failure'] };
}

/** A success clears the failure, so the next failure e-mails again. */
export async function recordBackupSuccess(db: DbOrTx, result: BackupResult, now: Date): Promise<void> {
  const { name, locations, rows, documents } = result;
  await put(db, LAST, { at: now.toISOString(), name, locations, rows, documents }, now);
  await db.delete(appSettings).where(eq(appSettings.key, FAILURE));
}

/** Records a failure; true when it is the first since the last success (the one to e-mail). */
export async function recordBackupFailure(db: DbOrTx, reason: string, now: Date): Promise<boolean> {
  const first = (await backupStatus(db)).failure === null;
  await put(db, FAILURE, { at: now.toISOString(), reason }, now);
  return first;
}

/** The reason of a failure in French words (a refusal carries a catalogue reference). */
export const failureReason = (err: unknown) => wordMessage('fr', (err as Error)?.message || String(err));

const PARIS = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The e-mail to the translator: French, as her other notices are. */
export function backupFailedEmail(at: Date, reason: string): MailContent {
  const text = t('fr', 'backup.failedBody', { when: PARIS.format(at), reason });
  return layout({
    lang: 'fr',
    subject: t('fr', 'backup.failedSubject'),
    body: paragraphs(text),
    bodyText: text,
  });
}
