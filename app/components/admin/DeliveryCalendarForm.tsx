import { CheckCircle2, Loader2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import type { ClosedDay } from '../../../core/delivery-date';
import { closedDaysFromRows, closureRows } from '../../../core/delivery-settings';
import { FieldMessage, inputClass } from '../form/Field';
import { adminRequest } from './admin-api';
import { ClosureRowsField } from './ClosureRowsField';
import { tr } from '../../../core/messages';

const HOURS = Array.from({ length: 25 }, (_, h) => h);

/**
 * The delivery calendar (decision 028): the Paris hour after which a payment counts from the
 * next working day, and the days the office is closed (leave, bridges). Every estimated
 * delivery date of the site moves with it at once; dates already promised to paid orders never do.
 */
export function DeliveryCalendarForm({
  cutoffHour,
  closedDays,
  onSaved,
}: {
  cutoffHour: number;
  closedDays: readonly ClosedDay[];
  onSaved: () => void;
}) {
  const id = useId();
  const [hour, setHour] = useState(String(cutoffHour));
  const [rows, setRows] = useState(() => closureRows(closedDays));
  const [pending, setPending] = useState(false);
  // A row's problem (checked here with the server's rules), or the server's answer.
  const [problem, setProblem] = useState<{ message: string; row: number | null } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const save = async () => {
    setSaved(null);
    setSaveError(null);
    const parsed = closedDaysFromRows(rows);
    if ('error' in parsed) {
      setProblem({ message: parsed.error, row: parsed.row });
      return;
    }
    setProblem(null);
    setPending(true);
    const answer = await adminRequest<{ message: string; cutoffHour: number; closedDays: ClosedDay[] }>(
      'PUT',
      '/api/admin/delivery-calendar',
      { cutoffHour: Number(hour), closedDays: parsed.closedDays },
    );
    setPending(false);
    if (!answer.ok) {
      setSaveError(answer.message ?? tr('adminDelivery.saveFailed'));
      return;
    }
    setHour(String(answer.data.cutoffHour));
    setRows(closureRows(answer.data.closedDays));
    setSaved(answer.data.message);
    onSaved();
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onChange={() => setSaved(null)}
      data-testid="delivery-calendar-form"
    >
      <div>
        <label htmlFor={`${id}-cutoff`} className="field-label">
          {tr('adminDelivery.cutoffLabel')}
        </label>
        <select
          id={`${id}-cutoff`}
          className={inputClass(null, 'max-w-xs cursor-pointer')}
          value={hour}
          onChange={(e) => setHour(e.target.value)}
          aria-describedby={`${id}-cutoff-aide`}
          data-testid="delivery-cutoff"
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h === 24 ? tr('adminDelivery.noCutoff') : tr('adminDelivery.cutoffOption', { hour: h })}
            </option>
          ))}
        </select>
        <p id={`${id}-cutoff-aide`} className="mt-1.5 text-sm text-muted">
          {tr('adminDelivery.cutoffHelp')}
        </p>
      </div>
      <ClosureRowsField
        id={`${id}-closed`}
        rows={rows}
        problem={problem}
        onChange={(next) => {
          setRows(next);
          setProblem(null);
        }}
      />
      <FieldMessage id={`${id}-erreur`} error={saveError} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={pending} data-testid="delivery-calendar-save">
          {pending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="h-4 w-4" aria-hidden="true" />
          )}
          {pending ? tr('adminShared.saving') : tr('adminDelivery.save')}
        </button>
        <p aria-live="polite" className="text-sm text-success">
          {saved ? (
            <span className="flex items-center gap-1.5" data-testid="delivery-calendar-saved">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {saved}
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
