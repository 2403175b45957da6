import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_SPECIALS, registerFormSchema } from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { EmailField, FormAlert, PasswordField, SubmitButton } from './fields';

type RegisterValues = z.input<typeof registerFormSchema>;

export const PASSWORD_HINT = (
  <>
    Au moins 8 caractères, dont une majuscule, un chiffre et un caractère spécial parmi{' '}
    <span className="font-mono whitespace-nowrap text-ink">{PASSWORD_SPECIALS.split('').join(' ')}</span>
  </>
);

/** E-mail, password and confirmation, checked with the shared rules, then POST /api/auth/register. */
export function RegisterForm({ next }: { next: string | null }) {
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
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    const answer = await postAuth('/api/auth/register', { email, password });
    if (!answer.ok) {
      setServerError(answer.message ?? 'Erreur d’inscription');
      return;
    }
    setDone(true);
    const params = new URLSearchParams({ registered: '1' });
    if (next) params.set('next', next);
    navigate(`/login?${params.toString()}`);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Création de compte" data-testid="register-form" data-hydrated={hydrated}>
      <FormAlert tone="error" message={serverError} />
      <EmailField id={`${id}-email`} registration={register('email')} error={errors.email} />
      <PasswordField
        id={`${id}-password`}
        label="Mot de passe"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        registration={register('password', { deps: isSubmitted ? ['confirmPassword'] : [] })}
        error={errors.password}
        testId="password-input"
      />
      <PasswordField
        id={`${id}-confirm`}
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
        testId="confirm-input"
      />
      <SubmitButton hydrated={hydrated} pending={isSubmitting || done} label="Créer mon compte" pendingLabel="Création du compte…" icon={UserPlus} />
    </form>
  );
}
