// Starts the production server on a free port with a throwaway data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `dataDir`: an existing data folder (default: a new one); `probe`: the path whose first 200 ends
 * the start; `script`: the server bundle (another build's, to compare); `command`: what to run
 * instead of `node <script>` (e.g. `['sh', 'scripts/start.sh']`, as `npm start` does).
 */
export async function startServer({
  port = 3390,
  env = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-bench-')),
  probe = '/',
  pollMs = 25,
  script = 'dist/server.js',
  command = [process.execPath, script],
} = {}) {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
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
      const res = await fetch(base + probe);
      if (res.status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const coldStartMs = performance.now() - started;
  // CPU the process used to get there: steadier than wall time on a machine others load too.
  const coldStartCpuMs = child.pid ? readCpuMs(child.pid) : 0;
  return {
    base,
    coldStartCpuMs,
    dataDir,
    coldStartMs,
    rss: () => (child.pid ? readRss(child.pid) : 0),
    cpuMs: () => (child.pid ? readCpuMs(child.pid) : 0),
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

/** User + system CPU time of a process so far, from /proc (clock ticks of 10 ms). */
export function readCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
