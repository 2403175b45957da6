// npm run bench:http — throughput of each anonymous public page from the real server versus
// the same bytes (same status, type and encoding) from a bare node:http server, in one run.
// Run by hand after `npm run build`; prints a table. Never a timed test.
// Each page is loaded site, bare, bare, site (half the duration each): a machine whose other
// work comes and goes weighs on both alike. The CPU time each server spent per request, read
// from /proc, is the steadiest figure when other work shares the machine.
//   BENCH_SECONDS (10)  BENCH_CONNECTIONS (50)  BENCH_PORT (3390; the bare server takes +1)
//   BENCH_ENCODING: what the clients accept — `br` (default, as a browser: br, gzip), `gzip`,
//   or `identity` (no compression).
//   BENCH_PAGES=/,/faq limits the pages.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readCpuMs, startServer } from './lib/server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BARE_PORT = PORT + 1;
const ENCODING = process.env.BENCH_ENCODING ?? 'br';
const ACCEPT = { br: 'gzip, deflate, br', gzip: 'gzip, deflate', identity: 'identity' }[ENCODING];
if (!ACCEPT) throw new Error(`BENCH_ENCODING must be br, gzip or identity (got ${ENCODING})`);
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 100;

// A visitor who already answered the cookie banner (the common case once on the site).
const headers = { cookie: 'cookieConsent=essential', 'accept-encoding': ACCEPT };

function slice(url, cpuMs) {
  const cpuBefore = cpuMs();
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION / 2, headers }, (err, result) =>
      err ? reject(err) : resolve({ result, cpuMs: cpuMs() - cpuBefore }),
    );
  });
}

/** Two slices of one server: requests per second over both, the worse p99, CPU per request. */
function combine(a, b) {
  const requests = a.result.requests.total + b.result.requests.total;
  return {
    rps: requests / (a.result.duration + b.result.duration),
    p99: Math.max(a.result.latency.p99, b.result.latency.p99),
    errors:
      a.result.non2xx + a.result.errors + a.result.timeouts + b.result.non2xx + b.result.errors + b.result.timeouts,
    cpuUs: requests > 0 ? ((a.cpuMs + b.cpuMs) * 1000) / requests : NaN,
  };
}

/** The bytes a browser gets: fetch() would decompress, so ask with node:http. */
async function snapshot(url) {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            type: res.headers['content-type'] ?? '',
            encoding: res.headers['content-encoding'] ?? '',
            cookies: res.headers['set-cookie']?.length ?? 0,
            cache: res.headers['x-page-cache'] ?? '',
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const server = await startServer({ port: PORT });
const rows = [];
let bare;
try {
  const blog = await (await fetch(`${server.base}/blog`, { headers: { cookie: headers.cookie } })).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!article) throw new Error('no article link on /blog');
  const pages = (
    process.env.BENCH_PAGES?.split(',') ?? ['/', '/services', '/faq', '/blog', article, '/traduction-arabe-dijon']
  ).filter(Boolean);

  // The bare server: a child process of its own, like the site, answering each path with the
  // exact bytes and headers the site gave (nothing else: no routing, no hooks, no work).
  const snapshots = {};
  for (const page of pages) {
    await snapshot(server.base + page); // fills the page cache
    snapshots[page] = await snapshot(server.base + page);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  const file = path.join(dir, 'pages.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        Object.entries(snapshots).map(([p, s]) => [
          p,
          { status: s.status, type: s.type, encoding: s.encoding, body: s.body.toString('base64') },
        ]),
      ),
    ),
  );
  bare = spawn(
    process.execPath,
    [
      '-e',
      `const http = require('node:http');
const pages = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
for (const p of Object.values(pages)) {
  p.body = Buffer.from(p.body, 'base64');
  p.headers = { 'content-type': p.type, 'content-length': p.body.length };
  if (p.encoding) p.headers['content-encoding'] = p.encoding;
}
http.createServer((req, res) => {
  const p = pages[req.url];
  if (!p) { res.writeHead(404); return res.end(); }
  res.writeHead(p.status, p.headers);
  res.end(p.body);
}).listen(${BARE_PORT}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => bare.stdout.once('data', resolve));

  const bareCpu = () => readCpuMs(bare.pid);
  for (const page of pages) {
    const s = snapshots[page];
    const rssBefore = server.rss();
    const siteUrl = server.base + page;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}${page}`;
    const site1 = await slice(siteUrl, server.cpuMs);
    const bare1 = await slice(bareUrl, bareCpu);
    const bare2 = await slice(bareUrl, bareCpu);
    const site2 = await slice(siteUrl, server.cpuMs);
    rows.push({
      page,
      s,
      site: combine(site1, site2),
      baseline: combine(bare1, bare2),
      rssBefore,
      rssAfter: server.rss(),
    });
  }
} finally {
  bare?.kill();
  await server.stop();
}

const pad = (v, n) => String(v).padStart(n);
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per server and page (two halves), Accept-Encoding: ${ACCEPT}, cookie banner answered`,
);
console.log(`goal: ratio ≥ ${GOAL_RATIO} and site p99 < ${GOAL_P99_MS} ms\n`);
console.log(
  '| page                     | bytes  | enc  | cache | site req/s | site p99 ms | bare req/s | bare p99 ms | ratio | site CPU µs/req | bare CPU µs/req | errors | goal |',
);
console.log(
  '|--------------------------|--------|------|-------|------------|-------------|------------|-------------|-------|-----------------|-----------------|--------|------|',
);
let allMet = true;
for (const { page, s, site, baseline } of rows) {
  const ratio = site.rps / baseline.rps;
  const met = ratio >= GOAL_RATIO && site.p99 < GOAL_P99_MS && site.errors === 0;
  allMet &&= met;
  const name = page.length > 24 ? page.slice(0, 23) + '…' : page;
  console.log(
    `| ${name.padEnd(24)} | ${pad(s.body.length, 6)} | ${(s.encoding || '—').padEnd(4)} | ${(s.cache || '—').padEnd(5)} | ${pad(Math.round(site.rps), 10)} | ${pad(site.p99, 11)} | ${pad(Math.round(baseline.rps), 10)} | ${pad(baseline.p99, 11)} | ${pad(ratio.toFixed(2), 5)} | ${pad(Math.round(site.cpuUs), 15)} | ${pad(Math.round(baseline.cpuUs), 15)} | ${pad(site.errors, 6)} | ${met ? 'yes ' : 'NO  '} |`,
  );
}
const last = rows.at(-1);
if (last) {
  console.log(
    `\nserver RSS: ${(rows[0].rssBefore / 2 ** 20).toFixed(0)} MB before the first load, ${(last.rssAfter / 2 ** 20).toFixed(0)} MB after the last`,
  );
}
const cookied = rows.filter((r) => r.s.cookies > 0).map((r) => r.page);
if (cookied.length > 0) console.log(`pages that set a cookie for an anonymous visitor: ${cookied.join(', ')}`);
console.log(allMet ? 'every page meets the goal' : 'some pages miss the goal');
