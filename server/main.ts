import './compile-cache';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { closeGracefully, configOrExit, openDatabaseOrExit } from './lifecycle';
import { guardProcess } from './process-guard';

/** Production entry: serves the built pages and assets from build/. */
const config = configOrExit();
const started = performance.now();
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
// The database opens while the pages and the app's modules load: PGlite reads its files and
// compiles its WebAssembly on the other core while this one parses JavaScript (issue 15: reopen
// 1.67 s before). Its module is loaded first, alone, so that its start is not queued behind
// the app's module graph.
if (!config.DATABASE_URL) await import('@electric-sql/pglite');
const opening = openDatabaseOrExit(config);
const [ssr, { buildApp }, { AdminBootstrapError }, database] = await Promise.all([
  import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href) as Promise<ServerBuild>,
  import('./app'),
  import('./accounts/bootstrap'),
  opening,
]);
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config, database, ssr, clientDir: path.join(buildDir, 'client'), controlSocket: true });
} catch (err) {
  // A setting that cannot work (e.g. ADMIN_EMAIL without a password to create it): one line, then stop.
  if (err instanceof AdminBootstrapError) {
    process.stderr.write(err.message + '\n');
    await database.close();
    process.exit(1);
  }
  throw err;
}
closeGracefully(app);
// A stray rejection (a Redis outage, say) is logged, not fatal; see process-guard.ts for what is kept alive.
guardProcess(app);
try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { driver: database.driver, startupMs: Math.round(performance.now() - started) },
    `ready on ${config.PUBLIC_URL}`,
  );
} catch (err) {
  app.log.fatal({ err }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
