import { ShieldCheck } from 'lucide-react';
import { SendIcon } from '../TurnedIcons';
import { useId, useState } from 'react';
import { NAME_MAX, QUOTE_DELIVERY_METHODS, QUOTE_MAX_PAGES } from '../../../core/request-rules';
import { SelectField } from '../form/ChoiceFields';
import { EmailField, NumberField, TextField } from '../form/TextFields';
import { FileField } from './FileField';
import { PrivacyNote } from './PrivacyNote';
import { ContactInstead } from './quote-form/ContactInstead';
import { QuoteSent } from './quote-form/QuoteSent';
import { ServiceTypeField } from './quote-form/ServiceTypeField';
import { useQuoteFlow } from './quote-form/useQuoteFlow';
import { MessageField, RequestFormFrame } from './RequestFormFrame';
import { deliveryLabelIn } from '../../../core/request-labels';
import { useT } from '../../lib/i18n';
import { usePageLang } from '../../lib/page-lang';

/** The ids of the form's fields, under the form's own. */
const quoteFieldIds = (id: string) => ({
  service: `${id}-prestation`,
  name: `${id}-nom`,
  email: `${id}-email`,
  pages: `${id}-pages`,
  delivery: `${id}-livraison`,
  message: `${id}-message`,
  file: `${id}-fichier`,
});

/**
 * The quote request, on /devis and, with the service-type choice, on /order.
 * Posted as multipart (the optional document goes with the fields) to
 * POST /api/services/request-quote.
 */
export function QuoteForm({ variant, accountEmail }: { variant: 'devis' | 'order'; accountEmail: string | null }) {
  const id = useId();
  const t = useT();
  const lang = usePageLang();
  const ids = quoteFieldIds(id);
  const isOrder = variant === 'order';
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const flow = useQuoteFlow({ isOrder, accountEmail, file });
  const { register, control, errors, pending: isSubmitting, sent, again } = flow;

  if (sent) {
    return (
      <QuoteSent
        sent={sent}
        onAgain={() => {
          setFile(null);
          setFileError(null);
          again();
        }}
      />
    );
  }

  return (
    <RequestFormFrame
      id={id}
      title={t(isOrder ? 'requestForm.orderFormTitle' : 'requestForm.quoteTitle')}
      intro={t('requestForm.quoteIntro')}
      testId="quote-form"
      flow={flow}
      submit={{
        label: t(isOrder ? 'requestForm.orderSubmit' : 'requestForm.quoteSubmit'),
        pendingLabel: t(file ? 'requestForm.sendingWithFile' : 'requestForm.sending'),
        icon: SendIcon,
        testId: 'quote-submit',
      }}
      alertExtra={<ContactInstead />}
      privacy={<PrivacyNote icon={ShieldCheck}>{t('requestForm.quotePrivacy')}</PrivacyNote>}
    >
      {isOrder ? (
        <ServiceTypeField id={ids.service} registration={register('serviceType')} error={errors.serviceType} />
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
        label={t(isOrder ? 'requestForm.orderMessage' : 'requestForm.message')}
        optional={!isOrder}
        hint={t(isOrder ? 'requestForm.orderMessageHint' : 'requestForm.quoteMessageHint')}
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
