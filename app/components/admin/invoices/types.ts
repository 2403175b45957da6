import type { PeriodPreset } from '../PeriodFilter';
import type { InvoicesPageFilters } from './invoice-links';

/** What /admin/factures draws (decision 074: the loader, app/.server/admin-invoices.ts, builds it). */

export interface InvoiceRowView {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  orderId: string;
  customerEmail: string;
  totalCents: number;
  methodLabel: string;
  /** A credit note's invoice number; null on an invoice. */
  corrects: string | null;
  pdfUrl: string;
}

export interface InvoicesPageData {
  filters: InvoicesPageFilters;
  /** Set when the URL's period could not be used (it is then ignored). */
  periodError: string | null;
  items: InvoiceRowView[];
  page: number;
  pages: number;
  /** Documents of both kinds that match (all pages), and of each kind. */
  total: number;
  invoices: number;
  creditNotes: number;
  /** Invoices minus credit notes issued in the period (decision 066). */
  totalCents: number;
  /** The ZIP of everything the filters select (all pages). */
  zipUrl: string;
  /** One-click periods for the accountant, from today in Paris. */
  presets: PeriodPreset[];
}
