import { zodResolver } from '@hookform/resolvers/zod';
import { LifeBuoy } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGE_MAX, REQUEST_MESSAGES, SUBJECT_MAX, supportFormSchema } from '../../../core/request-rules';
import { FormAlert, SubmitButton } from '../auth/fields';
import { Honeypot, RequestEmailField, TextAreaField, TextField } from './fields';
import { PrivacyNote } from './PrivacyNote';
import { sendRequest } from './request-client';
import { SuccessPanel } from './SuccessPanel';

type SupportValues = z.input<typeof supportFormSchema>;

/** POST /api/support; signed in, the account's e-mail is used and shown locked. */
export function SupportForm({ accountEmail }: { accountEmail: string | null }) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; reference?: string } | null>(null);
  const defaults = useMemo<SupportValues>(
    () => ({ email: accountEmail ?? '', subject: '', message: '', orderReference: '', website: '' }),
    [accountEmail],
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SupportValues>({ resolver: zodResolver(supportFormSchema), defaultValues: defaults, mode: 'onTouched' });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await sendRequest('/api/support', values);
    if (!answer.ok) {
      setServerError(answer.message);
      return;
    }
    setSent({ email: values.email, reference: values.orderReference || undefined });
  });

  if (sent) {
    return (
      <SuccessPanel
        title={REQUEST_MESSAGES.supportSent}
        againLabel="Envoyer une autre demande"
        onAgain={() => {
          reset(defaults);
          setSent(null);
        }}
      >
        <p>
          {sent.reference ? <>Votre demande concernant la commande {sent.reference} est enregistrée. </> : null}
          Nous revenons vers vous à <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sent.email}</strong> dans les
          meilleurs délais, du lundi au vendredi.
        </p>
      </SuccessPanel>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-titre`}
      className="card relative space-y-6 sm:p-8"
      data-testid="support-form"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div>
        <h2 id={`${id}-titre`} className="text-2xl font-semibold">
          Décrivez le problème
        </h2>
        <p className="mt-1 text-sm text-muted">Tous les champs sont obligatoires, sauf mention contraire.</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <RequestEmailField
          id={`${id}-email`}
          accountEmail={accountEmail}
          registration={register('email')}
          error={errors.email}
          hint="Celle utilisée pour votre commande, si possible."
        />
        <TextField
          id={`${id}-commande`}
          label="Référence de commande"
          optional
          placeholder="TR-7K3F9Q2M"
          maxLength={20}
          autoCapitalize="characters"
          hint="Elle figure dans l’e-mail de confirmation de commande."
          registration={register('orderReference')}
          error={errors.orderReference}
          testId="order-reference-input"
        />
      </div>
      <TextField
        id={`${id}-objet`}
        label="Objet"
        maxLength={SUBJECT_MAX}
        placeholder="Ex. : document illisible, paiement, livraison…"
        registration={register('subject')}
        error={errors.subject}
        testId="subject-input"
      />
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        hint="Ce qui s’est passé, ce que vous attendiez, et la page concernée le cas échéant."
        maxLength={MESSAGE_MAX}
        length={message.length}
        rows={7}
        registration={register('message')}
        error={errors.message}
        testId="message-input"
      />
      <Honeypot id={`${id}-site`} registration={register('website')} />
      <FormAlert tone="error" message={serverError} testId="request-error" />
      <div className="space-y-4">
        <SubmitButton hydrated={hydrated} pending={isSubmitting} label="Envoyer la demande" pendingLabel="Envoi en cours…" icon={LifeBuoy} testId="support-submit" />
        <PrivacyNote />
      </div>
    </form>
  );
}
