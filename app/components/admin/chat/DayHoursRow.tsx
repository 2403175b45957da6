import { Plus, X } from 'lucide-react';
import { MAX_RANGES_PER_DAY, NEW_RANGE, type TimeRange, type WeekDay } from '../../../../core/chat-week';
import { FieldMessage } from '../../form/Field';
import { useT } from '../../../lib/i18n';

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** What a second range starts as: an hour after the first one ends, for two hours (a lunch break's shape). */
function afterBreak(first: TimeRange | undefined): TimeRange {
  const end = first?.end && first.end !== '00:00' ? Number(first.end.slice(0, 2)) : 12;
  if (end >= 21) return { start: '', end: '' };
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { start: hh(end + 1), end: hh(Math.min(end + 5, 23)) };
}

/**
 * One day of the chat hours: « Fermé / Ouvert », then « de … à … » (and « puis de … à … » for a
 * break). The day's problem is shown under its own row, where it is corrected.
 */
export function DayHoursRow({
  id,
  index,
  day,
  problem,
  onChange,
}: {
  id: string;
  index: number;
  day: WeekDay;
  problem: string | null;
  onChange: (day: WeekDay) => void;
}) {
  const t = useT();
  const name = t(`adminHours.${DAY_KEYS[index]!}`);
  const setRange = (i: number, range: TimeRange) =>
    onChange({ ...day, ranges: day.ranges.map((r, j) => (j === i ? range : r)) });
  const errorId = `${id}-erreur`;
  return (
    <fieldset
      className="grid gap-x-4 gap-y-2 border-t border-line py-3 sm:grid-cols-[7rem_minmax(0,1fr)]"
      aria-describedby={errorId}
      data-testid={`hours-day-${DAY_KEYS[index]}`}
    >
      <legend className="float-left pt-1.5 font-semibold sm:w-28">{name}</legend>
      <div className="space-y-2 sm:col-start-2">
        <div role="radiogroup" aria-label={name} className="inline-flex rounded-lg border border-line p-0.5">
          {(['closed', 'open'] as const).map((state) => {
            const checked = (state === 'open') === day.open;
            return (
              <label
                key={state}
                className={`cursor-pointer rounded-md px-3 py-1 text-sm font-medium ${
                  checked ? 'bg-brand text-white' : 'text-muted hover:text-ink'
                } has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand`}
              >
                <input
                  type="radio"
                  name={`${id}-etat`}
                  value={state}
                  checked={checked}
                  onChange={() => onChange({ ...day, open: state === 'open' })}
                  className="sr-only"
                  data-testid={`hours-${state}`}
                />
                {t(`adminHours.${state}`)}
              </label>
            );
          })}
        </div>
        {day.open
          ? day.ranges.map((range, i) => (
              <div key={i} className="flex flex-wrap items-center gap-2 text-sm" data-testid="hours-range">
                <span className="min-w-8">{i === 0 ? t('adminHours.from') : t('adminHours.andFrom')}</span>
                <input
                  type="time"
                  value={range.start}
                  onChange={(e) => setRange(i, { ...range, start: e.target.value })}
                  aria-label={t('adminHours.rangeStart', { day: name, n: i + 1 })}
                  aria-invalid={problem ? true : undefined}
                  className="field-input w-auto py-1.5"
                  data-testid="hours-start"
                />
                <span>{t('adminHours.to')}</span>
                <input
                  type="time"
                  value={range.end}
                  onChange={(e) => setRange(i, { ...range, end: e.target.value })}
                  aria-label={t('adminHours.rangeEnd', { day: name, n: i + 1 })}
                  aria-invalid={problem ? true : undefined}
                  className="field-input w-auto py-1.5"
                  data-testid="hours-end"
                />
                {i > 0 ? (
                  <button
                    type="button"
                    className="rounded-full p-1.5 text-muted hover:text-danger"
                    onClick={() => onChange({ ...day, ranges: day.ranges.filter((_, j) => j !== i) })}
                    aria-label={t('adminHours.removeBreakOf', { day: name.toLowerCase() })}
                    data-testid="hours-remove-break"
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            ))
          : null}
        {day.open && day.ranges.length < MAX_RANGES_PER_DAY ? (
          <button
            type="button"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline"
            onClick={() =>
              onChange({
                ...day,
                ranges: day.ranges.length ? [...day.ranges, afterBreak(day.ranges[0])] : [{ ...NEW_RANGE }],
              })
            }
            data-testid="hours-add-break"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('adminHours.addBreak')}
          </button>
        ) : null}
        <FieldMessage id={errorId} error={problem} />
      </div>
    </fieldset>
  );
}
