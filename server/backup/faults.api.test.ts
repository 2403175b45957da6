import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { createTestApp, type TestApp } from '../test/app';
import { drillData, PASSPHRASE, tempDir } from './drill-kit';
import { backupNow } from './job';
import { ArchiveRefusedError } from './reader';
import { restoreArchive } from './restore';
import { TargetRefusedError } from './restore-target';
import { verifyArchive } from './verify';

/** Refusals of restore and verify, and the failure e-mail (issue 28). */
const refusalId = (err: unknown) => JSON.parse((err as Error).message).$msg as string;
async function refused(p: Promise<unknown>): Promise<{ error: unknown; id: string }> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a refusal').toBeTruthy();
  return { error, id: refusalId(error) };
}

/** Each damaged variant of the archive, and a wrong passphrase, is refused before anything is written. */
async function expectDamagedArchivesRefused(archive: string) {
  const bytes = readFileSync(archive);
  const variants: [string, Buffer][] = [
    ['tampered-start', Buffer.from(bytes).fill(0x41, 5000, 5001)],
    ['tampered-end', Buffer.from(bytes).fill(0x41, bytes.length - 40, bytes.length - 39)],
    ['truncated', bytes.subarray(0, bytes.length - 200)],
    ['cut-at-half', bytes.subarray(0, Math.floor(bytes.length / 2))],
    ['not-an-archive', Buffer.from('%PDF-1.4 nothing to see')],
  ];
  for (const [name, content] of variants) {
    const file = path.join(tempDir('tr-faults-bad-'), `${name}.tbk`);
    writeFileSync(file, content);
    const target = path.join(tempDir('tr-faults-target-'), 'data');
    const { error, id } = await refused(restoreArchive(file, PASSPHRASE, { DATA_DIR: target }));
    expect(error, name).toBeInstanceOf(ArchiveRefusedError);
    // A change in the first chunk cannot be told from a wrong passphrase: the message says both.
    expect(id, name).toMatch(/^backup\.(damaged|notArchive|wrongPassphrase)$/);
    expect(existsSync(target), `${name}: nothing written`).toBe(false);
  }
  const target = path.join(tempDir('tr-faults-target-'), 'data');
  const wrong = await refused(restoreArchive(archive, 'not the passphrase at all', { DATA_DIR: target }));
  expect(wrong.id).toBe('backup.wrongPassphrase');
  expect(existsSync(target)).toBe(false);
}

describe('backup faults and refusals', () => {
  const backupDir = tempDir('tr-faults-out-');
  let t: TestApp;
  let archive = '';

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE });
    await drillData(t);
    archive = (await t.app.backup.run())!.locations[0]!;
  }, 180_000);
  afterAll(() => t?.close());

  it(
    'refuses a damaged, truncated or foreign archive before writing anything, and a wrong passphrase',
    { timeout: 180_000 },
    async () => {
      await expectDamagedArchivesRefused(archive);
    },
  );

  it('refuses a data folder that is not empty, or that a running server holds', { timeout: 120_000 }, async () => {
    const full = tempDir('tr-faults-full-');
    writeFileSync(path.join(full, 'notes.txt'), 'déjà là');
    const notEmpty = await refused(restoreArchive(archive, PASSPHRASE, { DATA_DIR: full }));
    expect(notEmpty.error).toBeInstanceOf(TargetRefusedError);
    expect(notEmpty.id).toBe('backup.dataDirNotEmpty');

    // Another process holds the folder, as a running server does.
    const held = tempDir('tr-faults-held-');
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./server/data-dir/lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(held)}); console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) =>
        holder.stdout!.on('data', (c: Buffer) => c.toString().includes('locked') && resolve()),
      );
      const running = await refused(restoreArchive(archive, PASSPHRASE, { DATA_DIR: held }));
      expect(running.id).toBe('backup.serverRunning');
      expect(JSON.parse((running.error as Error).message).vars.pid).toBe(holder.pid);
      expect(readdirSync(held)).toEqual(['data.lock']);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it(
    'e-mails the translator once when backups fail, and again only after a success',
    { timeout: 120_000 },
    async () => {
      const blocked = path.join(tempDir('tr-faults-blocked-'), 'a-file');
      writeFileSync(blocked, '');
      const deps = (dir: string) => ({
        database: t.database,
        blobs: t.app.files.blobs,
        settings: { ...t.app.config, BACKUP_DIR: path.join(dir, 'backups') },
        log: { info: () => {}, warn: () => {}, error: () => {} },
        enqueue: (db: typeof t.database.db, mail: Parameters<typeof t.app.mail.enqueue>[1]) =>
          t.app.mail.enqueue(db, { ...mail, to: t.app.mail.businessEmail }).then(() => {}),
      });
      const failed = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'backup-failed'));
      await expect(backupNow(deps(blocked))).rejects.toThrow();
      await expect(backupNow(deps(blocked))).rejects.toThrow();
      const mails = await failed();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe(t.app.mail.businessEmail);
      expect(mails[0]!.subject).toBe('La sauvegarde de la nuit a échoué');
      expect(mails[0]!.text).toContain('ENOTDIR');
      expect((await t.app.backup.status()).failure).not.toBeNull();

      const good = tempDir('tr-faults-good-');
      mkdirSync(path.join(good, 'backups'));
      await backupNow(deps(good));
      expect((await t.app.backup.status()).failure).toBeNull();
      await expect(backupNow(deps(blocked))).rejects.toThrow();
      expect(await failed()).toHaveLength(2);
    },
  );

  it(
    'verifies a good archive (rows, documents decrypted, invoices) and refuses a tampered one',
    { timeout: 120_000 },
    async () => {
      // One embedded database per process: the source's goes first.
      await t.close();
      const result = await verifyArchive(archive, PASSPHRASE);
      expect(result.problems.map(refusalId)).toEqual([]);
      expect(result).toMatchObject({ ok: true, documents: 3, invoices: 2 });
      const copy = path.join(tempDir('tr-faults-copy-'), 'copy.tbk');
      copyFileSync(archive, copy);
      const bytes = readFileSync(copy);
      bytes[bytes.length - 30]! ^= 0x01;
      writeFileSync(copy, bytes);
      const { id } = await refused(verifyArchive(copy, PASSPHRASE));
      expect(id).toBe('backup.damaged');
    },
  );
});
