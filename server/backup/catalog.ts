import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface TableInfo {
  name: string;
  /** Stored columns, in table order (generated ones are computed again on insert). */
  columns: string[];
  /** Columns referencing the table itself: rows whose reference is null are dumped first. */
  selfRefs: string[];
}

/**
 * The application's tables (schema public) in an order where every table comes after those its
 * foreign keys point at, so a restore inserts parents first. Alphabetical among equals, so two
 * archives of one schema list tables the same way.
 */
export async function applicationTables(db: DbOrTx): Promise<TableInfo[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column" from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ child: string; parent: string; column: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent, a.attname as "column" from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const info = new Map<string, TableInfo>(tables.map((t) => [t.name, { name: t.name, columns: [], selfRefs: [] }]));
  for (const c of columns) info.get(c.table)?.columns.push(c.column);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const k of keys) {
    if (k.child === k.parent) info.get(k.child)?.selfRefs.push(k.column);
    else parents.get(k.child)?.add(k.parent);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)));
    // A cycle between tables (none today) would be restored with triggers off but still checked
    // by its foreign keys: refuse loudly rather than write an archive that cannot be restored.
    if (!next) throw new Error('foreign keys form a cycle between tables: no restore order');
    placed.add(next.name);
    ordered.push(info.get(next.name)!);
  }
  return ordered;
}

export interface MigrationMark {
  hash: string;
  createdAt: number;
}

/** The migrations applied to this database (Drizzle's journal table), oldest first. */
export async function appliedMigrations(db: DbOrTx): Promise<MigrationMark[]> {
  const rows = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

export interface SequenceValue {
  name: string;
  value: number | null;
}

export async function sequenceValues(db: DbOrTx): Promise<SequenceValue[]> {
  const rows = await rowsOf<{ name: string; value: string | number | null }>(
    db,
    sql`select sequencename as name, last_value as value from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );
  return rows.map((r) => ({ name: r.name, value: r.value === null ? null : Number(r.value) }));
}
