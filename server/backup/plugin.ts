import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupNow, type BackupJobDeps } from './job';
import { nextBackupAt } from './rotation';
import type { BackupResult } from './run';
import { backupStatus, type BackupStatus } from './status';

declare module 'fastify' {
  interface FastifyInstance {
    backup: {
      /** One backup now (the command line's, through the control socket); null when another instance holds it. */
      run(opts?: { scheduled?: boolean }): Promise<BackupResult | null>;
      status(): Promise<BackupStatus>;
    };
  }
}

/** The nightly backup at BACKUP_TIME (Paris) when BACKUP_PASSPHRASE is set (decision 050). */
async function backupPlugin(app: FastifyInstance, opts: { jobs?: boolean }) {
  const deps = (): BackupJobDeps => ({
    database: app.database,
    blobs: app.files.blobs,
    settings: app.config,
    log: app.log,
    async enqueue(db, mail) {
      await app.mail.enqueue(db, { ...mail, to: app.mail.businessEmail });
      app.mail.worker.wake();
    },
  });
  let running: Promise<unknown> | null = null;
  const run = (o: { scheduled?: boolean } = {}) => {
    const p = backupNow(deps(), o);
    running = p.catch(() => {});
    return p;
  };
  app.decorate('backup', { run, status: () => backupStatus(app.database.db) });
  if (opts.jobs === false || !app.config.BACKUP_PASSPHRASE) return;

  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const schedule = () => {
    if (closing) return;
    const delay = nextBackupAt(new Date(), app.config.BACKUP_TIME).getTime() - Date.now();
    timer = setTimeout(() => {
      run({ scheduled: true })
        .catch(() => {}) // Logged, recorded and e-mailed by backupNow.
        .finally(schedule);
    }, delay);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}

export default fp(backupPlugin, { name: 'backup', fastify: '5.x' });
