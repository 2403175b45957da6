import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestApp } from '../test/app';
import { throwawayDatabase } from '../test/child-server';
import { PASSPHRASE, runTool, tempDir } from './drill-kit';

/**
 * `npm run restore` into PostgreSQL (issue 28) refuses a database another connection uses (a
 * server would write meanwhile) and one that holds rows, with one line each and nothing changed;
 * the same database, migrated by an earlier start but never used, is restored into. PostgreSQL
 * only (set DATABASE_URL), as the other tests that need a database of their own.
 */
const ADMIN_URL = process.env.DATABASE_URL;

describe.skipIf(!ADMIN_URL)('restore into PostgreSQL: refusals of a used database', () => {
  let archive = '';
  let url = '';
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const t = await createTestApp({ BACKUP_DIR: tempDir('tr-pgtarget-out-'), BACKUP_PASSPHRASE: PASSPHRASE });
    try {
      archive = (await t.app.backup.run())!.locations[0]!;
    } finally {
      await t.close();
    }
    ({ url, drop } = await throwawayDatabase(ADMIN_URL!, 'restoretarget'));
    // Migrated by a start that stopped before any use: a fine target.
    await (await openDatabase({ databaseUrl: url, dataDir: '' })).close();
  }, 120_000);
  afterAll(() => drop?.());

  const restore = (dataDir: string) =>
    runTool('restore-cli', [archive], { DATA_DIR: dataDir, DATABASE_URL: url, BACKUP_PASSPHRASE: PASSPHRASE });

  it('refuses while another connection is open, then while a table holds a row, then restores', async () => {
    const { default: pg } = await import('pg');
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const dataDir = path.join(tempDir('tr-pgtarget-'), 'data');
    try {
      const inUse = await restore(dataDir);
      expect(inUse.code).toBe(1);
      expect(inUse.stderr).toBe(
        'Restauration refusée\u00a0: 1\u00a0autre connexion ouverte sur la base de DATABASE_URL\u202f; arrêtez le serveur.\n',
      );
      expect(inUse.stdout).toBe('');

      await other.query(
        `insert into contact_messages (name, email, subject, message) values ('Jane', 'jane@example.fr', 'Q', 'M')`,
      );
    } finally {
      await other.end();
    }
    const notEmpty = await restore(dataDir);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toBe(
      'Restauration refusée\u00a0: la base de données de DATABASE_URL n’est pas vide (table contact_messages).\n',
    );
    expect(existsSync(dataDir), 'nothing written to DATA_DIR').toBe(false);

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const rows = await check.query<{ n: string }>(`select count(*) as n from orders`);
      expect(Number(rows.rows[0]!.n), 'nothing restored').toBe(0);
      await check.query(`delete from contact_messages`);
    } finally {
      await check.end();
    }
    const done = await restore(dataDir);
    expect(done.stderr).toBe('');
    expect(done.stdout).toMatch(
      /^Restauration terminée, sauvegarde du \S+\. Lignes\u00a0: \d+\u202f; documents\u00a0: 0\u202f; effacements ré-appliqués\u00a0: 0\./,
    );
    expect(done.code).toBe(0);
  });
});
