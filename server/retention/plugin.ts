import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retentionPolicy } from './policy';
import { lastRetentionRun, runRetention, type RetentionRun } from './job';

declare module 'fastify' {
  interface FastifyInstance {
    retention: {
      /** One purge now (dryRun: count only). Null when another instance holds the lock. */
      run(opts?: { now?: Date; dryRun?: boolean }): Promise<RetentionRun | null>;
      last(): Promise<RetentionRun | null>;
    };
  }
}

/** First purge a minute after start (not during it), then every hour. */
const RETENTION_FIRST_RUN_MS = 60_000;
const RETENTION_EVERY_MS = 60 * 60_000;

async function retentionPlugin(app: FastifyInstance, opts: { jobs?: boolean }) {
  const deps = () => ({
    db: app.database.db,
    files: app.files,
    dataDir: app.config.DATA_DIR,
    policy: retentionPolicy(app.config),
    log: app.log,
  });
  let running: Promise<unknown> | null = null;
  const run = (o: { now?: Date; dryRun?: boolean } = {}) => {
    const p = runRetention(deps(), o);
    running = p.catch(() => {});
    return p;
  };
  app.decorate('retention', { run, last: () => lastRetentionRun(app.database.db) });
  if (opts.jobs === false) return;

  const tick = () => {
    // A slow run is never doubled by the next tick of the same instance.
    if (running) return;
    run()
      .catch((err: unknown) => app.log.warn({ err }, 'retention: purge failed'))
      .finally(() => (running = null));
  };
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(tick, RETENTION_FIRST_RUN_MS);
    first.unref();
    timer = setInterval(tick, RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

export default fp(retentionPlugin, { name: 'retention', fastify: '5.x' });
