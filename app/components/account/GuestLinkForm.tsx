import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { forgotPasswordSchema } from '../../../core/account-rules';
import { postAuth } from '../auth/auth-client';
import { tr } from '../../../core/messages';
import { useT } from '../../lib/i18n';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { EmailField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';

/**
 * 'Recevoir un lien d'accès': POST /api/auth/guest-link. The server answers
 * the same whether or not the address has orders, so this form reveals nothing.
 */
export function GuestLinkForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const id = useId();
  const t = useT();
  const { hydrated, serverError, sent, onSubmit, register, formRef, errors, pending } = useFormFlow({
    schema: forgotPasswordSchema,
    defaultValues: { email: defaultEmail },
    mode: 'onSubmit',
    send: async (values) => {
      const answer = await postAuth<{ message: string }>('/api/auth/guest-link', values);
      return answer.ok
        ? { ok: true, data: answer.data.message }
        : { ok: false, message: answer.message ?? tr('account.emailSendFailed') };
    },
  });

  if (sent) {
    return (
      <FormAlert tone="success" message={sent} testId="guest-link-sent">
        <p className="mt-1.5 text-muted">{t('customerArea.guestLinkHint')}</p>
      </FormAlert>
    );
  }
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={t('customerArea.guestLinkTitle')}
      data-testid="guest-link-form"
      data-hydrated={hydrated}
    >
      <FormAlert tone="error" message={serverError} />
      <EmailField
        id={`${id}-email`}
        label={t('customerArea.orderEmail')}
        registration={register('email')}
        error={errors.email}
      />
      <SubmitButton
        hydrated={hydrated}
        pending={pending}
        label={t('customerArea.guestLinkSubmit')}
        pendingLabel={t('accountPage.sending')}
        icon={MailCheck}
        testId="guest-link-submit"
      />
    </form>
  );
}
