import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eraseSubject, type ErasureSubject } from '../privacy/erasure';
import type { BlobStore } from '../storage/blob-store';
import { rowsOf } from './catalog';
import type { BackupSettings } from './targets';

/*
 * The erasure log (issue 28): an erasure made after a backup was taken must not come back with a
 * restore of that backup. Each erasure leaves one small record beside the archives (BACKUP_DIR
 * and/or the bucket, where a dead data disk cannot take it): when, and whom, as a keyed hash of
 * the address (HMAC-SHA256 under a key derived from SESSION_SECRET, which every instance shares
 * and the archives carry when it is generated) or
 * the account's random id. No address, no name: the log itself holds nothing to erase. Records
 * older than the oldest archive kept are useless and removed with the rotation.
 */

const DIR = 'erasures';

export interface ErasureRecord {
  at: string;
  scope: ErasureSubject['scope'];
  /** HMAC of the lower-cased address (scope email), or null. */
  subject: string | null;
  userId: string | null;
}

const erasureKey = (sessionSecret: string) => createHmac('sha256', sessionSecret).update('erasure log').digest();
const subjectHash = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');

const recordName = (at: Date) => `${at.toISOString().replace(/[-:.]/g, '').toLowerCase()}-${randomUUID()}`;

/** Writes the record of one erasure to every backup target; never throws (the erasure is done). */
export async function logErasure(
  settings: BackupSettings & { SESSION_SECRET: string },
  bucket: BlobStore | null,
  subject: ErasureSubject,
  at: Date,
  warn: (err: unknown) => void,
): Promise<void> {
  if (!settings.BACKUP_DIR && !bucket) return;
  const key = erasureKey(settings.SESSION_SECRET);
  const record: ErasureRecord = {
    at: at.toISOString(),
    scope: subject.scope,
    subject: subject.scope === 'email' ? subjectHash(key, subject.email) : null,
    userId: subject.scope === 'account' ? subject.userId : null,
  };
  const body = JSON.stringify(record);
  const name = recordName(at);
  try {
    if (settings.BACKUP_DIR) {
      const dir = path.join(path.resolve(settings.BACKUP_DIR), DIR);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(dir, name + '.json'), body, { mode: 0o600 });
    }
    if (bucket) {
      const { Readable } = await import('node:stream');
      await bucket.put(`${DIR}/${name}`, Readable.from([Buffer.from(body)]));
    }
  } catch (err) {
    warn(err);
  }
}

/** Every record of the targets (the folder's and the bucket's, without duplicates). */
export async function readErasureLog(
  settings: Partial<BackupSettings>,
  bucket: BlobStore | null,
): Promise<ErasureRecord[]> {
  const records = new Map<string, ErasureRecord>();
  if (settings.BACKUP_DIR) {
    const dir = path.join(path.resolve(settings.BACKUP_DIR), DIR);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      records.set(name.slice(0, -5), JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ErasureRecord);
    }
  }
  if (bucket) {
    for await (const entry of bucket.list(`${DIR}/`)) {
      if (entry.leftover || records.has(entry.key.slice(DIR.length + 1))) continue;
      const chunks: Buffer[] = [];
      for await (const c of await bucket.get(entry.key)) chunks.push(c as Buffer);
      records.set(entry.key.slice(DIR.length + 1), JSON.parse(Buffer.concat(chunks).toString('utf8')) as ErasureRecord);
    }
  }
  return [...records.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/** Removes records older than `before` (the oldest archive kept), from both targets. */
export async function pruneErasureLog(settings: BackupSettings, bucket: BlobStore | null, before: Date): Promise<void> {
  const old = (name: string) => name.slice(0, 8) < before.toISOString().slice(0, 10).replace(/-/g, '');
  if (settings.BACKUP_DIR) {
    const dir = path.join(path.resolve(settings.BACKUP_DIR), DIR);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (old(name)) await rm(path.join(dir, name), { force: true });
    }
  }
  if (bucket) {
    for await (const entry of bucket.list(`${DIR}/`)) {
      if (!entry.leftover && old(entry.key.slice(DIR.length + 1))) await bucket.delete(entry.key);
    }
  }
}

/**
 * After a restore: every erasure logged after the archive was taken is made again on the
 * restored rows. Returns how many records matched someone. Documents it removes are removed from
 * `files` after the commit, as the erasure itself does.
 */
export async function reapplyErasures(
  db: Database,
  sessionSecret: string,
  records: ErasureRecord[],
  takenAt: string,
  removeFile: (key: string) => Promise<void>,
): Promise<number> {
  const later = records.filter((r) => r.at > takenAt);
  if (later.length === 0) return 0;
  const key = erasureKey(sessionSecret);
  const addresses = await rowsOf<{ email: string }>(
    db,
    sql`select email from users union select customer_email from orders
        union select email from quote_requests union select email from contact_messages
        union select email from support_requests union select email from chat_conversations
        union select contact_email from chat_conversations where contact_email is not null`,
  );
  const byHash = new Map(addresses.map((a) => [subjectHash(key, a.email), a.email.trim().toLowerCase()]));
  let applied = 0;
  for (const record of later) {
    const subject = await subjectOf(db, record, byHash);
    if (!subject) continue;
    const outcome = await db.transaction((tx) => eraseSubject(tx, subject, new Date(record.at)));
    for (const storageKey of outcome.storageKeys) await removeFile(storageKey).catch(() => {});
    applied++;
  }
  return applied;
}

async function subjectOf(
  db: Database,
  record: ErasureRecord,
  byHash: Map<string, string>,
): Promise<ErasureSubject | null> {
  if (record.scope === 'account') {
    const [user] = await rowsOf<{ email: string }>(db, sql`select email from users where id = ${record.userId}`);
    return user ? { scope: 'account', email: user.email, userId: record.userId } : null;
  }
  const email = record.subject ? byHash.get(record.subject) : undefined;
  if (!email) return null;
  const [user] = await rowsOf<{ id: string }>(db, sql`select id from users where email = ${email}`);
  return { scope: 'email', email, userId: user?.id ?? null };
}
