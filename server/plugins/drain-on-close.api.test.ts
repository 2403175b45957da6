import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server (a child process, embedded PGlite) under browser-like
 * keep-alive traffic receives SIGTERM: it must answer what it accepted, close
 * the keep-alive connections, close the database and exit 0 well within 10 s.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENTS = 30;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function get(agent: http.Agent, port: number, url: string): Promise<number | 'error'> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', () => resolve('error'));
    });
    req.once('error', () => resolve('error'));
  });
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** Sent on a keep-alive connection opened before, not on a new one. */
  reused: boolean;
}

/** A GET whose answer is kept whole, or 'error' when the connection was reset or refused. */
function fetchOn(agent: http.Agent, port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<Answer | 'error'>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, reused: req.reusedSocket }),
      );
      res.once('error', () => resolve('error'));
    });
    req.once('error', () => resolve('error'));
  });
}

const BODY = JSON.stringify({ numberOfPages: 2, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' });

/** A price request whose body arrives in two parts, `gapMs` apart, as from a slow phone: in flight meanwhile. */
function slowPrice(agent: http.Agent, port: number, gapMs: number): Promise<number | 'error'> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/services/calculate-price',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', () => resolve('error'));
      },
    );
    req.once('error', () => resolve('error'));
    req.write(BODY.slice(0, 10));
    setTimeout(() => req.end(BODY.slice(10)), gapMs);
  });
}

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function startServer(sockets: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-drain-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/api-server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'demo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  for (let ready = false, tries = 0; !ready; tries++) {
    if (tries > 600) throw new Error(`not ready:\n${log}`);
    ready = (await get(agent, port, '/readyz')) === 200;
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  const signal = () => child.kill('SIGTERM');
  return { port, agent, exited, signal, output: () => log };
}

describe('SIGTERM under keep-alive load', () => {
  it('finishes what it accepted, closes every connection and the database, exits 0', { timeout: 90_000 }, async () => {
    const { port, agent, exited, signal, output } = await startServer(CLIENTS);
    // Browsers on keep-alive connections: a request sent slowly, then a pause before the next one.
    // At the signal some are mid-request; once answered, their connections would sit idle.
    const statuses: (number | 'error')[] = [];
    let stop = false;
    const clients = Array.from({ length: CLIENTS }, async (_, i) => {
      await new Promise((r) => setTimeout(r, (i * 97) % 1_000));
      while (!stop) {
        statuses.push(await slowPrice(agent, port, 400));
        await new Promise((r) => setTimeout(r, 600));
      }
    });
    // The signal comes once every client has had an answer (at least 2.5 s of load): a fixed wait
    // let a loaded machine (CI runs the browser suite beside this, decision 076) signal too early.
    const answered = () => statuses.filter((s) => s === 200).length;
    const loadStarted = Date.now();
    while (Date.now() - loadStarted < 2_500 || (answered() < CLIENTS && Date.now() - loadStarted < 30_000))
      await new Promise((r) => setTimeout(r, 100));
    const answeredBefore = answered();
    const signalled = Date.now();
    signal();
    const code = await exited;
    const took = Date.now() - signalled;
    stop = true;
    await Promise.all(clients);
    agent.destroy();

    expect(answeredBefore, 'the load ran').toBeGreaterThanOrEqual(CLIENTS);
    expect(code, output().slice(-2_000)).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect(output()).toContain('database closed');
    expect(output()).not.toContain('shutdown took too long');
    // Accepted requests got a real answer: served, or 503 once closing began; none left hanging.
    expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 'error')).toEqual([]);
  });

  it('cuts a request still running after 10 s and names it in the log', { timeout: 120_000 }, async () => {
    const { port, agent, exited, signal, output } = await startServer(2);
    // A body that never finishes: the request stays running.
    const stuck = slowPrice(agent, port, 60_000);
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    signal();
    const code = await exited;
    const took = Date.now() - signalled;
    await stuck;
    agent.destroy();
    expect(took).toBeGreaterThanOrEqual(9_500);
    expect(took).toBeLessThan(13_000);
    expect(code).toBe(1);
    expect(output()).toMatch(
      /request cut at shutdown.*\/api\/services\/calculate-price|\/api\/services\/calculate-price.*request cut at shutdown/,
    );
  });

  it(
    'a request on a keep-alive connection just after the signal gets 503 and Connection: close, never a reset',
    { timeout: 90_000 },
    async () => {
      const SOCKETS = 4;
      const { port, agent, exited, signal, output } = await startServer(SOCKETS);
      // Four keep-alive connections, each used once and now idle, as a browser or a proxy leaves them.
      const warm = await Promise.all(Array.from({ length: SOCKETS }, () => fetchOn(agent, port, '/api/services')));
      expect(warm.map((a) => a !== 'error' && a.status)).toEqual(Array(SOCKETS).fill(200));
      signal();
      // Once the server is closing (seen on a connection of its own: 503, or refused), each idle connection carries a request.
      const probe = new http.Agent({ keepAlive: false });
      for (let tries = 0; ; tries++) {
        const seen = await fetchOn(probe, port, '/readyz');
        if (seen === 'error' || seen.status === 503) break;
        if (tries > 200) throw new Error(`the server never said it was closing:\n${output()}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const answers = await Promise.all([
        fetchOn(agent, port, '/api/services'),
        fetchOn(agent, port, '/api/services', { 'x-site-lang': 'ar' }),
        fetchOn(agent, port, '/services'),
        fetchOn(agent, port, '/api/services'),
      ]);
      const code = await exited;
      agent.destroy();
      expect(answers.map((a) => (a === 'error' ? 'error' : [a.status, a.connection, a.reused]))).toEqual(
        Array(SOCKETS).fill([503, 'close', true]),
      );
      const [fr, ar, page] = answers as Answer[];
      expect(JSON.parse(fr!.body)).toEqual({ message: 'Le site redémarre. Réessayez dans un instant.' });
      expect(JSON.parse(ar!.body)).toEqual({ message: 'يُعاد تشغيل الموقع الآن. يُرجى المحاولة بعد لحظات.' });
      expect(page!.body).toBe('Le site redémarre. Réessayez dans un instant.');
      expect(code, output().slice(-2_000)).toBe(0);
    },
  );
});
