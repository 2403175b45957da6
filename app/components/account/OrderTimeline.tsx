import { Check, CircleDashed, Clock, RotateCcw, X } from 'lucide-react';
import { formatDayTime } from './format';
import type { TimelineStep } from './timeline';

const ICON = {
  done: <Check className="h-4 w-4" aria-hidden="true" />,
  current: <Clock className="h-4 w-4" aria-hidden="true" />,
  upcoming: <CircleDashed className="h-4 w-4" aria-hidden="true" />,
  cancelled: <X className="h-4 w-4" aria-hidden="true" />,
  refunded: <RotateCcw className="h-4 w-4" aria-hidden="true" />,
};

const DOT = {
  done: 'bg-success text-on-brand',
  current: 'bg-brand-soft text-brand ring-2 ring-brand',
  upcoming: 'bg-surface-2 text-muted',
  cancelled: 'bg-danger text-on-brand',
  refunded: 'bg-accent text-on-brand',
};

const STATE_TEXT = {
  done: 'étape franchie',
  current: 'étape en attente',
  upcoming: 'étape à venir',
  cancelled: 'commande annulée',
  refunded: 'remboursement partiel',
};

/** Where the order stands, as a vertical list of steps (an ordered list for screen readers). */
export function OrderTimeline({ steps, compact = false }: { steps: TimelineStep[]; compact?: boolean }) {
  return (
    <ol className="relative" data-testid="timeline">
      {steps.map((step, i) => (
        <li
          key={step.key}
          className={`relative flex gap-3 ${i < steps.length - 1 ? (compact ? 'pb-3' : 'pb-5') : ''}`}
          data-state={step.state}
        >
          {i < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-7 left-3.5 h-[calc(100%-1.75rem)] w-px ${step.state === 'done' ? 'bg-success' : 'bg-line'}`}
            />
          ) : null}
          <span
            className={`relative z-10 flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${DOT[step.state]}`}
          >
            {ICON[step.state]}
          </span>
          <div className="min-w-0 pt-0.5">
            <p className={`text-sm font-medium ${step.state === 'upcoming' ? 'text-muted' : 'text-ink'}`}>
              {step.label}
              <span className="sr-only"> — {STATE_TEXT[step.state]}</span>
            </p>
            {step.at && !compact ? <p className="text-xs text-muted">{formatDayTime(step.at)}</p> : null}
            {step.state === 'current' && !compact ? <p className="text-xs text-brand">En attente</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
