import { KeyRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetPasswordFormSchema } from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { PasswordField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { PASSWORD_HINT } from './RegisterForm';
import { tr } from '../../../core/messages';

/** Spec 9: back to /login 2 seconds after the success message. */
const RESET_REDIRECT_MS = 2000;

/** New password and confirmation, posted with the token of the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { form, hydrated, serverError, sent, onSubmit, register, formRef, errors, pending } = useFormFlow({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    send: async ({ newPassword }) => {
      const answer = await postAuth(`/api/auth/reset-password/${encodeURIComponent(token)}`, { newPassword });
      return answer.ok
        ? { ok: true, data: true }
        : { ok: false, message: answer.message ?? 'Échec de la réinitialisation' };
    },
  });
  const done = sent !== null;
  const { isSubmitted } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  return (
    <div className="space-y-5">
      <FormAlert tone="success" message={done ? tr('account.resetDoneRedirect') : null} testId="form-success" />
      {done ? null : (
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label="Nouveau mot de passe"
          data-testid="reset-form"
          data-hydrated={hydrated}
        >
          <FormAlert tone="error" message={serverError}>
            <p className="mt-1.5">
              <Link to="/forgot-password" className="font-semibold text-brand underline">
                Demander un nouveau lien
              </Link>
            </p>
          </FormAlert>
          <PasswordField
            id={`${id}-password`}
            label="Nouveau mot de passe"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            registration={register('newPassword', { deps: isSubmitted ? ['confirmPassword'] : [] })}
            error={errors.newPassword}
            testId="password-input"
          />
          <PasswordField
            id={`${id}-confirm`}
            label="Confirmer le nouveau mot de passe"
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
            testId="confirm-input"
          />
          <SubmitButton
            hydrated={hydrated}
            pending={pending}
            label="Enregistrer le mot de passe"
            pendingLabel="Enregistrement…"
            icon={KeyRound}
          />
        </form>
      )}
    </div>
  );
}
