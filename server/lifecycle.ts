import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './data-dir/lock';
import { privateUmask, secureDataDir } from './data-dir/permissions';

/**
 * Reads .env and the environment; a bad value ends the process with one line naming it. Every
 * entry point starts here, so this is also where the process makes its new files private.
 */
export function configOrExit(): Config {
  privateUmask();
  loadDotEnv();
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
}

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the
 * database (onClose hooks), and give up after the grace period.
 */
export function closeGracefully(app: FastifyInstance): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      // What is cut is named (method and route; the request's own log line has its id), never its content.
      for (const request of app.runningRequests()) {
        request.log.error({ method: request.method, url: request.routeOptions.url }, 'request cut at shutdown');
      }
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Opens the database of the configuration, then makes the data folder private (modes of folders
 * made by older versions). A data folder another process already uses ends this one with one line,
 * before it has written anything.
 */
export async function openDatabaseOrExit(config: Config): Promise<DatabaseHandle> {
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    secureDataDir(config.DATA_DIR);
    return database;
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
}
