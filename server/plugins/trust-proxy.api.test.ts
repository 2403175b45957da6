import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type RunningServer } from '../test/child-server';

/**
 * Issue 29, item 11: behind one reverse proxy, `TRUST_PROXY=1` must tell visitors apart. Fastify
 * 5.12 ignores a bare hop count (every visitor was nginx's 127.0.0.1: ten wrong passwords anywhere
 * locked the account for everyone). The real server runs behind a real nginx from Debian, with a
 * configuration of the test's own on free ports; two clients come from two loopback addresses.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const PASSWORD = 'Owner123!';
const ATTEMPTS = 3;

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

/** A POST to nginx from `from` (a loopback address of its own), JSON in, status out. */
function post(port: number, from: string, url: string, body: object, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path: url,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(data);
  });
}

/** nginx in the foreground, one process, everything under `dir`: the usual proxy headers. */
async function startNginx(dir: string, listen: number, upstream: string): Promise<ChildProcess> {
  const conf = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `${k}_temp_path ${path.join(dir, k)};`)
    .join('\n  ');
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${temp}
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass ${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const child = spawn(NGINX!, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port: listen, path: '/healthz', agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .once('error', () => resolve(false));
    });
    if (up) return child;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start (see ${dir}/error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('TRUST_PROXY=1 behind nginx', () => {
  if (!NGINX && process.env.CI === 'true') {
    // CI installs nginx (.ci/run): its absence is a failure there, never a silent skip.
    it('nginx is installed', () => {
      throw new Error('nginx is missing: apt-get install -y nginx');
    });
    return;
  }
  let server: RunningServer | undefined;
  let nginx: ChildProcess | undefined;
  const dirs: string[] = [];
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await stopServer(server);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it.skipIf(!NGINX)(
    'counts two clients behind the proxy apart (sign-in lockout) and does not believe a forged X-Forwarded-For',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-proxy-data-'));
      const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'tr-proxy-nginx-'));
      dirs.push(dataDir, nginxDir);
      // Embedded database (DATABASE_URL empty): this is about addresses, not SQL.
      server = await startServer('', dataDir, {
        TRUST_PROXY: '1',
        LOGIN_ATTEMPTS_PER_15_MIN: String(ATTEMPTS),
      });
      const port = await freePort();
      nginx = await startNginx(nginxDir, port, server.base);

      const [alice, bob, other] = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
      const account = { email: 'owner@example.fr', password: PASSWORD };
      expect(await post(port, other, '/api/auth/register', account)).toBe(201);
      const login = (from: string, password: string, headers?: Record<string, string>) =>
        post(port, from, '/api/auth/login', { email: 'owner@example.fr', password }, headers);

      // Alice guesses: locked out after the allowed failures, even with the right password.
      for (let i = 0; i < ATTEMPTS; i++) expect(await login(alice, 'Wrong1!pass')).toBe(401);
      expect(await login(alice, PASSWORD)).toBe(429);
      // Writing her own X-Forwarded-For changes nothing: nginx appends her real address, the one believed.
      for (const forged of ['203.0.113.9', '198.51.100.7, 203.0.113.10'])
        expect(await login(alice, PASSWORD, { 'x-forwarded-for': forged })).toBe(429);
      // Bob, behind the same proxy from another address, is not locked out by Alice.
      expect(await login(bob, PASSWORD)).toBe(200);
    },
  );
});
