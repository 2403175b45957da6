import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29, item 15: `npm start` (scripts/start.sh) runs node with a heap cap unless NODE_OPTIONS
 * already sets one. A stand-in `node` first on PATH prints the arguments it was given.
 */
const bin = mkdtempSync(path.join(os.tmpdir(), 'start-script-'));
writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho "$@"\n');
chmodSync(path.join(bin, 'node'), 0o755);

const argsOfNode = (nodeOptions?: string) =>
  execFileSync('sh', ['scripts/start.sh'], {
    env: { PATH: `${bin}:${process.env.PATH}`, ...(nodeOptions === undefined ? {} : { NODE_OPTIONS: nodeOptions }) },
    encoding: 'utf8',
  }).trim();

describe('npm start', () => {
  it('caps the heap at 192 MB', () => {
    expect(argsOfNode()).toBe('--max-old-space-size=192 scripts/start.mjs');
    expect(argsOfNode('--enable-source-maps')).toBe('--max-old-space-size=192 scripts/start.mjs');
  });

  it('leaves the heap to NODE_OPTIONS when it says how big', () => {
    expect(argsOfNode('--max-old-space-size=512')).toBe('scripts/start.mjs');
    expect(argsOfNode('--enable-source-maps --max_old_space_size=1024')).toBe('scripts/start.mjs');
  });

  it('runs node in its own place (exec): the process npm started is the server, signals reach it', () => {
    writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho $$\n');
    const run = spawnSync('sh', ['scripts/start.sh'], {
      env: { PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    });
    expect(Number(run.stdout.trim())).toBe(run.pid);
    writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho "$@"\n');
  });
});
