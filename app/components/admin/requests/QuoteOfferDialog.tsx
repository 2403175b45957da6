import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { tr } from '../../../../core/messages';
import { formatEuros } from '../../../../core/money';
import { QUOTE_LIMITS, quoteOfferSchema, type QuoteOfferInput } from '../../../../core/quote-offer-rules';
import type { AdminQuoteView } from '../../../../core/quote-views';
import { FormAlert } from '../../form/FormAlert';
import { useErrorText } from '../../form/useErrorText';
import { Modal } from '../Modal';
import type { QuoteCatalogue } from './types';
import { catalogueChoices, lineAmount, startValues } from './quote-offer-lines';
import { AddLineControls } from './quote-offer/AddLineControls';
import { OfferFooter } from './quote-offer/OfferFooter';
import { OfferLine } from './quote-offer/OfferLine';
import { OfferTermsFields } from './quote-offer/OfferTermsFields';
import { useOfferSave } from './quote-offer/useOfferSave';

/**
 * « Établir le devis »: lines from the catalogue (prefilled, still editable) or free, a validity
 * date (30 days by default) and a note; saved as a draft or sent to the client. The rules are
 * the server's own (core/quote-offer-rules.ts); the server checks them again.
 */
export function QuoteOfferDialog({
  requestId,
  open,
  onClose,
  onSaved,
  catalogue,
  pages,
  deliveryMethod,
  offer,
}: {
  requestId: string;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  catalogue: QuoteCatalogue;
  pages: number;
  deliveryMethod: string;
  offer: AdminQuoteView | null;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const errorText = useErrorText();
  const form = useForm<QuoteOfferInput>({
    resolver: zodResolver(quoteOfferSchema) as never,
    defaultValues: startValues(offer, catalogue, pages, deliveryMethod),
    mode: 'onTouched',
  });
  const { serverError, setServerError, pending, save } = useOfferSave({ requestId, form, onSaved, onClose });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const total = (lines ?? []).reduce((sum, l) => sum + (lineAmount(l) ?? 0), 0);

  useEffect(() => {
    if (open) {
      form.reset(startValues(offer, catalogue, pages, deliveryMethod));
      setServerError(null);
    }
  }, [open, offer, catalogue, pages, deliveryMethod, form, setServerError]);

  const linesError = errorText(errors.lines?.message ?? errors.lines?.root?.message);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      size="xl"
      title={tr('adminRequest.offerTitle', { id: requestId })}
      description={tr('adminRequest.offerDescription')}
      testId="quote-offer-dialog"
      footer={<OfferFooter pending={pending} onSave={(mode) => void save(mode)} />}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save('draft');
        }}
        className="space-y-5"
        data-testid="quote-offer-form"
      >
        <FormAlert tone="error" message={serverError} testId="quote-offer-error" />
        <fieldset>
          <legend className="field-label">{tr('adminRequest.offerLines')}</legend>
          <ol className="mt-2 space-y-3">
            {fields.map((field, i) => (
              <OfferLine
                key={field.id}
                index={i}
                source={field.source}
                base={`${id}-l${i}`}
                register={register}
                errors={errors.lines?.[i]}
                amount={lineAmount(lines?.[i])}
                onRemove={() => remove(i)}
              />
            ))}
          </ol>
          {linesError ? <p className="field-error">{linesError}</p> : null}
          <AddLineControls
            id={id}
            choice={choice}
            onChoose={setChoice}
            choices={catalogueChoices(catalogue, pages)}
            full={fields.length >= QUOTE_LIMITS.maxLines}
            onAdd={append}
          />
        </fieldset>

        <p
          className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-lg font-semibold"
          data-testid="quote-offer-total"
        >
          <span>{tr('adminRequest.offerTotal')}</span>
          <span className="tabular-nums">{formatEuros(total)}</span>
        </p>

        <OfferTermsFields id={id} register={register} errors={errors} />
      </form>
    </Modal>
  );
}
