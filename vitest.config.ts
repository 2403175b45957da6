import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the React Router plugin is not loaded under Vitest.
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
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['core/messages/server.ts', 'server/test/between-files.ts'],
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
