// `npm test`: everything, in the order that fails fastest — unit and API
// tests (PGlite, or PostgreSQL when DATABASE_URL is set), then the browser
// journeys against the production build.
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

ensureChromium();
buildIfStale();
const failures = [];
if (run('npx', ['vitest', 'run']) !== 0) failures.push('unit/API tests');
if (run('npx', ['playwright', 'test']) !== 0) failures.push('browser tests');
if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
