import { zodResolver } from '@hookform/resolvers/zod';
import { Send, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  MESSAGE_MAX,
  NAME_MAX,
  QUOTE_DELIVERY_METHODS,
  QUOTE_MAX_PAGES,
  quoteFormSchema,
  REQUEST_MESSAGES,
  SERVICE_TYPES,
  serviceRequestFormSchema,
} from '../../../core/request-rules';
import { FieldMessage, FormAlert, SubmitButton } from '../auth/fields';
import { FileField } from './FileField';
import { Honeypot, NumberField, RequestEmailField, SelectField, TextAreaField, TextField } from './fields';
import { PrivacyNote } from './PrivacyNote';
import { sendRequest } from './request-client';
import { SuccessPanel } from './SuccessPanel';

type QuoteValues = z.input<typeof quoteFormSchema>;
type QuoteOutput = z.output<typeof quoteFormSchema>;

/**
 * The quote request, on /devis and, with the service-type choice, on /order.
 * Posted as multipart (the optional document goes with the fields) to
 * POST /api/services/request-quote.
 */
export function QuoteForm({ variant, accountEmail }: { variant: 'devis' | 'order'; accountEmail: string | null }) {
  const id = useId();
  const ids = {
    title: `${id}-titre`,
    service: `${id}-prestation`,
    name: `${id}-nom`,
    email: `${id}-email`,
    pages: `${id}-pages`,
    delivery: `${id}-livraison`,
    message: `${id}-message`,
    file: `${id}-fichier`,
    honeypot: `${id}-site`,
  };
  const isOrder = variant === 'order';
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);

  const defaults = useMemo<QuoteValues>(
    () => ({ name: '', email: accountEmail ?? '', numberOfPages: 1, deliveryMethod: 'email', message: '', website: '' }),
    [accountEmail],
  );
  // The /order schema only adds requirements to the same fields, so one value type serves both.
  const resolver = useMemo(
    () => zodResolver(isOrder ? serviceRequestFormSchema : quoteFormSchema) as unknown as Resolver<QuoteValues, unknown, QuoteOutput>,
    [isOrder],
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuoteValues, unknown, QuoteOutput>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const form = new FormData();
    form.append('name', values.name);
    form.append('email', values.email);
    form.append('numberOfPages', String(values.numberOfPages));
    form.append('deliveryMethod', values.deliveryMethod);
    form.append('message', values.message);
    if (values.serviceType) form.append('serviceType', values.serviceType);
    form.append('website', values.website ?? '');
    if (file) form.append('file', file, file.name);
    const answer = await sendRequest<{ message: string; reference: string }>('/api/services/request-quote', form);
    if (!answer.ok) {
      setServerError(answer.message);
      return;
    }
    setSent({ reference: answer.data.reference, email: values.email });
  });

  if (sent) {
    return (
      <SuccessPanel
        title={REQUEST_MESSAGES.quoteSent}
        againLabel="Faire une autre demande"
        onAgain={() => {
          reset(defaults);
          setFile(null);
          setFileError(null);
          setSent(null);
        }}
      >
        <p data-testid="quote-follow-up">{REQUEST_MESSAGES.quoteFollowUp}</p>
        <p>
          Référence de votre demande : <strong className="font-semibold text-ink" data-testid="quote-reference">{sent.reference}</strong>. Un
          e-mail de confirmation part à <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sent.email}</strong>.
        </p>
      </SuccessPanel>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={ids.title}
      className="card relative space-y-6 sm:p-8"
      data-testid="quote-form"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div>
        <h2 id={ids.title} className="text-2xl font-semibold">
          {isOrder ? 'Votre besoin' : 'Votre demande de devis'}
        </h2>
        <p className="mt-1 text-sm text-muted">Tous les champs sont obligatoires, sauf mention contraire.</p>
      </div>

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
          label="Nom et prénom"
          autoComplete="name"
          maxLength={NAME_MAX}
          registration={register('name')}
          error={errors.name}
          testId="name-input"
        />
        <RequestEmailField
          id={ids.email}
          accountEmail={accountEmail}
          registration={register('email')}
          error={errors.email}
          hint="Le devis vous sera envoyé à cette adresse."
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id={ids.pages}
          label="Nombre de pages"
          hint="Une face de document = une page."
          min={1}
          max={QUOTE_MAX_PAGES}
          registration={register('numberOfPages', { valueAsNumber: true })}
          error={errors.numberOfPages}
          testId="pages-input"
        />
        <SelectField
          id={ids.delivery}
          label="Mode de livraison"
          hint="Le PDF signé est toujours envoyé par e-mail."
          registration={register('deliveryMethod')}
          error={errors.deliveryMethod}
          testId="delivery-select"
        >
          {QUOTE_DELIVERY_METHODS.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </SelectField>
      </div>

      <TextAreaField
        id={ids.message}
        label={isOrder ? 'Description de votre besoin' : 'Message'}
        optional={!isOrder}
        hint={
          isOrder
            ? 'Nature des documents, pays de destination, délai souhaité…'
            : 'Type de document, pays d’origine, usage prévu, délai souhaité…'
        }
        maxLength={MESSAGE_MAX}
        length={message.length}
        registration={register('message')}
        error={errors.message}
        testId="message-input"
      />

      <FileField id={ids.file} file={file} error={fileError} onChange={setFile} onError={setFileError} disabled={isSubmitting} />

      <Honeypot id={ids.honeypot} registration={register('website')} />

      <FormAlert tone="error" message={serverError} testId="request-error">
        <p className="mt-1.5">
          Vous pouvez aussi nous écrire depuis la{' '}
          <Link to="/contact" className="font-semibold text-brand underline">
            page contact
          </Link>
          .
        </p>
      </FormAlert>

      <div className="space-y-4">
        <SubmitButton
          hydrated={hydrated}
          pending={isSubmitting}
          label={isOrder ? 'Envoyer ma demande' : 'Demander mon devis gratuit'}
          pendingLabel={file ? 'Envoi de la demande et du document…' : 'Envoi en cours…'}
          icon={Send}
          testId="quote-submit"
        />
        <PrivacyNote icon={ShieldCheck}>
          Devis gratuit et sans engagement. Votre document est transmis en HTTPS et conservé chiffré.
        </PrivacyNote>
      </div>
    </form>
  );
}
