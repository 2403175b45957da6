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
import { FieldMessage } from '../auth/fields';
import { adminRequest } from './admin-api';
import { Badge } from './Badge';
import type { CatalogueRowView } from './catalogue.server';
import { CatalogueFields } from './CatalogueFields';

const SAVE_FAILED = 'Erreur lors de l’enregistrement du tarif.';

const valuesOf = (row: Pick<CatalogueRowView, 'name' | 'description' | 'priceCents' | 'active'>): CatalogueFormInput => ({
  name: row.name,
  description: row.description,
  price: formatEuroInput(row.priceCents),
  active: row.active,
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
  } = useForm<CatalogueFormInput, unknown, CatalogueFormOutput>({ resolver: zodResolver(catalogueFormSchema), defaultValues: valuesOf(row) });
  const locked = deactivationRefusal(row.kind, row.id);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const answer = await adminRequest<{ message: string; item: CatalogueRowView }>('PUT', `/api/admin/catalogue/${row.kind}/${encodeURIComponent(row.id)}`, values);
    if (!answer.ok) {
      setResult({ tone: 'error', message: answer.message ?? SAVE_FAILED });
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
      aria-labelledby={`${id}-title`}
      className={`py-6 first:pt-0 last:pb-0 ${row.active ? '' : 'opacity-80'}`}
      data-testid="catalogue-row"
      data-row={`${row.kind}:${row.id}`}
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
          {row.name}
        </h3>
        {row.active ? null : <Badge tone="neutral">Non proposée</Badge>}
        <code className="text-xs text-muted" title="Identifiant utilisé par le formulaire de commande">
          {row.id}
        </code>
      </div>
      <div className="grid gap-4 md:grid-cols-12">
        <CatalogueFields
          idPrefix={id}
          register={register}
          errors={errors}
          showActive={row.kind !== 'page'}
          fixedActive={locked && row.kind !== 'page' ? 'Choix par défaut du formulaire : toujours proposé.' : null}
        />
        <div className="flex flex-col items-stretch gap-2 md:col-span-3 md:items-end md:pt-7">
          <button type="submit" className="btn-primary" disabled={!isDirty || isSubmitting} data-testid="catalogue-save">
            {isSubmitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Save className="h-4 w-4" aria-hidden="true" />}
            {isSubmitting ? 'Enregistrement…' : 'Enregistrer'}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="mt-3 min-h-5 text-sm">
        {result?.tone === 'success' ? (
          <p className="flex items-center gap-1.5 text-success" data-testid="catalogue-saved">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {result.message}
          </p>
        ) : result ? (
          <FieldMessage id={`${id}-server`} error={{ type: 'server', message: result.message }} />
        ) : null}
      </div>
    </form>
  );
}
