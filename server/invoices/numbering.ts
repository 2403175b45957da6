import { sql } from 'drizzle-orm';
import { documentYear, formatDocumentNumber, type DocumentSeries } from '../../core/invoice-number';
import type { Transaction } from '../db/client';
import { documentCounters } from './schema';

export interface DocumentNumber {
  number: string;
  year: number;
  sequence: number;
  /** Never earlier than the previous number's: numbers and dates go up together. */
  issuedAt: Date;
}

/**
 * The next number of a series, taken inside the caller's transaction. The upsert locks the
 * year's counter row until that transaction ends: concurrent payments wait their turn, and a
 * rollback gives the number back, so the sequence has no gap (a database sequence would).
 */
export async function takeNumber(tx: Transaction, series: DocumentSeries, now: Date): Promise<DocumentNumber> {
  const year = documentYear(now);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, lastNumber: 1, lastIssuedAt: now })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: {
        lastNumber: sql`${documentCounters.lastNumber} + 1`,
        lastIssuedAt: sql`greatest(${documentCounters.lastIssuedAt}, excluded.last_issued_at)`,
      },
    })
    .returning({ sequence: documentCounters.lastNumber, issuedAt: documentCounters.lastIssuedAt });
  if (!row) throw new Error(`no number for series ${series} ${year}`);
  return {
    number: formatDocumentNumber(series, year, row.sequence),
    year,
    sequence: row.sequence,
    issuedAt: row.issuedAt,
  };
}
