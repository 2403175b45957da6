import { CalendarX2, Loader2, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { replyTimeLabel } from '../../../../core/chat-rules';
import { hoursFromWeek, type WeekProblem } from '../../../../core/chat-week';
import { useT } from '../../../lib/i18n';
import { adminRequest } from '../admin-api';
import { WeekHoursEditor, weekOrDefault } from './WeekHoursEditor';

const DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The chat's hours (the translator's own, or the site's default), closed dates and announced reply time, as the translator sets them. */
export function ChatHoursForm({
  hours,
  defaultHours,
  closedDates,
  replyMinutes,
}: {
  hours: string | null;
  defaultHours: string;
  closedDates: string[];
  replyMinutes: number;
}) {
  const id = useId();
  const t = useT();
  const revalidator = useRevalidator();
  const [week, setWeek] = useState(() => weekOrDefault(hours, defaultHours));
  const [usesDefault, setUsesDefault] = useState(hours === null);
  const [problems, setProblems] = useState<WeekProblem[]>([]);
  const [draftMinutes, setDraftMinutes] = useState(String(replyMinutes));
  const [dates, setDates] = useState(closedDates);
  const [newDate, setNewDate] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const save = async () => {
    setMessage(null);
    // The week in words becomes the stored syntax here; null keeps following the site's default.
    const converted = usesDefault ? { hours: null } : hoursFromWeek(week);
    if ('problems' in converted) {
      setProblems(converted.problems);
      return;
    }
    setProblems([]);
    setPending(true);
    const answer = await adminRequest<{ hours: string | null; closedDates: string[]; replyMinutes: number }>(
      'PUT',
      '/api/admin/chat/settings',
      {
        hours: converted.hours,
        closedDates: dates,
        replyMinutes: Number(draftMinutes),
      },
    );
    setPending(false);
    if (!answer.ok) {
      setMessage({ tone: 'error', text: answer.message ?? t('adminHours.saveFailed') });
      return;
    }
    setWeek(weekOrDefault(answer.data.hours, defaultHours));
    setUsesDefault(answer.data.hours === null);
    setDates(answer.data.closedDates);
    setDraftMinutes(String(answer.data.replyMinutes));
    setMessage({ tone: 'ok', text: t('adminHours.saved') });
    await revalidator.revalidate();
  };

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="chat-hours-form"
    >
      <WeekHoursEditor
        id={`${id}-heures`}
        week={week}
        usesDefault={usesDefault}
        defaultHours={defaultHours}
        problems={problems}
        onChange={(next, isDefault) => {
          setWeek(next);
          setUsesDefault(isDefault);
          setProblems([]);
        }}
      />
      <div>
        <label htmlFor={`${id}-delai`} className="field-label">
          Délai de réponse annoncé (minutes)
        </label>
        <input
          id={`${id}-delai`}
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          step={1}
          required
          value={draftMinutes}
          onChange={(e) => setDraftMinutes(e.target.value)}
          aria-describedby={`${id}-delai-aide`}
          className="field-input w-32"
          data-testid="chat-reply-minutes"
        />
        <p id={`${id}-delai-aide`} className="mt-1.5 text-sm text-muted">
          Affiché dans le chat pendant les heures d’ouverture&nbsp;: «{' '}
          {Number(draftMinutes) >= 1 ? replyTimeLabel(Number(draftMinutes)) : 'Réponse en général sous …'}&nbsp;».
        </p>
      </div>
      <fieldset>
        <legend className="field-label">Jours de fermeture</legend>
        {dates.length > 0 ? (
          <ul className="mb-3 flex flex-wrap gap-2">
            {dates.map((d) => (
              <li key={d} className="flex items-center gap-1.5 rounded-full bg-surface-2 py-1 pr-1.5 pl-3 text-sm">
                <CalendarX2 className="h-3.5 w-3.5 text-muted" aria-hidden="true" />
                {DAY.format(new Date(`${d}T12:00:00Z`))}
                <button
                  type="button"
                  onClick={() => setDates(dates.filter((x) => x !== d))}
                  className="rounded-full p-0.5 text-muted hover:text-danger"
                  aria-label={`Retirer le ${DAY.format(new Date(`${d}T12:00:00Z`))}`}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-3 text-sm text-muted">Aucun jour de fermeture prévu.</p>
        )}
        <div className="flex gap-2">
          <label htmlFor={`${id}-date`} className="sr-only">
            Date de fermeture
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={newDate}
            onChange={(e) => setNewDate(e.target.value)}
            className="field-input w-auto"
          />
          <button
            type="button"
            className="btn-secondary"
            disabled={!newDate}
            onClick={() => {
              if (newDate && !dates.includes(newDate)) setDates([...dates, newDate].sort());
              setNewDate('');
            }}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Ajouter
          </button>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          Enregistrer les horaires
        </button>
        <p role="status" className={`text-sm ${message?.tone === 'error' ? 'text-danger' : 'text-success'}`}>
          {message?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
