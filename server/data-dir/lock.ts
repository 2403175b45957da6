import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per data folder with the embedded database: PGlite is a single-process PostgreSQL,
 * and two processes on one folder corrupt it. The lock is a file holding the owner's PID (and
 * its start time, so a PID reused after a reboot is not mistaken for the owner); a lock whose
 * process is gone is stale and taken over.
 */
export const LOCK_FILE = 'data.lock';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(readonly pid: number) {
    super(`Le dossier de données est déjà utilisé par le processus ${pid}`);
  }
}

interface LockContent {
  pid: number;
  /** Process start time in clock ticks since boot (Linux /proc), when known. */
  start: number | null;
  host: string;
  token: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Start time of a process (field 22 of /proc/<pid>/stat), or null where /proc is not available. */
function processStart(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[19]);
    return Number.isFinite(start) ? start : null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockContent): boolean {
  if (owner.host !== os.hostname()) return true; // Another machine (shared disk): never assume it is dead.
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStart(owner.pid);
  return owner.start === null || start === null || start === owner.start;
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as LockContent;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

const held = new Map<string, DataDirLock>();

/**
 * Takes the folder's lock or throws DataDirInUseError naming the live owner. Writes nothing when
 * the folder is in use. Re-entrant within one process.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const mine = held.get(file);
  if (mine) return mine;
  const content: LockContent = {
    pid: process.pid,
    start: processStart(process.pid),
    host: os.hostname(),
    token: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const owner = readLock(file);
    if (owner && isAlive(owner)) throw new DataDirInUseError(owner.pid);
    // Written aside, then linked: the lock appears whole or not at all, and only for one process.
    const temp = `${file}.${content.token}`;
    writeFileSync(temp, JSON.stringify(content), { mode: 0o600 });
    try {
      if (owner || existsLoose(file)) breakStaleLock(file, owner);
      linkSync(temp, file);
      unlinkSync(temp);
      const lock: DataDirLock = {
        file,
        release() {
          held.delete(file);
          process.off('exit', lock.release);
          if (readLock(file)?.token === content.token) unlinkSync(file);
        },
      };
      held.set(file, lock);
      process.once('exit', lock.release);
      return lock;
    } catch (err) {
      unlinkSync(temp);
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'EAGAIN') throw err;
      // Someone else took or is breaking it: look again.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  const owner = readLock(file);
  throw new DataDirInUseError(owner?.pid ?? 0);
}

function existsLoose(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes a stale lock. Two processes finding the same stale lock must not both remove it (the
 * second would remove the first's new lock), so breaking takes a short-lived guard file first.
 */
function breakStaleLock(file: string, seen: LockContent | null): void {
  const guard = `${file}.break`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // A guard left by a process killed while breaking: old enough, it is removed.
    if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
    throw Object.assign(new Error('lock being broken'), { code: 'EAGAIN' });
  }
  try {
    const now = readLock(file);
    if ((now?.token ?? null) === (seen?.token ?? null)) {
      try {
        unlinkSync(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}
