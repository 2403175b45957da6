import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { FormAlert, PasswordField, SubmitButton } from './fields';
import { PASSWORD_HINT } from './RegisterForm';

type ResetValues = z.input<typeof resetPasswordFormSchema>;

export const RESET_DONE = 'Mot de passe réinitialisé avec succès\u00a0! Redirection...';
/** Spec 9: back to /login 2 seconds after the success message. */
export const RESET_REDIRECT_MS = 2000;

/** New password and confirmation, posted with the token of the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    const answer = await postAuth(`/api/auth/reset-password/${encodeURIComponent(token)}`, { newPassword });
    if (!answer.ok) {
      setServerError(answer.message ?? 'Échec de la réinitialisation');
      return;
    }
    setDone(true);
  });

  return (
    <div className="space-y-5">
      <FormAlert tone="success" message={done ? RESET_DONE : null} testId="form-success" />
      {done ? null : (
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Nouveau mot de passe" data-testid="reset-form" data-hydrated={hydrated}>
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
          <SubmitButton hydrated={hydrated} pending={isSubmitting} label="Enregistrer le mot de passe" pendingLabel="Enregistrement…" icon={KeyRound} />
        </form>
      )}
    </div>
  );
}
