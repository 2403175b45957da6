import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { freshDatabase, truncateAll } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole server on a fresh database, driven through app.inject (no port opened). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    ssr?: ServerBuild;
    extend?: (app: FastifyInstance) => void;
    /** Another instance's database: two servers, one database. */
    database?: DatabaseHandle;
    /** Shorter chat timings (session re-check, reply e-mail wait). */
    chat?: BuildOptions['chat'];
    /** Built browser files to serve (build/client). */
    clientDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    // Test files check out many times from one address; the limit has its own test (checkout-limits).
    CHECKOUTS_PER_HOUR: '100000',
    ...env,
  });
  // A borrowed database is closed by the instance that owns it, not by this one.
  const database = opts.database ? { ...opts.database, close: async () => {} } : await freshDatabase();
  const app = await buildApp({
    config,
    database,
    ssr: opts.ssr,
    jobs: false,
    chat: opts.chat,
    clientDir: opts.clientDir,
  });
  opts.extend?.(app);
  await app.ready();
  return { app, database, close: () => app.close() };
}

/**
 * One app for the whole test file, its database emptied before each test, then `reset` (seeds,
 * cleared rate limits): `const t = appPerFile(async () => createTestApp());` at the top level.
 */
export function appPerFile(create: () => Promise<TestApp>, reset?: () => Promise<void>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await create());
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    await reset?.();
  });
  return t;
}

/** The built page bundle, for tests that look at rendered pages (npm test builds first). */
export async function loadServerBuild(): Promise<ServerBuild> {
  const file = path.resolve('build/server/index.js');
  try {
    return (await import(/* @vite-ignore */ file)) as ServerBuild;
  } catch {
    throw new Error(`No page build at ${file}: run "npm run build" first (npm test does it for you).`);
  }
}
