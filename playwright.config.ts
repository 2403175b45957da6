import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_BROWSER } from './scripts/lib/test-browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// A data folder of its own: the browser tests never touch ./data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tr-e2e-'));
// Tests read what the server wrote there (the e-mail outbox files).
process.env.E2E_DATA_DIR = dataDir;
// Backups on, into a folder of their own (tests/e2e/backup.spec.ts runs `npm run backup`).
const backupDir = process.env.E2E_BACKUP_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tr-e2e-backups-'));
process.env.E2E_BACKUP_DIR = backupDir;
export const E2E_BACKUP_PASSPHRASE = 'e2e backups: correct horse battery staple';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Under CI the browser suite shares two cores with the API lane (decision 076): a journey of
  // ten page loads that takes 14 s alone took over 30 s there on a slow day (29 Nov).
  timeout: process.env.CI ? 60_000 : 30_000,
  // The retry reporter names the tests that passed only on their retry, and fails on a repeat.
  reporter: [['list'], ['./tests/support/retry-reporter.ts']],
  projects: [
    { name: 'chromium', testIgnore: /chat-hours\.spec\.ts/ },
    // Changes the chat hours of the whole server for a few seconds: only once every other test is done.
    { name: 'server-wide chat hours', testMatch: /chat-hours\.spec\.ts/, dependencies: ['chromium'] },
  ],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A trace records DOM snapshots at every action: on all 294 tests that is CPU the two lanes
    // share (decision 076). Recorded on a failed test's retry, which CI runs, keeping it for the
    // failures that repeat; a local run without retries can ask for it with --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell (decision 077).
      executablePath: TEST_BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server.js',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'demo',
      // The first admin, created at start (tests/e2e/accounts.spec.ts signs in with it).
      ADMIN_EMAIL: 'admin.e2e@example.fr',
      ADMIN_PASSWORD: 'Admin1234!',
      // Every browser test signs in from 127.0.0.1; the default (10 per 15 minutes) is tested by the API tests.
      LOGIN_ATTEMPTS_PER_15_MIN: '500',
      // Many journeys register an account of their own, all from 127.0.0.1.
      REGISTRATIONS_PER_HOUR: '500',
      // Every browser test uploads from 127.0.0.1, whose pending-files allowance is per address too.
      UPLOAD_MAX_PENDING_FILES: '200',
      CHECKOUTS_PER_HOUR: '100000',
      // The chat journeys run at any hour; the schedule itself is unit-tested with a clock.
      CHAT_OPEN_HOURS: 'mon-sun 00:00-24:00',
      // Every browser test is a new guest from 127.0.0.1; the limit itself is tested by the API tests.
      CHAT_GUESTS_PER_HOUR: '10000',
      // A reply e-mailed one second after the guest left (30 s in production).
      CHAT_REPLY_EMAIL_WAIT_SECONDS: '1',
      // The review e-mail leaves with the delivery (3 days later in production): tests/e2e/reviews.spec.ts.
      REVIEW_REQUEST_DAYS: '0',
      // Tests that create several accounts say which client they stand for (X-Forwarded-For), so that
      // the per-address registration limit counts them apart; without the header it is the socket's address.
      TRUST_PROXY: 'true',
      // The browser tests run against PGlite even when DATABASE_URL is set for the API tests.
      DATABASE_URL: '',
      BACKUP_DIR: backupDir,
      BACKUP_PASSPHRASE: E2E_BACKUP_PASSPHRASE,
    },
  },
});
