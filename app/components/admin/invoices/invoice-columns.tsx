import { Link } from 'react-router';
import { formatEuros } from '../../../../core/money';
import type { useT } from '../../../lib/i18n';
import { Badge } from '../Badge';
import type { Column } from '../DataTable';
import { formatDate } from '../format';
import { orderDetailHref } from '../orders/order-links';
import type { InvoiceRowView } from './types';

/** The columns of the invoices table: number (and kind, date, corrected invoice), customer, order, amount. */
export function invoiceColumns(t: ReturnType<typeof useT>): Column<InvoiceRowView>[] {
  return [
    {
      id: 'number',
      header: t('adminInvoices.colNumber'),
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (i) => (
        <span className="flex flex-col items-start gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold" data-testid="invoice-number">
              {i.number}
            </span>
            {/* A credit note stands out from the invoices it sits among; the word says it, not the colour. */}
            {i.kind === 'credit_note' ? (
              <Badge tone="danger" testId="invoice-kind">
                {t('adminInvoices.kind_credit_note')}
              </Badge>
            ) : null}
          </span>
          <span className="text-xs font-normal text-muted">{formatDate(i.issuedAt)}</span>
          {i.corrects ? (
            <span className="text-xs font-normal text-muted" data-testid="invoice-corrects">
              {t('adminInvoices.corrects', { number: i.corrects })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'customer',
      header: t('adminInvoices.colCustomer'),
      cell: (i) => <span data-testid="invoice-customer">{i.customerEmail}</span>,
    },
    {
      id: 'order',
      header: t('adminInvoices.colOrder'),
      className: 'md:whitespace-nowrap',
      cell: (i) => (
        <Link
          to={orderDetailHref(i.orderId)}
          className="font-mono text-brand underline-offset-4 hover:underline"
          data-testid="invoice-order"
        >
          {i.orderId}
        </Link>
      ),
    },
    {
      id: 'total',
      header: t('adminInvoices.colAmount'),
      className: 'md:text-right md:whitespace-nowrap',
      cell: (i) => (
        <span className={`tabular-nums ${i.totalCents < 0 ? 'text-danger' : ''}`} data-testid="invoice-total">
          {formatEuros(i.totalCents)}
          <span className="block text-xs text-muted">{i.methodLabel}</span>
        </span>
      ),
    },
  ];
}
