import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { applicationTables, appliedMigrations, quoteIdent, rowsOf, sequenceValues, type TableInfo } from './catalog';
import type { EntryWriter } from './format';
import { ENTRY, FORMAT_VERSION, type ArchiveMeta, type Manifest, type TableRecord } from './manifest';

const ROWS_PER_FETCH = 500;

export type SnapshotResult = Pick<Manifest, 'takenAt' | 'tables' | 'sequences' | 'invoicePdfs'> & {
  documentKeys: string[];
};

/**
 * Writes the meta entry and every table of one consistent snapshot: a REPEATABLE READ, READ ONLY
 * transaction, so the rows are those of one instant while the site keeps taking orders (on
 * PostgreSQL nobody waits; PGlite has one connection, so its queries wait for the dump, which
 * holds database rows only: documents are copied after it). Rows are PostgreSQL's own JSON
 * (row_to_json), one per line: the same text loads into PGlite or PostgreSQL.
 */
export async function writeSnapshot(
  db: Database,
  driver: ArchiveMeta['driver'],
  out: EntryWriter,
): Promise<SnapshotResult> {
  return db.transaction(
    async (tx) => {
      const [clock] = await rowsOf<{ now: string }>(tx, sql`select to_json(now())#>>'{}' as now`);
      const takenAt = new Date(clock!.now).toISOString();
      const meta: ArchiveMeta = {
        kind: ENTRY.meta,
        name: 'meta',
        format: FORMAT_VERSION,
        takenAt,
        driver,
        migrations: await appliedMigrations(tx),
      };
      await out.begin({ ...meta });
      await out.end();
      const tables: TableRecord[] = [];
      for (const table of await applicationTables(tx)) tables.push(await dumpTable(tx, table, out));
      const sequences = await sequenceValues(tx);
      await out.begin({ kind: ENTRY.sequences, name: 'sequences' });
      await out.data(Buffer.from(JSON.stringify(sequences)));
      await out.end();
      const pdfs = await rowsOf<{ id: string; sha: string }>(
        tx,
        sql`select id::text as id, encode(sha256(pdf), 'hex') as sha from invoices`,
      );
      const keys = await rowsOf<{ key: string }>(tx, sql`select storage_key as key from uploads order by storage_key`);
      return {
        takenAt,
        tables,
        sequences,
        invoicePdfs: Object.fromEntries(pdfs.map((p) => [p.id, p.sha])),
        documentKeys: keys.map((k) => k.key),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: DbOrTx, table: TableInfo, out: EntryWriter): Promise<TableRecord> {
  const name = quoteIdent(table.name);
  // Rows whose self-reference is empty come first, so a credit note follows its invoice.
  const order = table.selfRefs.length
    ? `order by ${table.selfRefs.map((c) => `${quoteIdent(c)} is not null`).join(', ')}`
    : '';
  await out.begin({ kind: ENTRY.table, name: table.name, columns: table.columns });
  await tx.execute(
    sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from public.${name} t ${order}`),
  );
  let rows = 0;
  for (;;) {
    const batch = await rowsOf<{ j: string }>(tx, sql.raw(`fetch forward ${ROWS_PER_FETCH} from backup_rows`));
    if (batch.length === 0) break;
    rows += batch.length;
    await out.data(Buffer.from(batch.map((r) => r.j + '\n').join(''), 'utf8'));
  }
  await tx.execute(sql.raw('close backup_rows'));
  const digest = await out.end();
  return { name: table.name, columns: table.columns, rows, ...digest };
}
