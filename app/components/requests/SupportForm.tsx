import { LifeBuoy } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { SUBJECT_MAX, supportFormSchema } from '../../../core/request-rules';
import { EmailField, TextField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { sendRequest } from './request-client';
import { MessageField, RequestFormFrame } from './RequestFormFrame';
import { SuccessPanel } from './SuccessPanel';
import { tr } from '../../../core/messages';

type SupportValues = z.input<typeof supportFormSchema>;

/** POST /api/support; signed in, the account's e-mail is used and shown locked. */
export function SupportForm({ accountEmail }: { accountEmail: string | null }) {
  const id = useId();
  const defaults = useMemo<SupportValues>(
    () => ({ email: accountEmail ?? '', subject: '', message: '', orderReference: '', website: '' }),
    [accountEmail],
  );
  const flow = useFormFlow({
    schema: supportFormSchema,
    defaultValues: defaults,
    send: async (values) => {
      const answer = await sendRequest('/api/support', values);
      return answer.ok
        ? { ok: true as const, data: { email: values.email, reference: values.orderReference || undefined } }
        : answer;
    },
  });
  const { register, control, errors, sent, again } = flow;

  if (sent) {
    return (
      <SuccessPanel title={tr('request.supportSent')} againLabel="Envoyer une autre demande" onAgain={again}>
        <p>
          {sent.reference ? <>Votre demande concernant la commande {sent.reference} est enregistrée. </> : null}
          Nous revenons vers vous à{' '}
          <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sent.email}</strong> dans les meilleurs
          délais, du lundi au vendredi.
        </p>
      </SuccessPanel>
    );
  }

  return (
    <RequestFormFrame
      id={id}
      title="Décrivez le problème"
      intro="Tous les champs sont obligatoires, sauf mention contraire."
      testId="support-form"
      flow={flow}
      submit={{
        label: 'Envoyer la demande',
        pendingLabel: 'Envoi en cours…',
        icon: LifeBuoy,
        testId: 'support-submit',
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField
          id={`${id}-email`}
          lockedTo={accountEmail}
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
      <MessageField
        id={`${id}-message`}
        control={control}
        hint="Ce qui s’est passé, ce que vous attendiez, et la page concernée le cas échéant."
        rows={7}
        registration={register('message')}
        error={errors.message}
      />
    </RequestFormFrame>
  );
}
