// Starts the production server on a free port with a throwaway data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function startServer({ port = 3390, env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'demo',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      const res = await fetch(base + '/');
      if (res.status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  const coldStartMs = performance.now() - started;
  return {
    base,
    coldStartMs,
    rss: () => (child.pid ? readRss(child.pid) : 0),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function readRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
