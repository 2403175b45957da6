import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { tr } from '../../../core/messages';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  registerFormSchema,
} from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { EmailField, PasswordField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';

/** Says core's password rule (isValidPassword, passwordSchema) in full, from its own constants. */
export const PASSWORD_HINT = (
  <>
    De {PASSWORD_MIN_LENGTH} à {PASSWORD_MAX_LENGTH} caractères, dont une majuscule, un chiffre et un caractère spécial
    parmi <span className="font-mono whitespace-nowrap text-ink">{PASSWORD_SPECIALS.split('').join(' ')}</span> ;
    lettres sans accent, chiffres et ces caractères uniquement.
  </>
);

/** E-mail, password and confirmation, checked with the shared rules, then POST /api/auth/register. */
export function RegisterForm({ next }: { next: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const {
    form,
    hydrated,
    serverError,
    sent: done,
    onSubmit,
    register,
    formRef,
    errors,
    pending,
  } = useFormFlow({
    schema: registerFormSchema,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    send: async ({ email, password }) => {
      const answer = await postAuth('/api/auth/register', { email, password });
      if (!answer.ok) return { ok: false, message: answer.message ?? tr('account.registerFailed') };
      const params = new URLSearchParams({ registered: '1' });
      if (next) params.set('next', next);
      navigate(`/login?${params.toString()}`);
      return { ok: true, data: true };
    },
  });
  const { isSubmitted } = form.formState;

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Création de compte"
      data-testid="register-form"
      data-hydrated={hydrated}
    >
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
      <SubmitButton
        hydrated={hydrated}
        pending={pending || done !== null}
        label="Créer mon compte"
        pendingLabel="Création du compte…"
        icon={UserPlus}
      />
    </form>
  );
}
