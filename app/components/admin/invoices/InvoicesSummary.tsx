import { FileArchive } from 'lucide-react';
import { formatEuros } from '../../../../core/money';
import { useT } from '../../../lib/i18n';
import { periodText } from '../PeriodFilter';
import type { InvoicesPageData } from './types';

/** How many invoices and credit notes the selection holds, their net total, and the ZIP of all of them. */
export function InvoicesSummary({ invoices }: { invoices: InvoicesPageData }) {
  const t = useT();
  return (
    <div className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm" data-testid="invoices-count">
        <strong className="font-semibold">
          {t('adminInvoices.invoices', { count: invoices.invoices })} ·{' '}
          {t('adminInvoices.creditNotes', { count: invoices.creditNotes })}
        </strong>{' '}
        · <span data-testid="invoices-net">{t('adminInvoices.net', { amount: formatEuros(invoices.totalCents) })}</span>{' '}
        · {periodText(invoices.filters.from, invoices.filters.to)}
        {invoices.filters.q ? <> · «&nbsp;{invoices.filters.q}&nbsp;»</> : null}
      </p>
      {invoices.total > 0 ? (
        <a href={invoices.zipUrl} download className="btn-primary min-h-11 justify-center" data-testid="invoices-zip">
          <FileArchive className="h-4 w-4" aria-hidden="true" />
          {t('adminInvoices.zip', { count: invoices.total })}
        </a>
      ) : null}
    </div>
  );
}
