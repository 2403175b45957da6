import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { quoteIdent, type SequenceValue } from './catalog';

const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 4 * 1024 * 1024;

/**
 * Inserts one table's rows (JSON lines, as snapshot.ts writes them) in batches: PostgreSQL turns
 * each batch back into rows of the table itself (json_populate_recordset), so types, bytea,
 * jsonb and time zones come back exactly, on PGlite or PostgreSQL alike. The columns are the
 * archive's: a column added since takes its default. The table's own triggers are off meanwhile
 * (they guard live changes: a refund's cap, an invoice's immutability; the archive's rows already
 * passed them), its constraints and foreign keys are not.
 */
export class TableLoader {
  private readonly decoder = new StringDecoder('utf8');
  private tail = '';
  private lines: string[] = [];
  private bytes = 0;
  rows = 0;

  private constructor(
    private readonly db: DbOrTx,
    private readonly target: string,
    private readonly columns: string,
  ) {}

  static async open(db: DbOrTx, table: string, columns: string[]): Promise<TableLoader> {
    const target = `public.${quoteIdent(table)}`;
    await db.execute(sql.raw(`alter table ${target} disable trigger user`));
    return new TableLoader(db, target, columns.map(quoteIdent).join(', '));
  }

  async push(chunk: Buffer): Promise<void> {
    const parts = (this.tail + this.decoder.write(chunk)).split('\n');
    this.tail = parts.pop()!;
    for (const line of parts) {
      if (!line) continue;
      this.lines.push(line);
      this.bytes += line.length;
      if (this.lines.length >= ROWS_PER_INSERT || this.bytes >= BYTES_PER_INSERT) await this.flush();
    }
  }

  private async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    const json = `[${this.lines.join(',')}]`;
    const cols = sql.raw(this.columns);
    await this.db.execute(
      sql`insert into ${sql.raw(this.target)} (${cols}) select ${cols} from json_populate_recordset(null::${sql.raw(this.target)}, ${json}::json)`,
    );
    this.rows += this.lines.length;
    this.lines = [];
    this.bytes = 0;
  }

  async finish(): Promise<number> {
    const rest = this.tail + this.decoder.end();
    if (rest) this.lines.push(rest);
    await this.flush();
    await this.db.execute(sql.raw(`alter table ${this.target} enable trigger user`));
    return this.rows;
  }
}

/** Sequences carry on from the archive's values, so new rows never reuse a number. */
export async function restoreSequences(db: DbOrTx, sequences: SequenceValue[]): Promise<void> {
  for (const s of sequences) {
    if (s.value === null) continue;
    await db.execute(sql`select setval(${`public.${quoteIdent(s.name)}`}::regclass, ${s.value})`);
  }
}
