import { Ban, BellRing, FileUp, Trash2, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { tr } from '../../../../core/messages';
import type { OrderStatus, PaymentStatus } from '../../../../core/order-status';
import { ROW_BUTTON } from '../DataTable';
import { formatDate } from '../format';
import { RowMenu } from '../RowMenu';
import { orderDetailHref } from './order-links';

/** What a row's actions read (the list's row, server/admin/orders/queries.ts). */
export interface RowActionOrder {
  _id: string;
  customer: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalCents: number;
  archivedAt: string | null;
  transitions: OrderStatus[];
  /** « À traiter »: paid, the translation still to deliver (server/admin/orders/work-queue.ts). */
  toTranslate: boolean;
  /** « À expédier »: the paper original to post. */
  toShip: boolean;
}

export type RowIntent = { kind: 'delete' | 'cancel' | 'remind'; order: RowActionOrder };

/** Waiting for its payment: nothing to translate yet, the client may be reminded or the order cancelled. */
const awaitsPayment = (o: RowActionOrder) =>
  o.status === 'pending_payment' && o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

/**
 * A row's actions by the order's state (issue 30): the next step of the work — « Déposer la
 * traduction » when paid and not delivered, « Expédier » when the paper original is to post,
 * « Relancer » or « Annuler » while unpaid — and « Supprimer » in the row's menu. The server
 * checks each of them again.
 */
export function OrderRowActions({ order: o, onIntent }: { order: RowActionOrder; onIntent: (i: RowIntent) => void }) {
  if (o.archivedAt)
    return (
      <span className="self-center px-1 text-xs text-muted">
        {tr('adminOrder.archivedOn', { date: formatDate(o.archivedAt) })}
      </span>
    );
  const reference = <span className="sr-only">&nbsp;: {o._id}</span>;
  return (
    <>
      {o.toTranslate ? (
        <Link
          to={`${orderDetailHref(o._id)}#translations-title`}
          className={`btn-primary ${ROW_BUTTON}`}
          data-testid="row-upload"
        >
          <FileUp className="h-4 w-4" aria-hidden="true" />
          {tr('adminOrder.rowUpload')}
          {reference}
        </Link>
      ) : null}
      {o.toShip ? (
        // The order page asks for the carrier and the tracking number.
        <Link
          to={`${orderDetailHref(o._id)}#shipping-title`}
          className={`btn-primary ${ROW_BUTTON}`}
          data-testid="row-ship"
        >
          <Truck className="h-4 w-4" aria-hidden="true" />
          {tr('adminOrder.rowShip')}
          {reference}
        </Link>
      ) : null}
      {awaitsPayment(o) ? (
        <>
          <button
            type="button"
            className={`btn-secondary ${ROW_BUTTON}`}
            onClick={() => onIntent({ kind: 'remind', order: o })}
            data-testid="row-remind"
          >
            <BellRing className="h-4 w-4" aria-hidden="true" />
            {tr('adminOrder.rowRemind')}
            {reference}
          </button>
          {o.transitions.includes('cancelled') ? (
            <button
              type="button"
              className={`btn-secondary ${ROW_BUTTON}`}
              onClick={() => onIntent({ kind: 'cancel', order: o })}
              data-testid="row-cancel"
            >
              <Ban className="h-4 w-4" aria-hidden="true" />
              {tr('adminOrder.rowCancel')}
              {reference}
            </button>
          ) : null}
        </>
      ) : null}
      <RowMenu
        label={tr('adminOrder.moreActions', { id: o._id })}
        testId="row-menu"
        items={[
          {
            label: tr('adminOrder.rowDelete'),
            icon: Trash2,
            danger: true,
            onSelect: () => onIntent({ kind: 'delete', order: o }),
            testId: 'delete',
          },
        ]}
      />
    </>
  );
}
