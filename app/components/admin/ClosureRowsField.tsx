import { Plus, Trash2 } from 'lucide-react';
import type { ClosureRow } from '../../../core/delivery-settings';
import { useT } from '../../lib/i18n';
import { FieldMessage, inputClass } from '../form/Field';

/**
 * The office's closures as a list (issue 30): each row « Du » and « Au » date fields (« Au » left
 * empty for a single day), with its own problem under it; a problem of the whole list (too many,
 * too long in a row) goes under the list.
 */
export function ClosureRowsField({
  id,
  rows,
  problem,
  onChange,
}: {
  id: string;
  rows: ClosureRow[];
  problem: { message: string; row: number | null } | null;
  onChange: (rows: ClosureRow[]) => void;
}) {
  const t = useT();
  const set = (i: number, row: ClosureRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset aria-describedby={`${id}-aide ${id}-erreur`} data-testid="delivery-closures">
      <legend className="field-label">{t('adminDelivery.closuresLegend')}</legend>
      <p id={`${id}-aide`} className="mb-3 text-sm text-muted">
        {t('adminDelivery.closuresHelp')}
      </p>
      {rows.length === 0 ? <p className="mb-3 text-sm text-muted">{t('adminDelivery.closuresNone')}</p> : null}
      <ul className="space-y-3">
        {rows.map((row, i) => {
          const rowId = `${id}-${i}`;
          const error = problem?.row === i ? problem.message : null;
          return (
            <li key={i} className="rounded-lg border border-line p-3 sm:border-0 sm:p-0" data-testid="delivery-closure">
              <fieldset aria-describedby={`${rowId}-erreur`}>
                <legend className="sr-only">{t('adminDelivery.closureLabel', { n: i + 1 })}</legend>
                <div className="flex flex-wrap items-end gap-3">
                  <div>
                    <label htmlFor={`${rowId}-du`} className="block text-sm font-medium">
                      {t('adminDelivery.closureFrom')}
                    </label>
                    <input
                      id={`${rowId}-du`}
                      type="date"
                      value={row.from}
                      onChange={(e) => set(i, { ...row, from: e.target.value })}
                      aria-invalid={error ? true : undefined}
                      className={inputClass(error, 'w-auto')}
                      data-testid="closure-from"
                    />
                  </div>
                  <div>
                    <label htmlFor={`${rowId}-au`} className="block text-sm font-medium">
                      {t('adminDelivery.closureTo')}{' '}
                      <span className="font-normal text-muted">{t('adminDelivery.closureToOptional')}</span>
                    </label>
                    <input
                      id={`${rowId}-au`}
                      type="date"
                      value={row.to}
                      min={row.from || undefined}
                      onChange={(e) => set(i, { ...row, to: e.target.value })}
                      aria-invalid={error ? true : undefined}
                      className={inputClass(error, 'w-auto')}
                      data-testid="closure-to"
                    />
                  </div>
                  <button
                    type="button"
                    className="btn-secondary px-3"
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                    aria-label={t('adminDelivery.closureRemove', { n: i + 1 })}
                    data-testid="closure-remove"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
                <FieldMessage id={`${rowId}-erreur`} error={error} />
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn-secondary mt-3"
        onClick={() => onChange([...rows, { from: '', to: '' }])}
        data-testid="closure-add"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('adminDelivery.closureAdd')}
      </button>
      <FieldMessage id={`${id}-erreur`} error={problem && problem.row === null ? problem.message : null} />
    </fieldset>
  );
}
