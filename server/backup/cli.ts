import '../../core/messages/server';
import { ref } from '../../core/messages';
import { callControl } from '../data-dir/control';
import { DataDirInUseError } from '../data-dir/lock';
import { configOrExit } from '../lifecycle';
import { enqueueMail } from '../mail/outbox';
import { mailSettings } from '../mail/plugin';
import { openStorage } from '../storage';
import { runWhenMain, say } from './cli-kit';
import { backupNow } from './job';
import type { BackupResult } from './run';
import { checkBackupSettings } from './targets';

/**
 * `npm run backup`: one archive now. With the embedded database and the server running, the
 * server makes it (its control socket, as `npm run retention`); otherwise this process opens the
 * database itself. The last line printed is the archive's path (then its bucket URL, if any).
 */
async function main(): Promise<number> {
  const config = configOrExit();
  checkBackupSettings(config);
  const { openDatabase } = await import('../db/client');
  let result: BackupResult | null;
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      const files = await openStorage(config);
      const mail = mailSettings(config);
      result = await backupNow({
        database,
        blobs: files.blobs,
        settings: config,
        log: { info: () => {}, warn: () => {}, error: () => {} },
        // Queued in the outbox: the server's worker sends it (the translator's notices are French).
        enqueue: async (db, message) => {
          await enqueueMail(db, { ...message, to: mail.businessEmail }, { from: mail.from });
        },
      });
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    say(ref('backup.serverDoesIt', { pid: err.pid }));
    const answer = await callControl(config.DATA_DIR, '/backup', {}).catch((e: NodeJS.ErrnoException) => {
      throw new Error(ref('backup.noControl', { detail: e.code ?? e.message }));
    });
    if (answer.status !== 200) throw new Error(String(answer.body.message));
    result = answer.body.result as BackupResult | null;
  }
  if (!result) {
    say(ref('backup.otherInstance'));
    return 0;
  }
  for (const location of result.locations) process.stdout.write(location + '\n');
  return 0;
}

runWhenMain(import.meta.url, main);
