import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { DbOrTx } from '../db/client';
import { csvAmount, csvDay, frenchCsv } from './csv';
import { invoicePdf, type InvoiceRow } from './queries';

/**
 * The list of the ZIP's documents: UTF-8 with BOM, « ; » and decimal commas, what a French
 * spreadsheet opens as is. Invoices and credit notes side by side in date order, a credit note
 * negative and naming the invoice it corrects; the last lines add them up, so the period's
 * total is what it took in, refunds deducted (decision 066). French whatever the admin's
 * language: it is the accountant's document, like the ledger's CSV.
 */
function invoicesCsv(rows: InvoiceRow[]): string {
  const sum = (kind: InvoiceRow['kind']) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.totalCents, 0);
  const invoicesCents = sum('invoice');
  const creditNotesCents = sum('credit_note');
  const total = (label: string, cents: number) => ['', '', '', '', '', label, csvAmount(cents), ''];
  return frenchCsv([
    ['Numéro', 'Type', 'Date', 'Facture corrigée', 'Commande', 'Client', 'Montant (EUR)', 'Règlement'],
    ...rows.map((r) => [
      r.number,
      r.kind === 'invoice' ? 'Facture' : 'Avoir',
      csvDay(r.issuedAt),
      r.corrects ?? '',
      r.orderId,
      r.customerEmail,
      csvAmount(r.totalCents),
      r.methodLabel,
    ]),
    total('Total des factures', invoicesCents),
    total('Total des avoirs', creditNotesCents),
    total('Total net de la période', invoicesCents + creditNotesCents),
  ]);
}

/**
 * The accountant's archive: every invoice's and credit note's PDF as stored (`F-2026-000123.pdf`,
 * `A-2026-000007.pdf`) and `factures.csv` listing them. yazl (already used for the personal-data export) streams it;
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
          found
            ? cb(null, Readable.from([found.pdf]))
            : cb(new Error(`document ${row.number} vanished`), null as never),
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
