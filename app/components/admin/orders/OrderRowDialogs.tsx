import { tr } from '../../../../core/messages';
import { formatEuros } from '../../../../core/money';
import { BUSINESS } from '../../../../core/business';
import { adminRequest } from '../admin-api';
import type { ActionNotice, useAdminAction } from '../useAdminAction';
import { ConfirmDialog } from '../ConfirmDialog';
import { SendEmailDialog } from '../SendEmailDialog';
import type { RowActionOrder, RowIntent } from './OrderRowActions';
import { richText } from '../../../lib/rich-text';

/** Never paid: deleting it erases it (the server decides; this only words the question). */
const neverPaid = (o: RowActionOrder) => o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

/** The reminder's words, which she may change before sending: the amount is the order's own. */
const reminder = (o: RowActionOrder) => ({
  subject: tr('adminOrder.reminderSubject', { id: o._id }),
  text: tr('adminOrder.reminderText', { id: o._id, amount: formatEuros(o.totalCents), tradeName: BUSINESS.tradeName }),
});

/** A customer's e-mail in bold, inside a dialog's sentence. */
const customerNode = (customer: string | undefined) => (
  <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{customer}</strong>
);

/** The questions a row's actions ask before acting: delete, cancel, or write a reminder. */
export function OrderRowDialogs({
  intent,
  onClose,
  run,
  setNotice,
}: {
  intent: RowIntent | null;
  onClose: () => void;
  run: ReturnType<typeof useAdminAction>['run'];
  setNotice: (notice: ActionNotice) => void;
}) {
  const order = intent?.order ?? null;
  const done = (data: { message: string }) => ({
    tone: 'success' as const,
    message: tr('adminOrder.actionDone', { id: order?._id ?? '', message: data.message }),
  });
  const remove = (o: RowActionOrder) =>
    run(null, () => adminRequest<{ message: string }>('DELETE', `/api/admin/${o._id}`), {
      failed: tr('adminOrder.deleteFailed'),
      done,
    });
  const cancel = (o: RowActionOrder) =>
    run(o._id, () => adminRequest<{ message: string }>('PATCH', `/api/admin/${o._id}`, { status: 'cancelled' }), {
      failed: tr('adminOrder.statusFailed'),
      done,
    });
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const deleting = intent?.kind === 'delete' ? intent.order : null;
  const cancelling = intent?.kind === 'cancel' ? intent.order : null;
  const reminding = intent?.kind === 'remind' ? intent.order : null;
  return (
    <>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onOpenChange}
        title={tr('adminOrder.deleteTitle', { id: deleting?._id ?? '' })}
        description={
          deleting && neverPaid(deleting)
            ? richText(
                { erased: <strong className="font-semibold text-ink">{tr('adminOrder.deleteErased')}</strong> },
                (m) => tr('adminOrder.deleteErase', m),
              )
            : richText({ customer: customerNode(deleting?.customer) }, (m) => tr('adminOrder.deleteArchive', m))
        }
        confirmLabel={
          deleting && neverPaid(deleting) ? tr('adminOrder.deleteEraseConfirm') : tr('adminOrder.deleteArchiveConfirm')
        }
        pendingLabel={tr('adminOrder.deletePending')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={onOpenChange}
        title={tr('adminOrder.cancelTitle', { id: cancelling?._id ?? '' })}
        description={richText({ customer: customerNode(cancelling?.customer) }, (m) => tr('adminOrder.cancelText', m))}
        confirmLabel={tr('adminOrder.cancelOrder')}
        cancelLabel={tr('adminOrder.cancelKeep')}
        pendingLabel={tr('adminOrder.cancelPending')}
        testId="cancel-dialog"
        onConfirm={() => (cancelling ? cancel(cancelling) : Promise.resolve())}
      />
      <SendEmailDialog
        recipient={reminding?.customer ?? null}
        defaultSubject={reminding ? reminder(reminding).subject : undefined}
        defaultText={reminding ? reminder(reminding).text : undefined}
        onClose={onClose}
        onSent={(message) => setNotice({ tone: 'success', message })}
      />
    </>
  );
}
