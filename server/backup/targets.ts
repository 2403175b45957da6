import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config';
import { ref } from '../../core/messages';

/** The settings a backup reads (a subset of the server's configuration). */
export type BackupSettings = Pick<
  Config,
  | 'DATA_DIR'
  | 'BACKUP_PASSPHRASE'
  | 'BACKUP_DIR'
  | 'BACKUP_TIME'
  | 'BACKUP_S3_ENDPOINT'
  | 'BACKUP_S3_BUCKET'
  | 'BACKUP_S3_REGION'
  | 'BACKUP_S3_ACCESS_KEY_ID'
  | 'BACKUP_S3_SECRET_ACCESS_KEY'
>;

/** A backup refused before it started (settings): one line for the operator. */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
  constructor(reason: string) {
    super(reason);
  }
}

/** Archive names sort by date: backup-20261128-033000-123 (UTC). */
const NAME = /^backup-(\d{8})-(\d{6})-(\d{3})$/;
export const ARCHIVE_EXTENSION = '.tbk';

export function archiveName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-28T03:30:00.123Z
  return `backup-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${iso.slice(20, 23)}`;
}

/** The date an archive name holds, or null for anything else. */
export function archiveDate(name: string): Date | null {
  const m = NAME.exec(name.replace(ARCHIVE_EXTENSION, '').replace(/^backups\//, ''));
  if (!m) return null;
  const [d, t, ms] = [m[1]!, m[2]!, m[3]!];
  const date = new Date(
    `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}.${ms}Z`,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The real path of `dir`, or of its nearest existing parent with the rest appended. */
function realish(dir: string): string {
  const parts: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    try {
      return path.join(realpathSync(current), ...parts.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return path.resolve(dir);
      parts.push(path.basename(current));
      current = parent;
    }
  }
}

/**
 * Checks what a backup needs before any work: the passphrase, at least one target, a BACKUP_DIR
 * that is not the data folder or inside it (a dead disk would take both), and S3 keys in pairs.
 */
export function checkBackupSettings(settings: BackupSettings): { passphrase: string } {
  if (!settings.BACKUP_PASSPHRASE) throw new BackupRefusal(ref('backup.noPassphrase'));
  if (!settings.BACKUP_DIR && !settings.BACKUP_S3_BUCKET) throw new BackupRefusal(ref('backup.noTarget'));
  if (settings.BACKUP_DIR) {
    const data = realish(settings.DATA_DIR);
    const target = realish(settings.BACKUP_DIR);
    if (target === data || target.startsWith(data + path.sep)) {
      throw new BackupRefusal(ref('backup.dirInsideData', { dir: settings.BACKUP_DIR }));
    }
  }
  if (settings.BACKUP_S3_BUCKET && !settings.BACKUP_S3_ACCESS_KEY_ID !== !settings.BACKUP_S3_SECRET_ACCESS_KEY) {
    throw new BackupRefusal(ref('backup.s3KeysPair'));
  }
  return { passphrase: settings.BACKUP_PASSPHRASE };
}
