import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  ArchiveAuthError,
  decryptArchive,
  deriveArchiveKey,
  encryptArchive,
  KDF_DEFAULTS,
  newArchiveHeader,
} from './crypto';
import { EntryWriter, readEntries } from './format';
import { archivesToRemove, nextBackupAt } from './rotation';
import { archiveDate, archiveName, BackupRefusal, checkBackupSettings } from './targets';

const FAST_KDF = { log2N: 14, r: 8, p: 1 };

it('derives archive keys at OWASP’s scrypt cost (the API tests lower it: server/test/low-cost-hashing.ts)', () => {
  expect(KDF_DEFAULTS).toEqual({ log2N: 16, r: 8, p: 2 });
});

async function seal(plaintext: Buffer, passphrase = 'a passphrase of some length'): Promise<Buffer> {
  const header = newArchiveHeader(FAST_KDF);
  const key = await deriveArchiveKey(passphrase, header.salt, header.kdf);
  const out: Buffer[] = [];
  const enc = encryptArchive(key, header);
  enc.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((r) => enc.on('end', r));
  enc.end(plaintext);
  await done;
  return Buffer.concat(out);
}

async function open(sealed: Buffer, passphrase = 'a passphrase of some length'): Promise<Buffer> {
  const dec = decryptArchive((h) => deriveArchiveKey(passphrase, h.salt, h.kdf));
  const out: Buffer[] = [];
  Readable.from([sealed.subarray(0, 1000), sealed.subarray(1000)]).pipe(dec);
  for await (const c of dec) out.push(c as Buffer);
  return Buffer.concat(out);
}

describe('archive encryption', () => {
  const data = randomBytes(200_000);

  it('round-trips across chunk boundaries', async () => {
    expect((await open(await seal(data))).equals(data)).toBe(true);
    expect((await open(await seal(Buffer.alloc(0)))).length).toBe(0);
  });

  it('refuses a wrong passphrase, a flipped bit, a cut end and a dropped chunk', async () => {
    const sealed = await seal(data);
    await expect(open(sealed, 'another passphrase entirely')).rejects.toThrow(/wrong passphrase/);
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 100]! ^= 1;
    await expect(open(flipped)).rejects.toBeInstanceOf(ArchiveAuthError);
    // Cut exactly at a chunk's end: every remaining chunk authenticates, but none is marked final.
    const header = sealed.length - 3 * (64 * 1024 + 16) - (200_000 - 3 * 64 * 1024 + 16);
    await expect(open(sealed.subarray(0, header + 2 * (64 * 1024 + 16)))).rejects.toThrow(/truncated|damaged/);
    await expect(open(sealed.subarray(0, sealed.length - 1))).rejects.toBeInstanceOf(ArchiveAuthError);
    const dropped = Buffer.concat([sealed.subarray(0, header), sealed.subarray(header + 64 * 1024 + 16)]);
    await expect(open(dropped)).rejects.toBeInstanceOf(ArchiveAuthError);
  });

  it('frames entries and gives back each one’s bytes and digest', async () => {
    const chunks: Buffer[] = [];
    const sink = new (await import('node:stream')).PassThrough();
    sink.on('data', (c: Buffer) => chunks.push(c));
    const out = new EntryWriter(sink);
    await out.begin({ kind: 'table', name: 'orders' });
    await out.data(Buffer.from('{"id":1}\n'.repeat(20_000)));
    const digest = await out.end();
    sink.end();
    const events = [];
    for await (const e of readEntries(Readable.from(chunks))) events.push(e);
    expect(events[0]).toEqual({ type: 'begin', meta: { kind: 'table', name: 'orders' } });
    expect(events.at(-1)).toEqual({ type: 'end', digest });
    expect(digest.bytes).toBe(180_000);
  });
});

describe('backup settings', () => {
  const base = { DATA_DIR: '/srv/site/data', BACKUP_TIME: '03:30', BACKUP_S3_REGION: 'us-east-1' };
  const refusal = (settings: object) => {
    try {
      checkBackupSettings({ ...base, ...settings } as never);
      return null;
    } catch (err) {
      expect(err).toBeInstanceOf(BackupRefusal);
      return JSON.parse((err as Error).message).$msg as string;
    }
  };

  it('refuses a missing passphrase or target and a BACKUP_DIR inside DATA_DIR', () => {
    expect(refusal({ BACKUP_DIR: '/mnt/backup' })).toBe('backup.noPassphrase');
    expect(refusal({ BACKUP_PASSPHRASE: 'x'.repeat(20) })).toBe('backup.noTarget');
    expect(refusal({ BACKUP_PASSPHRASE: 'x'.repeat(20), BACKUP_DIR: '/srv/site/data/backups' })).toBe(
      'backup.dirInsideData',
    );
    expect(refusal({ BACKUP_PASSPHRASE: 'x'.repeat(20), BACKUP_DIR: '/srv/site/data' })).toBe('backup.dirInsideData');
    expect(refusal({ BACKUP_PASSPHRASE: 'x'.repeat(20), BACKUP_DIR: '/srv/site/data-backups' })).toBeNull();
  });

  it('names archives by their UTC date, read back exactly', () => {
    const at = new Date('2026-11-28T03:30:00.123Z');
    expect(archiveName(at)).toBe('backup-20261128-033000-123');
    expect(archiveDate(archiveName(at) + '.tbk')).toEqual(at);
    expect(archiveDate('backups/' + archiveName(at))).toEqual(at);
    expect(archiveDate('notes.txt')).toBeNull();
  });
});

describe('rotation and schedule', () => {
  it('keeps the newest of each of 7 days, 4 weeks and 12 months, and nothing older', () => {
    // Two archives a night for 400 nights.
    const archives = Array.from({ length: 800 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 28, 2, 30) - Math.floor(i / 2) * 86_400_000 - (i % 2) * 3_600_000),
    }));
    const removed = new Set(archivesToRemove(archives));
    const kept = archives.filter((a) => !removed.has(a));
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(kept.length).toBeGreaterThanOrEqual(12 + 4);
    // The last 7 nights, the later of each night's two.
    for (let d = 0; d < 7; d++) expect(kept).toContain(archives[2 * d]);
    const oldest = Math.min(...kept.map((a) => a.at.getTime()));
    expect(Date.UTC(2026, 10, 28) - oldest).toBeLessThan(366 * 86_400_000);
    expect(Date.UTC(2026, 10, 28) - oldest).toBeGreaterThan(300 * 86_400_000);
  });

  it('finds the next Paris wall-clock time, winter and summer', () => {
    expect(nextBackupAt(new Date('2026-11-28T10:00:00Z'), '03:30').toISOString()).toBe('2026-11-29T02:30:00.000Z');
    expect(nextBackupAt(new Date('2026-07-01T00:00:00Z'), '03:30').toISOString()).toBe('2026-07-01T01:30:00.000Z');
    // The night clocks go back: 03:30 happens once, after the change.
    expect(nextBackupAt(new Date('2026-10-24T12:00:00Z'), '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
});
