import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus, Save, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { formatEuros } from '../../../../core/money';
import { QUOTE_LIMITS, quoteOfferSchema, type QuoteOfferInput } from '../../../../core/quote-offer-rules';
import type { AdminQuoteView } from '../../../../core/quote-views';
import { FieldMessage, inputClass } from '../../form/Field';
import { FormAlert } from '../../form/FormAlert';
import { useErrorText } from '../../form/useErrorText';
import { adminRequest } from '../admin-api';
import { Modal, ModalClose } from '../Modal';
import type { QuoteCatalogue } from './types';
import { catalogueChoices, lineAmount, SOURCE_TAGS, startValues } from './quote-offer-lines';

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'send' | null>(null);
  const [choice, setChoice] = useState('');
  const errorText = useErrorText();
  const form = useForm<QuoteOfferInput>({
    resolver: zodResolver(quoteOfferSchema) as never,
    defaultValues: startValues(offer, catalogue, pages, deliveryMethod),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const total = (lines ?? []).reduce((sum, l) => sum + (lineAmount(l) ?? 0), 0);
  const choices = catalogueChoices(catalogue, pages);

  useEffect(() => {
    if (open) {
      form.reset(startValues(offer, catalogue, pages, deliveryMethod));
      setServerError(null);
    }
  }, [open, offer, catalogue, pages, deliveryMethod, form]);

  // Checked with the shared rules; what was typed goes to the server, which parses it again.
  const save = (mode: 'draft' | 'send') =>
    form.handleSubmit(async () => {
      setPending(mode);
      setServerError(null);
      const values = form.getValues();
      const answer =
        mode === 'send'
          ? await adminRequest('POST', `/api/admin/quotes/${requestId}/offer/send`, values)
          : await adminRequest('PUT', `/api/admin/quotes/${requestId}/offer`, values);
      setPending(null);
      if (!answer.ok) {
        setServerError(answer.message ?? 'Le devis n’a pas pu être enregistré. Réessayez.');
        return;
      }
      onSaved(mode === 'send' ? 'Devis envoyé au client.' : 'Brouillon enregistré.');
      onClose();
    })();

  const linesError = errorText(errors.lines?.message ?? errors.lines?.root?.message);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      size="xl"
      title={`Devis pour la demande ${requestId}`}
      description="Lignes du catalogue (modifiables) ou libres, date de validité et note. « Envoyer » adresse au client un lien pour consulter, accepter et payer le devis."
      testId="quote-offer-dialog"
      footer={
        <>
          <ModalClose>Annuler</ModalClose>
          <button
            type="button"
            className="btn-secondary"
            disabled={pending !== null}
            onClick={() => void save('draft')}
            data-testid="quote-save-draft"
          >
            {pending === 'draft' ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Save className="h-4 w-4" aria-hidden="true" />
            )}
            Enregistrer le brouillon
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={pending !== null}
            onClick={() => void save('send')}
            data-testid="quote-send"
          >
            {pending === 'send' ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="h-4 w-4" aria-hidden="true" />
            )}
            Envoyer le devis
          </button>
        </>
      }
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
          <legend className="field-label">Lignes du devis</legend>
          <ol className="mt-2 space-y-3">
            {fields.map((field, i) => {
              const lineErrors = errors.lines?.[i];
              const amount = lineAmount(lines?.[i]);
              const base = `${id}-l${i}`;
              return (
                <li key={field.id} className="rounded-xl border border-line p-3 sm:p-4" data-testid="quote-offer-line">
                  <div className="flex items-center justify-between gap-3">
                    <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                      {SOURCE_TAGS[field.source]}
                    </span>
                    <button
                      type="button"
                      className="btn-ghost -my-1 p-1.5 text-danger"
                      onClick={() => remove(i)}
                      aria-label={`Retirer la ligne ${i + 1}`}
                      data-testid="quote-line-remove"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </div>
                  <input type="hidden" {...register(`lines.${i}.source`)} />
                  <input type="hidden" {...register(`lines.${i}.optionId`)} />
                  <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_5rem_8rem_7rem] sm:items-start">
                    <div>
                      <label htmlFor={`${base}-label`} className="text-sm font-medium text-ink">
                        Intitulé
                      </label>
                      <input
                        id={`${base}-label`}
                        maxLength={QUOTE_LIMITS.labelMax}
                        className={inputClass(lineErrors?.label, 'mt-1')}
                        aria-invalid={lineErrors?.label ? true : undefined}
                        aria-describedby={`${base}-label-erreur`}
                        data-testid="quote-line-label"
                        {...register(`lines.${i}.label`)}
                      />
                      <FieldMessage id={`${base}-label-erreur`} error={lineErrors?.label} />
                    </div>
                    <div className="grid grid-cols-[5rem_minmax(0,1fr)_auto] gap-3 sm:contents">
                      <div>
                        <label htmlFor={`${base}-qty`} className="text-sm font-medium text-ink">
                          Quantité
                        </label>
                        <input
                          id={`${base}-qty`}
                          inputMode="numeric"
                          className={inputClass(lineErrors?.quantity, 'mt-1')}
                          aria-invalid={lineErrors?.quantity ? true : undefined}
                          aria-describedby={`${base}-qty-erreur`}
                          data-testid="quote-line-quantity"
                          {...register(`lines.${i}.quantity`)}
                        />
                        <FieldMessage id={`${base}-qty-erreur`} error={lineErrors?.quantity} />
                      </div>
                      <div>
                        <label htmlFor={`${base}-unit`} className="text-sm font-medium text-ink">
                          Prix unitaire (€)
                        </label>
                        <input
                          id={`${base}-unit`}
                          inputMode="decimal"
                          className={inputClass(lineErrors?.unitPrice, 'mt-1')}
                          aria-invalid={lineErrors?.unitPrice ? true : undefined}
                          aria-describedby={`${base}-unit-erreur`}
                          data-testid="quote-line-unit"
                          {...register(`lines.${i}.unitPrice`)}
                        />
                        <FieldMessage id={`${base}-unit-erreur`} error={lineErrors?.unitPrice} />
                      </div>
                      <p className="text-sm">
                        <span className="block font-medium text-ink">Montant</span>
                        <span className="mt-1 block py-2.5 text-right font-semibold text-ink tabular-nums">
                          {amount === null ? '—' : formatEuros(amount)}
                        </span>
                      </p>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          {linesError ? <p className="field-error">{linesError}</p> : null}
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-choice`} className="text-sm font-medium text-ink">
                Ligne du catalogue
              </label>
              <select
                id={`${id}-choice`}
                className="field-input mt-1"
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                data-testid="quote-catalogue-choice"
              >
                <option value="">Choisir une prestation…</option>
                {choices.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.text}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn-secondary"
              disabled={!choice || fields.length >= QUOTE_LIMITS.maxLines}
              onClick={() => {
                const found = choices.find((c) => c.key === choice);
                if (found) append({ ...found.line });
                setChoice('');
              }}
              data-testid="quote-add-catalogue"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              Ajouter
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={fields.length >= QUOTE_LIMITS.maxLines}
              onClick={() => append({ source: 'free', optionId: '', label: '', quantity: '1', unitPrice: '' })}
              data-testid="quote-add-free"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              Ligne libre
            </button>
          </div>
        </fieldset>

        <p
          className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-lg font-semibold"
          data-testid="quote-offer-total"
        >
          <span>Total</span>
          <span className="tabular-nums">{formatEuros(total)}</span>
        </p>

        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <div>
            <label htmlFor={`${id}-until`} className="field-label">
              Valable jusqu’au
            </label>
            <input
              id={`${id}-until`}
              type="date"
              className={inputClass(errors.validUntil)}
              aria-invalid={errors.validUntil ? true : undefined}
              aria-describedby={`${id}-until-erreur`}
              data-testid="quote-valid-until-input"
              {...register('validUntil')}
            />
            <FieldMessage id={`${id}-until-erreur`} error={errors.validUntil} />
          </div>
          <div>
            <label htmlFor={`${id}-note`} className="field-label">
              Note au client <span className="font-normal text-muted">(facultatif)</span>
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={QUOTE_LIMITS.noteMax}
              className={inputClass(errors.note, 'resize-y')}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${id}-note-erreur`}
              data-testid="quote-note-input"
              {...register('note')}
            />
            <FieldMessage id={`${id}-note-erreur`} error={errors.note} />
          </div>
        </div>
      </form>
    </Modal>
  );
}
