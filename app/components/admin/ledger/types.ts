import type { PeriodPreset } from '../PeriodFilter';

/** What /admin/recettes draws (decision 074: the loader, app/.server/admin-ledger.ts, builds it). */

/** A month's or a year's totals, as the ledger's queries add them up. */
export interface LedgerTotalRow {
  /** YYYY-MM for a month, YYYY for a year. */
  period: string;
  payments: number;
  paymentsCents: number;
  refunds: number;
  /** Negative (the sum of the credit notes). */
  refundsCents: number;
  /** Received minus refunded: what the ledger adds up to. */
  netCents: number;
}

export interface LedgerRowView {
  date: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  orderId: string;
  client: string;
  nature: string;
  amountCents: number;
  method: string;
  /** A refund's corrected invoice (its number); null for a payment. */
  corrects: string | null;
  pdfUrl: string;
}

export interface LedgerPageData {
  from: string;
  to: string;
  /** Set when the URL's period could not be used (this year is shown instead). */
  periodError: string | null;
  entries: LedgerRowView[];
  months: LedgerTotalRow[];
  years: LedgerTotalRow[];
  /** The period's totals: received, refunded (negative), net. */
  total: { paymentsCents: number; refundsCents: number; netCents: number; count: number };
  csvUrl: string;
  presets: PeriodPreset[];
}
