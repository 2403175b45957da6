// npm run bench:privacy — what an outsider can measure about who is a client:
// response times of register, forgot-password and guest-link for known and
// unknown addresses (medians over SAMPLES interleaved requests each), and how
// many bytes of an oversize upload the server accepts before it answers 413.
// Run by hand after `npm run build`; prints a table.
import net from 'node:net';
import { startServer } from './lib/server.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 24);
const PASSWORD = 'Motdepasse1!';

// Every request from its own address (TRUST_PROXY), so per-address limits never interfere.
let ip = 0;
const nextIp = () => `10.9.${(++ip >> 8) & 255}.${ip & 255}`;

const server = await startServer({ port: 3394, env: { TRUST_PROXY: 'true', UPLOAD_MAX_FILE_MB: '5' } });

async function post(path, body) {
  const started = performance.now();
  const res = await fetch(server.base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { ms: performance.now() - started, status: res.status, text };
}

const known = Array.from({ length: SAMPLES }, (_, i) => `client${i}.${Date.now()}@example.fr`);
const unknown = Array.from({ length: SAMPLES }, (_, i) => `inconnu${i}.${Date.now()}@example.fr`);
for (const email of known) {
  const r = await post('/api/auth/register', { email, password: PASSWORD });
  if (r.status !== 201) throw new Error(`register ${email}: ${r.status} ${r.text}`);
  // An order under the same address, for the guest link.
  const order = await post('/api/services/checkout', {
    numberOfPages: 1,
    numberOfDocuments: 1,
    deliveryMethod: 'email',
    legalization: 'none',
    email,
    comment: '',
    fileIds: [],
    idempotencyKey: crypto.randomUUID(),
  });
  if (order.status !== 200) throw new Error(`checkout ${email}: ${order.status} ${order.text}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function compare(name, path, body) {
  const times = { known: [], unknown: [] };
  const answers = { known: new Set(), unknown: new Set() };
  // Warm-up: JIT and caches, not counted.
  for (let i = 0; i < 3; i++) await post(path, body(`warmup${i}.${Date.now()}@example.fr`));
  for (let i = 0; i < SAMPLES; i++) {
    for (const kind of i % 2 ? ['known', 'unknown'] : ['unknown', 'known']) {
      const r = await post(path, body(kind === 'known' ? known[i] : unknown[i]));
      times[kind].push(r.ms);
      answers[kind].add(`${r.status} ${r.text}`);
    }
  }
  const same =
    answers.known.size === 1 && [...answers.known][0] === [...answers.unknown][0] && answers.unknown.size === 1;
  return `| ${name.padEnd(16)} | ${median(times.known).toFixed(1).padStart(8)} | ${median(times.unknown).toFixed(1).padStart(10)} | ${same ? 'same' : [...answers.known][0].slice(0, 3) + ' vs ' + [...answers.unknown][0].slice(0, 3)} |`;
}

const only = process.env.BENCH_ONLY;
const rows =
  only === 'upload'
    ? []
    : [
        await compare('forgot-password', '/api/auth/forgot-password', (email) => ({ email })),
        await compare('guest-link', '/api/auth/guest-link', (email) => ({ email })),
        // Registering again an address already taken, versus a new one (which then exists).
        await compare('register', '/api/auth/register', (email) => ({ email, password: PASSWORD })),
      ];

/** Sends a multipart body of `total` bytes and counts what the server took before its answer. */
function oversizeUpload(total) {
  return new Promise((resolve) => {
    const boundary = '----bench' + Date.now();
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const socket = net.connect(3394, '127.0.0.1');
    let sent = 0;
    let answeredAt = null;
    let response = '';
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    socket.on('connect', () => {
      socket.write(
        `POST /api/services/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${nextIp()}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${total}\r\n\r\n`,
      );
      socket.write(head);
      sent = head.length;
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const pump = () => {
        while (sent < total && answeredAt === null && !socket.destroyed) {
          const n = Math.min(chunk.length, total - tail.length - sent);
          if (n <= 0) {
            sent += tail.length;
            socket.write(tail);
            return;
          }
          sent += n;
          if (!socket.write(chunk.subarray(0, n))) return socket.once('drain', pump);
        }
      };
      pump();
    });
    socket.on('data', (d) => {
      response += d.toString('latin1');
      answeredAt ??= sent;
    });
    const done = () => resolve({ status: response.slice(9, 12) || 'none', sentBeforeAnswer: answeredAt ?? sent, sent });
    socket.on('close', done);
    socket.on('error', () => {});
  });
}

const upload = await oversizeUpload(80 * 1024 * 1024);
await server.stop();

console.log(`\nMedian response time in ms over ${SAMPLES} requests each (interleaved, one address per request)\n`);
console.log('| route            | known ms | unknown ms | answer |');
console.log('|------------------|----------|------------|--------|');
for (const r of rows) console.log(r);
const mib = (b) => (b / 2 ** 20).toFixed(1);
console.log(
  `\nOversize upload (limit 5 MB, body 80 MB): answered ${upload.status} after the client had sent ${mib(upload.sentBeforeAnswer)} MiB; ${mib(upload.sent)} MiB sent in all before the connection closed.`,
);
