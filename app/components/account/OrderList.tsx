import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';
import type { OrderStatus } from '../../../core/order-status';
import { formatAmount, formatShortDay } from './format';
import { RemainingPaid } from './RemainingPaid';
import { StatusBadge } from './StatusBadge';

export interface OrderSummary {
  reference: string;
  createdAt: string;
  status: OrderStatus;
  statusLabel: string;
  totalCents: number;
  /** What the order's credit notes gave back; 0 without a refund. */
  refundedCents: number;
  documents: number;
  pages: number;
}

/** The customer's orders: one tappable row each, newest first. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      data-testid="order-list"
    >
      {orders.map((o) => (
        <li key={o.reference}>
          <Link
            to={localizedPath(lang, `/orders/${o.reference}`)}
            className="group flex items-center gap-4 px-4 py-4 text-ink no-underline transition-colors hover:bg-surface-2/60 sm:px-6"
            data-testid="order-row"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <span className="font-mono text-sm font-semibold tracking-wide">{o.reference}</span>
                <StatusBadge status={o.status} label={o.statusLabel} />
              </div>
              <p className="mt-1 text-sm text-muted">
                {t('customerArea.placedOn', { date: formatShortDay(o.createdAt, lang) })} ·{' '}
                {t('orderPrice.documents', { count: o.documents })}
                {lang === 'ar' ? '،' : ','} {t('orderPrice.pages', { count: o.pages })}
              </p>
            </div>
            <span className="flex shrink-0 flex-col items-end text-end">
              <span className="font-serif text-lg font-semibold tabular-nums">{formatAmount(o.totalCents, lang)}</span>
              <RemainingPaid
                totalCents={o.totalCents}
                refundedCents={o.refundedCents}
                className="max-w-[9rem] text-xs text-muted"
              />
            </span>
            <ChevronRight
              className="h-5 w-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-brand rtl:group-hover:-translate-x-0.5 rtl:-scale-x-100"
              aria-hidden="true"
            />
            <span className="sr-only">{t('customerArea.orderDetailLink', { reference: o.reference })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
