import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { MessageSquareText } from 'lucide-react';
import { CustomerSheet } from './CustomerSheet';
import { SendIcon } from '../TurnedIcons';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ORDER_MESSAGE_MAX, orderMessageSchema } from '../../../core/order-message';
import { postAuth } from '../auth/auth-client';
import { tr } from '../../../core/messages';
import { useT } from '../../lib/i18n';
import { FieldMessage } from '../form/Field';
import { FormAlert, SubmitButton } from '../form/FormAlert';

type Values = z.input<typeof orderMessageSchema>;

/**
 * « Une question ou remarque ? »: a message to the translator about this
 * order (POST /api/services/send-email), kept with the order and e-mailed to her.
 */
export function MessageDialog({
  orderId,
  senderEmail,
  onSent,
}: {
  orderId: string;
  senderEmail: string;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(orderMessageSchema), defaultValues: { message: '' } });
  const length = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await postAuth<{ message: string }>('/api/services/send-email', {
      clientEmail: senderEmail,
      subject: tr('orderMessage.subject'),
      message: values.message,
      orderId,
    });
    if (!answer.ok) {
      setServerError(
        answer.status === 401 ? tr('account.tokenMissing') : (answer.message ?? tr('orderMessage.failed')),
      );
      return;
    }
    reset();
    setOpen(false);
    onSent(answer.data.message);
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setServerError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn-primary" disabled={!hydrated} data-testid="open-message">
          <MessageSquareText className="h-4 w-4" aria-hidden="true" />
          {t('customerArea.askButton')}
        </button>
      </Dialog.Trigger>
      <CustomerSheet testId="message-dialog" title={t('customerArea.askButton')}>
        <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
          {t('customerArea.dialogText')}{' '}
          {/* Cut at its hyphen in a right-to-left line, the reference's halves land at both ends of two lines. */}
          <span dir="ltr" className="font-mono font-semibold text-ink rtl:whitespace-nowrap">
            {orderId}
          </span>
          {t('customerArea.dialogTextReply')}{' '}
          <strong className="font-semibold text-ink [overflow-wrap:anywhere]">
            <bdi>{senderEmail}</bdi>
          </strong>
          .
        </Dialog.Description>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" data-testid="message-form">
          <FormAlert tone="error" message={serverError} />
          <div>
            <label htmlFor={`${id}-message`} className="field-label">
              {t('customerArea.yourMessage')}
            </label>
            <textarea
              id={`${id}-message`}
              rows={6}
              maxLength={ORDER_MESSAGE_MAX}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${id}-compte ${id}-message-erreur`}
              dir="auto"
              className={`field-input resize-y ${errors.message ? 'border-danger' : ''}`}
              data-testid="message-input"
              {...register('message')}
            />
            <p id={`${id}-compte`} className="mt-1.5 text-end text-xs text-muted tabular-nums">
              {length} / {ORDER_MESSAGE_MAX}
            </p>
            <FieldMessage id={`${id}-message-erreur`} error={errors.message} />
          </div>
          <SubmitButton
            hydrated={hydrated}
            pending={isSubmitting}
            label={t('customerArea.send')}
            pendingLabel={t('accountPage.sending')}
            icon={SendIcon}
            testId="send-message"
          />
        </form>
      </CustomerSheet>
    </Dialog.Root>
  );
}
