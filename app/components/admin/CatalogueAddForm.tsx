import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Plus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  catalogueFormSchema,
  type AddableKind,
  type CatalogueFormInput,
  type CatalogueFormOutput,
} from '../../../core/catalogue-rules';
import { formatEuros } from '../../../core/money';
import { FieldMessage } from '../form/Field';
import { adminRequest } from './admin-api';
import type { CatalogueRowView } from './types';
import { CATALOGUE_GRID, CatalogueDelayFields, CatalogueFields } from './CatalogueFields';
import { tr } from '../../../core/messages';

const EMPTY: CatalogueFormInput = {
  name: '',
  description: '',
  price: '',
  active: true,
  turnaround: '',
  postalMin: '',
  postalMax: '',
};

/** The form closed: « Ajouter… », and what was just added. */
function AddButton({
  kind,
  label,
  added,
  onOpen,
}: {
  kind: AddableKind;
  label: string;
  added: string | null;
  onOpen: () => void;
}) {
  return (
    <div className="mt-4">
      <div aria-live="polite">
        {added ? (
          <p className="mb-2 flex items-center gap-1.5 text-sm text-success" data-testid="catalogue-added">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {added}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="btn-ghost -ml-3"
        onClick={onOpen}
        aria-expanded={false}
        data-testid={`catalogue-add-${kind}`}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {label}
      </button>
    </div>
  );
}

/** « Ajouter… » under a list: a form that opens in place (POST /api/admin/catalogue/:kind). */
export function CatalogueAddForm({ kind, label, onAdded }: { kind: AddableKind; label: string; onAdded: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CatalogueFormInput, unknown, CatalogueFormOutput>({
    resolver: zodResolver(catalogueFormSchema(kind)),
    defaultValues: EMPTY,
  });

  // The form replaces the button that opened it: the focus goes to its first field.
  useEffect(() => {
    if (open) setFocus('name');
  }, [open, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await adminRequest<{ message: string; item: CatalogueRowView }>(
      'POST',
      `/api/admin/catalogue/${kind}`,
      values,
    );
    if (!answer.ok) {
      setServerError(answer.message ?? tr('adminCatalogue.addFailed'));
      return;
    }
    const item = answer.data.item;
    reset(EMPTY);
    setOpen(false);
    setAdded(
      tr(item.active ? 'adminCatalogue.addedOffered' : 'adminCatalogue.addedNotOffered', {
        name: item.name,
        price: formatEuros(item.priceCents),
      }),
    );
    onAdded();
  });

  if (!open) {
    return (
      <AddButton
        kind={kind}
        label={label}
        added={added}
        onOpen={() => {
          setAdded(null);
          setOpen(true);
        }}
      />
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-xl border border-dashed border-brand/50 bg-brand-soft/40 p-4 sm:p-5"
      data-testid={`catalogue-add-form-${kind}`}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
          {label}
        </h3>
        <button
          type="button"
          className="btn-ghost -my-2 -mr-2 p-2"
          aria-label={tr('adminCatalogue.cancelAdd')}
          onClick={() => {
            reset(EMPTY);
            setServerError(null);
            setOpen(false);
          }}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className={`${CATALOGUE_GRID} lg:items-start`}>
        <CatalogueFields idPrefix={id} register={register} errors={errors} labels="always" />
        <CatalogueDelayFields idPrefix={id} kind={kind} register={register} errors={errors} />
        <div className="col-span-2 flex lg:col-span-1 lg:justify-end lg:pt-7">
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={isSubmitting}
            data-testid="catalogue-add-submit"
          >
            {isSubmitting ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Plus className="h-4 w-4" aria-hidden="true" />
            )}
            {isSubmitting ? tr('adminShared.adding') : tr('adminShared.add')}
          </button>
        </div>
      </div>
      {serverError ? (
        <div className="mt-3" role="alert">
          <FieldMessage id={`${id}-server`} error={serverError} />
        </div>
      ) : null}
      <p className="mt-3 text-xs text-muted">{tr('adminCatalogue.idFromName')}</p>
    </form>
  );
}
