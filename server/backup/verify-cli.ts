import '../../core/messages/server';
import { existsSync } from 'node:fs';
import { ref, wordMessage } from '../../core/messages';
import { archiveArgument, envOrExit, runWhenMain, say } from './cli-kit';
import { ArchiveRefusedError } from './reader';
import { verifyArchive } from './verify';

/** `npm run backup:verify -- <archive>`: restores into memory, checks, prints a one-line verdict. */
async function main(): Promise<number> {
  const file = archiveArgument();
  if (!file) {
    say(ref('backup.usage', { command: 'backup:verify' }), process.stderr);
    return 2;
  }
  const env = envOrExit();
  if (!env.BACKUP_PASSPHRASE) throw new Error(ref('backup.noPassphrase'));
  if (!existsSync(file)) throw new Error(ref('backup.archiveMissing', { path: file }));
  try {
    const result = await verifyArchive(file, env.BACKUP_PASSPHRASE, env.FILES_ENCRYPTION_KEY);
    if (result.ok) {
      say(ref('backup.verifyOk', { rows: result.rows, documents: result.documents, invoices: result.invoices }));
      return 0;
    }
    const detail = result.problems
      .slice(0, 3)
      .map((p) => wordMessage('fr', p))
      .join(' ; ');
    say(ref('backup.verifyFailed', { detail }), process.stderr);
    return 1;
  } catch (err) {
    if (!(err instanceof ArchiveRefusedError)) throw err;
    say(ref('backup.verifyFailed', { detail: wordMessage('fr', err.message) }), process.stderr);
    return 1;
  }
}

runWhenMain(import.meta.url, main);
