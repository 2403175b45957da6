import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../../core/account-rules';
import { postAuth } from '../auth/auth-client';
import { EmailField, FormAlert, SubmitButton } from '../auth/fields';

type Values = z.input<typeof forgotPasswordSchema>;

/**
 * 'Recevoir un lien d'accès': POST /api/auth/guest-link. The server answers
 * the same whether or not the address has orders, so this form reveals nothing.
 */
export function GuestLinkForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await postAuth<{ message: string }>('/api/auth/guest-link', values);
    if (!answer.ok) {
      setServerError(answer.message ?? 'Erreur lors de l’envoi de l’email');
      return;
    }
    setSent(answer.data.message);
  });

  if (sent) {
    return (
      <FormAlert tone="success" message={sent} testId="guest-link-sent">
        <p className="mt-1.5 text-muted">Le lien est valable 30 minutes et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.</p>
      </FormAlert>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Recevoir un lien d’accès" data-testid="guest-link-form" data-hydrated={hydrated}>
      <FormAlert tone="error" message={serverError} />
      <EmailField id={`${id}-email`} label="Adresse e-mail de la commande" registration={register('email')} error={errors.email} />
      <SubmitButton hydrated={hydrated} pending={isSubmitting} label="Recevoir un lien d'accès" pendingLabel="Envoi…" icon={MailCheck} testId="guest-link-submit" />
    </form>
  );
}
