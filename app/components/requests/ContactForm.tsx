import { Send } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { contactRequestSchema, NAME_MAX, SUBJECT_MAX } from '../../../core/request-rules';
import { EmailField, TextField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { sendRequest } from './request-client';
import { MessageField, RequestFormFrame } from './RequestFormFrame';
import { SuccessPanel } from './SuccessPanel';
import { tr } from '../../../core/messages';

type ContactValues = z.input<typeof contactRequestSchema>;

/**
 * POST /api/contact. Signed in, the e-mail starts as the account's and stays
 * editable: someone may want the answer elsewhere.
 */
export function ContactForm({ accountEmail }: { accountEmail: string | null }) {
  const id = useId();
  const defaults = useMemo<ContactValues>(
    () => ({ name: '', email: accountEmail ?? '', subject: '', message: '', website: '' }),
    [accountEmail],
  );
  const flow = useFormFlow({
    schema: contactRequestSchema,
    defaultValues: defaults,
    send: async (values) => {
      const answer = await sendRequest('/api/contact', values);
      return answer.ok ? { ok: true as const, data: values.email } : answer;
    },
  });
  const { register, control, errors, sent, again } = flow;

  if (sent) {
    return (
      <SuccessPanel title={tr('form.messageSent')} againLabel="Écrire un autre message" onAgain={again}>
        <p>
          Nous vous répondrons dans les meilleurs délais à{' '}
          <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sent}</strong>. Un e-mail de confirmation
          vient de partir : pensez à regarder dans vos courriers indésirables.
        </p>
      </SuccessPanel>
    );
  }

  return (
    <RequestFormFrame
      id={id}
      title="Écrivez-nous"
      intro="Tous les champs sont obligatoires. Réponse personnelle de la traductrice, du lundi au vendredi."
      testId="contact-form"
      flow={flow}
      submit={{ label: 'Envoyer le message', pendingLabel: 'Envoi en cours…', icon: Send, testId: 'contact-submit' }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-nom`}
          label="Nom et prénom"
          autoComplete="name"
          maxLength={NAME_MAX}
          registration={register('name')}
          error={errors.name}
          testId="name-input"
        />
        <EmailField
          id={`${id}-email`}
          registration={register('email')}
          error={errors.email}
          hint="Nous vous répondrons à cette adresse."
        />
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
      <MessageField
        id={`${id}-message`}
        control={control}
        rows={7}
        registration={register('message')}
        error={errors.message}
      />
    </RequestFormFrame>
  );
}
