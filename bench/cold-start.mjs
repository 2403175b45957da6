// npm run bench:cold-start — time from `node dist/server.js` to the first 200 of /healthz,
// embedded database, no S3: on a fresh data folder (initdb, migrations, seeds) and on one
// already set up. Median of BENCH_RUNS (5) each. Run by hand after `npm run build`.
// BENCH_SERVERS=a/dist/server.js,b/dist/server.js compares builds, their runs interleaved so
// that a busy machine weighs on both alike (BUILD_DIR names the page build they share).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3392);
const SERVERS = (process.env.BENCH_SERVERS ?? 'dist/server.js').split(',');

async function once(script, dataDir) {
  const server = await startServer({
    port: PORT,
    dataDir,
    probe: '/healthz',
    pollMs: 5,
    script,
    env: { S3_BUCKET: '' },
  });
  await server.stop();
  return { wall: server.coldStartMs, cpu: server.coldStartCpuMs };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = SERVERS.map(() => ({ fresh: [], existing: [], freshCpu: [], existingCpu: [] }));
const existing = SERVERS.map(() => mkdtempSync(path.join(os.tmpdir(), 'tr-cold-')));
for (const [i, script] of SERVERS.entries()) await once(script, existing[i]);
for (let run = 0; run < RUNS; run++) {
  for (const [i, script] of SERVERS.entries()) {
    const fresh = await once(script, mkdtempSync(path.join(os.tmpdir(), 'tr-cold-')));
    const again = await once(script, existing[i]);
    results[i].fresh.push(fresh.wall);
    results[i].freshCpu.push(fresh.cpu);
    results[i].existing.push(again.wall);
    results[i].existingCpu.push(again.cpu);
  }
}

const ms = (xs) => `${String(Math.round(median(xs))).padStart(6)} (${xs.map((x) => Math.round(x)).join(', ')})`;
console.log(
  `\ncold start to the first 200 of /healthz, no S3, median of ${RUNS} (runs in ms): wall time, then the CPU time the server used\n`,
);
console.log('| server bundle | fresh data folder | existing data folder | CPU, fresh | CPU, existing |');
console.log('|---|---|---|---|---|');
for (const [i, script] of SERVERS.entries()) {
  const r = results[i];
  console.log(`| ${script} | ${ms(r.fresh)} | ${ms(r.existing)} | ${ms(r.freshCpu)} | ${ms(r.existingCpu)} |`);
}
