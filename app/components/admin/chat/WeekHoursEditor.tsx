import { Clock, RotateCcw } from 'lucide-react';
import { describeOpenHours } from '../../../../core/chat-schedule';
import { ALWAYS_OPEN, weekFromHours, type Week, type WeekProblem } from '../../../../core/chat-week';
import { FieldMessage } from '../../form/Field';
import { useT } from '../../../lib/i18n';
import { DayHoursRow } from './DayHoursRow';

/** The week shown for the stored hours; the default's when they cannot be read (they always can: the server checked them). */
export function weekOrDefault(hours: string | null, defaultHours: string): Week {
  try {
    return weekFromHours(hours ?? defaultHours);
  } catch {
    return weekFromHours(defaultHours);
  }
}

/**
 * The chat's opening hours as seven rows in words (decision 072): the translator never sees the
 * syntax the server stores. « Toujours ouvert » and « Horaires par défaut » fill every row at once;
 * the latter also means « follow the site's default », so a later change of it applies here too.
 */
export function WeekHoursEditor({
  id,
  week,
  usesDefault,
  defaultHours,
  problems,
  onChange,
}: {
  id: string;
  week: Week;
  usesDefault: boolean;
  defaultHours: string;
  problems: WeekProblem[];
  onChange: (week: Week, usesDefault: boolean) => void;
}) {
  const t = useT();
  const defaultInWords = describeOpenHours(defaultHours);
  const weekProblem = problems.find((p) => p.day === -1)?.message ?? null;
  return (
    <fieldset aria-describedby={`${id}-aide ${id}-erreur`} data-testid="chat-hours-week">
      <legend className="field-label">{t('adminHours.legend')}</legend>
      <p id={`${id}-aide`} className="mb-3 text-sm text-muted">
        {t('adminHours.help')}{' '}
        <span data-testid="chat-hours-source">
          {usesDefault
            ? t('adminHours.defaultInUse', { hours: defaultInWords })
            : t('adminHours.ownInUse', { hours: defaultInWords })}
        </span>
      </p>
      <div className="mb-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onChange(weekFromHours(ALWAYS_OPEN), false)}
          data-testid="chat-hours-always"
        >
          <Clock className="h-4 w-4" aria-hidden="true" />
          {t('adminHours.alwaysOpen')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={usesDefault}
          onClick={() => onChange(weekFromHours(defaultHours), true)}
          data-testid="chat-hours-default"
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('adminHours.resetDefault')}
        </button>
      </div>
      {week.map((day, index) => (
        <DayHoursRow
          key={index}
          id={`${id}-${index}`}
          index={index}
          day={day}
          problem={problems.find((p) => p.day === index)?.message ?? null}
          onChange={(next) =>
            onChange(
              week.map((d, i) => (i === index ? next : d)),
              false,
            )
          }
        />
      ))}
      <FieldMessage id={`${id}-erreur`} error={weekProblem} />
    </fieldset>
  );
}
