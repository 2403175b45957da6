import { csvAmount, csvDay, frenchCsv } from '../invoices/csv';
import type { LedgerEntry } from './queries';

/**
 * The ledger of a period as the accountant opens it (UTF-8 with BOM, « ; », decimal commas): one
 * line per payment or refund in date order, the columns of a livre des recettes, then the
 * period's total. A refund names the invoice its credit note corrects in the last column (added
 * last, so a spreadsheet built on the earlier columns still reads them where they were).
 */
export function ledgerCsv(entries: LedgerEntry[]): string {
  const net = entries.reduce((n, e) => n + e.amountCents, 0);
  return frenchCsv([
    ['Date', 'Numéro', 'Client', 'Nature', 'Montant (EUR)', 'Mode de règlement', 'Commande', 'Facture corrigée'],
    ...entries.map((e) => [
      csvDay(e.date),
      e.number,
      e.client,
      e.nature,
      csvAmount(e.amountCents),
      e.method,
      e.orderId,
      e.corrects ?? '',
    ]),
    ['', '', '', 'Total de la période', csvAmount(net), '', '', ''],
  ]);
}
