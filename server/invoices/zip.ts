import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { DbOrTx } from '../db/client';
import { csvAmount, csvDay, frenchCsv } from './csv';
import { invoicePdf, type InvoiceRow } from './queries';

/** The list of the ZIP's invoices: UTF-8 with BOM, « ; » and decimal commas, what a French spreadsheet opens as is. */
function invoicesCsv(rows: InvoiceRow[]): string {
  const lines = [
    ['Numéro', 'Date', 'Commande', 'Client', 'Montant (EUR)', 'Règlement'],
    ...rows.map((r) => [
      r.number,
      csvDay(r.issuedAt),
      r.orderId,
      r.customerEmail,
      csvAmount(r.totalCents),
      r.methodLabel,
    ]),
  ];
  return frenchCsv(lines);
}

/**
 * The accountant's archive: every invoice's PDF as stored (`F-2026-000123.pdf`) and
 * `factures.csv` listing them. yazl (already used for the personal-data export) streams it;
 * each PDF is read from the database when its turn comes, so a year of invoices never sits
 * in memory at once.
 */
export function invoicesZip(db: DbOrTx, rows: InvoiceRow[], now: Date, onError: (err: unknown) => void): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(invoicesCsv(rows), 'utf8'), 'factures.csv', { mtime: now });
  for (const row of rows) {
    // pdfkit already compresses the content: stored, not deflated again.
    zip.addReadStreamLazy(`${row.number}.pdf`, { mtime: row.issuedAt, compress: false }, (cb) => {
      invoicePdf(db, row.id).then(
        (found) =>
          found ? cb(null, Readable.from([found.pdf])) : cb(new Error(`invoice ${row.number} vanished`), null as never),
        (err: unknown) => cb(err as Error, null as never),
      );
    });
  }
  zip.end();
  const out = new PassThrough();
  zip.on('error', (err: unknown) => {
    onError(err);
    out.destroy(err as Error);
  });
  (zip.outputStream as Readable).pipe(out);
  return out;
}
