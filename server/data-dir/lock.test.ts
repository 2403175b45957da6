import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './lock';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'tr-lock-'));

describe('data folder lock', () => {
  it('is taken, re-entrant in the same process, and released', () => {
    const d = dir();
    const lock = lockDataDir(d);
    expect(lockDataDir(d)).toBe(lock);
    expect(JSON.parse(readFileSync(path.join(d, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(d, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder a live process holds, naming it, without writing anything', () => {
    const d = dir();
    const owner = { pid: process.ppid, start: null, host: os.hostname(), token: 'other' };
    writeFileSync(path.join(d, LOCK_FILE), JSON.stringify(owner));
    expect(() => lockDataDir(d)).toThrow(new DataDirInUseError(process.ppid));
    expect(() => lockDataDir(d)).toThrow(`Le dossier de données est déjà utilisé par le processus ${process.ppid}`);
    expect(JSON.parse(readFileSync(path.join(d, LOCK_FILE), 'utf8'))).toEqual(owner);
  });

  it('takes over the lock of a process that died, or of a PID now used by another process', () => {
    const dead = dir();
    // PIDs above the kernel's pid_max never exist.
    writeFileSync(
      path.join(dead, LOCK_FILE),
      JSON.stringify({ pid: 2 ** 22 + 1, start: 1, host: os.hostname(), token: 'dead' }),
    );
    lockDataDir(dead).release();
    const reused = dir();
    writeFileSync(
      path.join(reused, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, start: 1, host: os.hostname(), token: 'old' }),
    );
    const lock = lockDataDir(reused);
    expect(JSON.parse(readFileSync(path.join(reused, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
