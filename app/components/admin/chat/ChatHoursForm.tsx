import { CalendarX2, Loader2, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { replyTimeLabel } from '../../../../core/chat-rules';
import { DEFAULT_OPEN_HOURS } from '../../../../core/chat-schedule';
import { adminRequest } from '../admin-api';

const DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The chat's hours (override of CHAT_OPEN_HOURS), closed dates and announced reply time, as the translator sets them. */
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
  const revalidator = useRevalidator();
  const [draftHours, setDraftHours] = useState(hours ?? '');
  const [draftMinutes, setDraftMinutes] = useState(String(replyMinutes));
  const [dates, setDates] = useState(closedDates);
  const [newDate, setNewDate] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const save = async () => {
    setPending(true);
    setMessage(null);
    const answer = await adminRequest<{ hours: string | null; closedDates: string[]; replyMinutes: number }>(
      'PUT',
      '/api/admin/chat/settings',
      {
        hours: draftHours.trim() || null,
        closedDates: dates,
        replyMinutes: Number(draftMinutes),
      },
    );
    setPending(false);
    if (!answer.ok) {
      setMessage({ tone: 'error', text: answer.message ?? 'Erreur lors de l’enregistrement des horaires.' });
      return;
    }
    setDraftHours(answer.data.hours ?? '');
    setDates(answer.data.closedDates);
    setDraftMinutes(String(answer.data.replyMinutes));
    setMessage({ tone: 'ok', text: 'Horaires enregistrés.' });
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
      <div>
        <label htmlFor={`${id}-heures`} className="field-label">
          Horaires d’ouverture (heure de Paris)
        </label>
        <input
          id={`${id}-heures`}
          value={draftHours}
          onChange={(e) => setDraftHours(e.target.value)}
          placeholder={defaultHours}
          aria-describedby={`${id}-aide`}
          className="field-input font-mono text-sm"
          spellCheck={false}
        />
        <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
          Vide&nbsp;: horaires par défaut ({defaultHours}). Syntaxe&nbsp;: <code>{DEFAULT_OPEN_HOURS}</code>, créneaux
          séparés par «&nbsp;;&nbsp;», jours mon tue wed thu fri sat sun&#x202F;; <code>mon-sun 00:00-24:00</code> pour
          toujours ouvert.
        </p>
      </div>
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
                  aria-label={`Retirer le ${d}`}
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
