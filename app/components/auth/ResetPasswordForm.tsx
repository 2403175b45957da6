import { KeyRound } from 'lucide-react';
import { useContext, useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetPasswordFormSchema } from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { PasswordField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { PasswordHint } from './RegisterForm';
import { localizedPath } from '../../../core/messages/pages';
import { useT } from '../../lib/i18n';
import { PageLang } from '../../lib/page-lang';

/** Spec 9: back to /login 2 seconds after the success message. */
const RESET_REDIRECT_MS = 2000;

/** New password and confirmation, posted with the token of the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const t = useT();
  const lang = useContext(PageLang);
  const navigate = useNavigate();
  const { form, hydrated, serverError, sent, onSubmit, register, formRef, errors, pending } = useFormFlow({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    send: async ({ newPassword }) => {
      const answer = await postAuth(`/api/auth/reset-password/${encodeURIComponent(token)}`, { newPassword });
      return answer.ok
        ? { ok: true, data: true }
        : { ok: false, message: answer.message ?? t('accountPage.resetFailed') };
    },
  });
  const done = sent !== null;
  const { isSubmitted } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => navigate(localizedPath(lang, '/login'), { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate, lang]);

  return (
    <div className="space-y-5">
      <FormAlert tone="success" message={done ? t('account.resetDoneRedirect') : null} testId="form-success" />
      {done ? null : (
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label={t('accountPage.resetTitle')}
          data-testid="reset-form"
          data-hydrated={hydrated}
        >
          <FormAlert tone="error" message={serverError}>
            <p className="mt-1.5">
              <Link to={localizedPath(lang, '/forgot-password')} className="font-semibold text-brand underline">
                {t('accountPage.newLink')}
              </Link>
            </p>
          </FormAlert>
          <PasswordField
            id={`${id}-password`}
            label={t('accountPage.resetTitle')}
            autoComplete="new-password"
            hint={<PasswordHint />}
            registration={register('newPassword', { deps: isSubmitted ? ['confirmPassword'] : [] })}
            error={errors.newPassword}
            testId="password-input"
          />
          <PasswordField
            id={`${id}-confirm`}
            label={t('accountPage.confirmNewPassword')}
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
            testId="confirm-input"
          />
          <SubmitButton
            hydrated={hydrated}
            pending={pending}
            label={t('accountPage.resetSubmit')}
            pendingLabel={t('accountPage.saving')}
            icon={KeyRound}
          />
        </form>
      )}
    </div>
  );
}
