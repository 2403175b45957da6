import { LifeBuoy } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { SUBJECT_MAX, supportFormSchema } from '../../../core/request-rules';
import { EmailField, TextField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { sendRequest } from './request-client';
import { MessageField, RequestFormFrame } from './RequestFormFrame';
import { SuccessPanel } from './SuccessPanel';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

type SupportValues = z.input<typeof supportFormSchema>;

/** POST /api/support; signed in, the account's e-mail is used and shown locked. */
export function SupportForm({ accountEmail }: { accountEmail: string | null }) {
  const id = useId();
  const t = useT();
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
      <SuccessPanel title={t('request.supportSent')} againLabel={t('requestForm.supportAgain')} onAgain={again}>
        <p>
          {richText(
            {
              email: (
                <strong dir="ltr" className="font-semibold [overflow-wrap:anywhere] text-ink">
                  {sent.email}
                </strong>
              ),
              // TR-7K3F9Q2M in one piece, left to right, in an Arabic sentence too.
              reference: (
                <span dir="ltr" className="whitespace-nowrap">
                  {sent.reference}
                </span>
              ),
            },
            (m) =>
              sent.reference
                ? t('requestForm.supportSentTextOrder', m)
                : t('requestForm.supportSentText', { email: m.email }),
          )}
        </p>
      </SuccessPanel>
    );
  }

  return (
    <RequestFormFrame
      id={id}
      title={t('requestForm.supportTitle')}
      intro={t('requestForm.quoteIntro')}
      testId="support-form"
      flow={flow}
      submit={{
        label: t('requestForm.supportSubmit'),
        pendingLabel: t('requestForm.sending'),
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
          hint={t('requestForm.supportEmailHint')}
        />
        <TextField
          id={`${id}-commande`}
          label={t('requestForm.supportReference')}
          optional
          placeholder="TR-7K3F9Q2M"
          maxLength={20}
          autoCapitalize="characters"
          hint={t('requestForm.supportReferenceHint')}
          registration={register('orderReference')}
          error={errors.orderReference}
          testId="order-reference-input"
        />
      </div>
      <TextField
        id={`${id}-objet`}
        label={t('requestForm.subject')}
        maxLength={SUBJECT_MAX}
        placeholder={t('requestForm.supportSubjectPlaceholder')}
        registration={register('subject')}
        error={errors.subject}
        testId="subject-input"
      />
      <MessageField
        id={`${id}-message`}
        control={control}
        label={t('requestForm.message')}
        hint={t('requestForm.supportMessageHint')}
        rows={7}
        registration={register('message')}
        error={errors.message}
      />
    </RequestFormFrame>
  );
}
