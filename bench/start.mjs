// npm run bench:start — what a newcomer's `npm start` costs (issue 15): time from `node
// dist/server.js` to the first 200 of the home page on a fresh data folder (initdb or an empty
// database, migrations, seeds), then again on the same data (reopen), and the server's resident
// memory once idle after 100 page views. For PGlite (embedded) and, when it answers, PostgreSQL
// (BENCH_PG_URL, default the machine's: a throwaway database is created and dropped). Then the
// resident memory after 10 000 page views (BENCH_VIEWS) on PGlite, started as `npm start` starts
// it (scripts/start.sh: heap cap) and as bare `node dist/server.js` (no cap), issue 29 item 15.
// Run by hand after `npm run build`; the figures depend on what else the machine is doing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3393);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGES = [
  '/',
  '/services',
  '/faq',
  '/blog',
  '/about',
  '/contact',
  '/devis',
  '/traduction-arabe-dijon',
  '/Emirats',
];
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);

const VIEWS = Number(process.env.BENCH_VIEWS ?? 10_000);

/** `count` page views over the public pages, 4 at a time (a few visitors). */
async function browse(base, count = 100) {
  const urls = Array.from({ length: count }, (_, i) => base + PAGES[i % PAGES.length]);
  for (let i = 0; i < urls.length; i += 4) {
    await Promise.all(
      urls.slice(i, i + 4).map(async (u) => {
        const res = await fetch(u);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${u}: ${res.status}`);
      }),
    );
  }
}

async function measure(label, env, dataDir) {
  const first = await startServer({ port: PORT, dataDir, env, pollMs: 10 });
  await browse(first.base);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const rss = first.rss();
  await first.stop();
  const again = await startServer({ port: PORT, dataDir, env, pollMs: 10 });
  const reopenMs = again.coldStartMs;
  await again.stop();
  return { label, firstMs: first.coldStartMs, reopenMs, rssMb: rss / 1024 / 1024 };
}

function psql(url, sql) {
  execFileSync('psql', [url, '-qAtc', sql], { stdio: ['ignore', 'pipe', 'pipe'] });
}

const rows = [];
rows.push(await measure('PGlite (embedded)', { S3_BUCKET: '' }, mkdtempSync(path.join(os.tmpdir(), 'tr-start-'))));

let pgAvailable = true;
try {
  psql(PG_URL, 'select 1');
} catch {
  pgAvailable = false;
}
if (pgAvailable) {
  const name = `bench_start_${process.pid}`;
  psql(PG_URL, `create database ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    rows.push(
      await measure(
        'PostgreSQL',
        { S3_BUCKET: '', DATABASE_URL: url.toString() },
        mkdtempSync(path.join(os.tmpdir(), 'tr-start-')),
      ),
    );
  } finally {
    psql(PG_URL, `drop database if exists ${name} with (force)`);
  }
} else {
  console.log(`(PostgreSQL at ${PG_URL} does not answer: skipped)`);
}

console.log(
  `\nnpm start: first 200 of / on fresh data, then on reopen; RSS idle ${IDLE_MS / 1000} s after 100 page views\n`,
);
console.log('| database | first start (goal ≤ 2 s) | reopen (goal ≤ 1 s) | idle RSS (goal ≤ 300 MB on PGlite) |');
console.log('|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${(r.firstMs / 1000).toFixed(2)} s | ${(r.reopenMs / 1000).toFixed(2)} s | ${Math.round(r.rssMb)} MB |`,
  );
}

/** RSS after VIEWS page views on a fresh PGlite folder, started by `command`; peak and once idle. */
async function rssAfterViews(label, command) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-start-'));
  const server = await startServer({ port: PORT, dataDir, env: { S3_BUCKET: '' }, pollMs: 10, command });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 250);
  const started = performance.now();
  await browse(server.base, VIEWS);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idle = server.rss();
  await server.stop();
  return { label, seconds, peakMb: Math.max(peak, idle) / 1024 / 1024, idleMb: idle / 1024 / 1024 };
}

const heavy = [
  await rssAfterViews('`npm start` (scripts/start.sh, heap cap)', ['sh', 'scripts/start.sh']),
  await rssAfterViews('`node dist/server.js` (no cap)', [process.execPath, 'dist/server.js']),
];
console.log(`\nPGlite, ${VIEWS} page views 4 at a time, RSS at its peak and ${IDLE_MS / 1000} s after\n`);
console.log('| started with | views took | peak RSS (goal ≤ 350 MB) | idle RSS |');
console.log('|---|---|---|---|');
for (const r of heavy) {
  console.log(`| ${r.label} | ${r.seconds.toFixed(0)} s | ${Math.round(r.peakMb)} MB | ${Math.round(r.idleMb)} MB |`);
}
