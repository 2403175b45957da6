// npm run bench:chat — N visitors connected to the chat and one admin on one
// instance: visitor → admin delivery latency (p50/p99) and server RSS.
// Run by hand after `npm run build`. BENCH_VISITORS (default 500), BENCH_MESSAGES (default 1000),
// BENCH_RATE messages per second (default 100); DATABASE_URL to measure on PostgreSQL.
import { io } from 'socket.io-client';
import { startServer } from './lib/server.mjs';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
/** Messages per second, spread evenly. */
const RATE = Number(process.env.BENCH_RATE ?? 100);
const ADMIN = { email: 'bench.admin@example.fr', password: 'Bench1234!' };

const server = await startServer({
  port: 3392,
  env: {
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    CHAT_OPEN_HOURS: 'mon-sun 00:00-24:00',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_ATTEMPTS_PER_15_MIN: '100',
    CHAT_GUESTS_PER_HOUR: String(VISITORS + 10),
  },
});
const rssIdle = server.rss();
const origin = server.base;

async function guestCookie() {
  const res = await fetch(`${origin}/api/chat/session`, { method: 'POST', headers: { origin } });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
const connected = (socket) =>
  new Promise((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));

const login = await fetch(`${origin}/api/auth/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(ADMIN),
});
const adminCookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const admin = io(`${origin}/admin`, { transports: ['websocket'], extraHeaders: { cookie: adminCookie, origin } });
await connected(admin);

const visitors = [];
const t0 = performance.now();
for (let i = 0; i < VISITORS; i += 50) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(50, VISITORS - i) }, async () => {
      const socket = io(origin, {
        transports: ['websocket'],
        extraHeaders: { cookie: await guestCookie(), origin },
        reconnection: false,
      });
      await connected(socket);
      return socket;
    }),
  );
  visitors.push(...batch);
}
const connectMs = performance.now() - t0;
const rssConnected = server.rss();

// Each message carries its send time; the admin measures when it arrives.
const latencies = [];
let done;
const finished = new Promise((r) => (done = r));
admin.on('message:new', (m) => {
  const sent = Number(/^t=(\d+(?:\.\d+)?)/.exec(m.content)?.[1]);
  if (!Number.isNaN(sent)) latencies.push(performance.timeOrigin + performance.now() - sent);
  if (latencies.length === MESSAGES) done();
});
const start = performance.now();
// Spread over the visitors, at most 20 per conversation per minute (the server's limit).
await Promise.all(
  Array.from({ length: MESSAGES }, (_, k) =>
    new Promise((resolve) => setTimeout(resolve, (k / RATE) * 1000)).then(() =>
      visitors[k % visitors.length].emitWithAck('visitor:send', {
        content: `t=${performance.timeOrigin + performance.now()} message ${k}`,
      }),
    ),
  ),
);
await Promise.race([finished, new Promise((r) => setTimeout(r, 30_000))]);
const elapsed = (performance.now() - start) / 1000;
const rssLoaded = server.rss();

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
for (const s of visitors) s.disconnect();
admin.disconnect();
await server.stop();

console.log(
  `\nChat — ${VISITORS} visitors + 1 admin on one instance (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${MESSAGES} messages at ${RATE}/s, done in ${elapsed.toFixed(1)} s\n`,
);
console.log(`connect ${VISITORS} visitors: ${(connectMs / 1000).toFixed(1)} s`);
console.log(`delivered to the admin: ${latencies.length}/${MESSAGES}`);
console.log(`visitor → admin latency: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`);
console.log(
  `server RSS: idle ${(rssIdle / 2 ** 20).toFixed(0)} MB, ${VISITORS} connected ${(rssConnected / 2 ** 20).toFixed(0)} MB, after the messages ${(rssLoaded / 2 ** 20).toFixed(0)} MB`,
);
