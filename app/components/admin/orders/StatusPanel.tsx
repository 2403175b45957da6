import { ArrowRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { tr } from '../../../../core/messages';
import type { OrderStatus } from '../../../../core/order-status';
import { StatusBadge } from '../../account/StatusBadge';
import { adminRequest } from '../admin-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { Notice, type NoticeValue } from './Notice';

/**
 * The order's status and one button per move allowed from it (the server
 * gives the list). Each move e-mails the customer, so cancelling asks first.
 */
export function StatusPanel({
  orderId,
  status,
  statusLabel,
  transitions,
  archived,
  onChanged,
}: {
  orderId: string;
  status: OrderStatus;
  statusLabel: string;
  transitions: { status: OrderStatus; label: string }[];
  archived: boolean;
  onChanged: () => Promise<void> | void;
}) {
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  async function move(to: OrderStatus) {
    setBusy(to);
    setNotice(null);
    const answer = await adminRequest<{ message: string }>('PATCH', `/api/admin/${orderId}`, { status: to });
    setBusy(null);
    if (!answer.ok) {
      setNotice({ tone: 'error', message: tr('adminOrder.statusFailed'), detail: answer.message });
      return;
    }
    setNotice({ tone: 'success', message: answer.data.message });
    await onChanged();
  }

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {tr('adminOrderDetail.currentStatus')} <StatusBadge status={status} label={statusLabel} />
      </p>
      {archived ? (
        <p className="text-sm text-muted">{tr('adminOrderDetail.archivedStatus')}</p>
      ) : transitions.length > 0 ? (
        <div
          className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
          role="group"
          aria-label={tr('adminOrderDetail.changeStatus')}
        >
          {transitions.map((t) => (
            <button
              key={t.status}
              type="button"
              className={t.status === 'cancelled' ? 'btn-ghost text-danger hover:bg-danger-soft' : 'btn-secondary'}
              disabled={busy !== null}
              onClick={() => (t.status === 'cancelled' ? setConfirmCancel(true) : move(t.status))}
              data-testid={`move-${t.status}`}
            >
              {busy === t.status ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              )}
              {t.status === 'cancelled' ? tr('adminOrder.cancelOrder') : t.label}
            </button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">{tr('adminOrderDetail.noNextStep', { status: statusLabel.toLowerCase() })}</p>
      )}
      {!archived && transitions.length > 0 ? (
        <p className="text-xs text-muted">{tr('adminOrderDetail.statusHint')}</p>
      ) : null}
      <Notice value={notice} testId="status" />

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={tr('adminOrder.cancelTitle', { id: orderId })}
        description={tr('adminOrderDetail.cancelDescription')}
        confirmLabel={tr('adminOrder.cancelOrder')}
        cancelLabel={tr('adminOrderDetail.keepOrder')}
        pendingLabel={tr('adminOrder.cancelPending')}
        onConfirm={() => move('cancelled')}
        testId="confirm-cancel-order"
      />
    </div>
  );
}
