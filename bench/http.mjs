// npm run bench:http — throughput of GET / from the real server versus the
// same bytes from a bare node:http server, and cold start to first 200.
// Run by hand after `npm run build`; prints a table.
import http from 'node:http';
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const server = await startServer();
console.log(`cold start to first 200 on /: ${server.coldStartMs.toFixed(0)} ms`);

// A visitor who already answered the cookie banner (the common case once on the site).
const headers = { cookie: 'cookieConsent=essential' };
const html = await (await fetch(server.base + '/', { headers })).text();
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
});
await new Promise((r) => bare.listen(3391, '127.0.0.1', r));

const rssBefore = server.rss();
const site = await load(server.base + '/', headers);
const rssAfter = server.rss();
const baseline = await load('http://127.0.0.1:3391/');
bare.close();
await server.stop();

const row = (name, r) =>
  `| ${name.padEnd(28)} | ${String(Math.round(r.requests.average)).padStart(8)} | ${String(r.latency.p99).padStart(7)} | ${String(r.non2xx + r.errors).padStart(6)} |`;
console.log(`\nGET / — ${CONNECTIONS} connections, ${DURATION} s, ${Buffer.byteLength(html)} bytes of HTML\n`);
console.log('| server                       | req/s    | p99 ms  | errors |');
console.log('|------------------------------|----------|---------|--------|');
console.log(row('site (Fastify + SSR cache)', site));
console.log(row('bare node:http, same bytes', baseline));
console.log(`\nratio site / bare: ${(site.requests.average / baseline.requests.average).toFixed(2)} (goal ≥ 0.5)`);
console.log(`server RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MB before, ${(rssAfter / 2 ** 20).toFixed(0)} MB after the load`);
