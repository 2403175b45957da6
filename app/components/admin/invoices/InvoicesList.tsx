import { FileDown } from 'lucide-react';
import { documentFileName } from '../../../../core/invoice-number';
import { useT } from '../../../lib/i18n';
import { DataTable, ROW_BUTTON } from '../DataTable';
import { Pager } from '../Pager';
import { PeriodPresets } from '../PeriodFilter';
import { FormAlert } from '../../form/FormAlert';
import { invoiceColumns } from './invoice-columns';
import { invoicesHref } from './invoice-links';
import { InvoicesSearch } from './InvoicesSearch';
import { InvoicesSummary } from './InvoicesSummary';
import type { InvoicesPageData } from './types';

/** The body of /admin/factures: search, periods, totals and ZIP, the table of documents and its pages. */
export function InvoicesList({ invoices }: { invoices: InvoicesPageData }) {
  const t = useT();
  const columns = invoiceColumns(t);
  return (
    <>
      <InvoicesSearch filters={invoices.filters} />

      {/* A period is what the accountant asks for: it starts a new selection (search cleared). */}
      <PeriodPresets
        presets={invoices.presets}
        from={invoices.filters.from}
        to={invoices.filters.to}
        href={(p) => invoicesHref({ from: p.from, to: p.to })}
        testId="invoices-preset"
      />

      <FormAlert tone="error" message={invoices.periodError} testId="invoices-period-error" />

      <InvoicesSummary invoices={invoices} />

      <DataTable
        caption={t('adminInvoices.caption')}
        columns={columns}
        rows={invoices.items}
        rowKey={(i) => i.number}
        testId="invoices-table"
        rowTestId="invoice-row"
        empty={
          invoices.filters.q || invoices.filters.from || invoices.filters.to
            ? t('adminInvoices.emptySearch')
            : t('adminInvoices.emptyAll')
        }
        actions={(i) => (
          <a
            href={i.pdfUrl}
            download={documentFileName(i.number)}
            className={`btn-secondary ${ROW_BUTTON}`}
            data-testid="invoice-pdf"
          >
            <FileDown className="h-4 w-4" aria-hidden="true" />
            PDF
            <span className="sr-only"> {t(`adminInvoices.pdfOf_${i.kind}`, { number: i.number })}</span>
          </a>
        )}
      />
      <Pager
        page={invoices.page}
        pages={invoices.pages}
        hrefFor={(p) => invoicesHref({ ...invoices.filters, page: p })}
        label={t('adminInvoices.pages')}
      />
    </>
  );
}
