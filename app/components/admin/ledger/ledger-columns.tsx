import { Link } from 'react-router';
import type { useT } from '../../../lib/i18n';
import type { Column } from '../DataTable';
import { formatDate } from '../format';
import { orderDetailHref } from '../orders/order-links';
import { Amount } from './LedgerTotals';
import type { LedgerRowView } from './types';

/** The ledger's columns: date and number (and corrected invoice), client and order, nature, amount, payment. */
export function ledgerColumns(t: ReturnType<typeof useT>): Column<LedgerRowView>[] {
  return [
    {
      id: 'number',
      header: t('adminLedger.colNumber'),
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (e) => (
        <span className="flex flex-col">
          <span className="font-mono font-semibold" data-testid="ledger-number">
            {e.number}
          </span>
          <span className="text-xs font-normal text-muted">
            {formatDate(e.date)} · {e.kind === 'invoice' ? t('adminLedger.payment') : t('adminLedger.refund')}
          </span>
          {/* A refund is accounted against an invoice, not only an order: the accountant matches the two. */}
          {e.corrects ? (
            <span className="text-xs font-normal text-muted" data-testid="ledger-corrects">
              {t('adminInvoices.corrects', { number: e.corrects })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'client',
      header: t('adminLedger.colClient'),
      cell: (e) => (
        <span className="flex flex-col [overflow-wrap:anywhere]">
          <span>{e.client}</span>
          <Link
            to={orderDetailHref(e.orderId)}
            className="font-mono text-xs text-brand underline-offset-4 hover:underline"
          >
            {e.orderId}
          </Link>
        </span>
      ),
    },
    { id: 'nature', header: t('adminLedger.colNature'), cell: (e) => e.nature },
    {
      id: 'amount',
      header: t('adminLedger.colAmount'),
      className: 'md:text-right md:whitespace-nowrap',
      cell: (e) => <Amount cents={e.amountCents} testId="ledger-amount" />,
    },
    { id: 'method', header: t('adminLedger.colMethod'), cell: (e) => <span className="text-sm">{e.method}</span> },
  ];
}
