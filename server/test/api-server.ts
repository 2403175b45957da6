import { buildApp } from '../app';
import { closeGracefully, configOrExit, openDatabaseOrExit } from '../lifecycle';
import { guardProcess } from '../process-guard';

/**
 * Test entry (not used in production): the real server on a real port, API
 * only (no page build needed), configured from the environment like main.ts.
 * Tests that kill and restart a server spawn it with `node --import tsx`.
 */
const config = configOrExit();
const database = await openDatabaseOrExit(config);
const app = await buildApp({ config, database, jobs: false, controlSocket: true });
closeGracefully(app);
guardProcess(app);
try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ driver: database.driver }, `test API server ready on ${config.PORT}`);
} catch (err) {
  app.log.fatal({ err }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
