import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BUSINESS } from '../../../core/business';
import { ADMIN_EMAIL_LIMITS, adminEmailBodySchema } from '../../../core/admin-email-rules';
import { FieldMessage } from '../form/Field';
import { FormAlert } from '../form/FormAlert';
import { useErrorText } from '../form/useErrorText';
import { adminRequest } from './admin-api';
import { Modal, ModalClose } from './Modal';
import { tr } from '../../../core/messages';
import { Marked } from './Marked';

type Values = z.input<typeof adminEmailBodySchema>;

/** The subject a message starts with (read when drawn). */
const defaultSubjectText = () => tr('adminEmail.defaultSubject', { trade: BUSINESS.tradeName });

/** « Envoyer », outside the form it submits (it sits in the dialog's footer). */
function SendButton({ form, busy }: { form: string; busy: boolean }) {
  return (
    <button type="submit" form={form} className="btn-primary" disabled={busy} data-testid="send-email-submit">
      {busy ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Send className="h-4 w-4" aria-hidden="true" />
      )}
      {busy ? tr('adminShared.sending') : tr('adminShared.send')}
    </button>
  );
}

/**
 * « Message » (spec 2, Admin users): writes to a client through
 * POST /api/admin/send-email; the e-mail leaves through the outbox. Open it
 * with a recipient, close it with null. Reusable wherever the admin writes to a client.
 */
export function SendEmailDialog({
  recipient,
  defaultSubject: givenSubject,
  defaultText = '',
  onClose,
  onSent,
}: {
  recipient: string | null;
  defaultSubject?: string;
  /** A text to start from (an unpaid order's reminder), which she may change. */
  defaultText?: string;
  onClose: () => void;
  /** The server's confirmation, for the page to show. */
  onSent: (message: string) => void;
}) {
  const id = useId();
  const defaultSubject = givenSubject ?? defaultSubjectText();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(adminEmailBodySchema),
    defaultValues: { clientEmail: '', subject: defaultSubject, text: defaultText },
  });
  const length = useWatch({ control, name: 'text' })?.length ?? 0;

  useEffect(() => {
    if (recipient) {
      reset({ clientEmail: recipient, subject: defaultSubject, text: defaultText });
      setServerError(null);
    }
  }, [recipient, defaultSubject, defaultText, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await adminRequest<{ message: string }>('POST', '/api/admin/send-email', values);
    if (!answer.ok) {
      setServerError(
        answer.status === 0 ? tr('adminEmail.sendFailed') : (answer.message ?? tr('adminEmail.sendFailedUnknown')),
      );
      return;
    }
    onSent(answer.data.message);
    onClose();
  });

  return (
    <Modal
      open={recipient !== null}
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title={tr('adminEmail.dialogTitle')}
      description={
        <Marked
          words={(to) => tr('adminEmail.dialogTo', { to })}
          value={<strong className="font-semibold text-ink [overflow-wrap:anywhere]">{recipient}</strong>}
        />
      }
      testId="send-email-dialog"
      footer={
        <>
          <ModalClose testId="send-email-close">{tr('adminShared.close')}</ModalClose>
          <SendButton form={`${id}-form`} busy={isSubmitting} />
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} className="space-y-4" data-testid="send-email-form">
        <FormAlert tone="error" message={serverError} testId="send-email-error" />
        <input type="hidden" {...register('clientEmail')} />
        <div>
          <label htmlFor={`${id}-subject`} className="field-label">
            {tr('adminEmail.subject')}
          </label>
          <input
            id={`${id}-subject`}
            maxLength={ADMIN_EMAIL_LIMITS.subjectMax}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={`${id}-subject-erreur`}
            className={`field-input ${errors.subject ? 'border-danger' : ''}`}
            data-testid="send-email-subject"
            {...register('subject')}
          />
          <FieldMessage id={`${id}-subject-erreur`} error={errors.subject} />
        </div>
        <div>
          <label htmlFor={`${id}-text`} className="field-label">
            {tr('adminEmail.text')}
          </label>
          <textarea
            id={`${id}-text`}
            rows={8}
            maxLength={ADMIN_EMAIL_LIMITS.textMax}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${id}-count ${id}-text-erreur`}
            dir="auto"
            className={`field-input resize-y ${errors.text ? 'border-danger' : ''}`}
            data-testid="send-email-text"
            {...register('text')}
          />
          <p id={`${id}-count`} className="mt-1.5 text-right text-xs text-muted tabular-nums">
            {length.toLocaleString('fr-FR')} / {ADMIN_EMAIL_LIMITS.textMax.toLocaleString('fr-FR')}
          </p>
          <FieldMessage id={`${id}-text-erreur`} error={errors.text} />
          {errors.clientEmail ? <p className="field-error">{errorText(errors.clientEmail.message)}</p> : null}
        </div>
      </form>
    </Modal>
  );
}
