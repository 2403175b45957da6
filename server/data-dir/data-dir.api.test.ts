import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The data folder of the embedded database, with real processes: modes fixed at start, one
 * process per folder (a second one stops at once and changes nothing), admin:create and the
 * retention command going through the running server, a killed server's lock taken over.
 * PGlite only: with DATABASE_URL there is no embedded database to protect.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-datadir-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

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

function spawnNode(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'demo',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function startServer() {
  const port = await freePort();
  const server = spawnNode(['server/test/api-server.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server not ready: ${server.output()}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ...server, base };
}

/** Every file and folder under the data folder with its mode, size and last change. */
function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const st = lstatSync(full);
      out.set(path.relative(dataDir, full), `${(st.mode & 0o7777).toString(8)} ${st.size} ${st.mtimeMs}`);
      if (st.isDirectory()) walk(full);
    }
  };
  walk(dataDir);
  return out;
}

const post = (base: string, url: string, body: unknown) =>
  fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(Boolean(process.env.DATABASE_URL))('data folder of the embedded database', () => {
  it(
    'is private, used by one process at a time, and still administrable while the server runs',
    { timeout: 120_000 },
    async () => {
      // A folder left by an older version: readable by everyone.
      chmodSync(dataDir, 0o755);
      mkdirSync(path.join(dataDir, 'mail'), { mode: 0o755 });
      writeFileSync(path.join(dataDir, 'mail', 'old.eml'), 'To: client@example.fr');
      chmodSync(path.join(dataDir, 'mail'), 0o755);
      chmodSync(path.join(dataDir, 'mail', 'old.eml'), 0o666);

      const first = await startServer();
      const modes = snapshot();
      const wrong = [...modes].filter(([name, v]) => {
        const st = lstatSync(path.join(dataDir, name));
        if (st.isSocket()) return false;
        return v.split(' ')[0] !== (st.isDirectory() ? '700' : '600');
      });
      expect(wrong).toEqual([]);
      expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('700');
      expect([...modes.keys()].filter((n) => n.startsWith('pglite/')).length).toBeGreaterThan(100);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'data.lock'), 'utf8')).pid).toBe(first.child.pid);

      // A second server on the same folder: one line, exit 1, nothing touched.
      const before = snapshot();
      const second = spawnNode(['server/test/api-server.ts'], { PORT: String(await freePort()), HOST: '127.0.0.1' });
      expect(await second.exited).toBe(1);
      expect(second.output().trim()).toBe(`Le dossier de données est déjà utilisé par le processus ${first.child.pid}`);
      expect(snapshot()).toEqual(before);

      // The first one is unharmed.
      expect(
        (await post(first.base, '/api/auth/register', { email: 'client@example.fr', password: 'Client123!' })).status,
      ).toBe(201);

      // admin:create and retention go through the running server.
      const admin = spawnNode(['server/accounts/create-admin.ts', '--email', 'patronne@example.fr'], {
        ADMIN_PASSWORD: 'Admin1234!',
      });
      expect(await admin.exited).toBe(0);
      expect(admin.output()).toContain(`Le serveur (processus ${first.child.pid}) utilise le dossier de données`);
      expect(admin.output()).toContain('Compte administrateur créé\u00a0: patronne@example.fr');
      const login = await post(first.base, '/api/auth/admin/login', {
        email: 'patronne@example.fr',
        password: 'Admin1234!',
      });
      expect(login.status).toBe(200);
      const dry = spawnNode(['server/retention/cli.ts', '--dry-run']);
      expect(await dry.exited).toBe(0);
      expect(dry.output()).toContain('rien n’a été supprimé');

      // Killed without closing: its lock is stale and the next start takes it over, data intact.
      first.child.kill('SIGKILL');
      await first.exited;
      const third = await startServer();
      expect(
        (await post(third.base, '/api/auth/login', { email: 'client@example.fr', password: 'Client123!' })).status,
      ).toBe(200);
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'data.lock'))).toBe(false);
    },
  );
});
