import { Send } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../core/account-rules';
import { postAuth } from './auth-client';
import { tr } from '../../../core/messages';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { EmailField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';

/** POST /api/auth/forgot-password; the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const id = useId();
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
      <FormAlert tone="success" message={sent ? tr('account.resetSent') : null} testId="form-success">
        <p className="mt-1.5 text-muted">
          Le lien est valable une heure et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.
        </p>
      </FormAlert>
      {sent ? (
        <Link to="/login" className="btn-secondary w-full py-3">
          Retour à la connexion
        </Link>
      ) : (
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label="Demande de réinitialisation"
          data-testid="forgot-form"
          data-hydrated={hydrated}
        >
          <FormAlert tone="error" message={serverError} />
          <EmailField
            id={`${id}-email`}
            registration={register('email')}
            error={errors.email}
            hint="L’adresse avec laquelle vous avez créé votre compte."
          />
          <SubmitButton
            hydrated={hydrated}
            pending={pending}
            label="Recevoir le lien"
            pendingLabel="Envoi…"
            icon={Send}
          />
        </form>
      )}
    </div>
  );
}
