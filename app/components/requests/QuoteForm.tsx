import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { SendIcon } from '../TurnedIcons';
import { useId, useMemo, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  NAME_MAX,
  QUOTE_DELIVERY_METHODS,
  QUOTE_MAX_PAGES,
  quoteFormSchema,
  SERVICE_TYPES,
  serviceRequestFormSchema,
} from '../../../core/request-rules';
import { SelectField } from '../form/ChoiceFields';
import { FieldMessage } from '../form/Field';
import { EmailField, NumberField, TextField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { FileField } from './FileField';
import { PrivacyNote } from './PrivacyNote';
import { sendRequest } from './request-client';
import { MessageField, RequestFormFrame } from './RequestFormFrame';
import { SuccessPanel } from './SuccessPanel';
import { deliveryLabelIn } from '../../../core/request-labels';
import { localizedPath } from '../../../core/messages/pages';
import { useT } from '../../lib/i18n';
import { usePageLang } from '../../lib/page-lang';
import { richText } from '../../lib/rich-text';

type QuoteValues = z.input<typeof quoteFormSchema>;
type QuoteOutput = z.output<typeof quoteFormSchema>;

/**
 * The quote request, on /devis and, with the service-type choice, on /order.
 * Posted as multipart (the optional document goes with the fields) to
 * POST /api/services/request-quote.
 */
export function QuoteForm({ variant, accountEmail }: { variant: 'devis' | 'order'; accountEmail: string | null }) {
  const id = useId();
  const t = useT();
  const lang = usePageLang();
  const ids = {
    service: `${id}-prestation`,
    name: `${id}-nom`,
    email: `${id}-email`,
    pages: `${id}-pages`,
    delivery: `${id}-livraison`,
    message: `${id}-message`,
    file: `${id}-fichier`,
  };
  const isOrder = variant === 'order';
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const defaults = useMemo<QuoteValues>(
    () => ({
      name: '',
      email: accountEmail ?? '',
      numberOfPages: 1,
      deliveryMethod: 'email',
      message: '',
      website: '',
    }),
    [accountEmail],
  );
  // The /order schema only adds requirements to the same fields, so one value type serves both.
  const resolver = useMemo(
    () =>
      zodResolver(isOrder ? serviceRequestFormSchema : quoteFormSchema) as unknown as Resolver<
        QuoteValues,
        unknown,
        QuoteOutput
      >,
    [isOrder],
  );
  const flow = useFormFlow<QuoteValues, QuoteOutput, { reference: string; email: string }>({
    resolver,
    defaultValues: defaults,
    send: async (values) => {
      const body = new FormData();
      body.append('name', values.name);
      body.append('email', values.email);
      body.append('numberOfPages', String(values.numberOfPages));
      body.append('deliveryMethod', values.deliveryMethod);
      body.append('message', values.message);
      if (values.serviceType) body.append('serviceType', values.serviceType);
      body.append('website', values.website ?? '');
      if (file) body.append('file', file, file.name);
      const answer = await sendRequest<{ message: string; reference: string }>('/api/services/request-quote', body);
      return answer.ok ? { ok: true, data: { reference: answer.data.reference, email: values.email } } : answer;
    },
  });
  const { register, control, errors, pending: isSubmitting, sent, again } = flow;

  if (sent) {
    return (
      <SuccessPanel
        title={t('request.quoteSent')}
        againLabel={t('requestForm.quoteAgain')}
        onAgain={() => {
          setFile(null);
          setFileError(null);
          again();
        }}
      >
        <p data-testid="quote-follow-up">{t('request.quoteFollowUp')}</p>
        <p>
          {richText(
            {
              reference: (
                <strong className="font-semibold text-ink" data-testid="quote-reference">
                  {sent.reference}
                </strong>
              ),
              email: <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sent.email}</strong>,
            },
            (m) => t('requestForm.quoteSentText', m),
          )}
        </p>
      </SuccessPanel>
    );
  }

  return (
    <RequestFormFrame
      id={id}
      title={isOrder ? 'Votre besoin' : t('requestForm.quoteTitle')}
      intro={t('requestForm.quoteIntro')}
      testId="quote-form"
      flow={flow}
      submit={{
        label: isOrder ? 'Envoyer ma demande' : t('requestForm.quoteSubmit'),
        pendingLabel: t(file ? 'requestForm.sendingWithFile' : 'requestForm.sending'),
        icon: SendIcon,
        testId: 'quote-submit',
      }}
      alertExtra={
        <p className="mt-1.5">
          {richText(
            {
              link: (
                <Link to={localizedPath(lang, '/contact')} className="font-semibold text-brand underline">
                  {t('requestForm.quoteContactLink')}
                </Link>
              ),
            },
            (m) => t('requestForm.quoteAlsoContact', m),
          )}
        </p>
      }
      privacy={<PrivacyNote icon={ShieldCheck}>{t('requestForm.quotePrivacy')}</PrivacyNote>}
    >
      {isOrder ? (
        <fieldset>
          <legend className="field-label">Type de prestation</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {SERVICE_TYPES.map((s) => (
              <label
                key={s.id}
                className={`flex cursor-pointer gap-3 rounded-xl border bg-surface p-4 transition-colors has-[:checked]:border-brand has-[:checked]:bg-brand-soft/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand hover:border-brand ${
                  errors.serviceType ? 'border-danger' : 'border-line'
                }`}
              >
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- screen readers announce it on the focused radio */}
                <input
                  type="radio"
                  value={s.id}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand focus:outline-none"
                  aria-invalid={errors.serviceType ? true : undefined}
                  aria-describedby={`${ids.service}-erreur`}
                  data-testid={`service-${s.id}`}
                  {...register('serviceType')}
                />
                <span>
                  <span className="block font-semibold text-ink">{s.label}</span>
                  <span className="mt-0.5 block text-sm leading-snug text-muted">{s.description}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldMessage id={`${ids.service}-erreur`} error={errors.serviceType} />
        </fieldset>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={ids.name}
          label={t('requestForm.fullName')}
          autoComplete="name"
          maxLength={NAME_MAX}
          registration={register('name')}
          error={errors.name}
          testId="name-input"
        />
        <EmailField
          id={ids.email}
          lockedTo={accountEmail}
          registration={register('email')}
          error={errors.email}
          hint={t('requestForm.quoteEmailHint')}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id={ids.pages}
          label={t('requestForm.pages')}
          hint={t('requestForm.pagesHint')}
          min={1}
          max={QUOTE_MAX_PAGES}
          registration={register('numberOfPages', { valueAsNumber: true })}
          error={errors.numberOfPages}
          testId="pages-input"
        />
        <SelectField
          id={ids.delivery}
          label={t('requestForm.delivery')}
          hint={t('requestForm.deliveryHint')}
          registration={register('deliveryMethod')}
          error={errors.deliveryMethod}
          testId="delivery-select"
        >
          {QUOTE_DELIVERY_METHODS.map((d) => (
            <option key={d.id} value={d.id}>
              {lang === 'fr' ? d.label : deliveryLabelIn(lang, d.id)}
            </option>
          ))}
        </SelectField>
      </div>

      <MessageField
        id={ids.message}
        control={control}
        label={isOrder ? 'Description de votre besoin' : t('requestForm.message')}
        optional={!isOrder}
        hint={
          isOrder ? 'Nature des documents, pays de destination, délai souhaité…' : t('requestForm.quoteMessageHint')
        }
        registration={register('message')}
        error={errors.message}
      />

      <FileField
        id={ids.file}
        file={file}
        error={fileError}
        onChange={setFile}
        onError={setFileError}
        disabled={isSubmitting}
      />
    </RequestFormFrame>
  );
}
