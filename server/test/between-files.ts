import { afterAll, afterEach, vi } from 'vitest';

/**
 * The test files share their worker's modules (`isolate: false` in vitest.config.ts: importing
 * the server and compiling PGlite once per worker, not once per file, halves the run). What a file
 * changes in that shared process must not reach the next file: a faked clock is put back after
 * each test, and mocks and stubbed globals after each file.
 */
afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
