// `npm test`: everything, in the order that fails fastest — unit and API
// tests (PGlite, or PostgreSQL when DATABASE_URL is set), then the browser
// journeys against the production build. Ends with the time each suite took
// (issue 32: CI time is watched suite by suite).
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const timings = [];
function timed(label, step) {
  const start = performance.now();
  const ok = step();
  timings.push({ label, seconds: (performance.now() - start) / 1000, ok });
  return ok;
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status === 0;

timed('Chromium check', () => (ensureChromium(), true));
timed('build (when stale)', () => (buildIfStale(), true));
timed('unit tests (vitest)', () => run('npx', ['vitest', 'run', '--project', 'unit']));
timed('API tests (vitest)', () => run('npx', ['vitest', 'run', '--project', 'api']));
timed('browser tests (playwright)', () => run('npx', ['playwright', 'test']));

console.log('\nTime per suite:');
for (const { label, seconds, ok } of timings)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(0).padStart(5)} s  ${label}`);
const failures = timings.filter((t) => !t.ok).map((t) => t.label);
if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
