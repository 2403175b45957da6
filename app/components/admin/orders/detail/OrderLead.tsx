import { tr } from '../../../../../core/messages';
import type { OrderStatus } from '../../../../../core/order-status';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDay } from '../../../account/format';
import { StatusBadge } from '../../../account/StatusBadge';
import { Badge } from '../../Badge';
import { DueDate } from '../DueDate';

/** What the order page's lead line draws of the order. */
export interface OrderLeadView {
  status: OrderStatus;
  statusLabel: string;
  archivedAt: string | null;
  anonymisedAt: string | null;
  createdAt: string;
  langLabel: string;
  dueOn: string | null;
  open: boolean;
  urgent: boolean;
}

/** Under the order's title: its status, archive and erasure, date, language and due date. */
export function OrderLead({ order, today }: { order: OrderLeadView; today: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={order.status} label={order.statusLabel} />
      {order.archivedAt ? (
        <Badge>{tr('adminOrder.archivedOn', { date: formatDay(order.archivedAt, 'fr') })}</Badge>
      ) : null}
      {order.anonymisedAt ? (
        <Badge>{tr('adminOrderDetail.anonymisedOn', { date: formatDay(order.anonymisedAt, 'fr') })}</Badge>
      ) : null}
      <span>{tr('adminOrderDetail.placedOn', { date: formatDay(order.createdAt, 'fr') })}</span>
      <Badge tone={order.langLabel === 'français' ? 'neutral' : 'accent'} testId="order-lang">
        {tr('adminOrder.language', { language: order.langLabel })}
      </Badge>
      {order.dueOn ? (
        <span className="inline-flex items-center gap-1.5" data-testid="order-due-line">
          {tr('adminOrderDetail.dueOn')}
          <DueDate dueOn={order.dueOn} today={today} open={order.open} urgent={order.urgent} />
        </span>
      ) : null}
    </span>
  );
}
