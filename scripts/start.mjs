// `npm start` (scripts/start.sh runs it with the heap cap): builds when there is no build or the
// sources are newer, then runs the server in this same process so signals reach it directly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';

buildIfStale();
// React picks its production build from NODE_ENV at run time.
process.env.NODE_ENV ??= 'production';
// The embedded defaults are for trying the site: without a Stripe key (here or in .env)
// and without an external database, orders are paid on the labelled demonstration page.
if (existsSync('.env')) process.loadEnvFile('.env');
if (!process.env.STRIPE_SECRET_KEY && !process.env.PAYMENT_PROVIDER && !process.env.DATABASE_URL) {
  process.env.PAYMENT_PROVIDER = 'demo';
}
await import(pathToFileURL(path.resolve('dist/server.js')).href);
