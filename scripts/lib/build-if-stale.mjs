import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The PGlite template's marker is written last by the build (scripts/build-pglite-template.ts).
const OUTPUTS = ['build/server/index.js', 'dist/server.js', 'dist/pglite-template/template.json'];
const SOURCES = [
  'app',
  'core',
  'server',
  'public',
  'drizzle',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const name of readdirSync(p)) max = Math.max(max, newest(path.join(p, name)));
  return max;
}

/** Runs `npm run build` when there is no build or a source file is newer than it. */
export function buildIfStale() {
  const builtAt = Math.min(...OUTPUTS.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  if (builtAt !== 0 && !SOURCES.some((s) => newest(s) > builtAt)) return;
  console.log(builtAt === 0 ? 'No build found: building…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
