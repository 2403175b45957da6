import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { hoursFromWeek, type WeekProblem } from '../../../../core/chat-week';
import { useT } from '../../../lib/i18n';
import { adminRequest } from '../admin-api';
import { ClosedDatesField } from './hours/ClosedDatesField';
import { ReplyMinutesField } from './hours/ReplyMinutesField';
import { WeekHoursEditor, weekOrDefault } from './WeekHoursEditor';

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
      <ReplyMinutesField id={id} value={draftMinutes} onChange={setDraftMinutes} />
      <ClosedDatesField id={id} dates={dates} onChange={setDates} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('adminChat.saveHours')}
        </button>
        <p role="status" className={`text-sm ${message?.tone === 'error' ? 'text-danger' : 'text-success'}`}>
          {message?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
