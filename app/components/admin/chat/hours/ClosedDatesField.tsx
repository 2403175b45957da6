import { CalendarX2, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { tr } from '../../../../../core/messages';

const DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « Jours de fermeture »: the dates the chat stays closed, each removable, and one to add. */
export function ClosedDatesField({
  id,
  dates,
  onChange,
}: {
  id: string;
  dates: string[];
  onChange: (dates: string[]) => void;
}) {
  const [newDate, setNewDate] = useState('');
  return (
    <fieldset>
      <legend className="field-label">{tr('adminChat.closedDays')}</legend>
      {dates.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {dates.map((d) => (
            <li key={d} className="flex items-center gap-1.5 rounded-full bg-surface-2 py-1 pr-1.5 pl-3 text-sm">
              <CalendarX2 className="h-3.5 w-3.5 text-muted" aria-hidden="true" />
              {DAY.format(new Date(`${d}T12:00:00Z`))}
              <button
                type="button"
                onClick={() => onChange(dates.filter((x) => x !== d))}
                className="rounded-full p-0.5 text-muted hover:text-danger"
                aria-label={tr('adminChat.removeDay', { day: DAY.format(new Date(`${d}T12:00:00Z`)) })}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-muted">{tr('adminChat.closedDaysNone')}</p>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-date`} className="sr-only">
          {tr('adminChat.closedDate')}
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
            if (newDate && !dates.includes(newDate)) onChange([...dates, newDate].sort());
            setNewDate('');
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {tr('adminShared.add')}
        </button>
      </div>
    </fieldset>
  );
}
