import { DEFAULT_LANG, type Lang } from '../../../../../core/messages/languages';
import { Link } from 'react-router';
import { tr } from '../../../../../core/messages';
import { formatEuros } from '../../../../../core/money';
import { StatusBadge } from '../../../account/StatusBadge';
import { Badge } from '../../Badge';
import type { Column } from '../../DataTable';
import { formatDate } from '../../format';
import { DueDate } from '../DueDate';
import { orderDetailHref } from '../order-links';
import type { RowActionOrder } from '../OrderRowActions';

/** What a row of the orders table draws of its order (the loader's rows have more). */
export interface OrderListRow extends RowActionOrder {
  createdAt: string;
  /** The order's language, and its name as the back office says it. */
  lang: Lang;
  langLabel: string;
  dueOn: string | null;
  open: boolean;
  urgent: boolean;
  statusLabel: string;
  paymentStatusLabel: string;
}

/** The orders table's columns: id and date, customer (and language), due date, status, total. */
export function orderColumns<T extends OrderListRow>(today: string): Column<T>[] {
  return [
    {
      id: 'id',
      header: tr('adminOrder.columnId'),
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (o) => (
        <span className="flex flex-col">
          <Link
            to={orderDetailHref(o._id)}
            className="font-mono font-semibold text-brand underline-offset-4 hover:underline"
            data-testid="order-link"
          >
            {o._id}
          </Link>
          <span className="text-xs font-normal text-muted">{formatDate(o.createdAt)}</span>
        </span>
      ),
    },
    {
      id: 'customer',
      header: tr('adminOrder.columnCustomer'),
      cell: (o) => (
        <span className="flex flex-col items-start gap-1">
          <span data-testid="order-customer">{o.customer}</span>
          {/* French is the rule: only another language is pointed out, so she answers in it. */}
          {o.lang !== DEFAULT_LANG ? (
            <Badge tone="accent" testId="order-lang">
              {tr('adminOrder.language', { language: o.langLabel })}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'due',
      header: tr('adminOrder.columnDue'),
      className: 'md:whitespace-nowrap',
      cell: (o) => <DueDate dueOn={o.dueOn} today={today} open={o.open} urgent={o.urgent} />,
    },
    {
      id: 'status',
      header: tr('adminOrder.columnStatus'),
      cell: (o) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
          <StatusBadge status={o.status} label={o.statusLabel} />
          {o.archivedAt ? <Badge>{tr('adminOrder.archivedBadge')}</Badge> : null}
          {o.toShip ? (
            <Badge tone="accent" testId="order-to-ship">
              {tr('shipping.toShip')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'total',
      header: tr('adminOrder.columnTotal'),
      className: 'md:text-right md:whitespace-nowrap',
      cell: (o) => (
        <span className="tabular-nums" data-testid="order-total">
          {formatEuros(o.totalCents)}
          <span className="block text-xs text-muted">{o.paymentStatusLabel}</span>
        </span>
      ),
    },
  ];
}
