import { AlertTriangle, Zap } from 'lucide-react';
import { utcNoonOf } from '../../../../core/calendar-date';
import { tr } from '../../../../core/messages';

const DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * An order's due date in the list: « mar. 24 nov. », « Aujourd’hui », or in red « En retard »
 * when it has passed and the order is still to deliver. Dates are Paris calendar dates
 * ('YYYY-MM-DD'), compared with today's as strings.
 */
export function DueDate({
  dueOn,
  today,
  open,
  urgent,
}: {
  dueOn: string | null;
  today: string;
  open: boolean;
  urgent: boolean;
}) {
  if (!dueOn) return <span className="text-muted">—</span>;
  const overdue = open && dueOn < today;
  const dueToday = open && dueOn === today;
  return (
    <span
      className={`inline-flex flex-col ${overdue ? 'font-semibold text-danger' : open ? 'text-ink' : 'text-muted'}`}
      data-testid="order-due"
      data-overdue={overdue ? 'true' : undefined}
    >
      <time dateTime={dueOn}>{DAY.format(utcNoonOf(dueOn))}</time>
      {overdue ? (
        <span className="inline-flex items-center gap-1 text-xs">
          <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
          {tr('adminOrder.overdue')}
        </span>
      ) : dueToday ? (
        <span className="text-xs font-semibold text-accent">{tr('adminOrder.dueToday')}</span>
      ) : null}
      {urgent ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent">
          <Zap className="h-3.5 w-3.5" aria-hidden="true" />
          {tr('adminOrder.urgent')}
        </span>
      ) : null}
    </span>
  );
}
