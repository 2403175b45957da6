import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { tr } from '../../../core/messages';
import { Modal, ModalClose } from './Modal';

/** A destructive action's button style (delete…), readable in both themes. */
const DANGER_BUTTON = 'btn bg-danger text-on-brand hover:opacity-90';

/**
 * Asks before an action that cannot be undone. Focus starts on « Annuler »,
 * so Enter never confirms by accident; the dialog stays open (and disabled)
 * while the action runs, then closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  testId = 'confirm-dialog',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Runs the action; the caller reports the outcome on the page. */
  onConfirm: () => Promise<unknown>;
  testId?: string;
}) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onOpenChange(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      role="alertdialog"
      title={title}
      description={description}
      testId={testId}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
      footer={
        <>
          <ModalClose ref={cancelRef} testId="confirm-cancel">
            {cancelLabel ?? tr('adminShared.cancel')}
          </ModalClose>
          <button
            type="button"
            className={tone === 'danger' ? DANGER_BUTTON : 'btn-primary'}
            onClick={confirm}
            disabled={pending}
            data-testid="confirm-action"
          >
            {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {pending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    />
  );
}
