import { SendIcon } from '../TurnedIcons';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { contactRequestSchema, NAME_MAX, SUBJECT_MAX } from '../../../core/request-rules';
import { EmailField, TextField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { sendRequest } from './request-client';
import { MessageField, RequestFormFrame } from './RequestFormFrame';
import { SuccessPanel } from './SuccessPanel';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

type ContactValues = z.input<typeof contactRequestSchema>;

/**
 * POST /api/contact. Signed in, the e-mail starts as the account's and stays
 * editable: someone may want the answer elsewhere.
 */
export function ContactForm({ accountEmail }: { accountEmail: string | null }) {
  const id = useId();
  const t = useT();
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
      <SuccessPanel title={t('form.messageSent')} againLabel={t('requestForm.contactAgain')} onAgain={again}>
        <p>
          {richText(
            {
              email: <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sent}</strong>,
            },
            (m) => t('requestForm.contactSentText', m),
          )}
        </p>
      </SuccessPanel>
    );
  }

  return (
    <RequestFormFrame
      id={id}
      title={t('requestForm.contactTitle')}
      intro={t('requestForm.contactIntro')}
      testId="contact-form"
      flow={flow}
      submit={{
        label: t('requestForm.contactSubmit'),
        pendingLabel: t('requestForm.sending'),
        icon: SendIcon,
        testId: 'contact-submit',
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-nom`}
          label={t('requestForm.fullName')}
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
          hint={t('requestForm.contactEmailHint')}
        />
      </div>
      <TextField
        id={`${id}-objet`}
        label={t('requestForm.subject')}
        maxLength={SUBJECT_MAX}
        placeholder={t('requestForm.subjectPlaceholder')}
        registration={register('subject')}
        error={errors.subject}
        testId="subject-input"
      />
      <MessageField
        id={`${id}-message`}
        control={control}
        rows={7}
        label={t('requestForm.message')}
        registration={register('message')}
        error={errors.message}
      />
    </RequestFormFrame>
  );
}
