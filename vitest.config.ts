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
 * plumbing, wording in either language, access rules checked one request at a time, what is sent
 * to Stripe or to the mail server, file formats. They read and write through the same queries as
 * the rest, which the PostgreSQL run covers, so it leaves them to the PGlite run (decision 065
 * addenda, CI time). What stays on PostgreSQL: money and its transactions (orders, payments,
 * invoices, refunds, ledger), races and locks (checkout keys, seed races, the outbox's claims, chat
 * store, sessions, uploads' quotas), backups and restores, retention and erasure.
 */
export const DRIVER_AGNOSTIC_FILES = [
  'server/ssr/*.api.test.ts',
  'server/content/*.api.test.ts',
  'server/blog/*.api.test.ts',
  'server/http/*.api.test.ts',
  'server/faq/faq.api.test.ts',
  'server/plugins/error-language.api.test.ts',
  'server/plugins/findings.api.test.ts',
  'server/plugins/rate-limit.api.test.ts',
  'server/app.api.test.ts',
  // Wording in the request's language.
  'server/accounts/account-lang.api.test.ts',
  'server/chat/conversation-lang.api.test.ts',
  'server/chat/cgu-hours.api.test.ts',
  'server/orders/arabic-order.api.test.ts',
  'server/orders/payment-success-lang.api.test.ts',
  'server/orders/promised-delivery.api.test.ts',
  'server/orders/order-mail.api.test.ts',
  'server/privacy/erasure-lang.api.test.ts',
  'server/privacy/export-lang.api.test.ts',
  'server/quotes/quote-arabic.api.test.ts',
  'server/quotes/quote-page.api.test.ts',
  'server/quotes/quote-delivery-date.api.test.ts',
  'server/requests/*.api.test.ts',
  'server/refunds/anomaly-pages.api.test.ts',
  'server/retention/unpaid-documents-page.api.test.ts',
  'server/catalogue/*.api.test.ts',
  // Who may do what, one request at a time.
  'server/admin/authorization.api.test.ts',
  'server/admin/entry.api.test.ts',
  'server/admin/orders/authorization.api.test.ts',
  'server/admin/catalogue/*.api.test.ts',
  'server/admin/email/*.api.test.ts',
  'server/admin/users/*.api.test.ts',
  'server/accounts/account-defences.api.test.ts',
  'server/accounts/password-reset.api.test.ts',
  'server/shipping/label-and-access.api.test.ts',
  // What leaves for Stripe or the mail server, and files' formats.
  'server/payments/stripe-sent-data.api.test.ts',
  'server/payments/stripe-delivery-date.api.test.ts',
  'server/mail/smtp.api.test.ts',
  'server/mail/plugin.api.test.ts',
  'server/mail/undelivered.api.test.ts',
  'server/files/page-count.api.test.ts',
  'server/verification/*.api.test.ts',
  // Pages and e-mails of features whose queries other files cover on PostgreSQL.
  'server/reviews/*.api.test.ts',
  'server/chat/contact-confirmation.api.test.ts',
  'server/chat/resume-link.api.test.ts',
  // Files in and out, e-mails after a wait, a page's words (29 Nov: 70 s of the PostgreSQL run's
  // test time, on queries that checkout, uploads and chat files cover there).
  'server/admin/orders/translations.api.test.ts',
  'server/admin/orders/translation-links.api.test.ts',
  'server/chat/replies.api.test.ts',
  'server/quotes/offer-ended.api.test.ts',
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
          // Each file gets its own database. Four at a time on two cores: many files wait on a child
          // process, a socket or a timer, and four keep the cores busy (measured 328 → 268 s).
          maxWorkers: 4,
          // Under CI this lane shares two cores with the browser suite: on 29 Nov's slow runs, building
          // a file's app passed 60 s while the same file takes 18 s alone.
          testTimeout: process.env.CI ? 60_000 : 30_000,
          hookTimeout: process.env.CI ? 120_000 : 60_000,
        },
      },
    ],
  },
});
