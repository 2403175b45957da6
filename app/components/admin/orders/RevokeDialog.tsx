import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { tr } from '../../../../core/messages';
import { richText } from '../../../lib/rich-text';
import { controlProps, Field, inputClass } from '../../form/Field';
import { adminRequest } from '../admin-api';
import { Modal } from '../Modal';

/**
 * « Révoquer » a certified translation (decision 054): its reason stays with the admin; the
 * public page then says « révoquée le … » and nothing more. Cannot be undone.
 */
export function RevokeDialog({
  reference,
  name,
  open,
  onOpenChange,
  onDone,
}: {
  reference: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (message: string) => Promise<void> | void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const answer = await adminRequest<{ message: string }>(
      'POST',
      `/api/admin/verifications/${encodeURIComponent(reference)}/revoke`,
      { reason },
    );
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.message ?? tr('adminTranslation.revokeFailed'));
      return;
    }
    onOpenChange(false);
    setReason('');
    await onDone(answer.data.message);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={tr('adminTranslation.revokeTitle')}
      description={richText({ name: <strong className="font-semibold text-ink">{name}</strong> }, (m) =>
        tr('adminTranslation.revokeText', { ...m, reference }),
      )}
      testId="revoke-dialog"
    >
      <form className="space-y-5 px-6 pt-5 pb-6 sm:px-8" onSubmit={submit} noValidate>
        <Field id="revoke-reason" label={tr('adminTranslation.revokeReason')} error={problem}>
          <textarea
            {...controlProps('revoke-reason', problem, undefined)}
            className={inputClass(problem)}
            dir="auto"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={tr('adminTranslation.revokePlaceholder')}
            data-testid="revoke-reason"
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {tr('adminShared.cancel')}
          </button>
          <button
            type="submit"
            className="btn bg-danger text-on-brand hover:opacity-90"
            disabled={busy}
            data-testid="revoke-confirm"
          >
            {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {busy ? tr('adminTranslation.revokePending') : tr('adminTranslation.revoke')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
