import { SendIcon } from '../TurnedIcons';
import { useContext, useId } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { tr } from '../../../core/messages';
import { localizedPath } from '../../../core/messages/pages';
import { useT } from '../../lib/i18n';
import { PageLang } from '../../lib/page-lang';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { EmailField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';

/** POST /api/auth/forgot-password; the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const id = useId();
  const t = useT();
  const lang = useContext(PageLang);
  const { hydrated, serverError, sent, onSubmit, register, formRef, errors, pending } = useFormFlow({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    mode: 'onSubmit',
    send: async (values) => {
      const answer = await postAuth('/api/auth/forgot-password', values);
      return answer.ok
        ? { ok: true, data: true }
        : { ok: false, message: answer.message ?? tr('account.emailSendFailed') };
    },
  });

  return (
    <div className="space-y-5">
      <FormAlert tone="success" message={sent ? t('account.resetSent') : null} testId="form-success">
        <p className="mt-1.5 text-muted">{t('accountPage.forgotSentHint')}</p>
      </FormAlert>
      {sent ? (
        <Link to={localizedPath(lang, '/login')} className="btn-secondary w-full py-3">
          {t('accountPage.backToLogin')}
        </Link>
      ) : (
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label={t('accountPage.forgotForm')}
          data-testid="forgot-form"
          data-hydrated={hydrated}
        >
          <FormAlert tone="error" message={serverError} />
          <EmailField
            id={`${id}-email`}
            registration={register('email')}
            error={errors.email}
            hint={t('accountPage.forgotEmailHint')}
          />
          <SubmitButton
            hydrated={hydrated}
            pending={pending}
            label={t('accountPage.forgotSubmit')}
            pendingLabel={t('accountPage.sending')}
            icon={SendIcon}
          />
        </form>
      )}
    </div>
  );
}
