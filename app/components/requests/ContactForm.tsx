import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { contactRequestSchema, MESSAGE_MAX, NAME_MAX, REQUEST_MESSAGES, SUBJECT_MAX } from '../../../core/request-rules';
import { EmailField, FormAlert, SubmitButton } from '../auth/fields';
import { Honeypot, TextAreaField, TextField } from './fields';
import { PrivacyNote } from './PrivacyNote';
import { sendRequest } from './request-client';
import { SuccessPanel } from './SuccessPanel';

type ContactValues = z.input<typeof contactRequestSchema>;

/**
 * POST /api/contact. Signed in, the e-mail starts as the account's and stays
 * editable: someone may want the answer elsewhere.
 */
export function ContactForm({ accountEmail }: { accountEmail: string | null }) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const defaults = useMemo<ContactValues>(() => ({ name: '', email: accountEmail ?? '', subject: '', message: '', website: '' }), [accountEmail]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(contactRequestSchema), defaultValues: defaults, mode: 'onTouched' });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await sendRequest('/api/contact', values);
    if (!answer.ok) {
      setServerError(answer.message);
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <SuccessPanel
        title={REQUEST_MESSAGES.contactSent}
        againLabel="Écrire un autre message"
        onAgain={() => {
          reset(defaults);
          setSentTo(null);
        }}
      >
        <p>
          Nous vous répondrons dans les meilleurs délais à <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sentTo}</strong>.
          Un e-mail de confirmation vient de partir : pensez à regarder dans vos courriers indésirables.
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
      data-testid="contact-form"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div>
        <h2 id={`${id}-titre`} className="text-2xl font-semibold">
          Écrivez-nous
        </h2>
        <p className="mt-1 text-sm text-muted">Tous les champs sont obligatoires. Réponse personnelle de la traductrice, du lundi au vendredi.</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={`${id}-nom`} label="Nom et prénom" autoComplete="name" maxLength={NAME_MAX} registration={register('name')} error={errors.name} testId="name-input" />
        <EmailField id={`${id}-email`} registration={register('email')} error={errors.email} hint="Nous vous répondrons à cette adresse." />
      </div>
      <TextField
        id={`${id}-objet`}
        label="Objet"
        maxLength={SUBJECT_MAX}
        placeholder="Ex. : délai pour un acte de naissance"
        registration={register('subject')}
        error={errors.subject}
        testId="subject-input"
      />
      <TextAreaField
        id={`${id}-message`}
        label="Message"
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
        <SubmitButton hydrated={hydrated} pending={isSubmitting} label="Envoyer le message" pendingLabel="Envoi en cours…" icon={Send} testId="contact-submit" />
        <PrivacyNote />
      </div>
    </form>
  );
}
