import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { drillData, PASSPHRASE, runTool, tempDir } from './drill-kit';

/**
 * The operator's three commands as processes, started as `npm run` starts them (issue 28): what
 * they print, their exit code, what they write. The archive is made once, in this process, at
 * the tests' low key-derivation cost, which its header carries to the commands that read it.
 */
// Each test starts processes (npm, the commands) or puts hundreds of objects: on a machine busy
// with the browser suite beside it (decision 076) that takes more than the usual 30 s.
describe('npm run backup, backup:verify and restore', { timeout: 120_000 }, () => {
  const backupDir = tempDir('tr-cli-out-');
  let t: TestApp;
  let archive = '';

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE });
    await drillData(t);
    archive = (await t.app.backup.run())!.locations[0]!;
  }, 180_000);
  afterAll(() => t?.close());

  it('backup without BACKUP_PASSPHRASE refuses in one line saying what to set, and writes nothing', async () => {
    const out = tempDir('tr-cli-nopass-');
    const { code, stdout, stderr } = await runTool('cli', [], {
      DATA_DIR: path.join(tempDir('tr-cli-data-'), 'data'),
      BACKUP_DIR: out,
    });
    expect(stderr).toBe(
      'Sauvegarde impossible\u00a0: définissez BACKUP_PASSPHRASE (au moins 16 caractères) et gardez-la ailleurs que les sauvegardes.\n',
    );
    expect(stdout).toBe('');
    expect(code).not.toBe(0);
    expect(readdirSync(out)).toEqual([]);
  });

  it('backup:verify prints one line: valid for the archive, invalid for a damaged copy', async () => {
    const env = { BACKUP_PASSPHRASE: PASSPHRASE, DATA_DIR: path.join(tempDir('tr-cli-verify-'), 'data') };
    const good = await runTool('verify-cli', [archive], env);
    expect(good.stderr).toBe('');
    expect(good.stdout).toMatch(
      /^Archive valide\. Lignes\u00a0: \d+\u202f; documents déchiffrés\u00a0: 3\u202f; factures conformes\u00a0: 2\.\n$/,
    );
    expect(good.code).toBe(0);

    const damaged = path.join(tempDir('tr-cli-damaged-'), 'copy.tbk');
    const bytes = readFileSync(archive);
    bytes[bytes.length - 30]! ^= 0x01;
    writeFileSync(damaged, bytes);
    const bad = await runTool('verify-cli', ['--', damaged], env);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('Archive invalide\u00a0: archive endommagée ou tronquée.\n');
    expect(bad.code).toBe(1);
  });

  it('restore brings the archive into an empty DATA_DIR and says what it restored', async () => {
    const dataDir = path.join(tempDir('tr-cli-restore-'), 'data');
    const { code, stdout, stderr } = await runTool('restore-cli', ['--', archive], {
      BACKUP_PASSPHRASE: PASSPHRASE,
      DATA_DIR: dataDir,
    });
    expect(stderr).toBe('');
    expect(stdout).toMatch(
      /^Restauration terminée, sauvegarde du \d{4}-\d\d-\d\dT[\d:.]+Z\. Lignes\u00a0: \d+\u202f; documents\u00a0: 3\u202f; effacements ré-appliqués\u00a0: 0\.\n$/,
    );
    expect(code).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['files', 'pglite', 'secrets']));
    expect(readdirSync(path.join(dataDir, 'secrets'))).toContain('files-encryption-key');
    // The server's lock file went with the restoring process.
    expect(existsSync(path.join(dataDir, 'data.lock'))).toBe(false);
  });
});
