// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../../account/format';
import { tr } from '../../../../core/messages';

export interface HistoryEntry {
  status: string;
  label: string;
  fromLabel: string | null;
  actor: string;
  note: string | null;
  at: string;
}

/** Who did what: the customer, the payment provider or which admin. */
function actorLabel(actor: string): string {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  if (actor === 'customer') return tr('adminOrderDetail.actorCustomer');
  if (actor === 'stripe') return 'Stripe';
  if (actor === 'demo') return tr('adminOrderDetail.actorDemo');
  return actor;
}

/** Every status change of the order, oldest first. */
export function StatusHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted">{tr('adminOrderDetail.historyNone')}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-line pl-4" data-testid="status-history">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-brand ring-4 ring-surface"
          />
          <p className="font-medium text-ink">{e.label}</p>
          <p className="text-xs text-muted">
            {formatDayTime(e.at, 'fr')} · {actorLabel(e.actor)}
          </p>
          {e.note ? (
            <p dir="auto" className="mt-0.5 text-xs text-muted">
              {e.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
