import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { EmailField, FormAlert, SubmitButton } from './fields';

type ForgotValues = z.input<typeof forgotPasswordSchema>;

export const RESET_SENT = 'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.';

/** POST /api/auth/forgot-password; the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await postAuth('/api/auth/forgot-password', values);
    if (!answer.ok) {
      setServerError(answer.message ?? 'Erreur lors de l’envoi de l’email');
      return;
    }
    setSent(true);
  });

  return (
    <div className="space-y-5">
      <FormAlert tone="success" message={sent ? RESET_SENT : null} testId="form-success">
        <p className="mt-1.5 text-muted">
          Le lien est valable une heure et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.
        </p>
      </FormAlert>
      {sent ? (
        <Link to="/login" className="btn-secondary w-full py-3">
          Retour à la connexion
        </Link>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Demande de réinitialisation" data-testid="forgot-form" data-hydrated={hydrated}>
          <FormAlert tone="error" message={serverError} />
          <EmailField
            id={`${id}-email`}
            registration={register('email')}
            error={errors.email}
            hint="L’adresse avec laquelle vous avez créé votre compte."
          />
          <SubmitButton hydrated={hydrated} pending={isSubmitting} label="Recevoir le lien" pendingLabel="Envoi…" icon={Send} />
        </form>
      )}
    </div>
  );
}
