// `npm test`: everything. The unit tests first (they fail fastest), then two lanes side by side:
// the API tests (PGlite; then PostgreSQL too when TEST_POSTGRES_URL is set, as .ci/run does) and
// the browser journeys against the production build. Ends with the time each suite took
// (issue 32: CI time is watched suite by suite).
//
// Why side by side (decision 076): both suites spend most of their time waiting (a page's next
// state, a child server, a socket, a timer). Measured on the 2-core machine, the browser suite used
// about half a core on average; one after the other, the cores sat idle for most of CI.
// Both lanes run at the same priority (decision 076, addendum of 29 Nov): at nice 5 the API lane
// ended last and its tests that start server processes starved (38 s alone, over 120 s there).
// The API lane's output is printed as one block when it ends, not interleaved with the browser's.
import { spawn, spawnSync } from 'node:child_process';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const timings = [];
const record = (label, start, ok) => timings.push({ label, seconds: (performance.now() - start) / 1000, ok });

function timedSync(label, step) {
  const start = performance.now();
  const ok = step();
  record(label, start, ok);
  return ok;
}

/** Runs a command to its end; its output goes to the terminal, or is collected when `collect`. */
function run(cmd, args, { env = process.env, collect = null } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (collect) {
      child.stdout.on('data', (d) => collect.push(d));
      child.stderr.on('data', (d) => collect.push(d));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

async function timed(label, cmd, args, options) {
  const start = performance.now();
  const ok = await run(cmd, args, options);
  record(label, start, ok);
  return ok;
}

/** The API tests: on PGlite, then on PostgreSQL when asked; printed as one block at the end. */
async function apiLane() {
  const output = [];
  const vitestApi = ['vitest', 'run', '--project', 'api'];
  let ok = await timed('API tests on PGlite (vitest)', 'npx', vitestApi, { collect: output });
  const pgUrl = process.env.TEST_POSTGRES_URL;
  if (pgUrl) {
    output.push(Buffer.from(`\n== API tests against PostgreSQL (${pgUrl})\n`));
    const env = { ...process.env, DATABASE_URL: pgUrl };
    ok = (await timed('API tests on PostgreSQL (vitest)', 'npx', vitestApi, { env, collect: output })) && ok;
  }
  process.stdout.write(`\n==== API tests ${ok ? 'passed' : 'FAILED'}: their output ====\n`);
  process.stdout.write(Buffer.concat(output));
  process.stdout.write(`==== end of the API tests' output ====\n\n`);
  return ok;
}

timedSync('Chromium check', () => (ensureChromium(), true));
timedSync('build (when stale)', () => (buildIfStale(), true));
timedSync(
  'unit tests (vitest)',
  () => spawnSync('npx', ['vitest', 'run', '--project', 'unit'], { stdio: 'inherit' }).status === 0,
);
const lanesStart = performance.now();
const [apiOk, browserOk] = await Promise.all([
  apiLane(),
  timed('browser tests (playwright)', 'npx', ['playwright', 'test']),
]);
record('both lanes, side by side', lanesStart, apiOk && browserOk);

console.log('\nTime per suite:');
for (const { label, seconds, ok } of timings)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(0).padStart(5)} s  ${label}`);
const failures = timings.filter((t) => !t.ok).map((t) => t.label);
if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
