import { UserPlus } from 'lucide-react';
import { useContext, useId } from 'react';
import { useNavigate } from 'react-router';
import { tr } from '../../../core/messages';
import { localizedPath } from '../../../core/messages/pages';
import { useT } from '../../lib/i18n';
import { PageLang } from '../../lib/page-lang';
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
export function PasswordHint() {
  const t = useT();
  return (
    <>
      {t('accountPage.passwordHintStart', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}{' '}
      <span dir="ltr" className="font-mono whitespace-nowrap text-ink">
        {PASSWORD_SPECIALS.split('').join(' ')}
      </span>
      {t('accountPage.passwordHintEnd')}
    </>
  );
}

/** E-mail, password and confirmation, checked with the shared rules, then POST /api/auth/register. */
export function RegisterForm({ next }: { next: string | null }) {
  const id = useId();
  const t = useT();
  const lang = useContext(PageLang);
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
      navigate(`${localizedPath(lang, '/login')}?${params.toString()}`);
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
      aria-label={t('accountPage.registerForm')}
      data-testid="register-form"
      data-hydrated={hydrated}
    >
      <FormAlert tone="error" message={serverError} />
      <EmailField id={`${id}-email`} registration={register('email')} error={errors.email} />
      <PasswordField
        id={`${id}-password`}
        label={t('accountPage.passwordLabel')}
        autoComplete="new-password"
        hint={<PasswordHint />}
        registration={register('password', { deps: isSubmitted ? ['confirmPassword'] : [] })}
        error={errors.password}
        testId="password-input"
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('accountPage.confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
        testId="confirm-input"
      />
      <SubmitButton
        hydrated={hydrated}
        pending={pending || done !== null}
        label={t('accountPage.registerSubmit')}
        pendingLabel={t('accountPage.registerPending')}
        icon={UserPlus}
      />
    </form>
  );
}
