import type { Database } from '../db/client';
import { invoices, type Invoice } from '../invoices/schema';

let n = 0;

/**
 * Test fixture: an invoice (positive) or a credit note (negative, crediting `invoiceId`) written
 * straight into the ledger at a chosen instant, numbered by a counter of the test's own — for
 * figures by month and year without paying orders at chosen dates.
 */
export async function insertDocument(
  db: Database,
  doc: { issuedAt: Date; totalCents: number; invoiceId?: string; orderId?: string; email?: string },
): Promise<Invoice> {
  const credit = doc.totalCents < 0;
  const series = credit ? 'A' : 'F';
  const sequence = ++n;
  const year = doc.issuedAt.getUTCFullYear();
  const number = `${series}-${year}-${String(sequence).padStart(6, '0')}`;
  const [row] = await db
    .insert(invoices)
    .values({
      kind: credit ? 'credit_note' : 'invoice',
      number,
      series,
      year,
      sequence,
      orderId: doc.orderId ?? `TR-LEDGER${String(sequence).padStart(2, '0')}`,
      invoiceId: credit ? doc.invoiceId : null,
      issuedAt: doc.issuedAt,
      customerEmail: doc.email ?? 'client@example.fr',
      totalCents: doc.totalCents,
      data: { payment: { methodLabel: credit ? 'Remboursement' : 'Carte bancaire (Stripe)' } } as never,
      pdf: Buffer.from('%PDF-test'),
    })
    .returning();
  return row!;
}
