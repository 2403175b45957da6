import { formatEuros } from '../../../../core/money';
import { BUSINESS } from '../../../../core/business';
import { adminRequest } from '../admin-api';
import type { ActionNotice, useAdminAction } from '../useAdminAction';
import { ConfirmDialog } from '../ConfirmDialog';
import { SendEmailDialog } from '../SendEmailDialog';
import type { RowActionOrder, RowIntent } from './OrderRowActions';
import { ORDER_PAGE_TEXTS as TEXTS } from './texts';

/** Never paid: deleting it erases it (the server decides; this only words the question). */
const neverPaid = (o: RowActionOrder) => o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

/** The reminder's words, which she may change before sending: the amount is the order's own. */
const reminder = (o: RowActionOrder) => ({
  subject: `Votre commande ${o._id} attend son paiement`,
  text: `Bonjour,\n\nVotre commande ${o._id} (${formatEuros(o.totalCents)}) n’est pas encore réglée\u00a0: la traduction commencera dès réception du paiement.\n\nSi vous souhaitez toujours la faire traduire, répondez simplement à ce message.\n\n${BUSINESS.tradeName}`,
});

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
    message: `Commande ${order?._id ?? ''} : ${data.message}`,
  });
  const remove = (o: RowActionOrder) =>
    run(null, () => adminRequest<{ message: string }>('DELETE', `/api/admin/${o._id}`), {
      failed: TEXTS.deleteFailed,
      done,
    });
  const cancel = (o: RowActionOrder) =>
    run(o._id, () => adminRequest<{ message: string }>('PATCH', `/api/admin/${o._id}`, { status: 'cancelled' }), {
      failed: TEXTS.statusFailed,
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
        title={`Supprimer la commande ${deleting?._id ?? ''} ?`}
        description={
          deleting && neverPaid(deleting) ? (
            <>
              Cette commande n’a jamais été payée&nbsp;: elle sera{' '}
              <strong className="font-semibold text-ink">effacée définitivement</strong>, avec les documents du client
              et son historique.
            </>
          ) : (
            <>
              La commande de{' '}
              <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{deleting?.customer}</strong> sera
              archivée&nbsp;: elle disparaît de la liste et de l’espace du client, mais elle et ses fichiers sont
              conservés.
            </>
          )
        }
        confirmLabel={deleting && neverPaid(deleting) ? 'Effacer' : 'Archiver'}
        pendingLabel="Suppression…"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={onOpenChange}
        title={`Annuler la commande ${cancelling?._id ?? ''} ?`}
        description={
          <>
            Elle n’a pas été payée. Le client{' '}
            <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{cancelling?.customer}</strong> reçoit
            un e-mail qui le lui dit&#x202F;; la commande reste dans la liste, «&nbsp;Annulée&nbsp;».
          </>
        }
        confirmLabel="Annuler la commande"
        cancelLabel="Garder"
        pendingLabel="Annulation…"
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
