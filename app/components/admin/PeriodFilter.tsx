import { Link } from 'react-router';
import { tr } from '../../../core/messages';

/**
 * The period of the accountant's pages (/admin/factures, /admin/recettes): « Du » and « Au »
 * calendar days, one-click periods, and the period said in words. One piece for both pages, so
 * that a period reads and behaves the same wherever she picks it.
 */

export interface PeriodPreset {
  label: string;
  from: string;
  to: string;
}

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
/** « 1 novembre 2026 » for a calendar day YYYY-MM-DD. */
const dayText = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));

/** « du 1 novembre 2026 au 30 novembre 2026 », « depuis le … », « toutes périodes ». */
export function periodText(from: string, to: string): string {
  if (from && to)
    return from === to
      ? tr('adminShared.periodDay', { day: dayText(from) })
      : tr('adminShared.periodRange', { from: dayText(from), to: dayText(to) });
  if (from) return tr('adminShared.periodSince', { day: dayText(from) });
  if (to) return tr('adminShared.periodUntil', { day: dayText(to) });
  return tr('adminShared.periodAll');
}

/** The « Du » and « Au » fields of a GET form (names `from` and `to`); `prefix` names ids and test ids. */
export function DateRangeFields({ prefix, from, to }: { prefix: string; from: string; to: string }) {
  return (
    <>
      {(
        [
          ['from', tr('adminShared.from'), from],
          ['to', tr('adminShared.to'), to],
        ] as const
      ).map(([name, label, value]) => (
        <div key={name}>
          <label htmlFor={`${prefix}-${name}`} className="field-label">
            {label}
          </label>
          <input
            id={`${prefix}-${name}`}
            name={name}
            type="date"
            defaultValue={value}
            // A new period from a link resets the field (it is uncontrolled).
            key={`${name}-${value}`}
            className="field-input"
            data-testid={`${prefix}-${name}`}
          />
        </div>
      ))}
    </>
  );
}

/** One-click periods; the current one is marked. A period starts a new selection (`href`). */
export function PeriodPresets({
  presets,
  from,
  to,
  href,
  testId,
}: {
  presets: PeriodPreset[];
  from: string;
  to: string;
  href: (preset: PeriodPreset) => string;
  testId: string;
}) {
  return (
    <nav aria-label={tr('adminShared.periods')} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{tr('adminShared.period')}</span>
      {presets.map((p) => {
        const current = p.from === from && p.to === to;
        return (
          <Link
            key={p.label}
            to={href(p)}
            aria-current={current ? 'true' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-3.5 font-medium no-underline md:min-h-9 ${
              current ? 'border-brand bg-brand text-on-brand' : 'border-line text-ink hover:border-brand'
            }`}
            data-testid={testId}
          >
            {p.label}
          </Link>
        );
      })}
    </nav>
  );
}
