import { LogInIcon } from '../TurnedIcons';
import { useContext, useId, useState } from 'react';
import { Link } from 'react-router';
import { loginSchema } from '../../../core/account-rules';
import { landingFor, postAuth } from './auth-client';
import { tr } from '../../../core/messages';
import { localizedPath } from '../../../core/messages/pages';
import { useT } from '../../lib/i18n';
import { PageLang } from '../../lib/page-lang';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { EmailField, PasswordField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';

interface LoginAnswer {
  token: string;
  user: { email: string; role: 'admin' | 'user' };
}

/**
 * E-mail and password, posted as JSON to the login endpoint; the server sets
 * the session cookies, then a full page load shows the signed-in header.
 */
export function LoginForm({
  endpoint,
  next,
  admin = false,
}: {
  endpoint: '/api/auth/login' | '/api/auth/admin/login';
  /** A same-site path to go back to, already checked. */
  next: string | null;
  admin?: boolean;
}) {
  const id = useId();
  const t = useT();
  const lang = useContext(PageLang);
  const [redirecting, setRedirecting] = useState(false);
  const { hydrated, serverError, onSubmit, register, formRef, errors, pending } = useFormFlow({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    send: async (values) => {
      const answer = await postAuth<LoginAnswer>(endpoint, values);
      if (!answer.ok) return { ok: false, message: answer.message ?? tr('account.loginFailed') };
      setRedirecting(true);
      const target = admin
        ? next?.startsWith('/admin/')
          ? next
          : '/admin/dashboard'
        : landingFor(answer.data.user.role, next, lang);
      window.location.assign(target);
      return { ok: true, data: true };
    },
  });

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={t(admin ? 'adminShared.loginTitle' : 'shell.login')}
      data-testid="login-form"
      data-hydrated={hydrated}
    >
      <FormAlert tone="error" message={serverError}>
        <p className="mt-1.5">
          <Link
            to={localizedPath(lang, '/forgot-password')}
            className="font-semibold text-brand underline"
            data-testid="forgot-link"
          >
            {t('accountPage.forgotLink')}
          </Link>
        </p>
      </FormAlert>
      <EmailField id={`${id}-email`} registration={register('email')} error={errors.email} />
      <PasswordField
        id={`${id}-password`}
        label={t('accountPage.passwordLabel')}
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
        testId="password-input"
      />
      <SubmitButton
        hydrated={hydrated}
        pending={pending || redirecting}
        label={t('accountPage.loginHeading')}
        pendingLabel={t(redirecting ? 'accountPage.loginRedirecting' : 'accountPage.loginPending')}
        icon={LogInIcon}
      />
    </form>
  );
}
