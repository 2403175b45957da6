import type { FastifyInstance } from 'fastify';

const EVERY_MS = 10 * 60_000;

/** Deletes idle pending uploads every 10 minutes; stops with the server. */
export function startSweeper(app: FastifyInstance): void {
  const run = async () => {
    try {
      const removed = await app.uploadsService.sweepIdle();
      if (removed > 0) app.log.info({ removed }, 'idle pending uploads removed');
    } catch (err) {
      app.log.warn({ err }, 'upload sweep failed');
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
