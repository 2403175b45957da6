import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { ref } from '../../core/messages';
import { migrationsFolder, openDatabase } from '../db/client';
import { parseMasterKey } from '../storage';
import { decryptStream } from '../storage/encryption';
import { applyArchive } from './apply';
import { quoteIdent, rowsOf } from './catalog';
import { checkArchive } from './reader';
import { archiveMigrations, checkMigrations } from './restore-target';

export interface VerifyResult {
  ok: boolean;
  rows: number;
  documents: number;
  invoices: number;
  /** Message references, one per problem found. */
  problems: string[];
}

const drain = () => new Writable({ write: (_c, _e, done) => done() });

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, new Writable({ write: (c: Buffer, _e, done) => (hash.update(c), done()) }));
  return hash.digest('hex');
}

/**
 * `npm run backup:verify`: checks the archive (authentication, checksums), restores it into an
 * in-memory database (nothing written to disk, nothing listening), then compares each table's
 * row count with the manifest, decrypts every document and compares it with its upload's
 * SHA-256, and compares every invoice's PDF with its recorded hash.
 */
export async function verifyArchive(file: string, passphrase: string, filesKey?: string): Promise<VerifyResult> {
  const { meta, manifest } = await checkArchive(file, passphrase);
  checkMigrations(meta.migrations);
  const problems: string[] = [];
  // An older archive loads at its own schema and then takes the migrations it lacks, as a restore.
  const staged = archiveMigrations(meta.migrations);
  const database = await openDatabase({ dataDir: '', inMemory: true, migrationsFolder: staged ?? undefined });
  try {
    let masterKey = filesKey ? parseMasterKey(filesKey) : undefined;
    let documents = 0;
    await applyArchive(database.db, file, passphrase, {
      async secret(name, bytes) {
        if (name === 'files-encryption-key' && !masterKey) masterKey = parseMasterKey(bytes.toString('utf8'));
      },
      async document(key, ciphertext, tx) {
        const [upload] = await rowsOf<{ sha256: string }>(
          tx,
          sql`select sha256 from uploads where storage_key = ${key}`,
        );
        let digest = '';
        try {
          if (!masterKey) throw new Error('no key');
          digest = await sha256Of(ciphertext.pipe(decryptStream(masterKey)));
        } catch {
          ciphertext.resume();
        }
        if (!upload || digest !== upload.sha256) problems.push(ref('backup.documentUnreadable', { key }));
        else documents++;
      },
      blogImage: (_name, bytes) => pipeline(bytes, drain()),
    });
    if (staged) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
    }
    for (const table of manifest.tables) {
      const [row] = await rowsOf<{ n: string | number }>(
        database.db,
        sql.raw(`select count(*) as n from public.${quoteIdent(table.name)}`),
      );
      const found = Number(row?.n ?? 0);
      if (found !== table.rows) {
        problems.push(ref('backup.rowCount', { table: table.name, found, expected: table.rows }));
      }
    }
    const pdfs = await rowsOf<{ id: string; sha: string }>(
      database.db,
      sql`select id::text as id, encode(sha256(pdf), 'hex') as sha from invoices`,
    );
    let invoices = 0;
    for (const pdf of pdfs) {
      if (manifest.invoicePdfs[pdf.id] === pdf.sha) invoices++;
      else problems.push(ref('backup.invoiceMismatch', { id: pdf.id }));
    }
    if (manifest.missingDocuments.length) {
      problems.push(ref('backup.missingDocuments', { count: manifest.missingDocuments.length }));
    }
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    return { ok: problems.length === 0, rows, documents, invoices, problems };
  } finally {
    await database.close();
    if (staged) await rm(staged, { recursive: true, force: true });
  }
}
