import '../../core/messages/server';
import { existsSync } from 'node:fs';
import { ref, wordMessage } from '../../core/messages';
import { archiveArgument, envOrExit, runWhenMain, say } from './cli-kit';
import { ArchiveRefusedError } from './reader';
import { restoreArchive } from './restore';

/** `npm run restore -- <archive>` (with BACKUP_PASSPHRASE) into an empty DATA_DIR or PostgreSQL database. */
async function main(): Promise<number> {
  const file = archiveArgument();
  if (!file) {
    say(ref('backup.usage', { command: 'restore' }), process.stderr);
    return 2;
  }
  const env = envOrExit();
  if (!env.BACKUP_PASSPHRASE) throw new Error(ref('backup.noPassphrase'));
  if (!existsSync(file)) throw new Error(ref('backup.archiveMissing', { path: file }));
  try {
    const result = await restoreArchive(file, env.BACKUP_PASSPHRASE!, env);
    say(
      ref('backup.restored', {
        rows: result.rows,
        documents: result.documents,
        erasures: result.erasures,
        takenAt: result.takenAt,
      }),
    );
    return 0;
  } catch (err) {
    if (err instanceof ArchiveRefusedError) {
      say(ref('backup.archiveRefused', { detail: wordMessage('fr', err.message) }), process.stderr);
      return 1;
    }
    throw err;
  }
}

runWhenMain(import.meta.url, main);
