import { Badge } from '../Badge';
import type { Column } from '../DataTable';
import { formatDateTime, formatWhen } from '../format';
import { MAIL_STATUS_TONES, mailKindLabel, mailStatusLabel } from '../mail-labels';
import { tr } from '../../../../core/messages';
import type { OutboxRowView } from '../types';

/** The outbox table's columns: recipient, subject (opens the e-mail), date, status and attempts, last error. */
export function outboxColumns(onOpen: (id: string) => void): Column<OutboxRowView>[] {
  return [
    {
      id: 'to',
      header: tr('adminOutbox.colTo'),
      primary: true,
      cell: (m) => <span data-testid="outbox-to">{m.to}</span>,
    },
    {
      id: 'subject',
      header: tr('adminOutbox.colSubject'),
      cell: (m) => (
        <span className="block text-left md:min-w-48">
          <button
            type="button"
            onClick={() => onOpen(m.id)}
            className="text-left font-medium text-brand underline-offset-4 hover:underline"
            aria-haspopup="dialog"
            data-testid="outbox-open"
          >
            <bdi>{m.subject}</bdi>
          </button>
          <span className="block text-xs text-muted">{mailKindLabel(m.kind)}</span>
        </span>
      ),
    },
    {
      id: 'created',
      header: tr('adminOutbox.created'),
      className: 'md:whitespace-nowrap',
      cell: (m) => formatDateTime(m.createdAt),
    },
    {
      id: 'status',
      header: tr('adminOutbox.status'),
      cell: (m) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <Badge tone={MAIL_STATUS_TONES[m.status]} testId="outbox-status">
            {mailStatusLabel(m.status)}
          </Badge>
          <span className="text-xs text-muted" data-testid="outbox-attempts">
            {tr('adminOutbox.attempts', { count: m.attempts })}
          </span>
          {m.status === 'queued' && m.attempts > 0 ? (
            <span className="text-xs text-muted">
              {tr('adminOutbox.nextAttempt', { when: formatWhen(m.nextAttemptAt) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'error',
      header: tr('adminOutbox.lastError'),
      className: 'md:min-w-40',
      cell: (m) =>
        m.lastError ? (
          <span className="line-clamp-2 font-mono text-xs break-all text-danger" title={m.lastError}>
            {m.lastError}
          </span>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
}
