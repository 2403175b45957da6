import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  catalogueFormSchema,
  deactivationRefusal,
  formatEuroInput,
  type CatalogueFormInput,
  type CatalogueFormOutput,
} from '../../../core/catalogue-rules';
import { formatEuros } from '../../../core/money';
import { FieldMessage } from '../form/Field';
import { adminRequest } from './admin-api';
import type { CatalogueRowView } from './types';
import { CATALOGUE_GRID, CatalogueDelayFields, CatalogueFields } from './CatalogueFields';
import { tr } from '../../../core/messages';

const valuesOf = (
  row: Pick<CatalogueRowView, 'name' | 'description' | 'priceCents' | 'active' | 'turnaroundDays' | 'postal'>,
): CatalogueFormInput => ({
  name: row.name,
  description: row.description,
  price: formatEuroInput(row.priceCents),
  active: row.active,
  turnaround: row.turnaroundDays === null ? '' : String(row.turnaroundDays),
  postalMin: row.postal ? String(row.postal.minDays) : '',
  postalMax: row.postal ? String(row.postal.maxDays) : '',
});

/**
 * One price row, saved on its own (PUT /api/admin/catalogue/:kind/:id). The
 * button wakes up once something changed; the outcome is said next to it.
 */
export function CatalogueRowForm({ row, onSaved }: { row: CatalogueRowView; onSaved: () => void }) {
  const id = useId();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CatalogueFormInput, unknown, CatalogueFormOutput>({
    resolver: zodResolver(catalogueFormSchema(row.kind)),
    defaultValues: valuesOf(row),
  });
  const locked = deactivationRefusal(row.kind, row.id);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const answer = await adminRequest<{ message: string; item: CatalogueRowView }>(
      'PUT',
      `/api/admin/catalogue/${row.kind}/${encodeURIComponent(row.id)}`,
      values,
    );
    if (!answer.ok) {
      setResult({ tone: 'error', message: answer.message ?? tr('adminCatalogue.saveFailed') });
      return;
    }
    reset(valuesOf(answer.data.item));
    setResult({ tone: 'success', message: `${answer.data.message} ${formatEuros(answer.data.item.priceCents)}.` });
    onSaved();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={() => setResult(null)}
      aria-label={row.name}
      className="py-5 first:pt-0 last:pb-0 lg:py-4"
      data-testid="catalogue-row"
      data-row={`${row.kind}:${row.id}`}
    >
      <div className={`${CATALOGUE_GRID} lg:items-start`}>
        <CatalogueFields
          idPrefix={id}
          register={register}
          errors={errors}
          fixedActive={
            locked
              ? row.kind === 'page'
                ? tr('adminCatalogue.alwaysApplied')
                : tr('adminCatalogue.alwaysDefault')
              : null
          }
        />
        <CatalogueDelayFields idPrefix={id} kind={row.kind} register={register} errors={errors} />
        <div className="col-span-2 flex lg:col-span-1 lg:justify-end">
          <button
            type="submit"
            className={`${isDirty ? 'btn-primary' : 'btn-secondary'} w-full sm:w-auto lg:w-full`}
            disabled={!isDirty || isSubmitting}
            data-testid="catalogue-save"
          >
            {isSubmitting ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Save className="h-4 w-4" aria-hidden="true" />
            )}
            {isSubmitting ? tr('adminShared.saving') : tr('adminShared.save')}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="text-sm">
        {result?.tone === 'success' ? (
          <p className="mt-2 flex items-center gap-1.5 text-success" data-testid="catalogue-saved">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {result.message}
          </p>
        ) : result ? (
          <div className="mt-2" data-testid="catalogue-save-error">
            <FieldMessage id={`${id}-server`} error={result.message} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
