import { Check, CircleDashed, Clock, RotateCcw, X } from 'lucide-react';
import { translate, type MessageId } from '../../../core/messages';
import { useLang, useT } from '../../lib/i18n';
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
  done: 'customerArea.stateDone',
  current: 'customerArea.stateCurrent',
  upcoming: 'customerArea.stateUpcoming',
  cancelled: 'customerArea.stateCancelled',
  refunded: 'customerArea.stateRefunded',
} as const;

/** Each step's words in the page's language. */
const STEP_TEXT: Record<TimelineStep['key'], MessageId> = {
  created: 'customerArea.stepCreated',
  pending_payment: 'orderStatus.pending_payment',
  paid: 'customerArea.stepPaid',
  in_progress: 'customerArea.stepInProgress',
  translated: 'orderStatus.translated',
  shipped: 'customerArea.stepShipped',
  completed: 'customerArea.stepCompleted',
  partially_refunded: 'customerArea.stepRefunded',
  cancelled: 'customerArea.stepCancelled',
};

/** Where the order stands, as a vertical list of steps (an ordered list for screen readers). */
export function OrderTimeline({ steps, compact = false }: { steps: TimelineStep[]; compact?: boolean }) {
  const t = useT();
  const lang = useLang();
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
              className={`absolute start-3.5 top-7 h-[calc(100%-1.75rem)] w-px ${step.state === 'done' ? 'bg-success' : 'bg-line'}`}
            />
          ) : null}
          <span
            className={`relative z-10 flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${DOT[step.state]}`}
          >
            {ICON[step.state]}
          </span>
          <div className="min-w-0 pt-0.5">
            <p className={`text-sm font-medium ${step.state === 'upcoming' ? 'text-muted' : 'text-ink'}`}>
              {translate(lang, STEP_TEXT[step.key])}
              <span className="sr-only"> — {t(STATE_TEXT[step.state])}</span>
            </p>
            {step.at && !compact ? <p className="text-xs text-muted">{formatDayTime(step.at, lang)}</p> : null}
            {step.state === 'current' && !compact ? (
              <p className="text-xs text-brand">{t('customerArea.waiting')}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
