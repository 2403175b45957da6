// npm run bench:upload — server memory while a 20 MB document streams in, and
// upload throughput on loopback (encryption included). Run by hand after a build.
import { startServer } from './lib/server.mjs';

const SIZE = 20 * 1024 * 1024 - 4096;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const pdf = Buffer.alloc(SIZE, 0x20);
pdf.write('%PDF-1.7\n', 0);

const server = await startServer({ port: 3393, env: { UPLOAD_MAX_PENDING_FILES: '200' } });
// Let start-up allocations settle before the baseline.
await new Promise((r) => setTimeout(r, 1500));
const baseline = server.rss();

let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 10);
let cookie = '';
const times = [];
for (let i = 0; i < ROUNDS; i++) {
  const form = new FormData();
  form.append('files', new Blob([pdf], { type: 'application/pdf' }), `document-${i}.pdf`);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/services/upload`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  times.push(performance.now() - started);
  cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0];
}
clearInterval(sampler);
await server.stop();

const mb = (b) => (b / 2 ** 20).toFixed(1);
const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
console.log(`\n${ROUNDS} uploads of ${mb(SIZE)} MB (PDF, encrypted at rest, local disk)`);
console.log(`server RSS: ${mb(baseline)} MB before, peak ${mb(peak)} MB (+${mb(peak - baseline)} MB)`);
console.log(`median upload time ${median.toFixed(0)} ms → ${(SIZE / 2 ** 20 / (median / 1000)).toFixed(0)} MB/s`);
