import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the React Router plugin is not loaded under Vitest.

/**
 * Files that start their own server on the embedded database whatever the run's driver: the run
 * against PostgreSQL (DATABASE_URL set, .ci/run's last step) would repeat them unchanged, so it
 * leaves them to the PGlite run (issue 32, CI time). server/test/global-setup.ts names them.
 */
export const EMBEDDED_ONLY_FILES = [
  'server/plugins/drain-on-close.api.test.ts',
  'server/plugins/trust-proxy.api.test.ts',
  // These two are about the embedded database itself (its data folder, its server's backups).
  'server/data-dir/data-dir.api.test.ts',
  'server/backup/sigkill-embedded.api.test.ts',
];

/**
 * Files whose subject does not depend on the database driver: rendered pages, content, request
 * plumbing and error wording. They read and write through the same queries as the rest, which the
 * PostgreSQL run covers, so it leaves them to the PGlite run (decision 065 addendum, CI time).
 */
export const DRIVER_AGNOSTIC_FILES = [
  'server/ssr/*.api.test.ts',
  'server/content/*.api.test.ts',
  'server/blog/*.api.test.ts',
  'server/http/*.api.test.ts',
  'server/faq/faq.api.test.ts',
  'server/plugins/error-language.api.test.ts',
  'server/plugins/findings.api.test.ts',
];

/**
 * Files that need PostgreSQL itself (a second server process on the same database, SIGKILL during
 * a transaction, a restore into a PostgreSQL database): the PGlite run leaves them to the
 * PostgreSQL run, and says so (server/test/global-setup.ts), instead of skipping them silently.
 */
export const POSTGRES_ONLY_FILES = [
  'server/orders/crash.api.test.ts',
  'server/invoices/payment-crash.api.test.ts',
  'server/backup/sigkill.api.test.ts',
  'server/backup/postgres-target.api.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          // Both catalogues, as every server-side entry registers them (core/messages/server.ts).
          setupFiles: ['core/messages/server.ts', 'server/test/between-files.ts'],
          // Files share their worker's module cache (see the api project below): 61 s → 26 s.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          exclude: [
            'node_modules/**',
            ...(process.env.DATABASE_URL ? [...EMBEDDED_ONLY_FILES, ...DRIVER_AGNOSTIC_FILES] : POSTGRES_ONLY_FILES),
          ],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['core/messages/server.ts', 'server/test/between-files.ts', 'server/test/low-cost-hashing.ts'],
          // Files share their worker's module cache: the server's modules and PGlite's WebAssembly are
          // loaded once per worker instead of once per file (measured: about half of the run).
          // Each file still builds its own app on its own database; server/test/between-files.ts
          // puts back what a file may change in the shared process.
          isolate: false,
          // After the unit tests, with its own worker count.
          sequence: { groupOrder: 1 },
          // Each file gets its own database; two at a time suits two cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
