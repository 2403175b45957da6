import { Badge } from '../Badge';
import type { Column } from '../DataTable';
import { formatDateTime, formatWhen } from '../format';
import { MAIL_STATUS_LABELS, mailKindLabel } from '../mail-labels';
import type { OutboxRowView } from '../types';

/** The outbox table's columns: recipient, subject (opens the e-mail), date, status and attempts, last error. */
export function outboxColumns(onOpen: (id: string) => void): Column<OutboxRowView>[] {
  return [
    {
      id: 'to',
      header: 'Destinataire',
      primary: true,
      cell: (m) => <span data-testid="outbox-to">{m.to}</span>,
    },
    {
      id: 'subject',
      header: 'Objet',
      cell: (m) => (
        <span className="block text-left md:min-w-48">
          <button
            type="button"
            onClick={() => onOpen(m.id)}
            className="text-left font-medium text-brand underline-offset-4 hover:underline"
            aria-haspopup="dialog"
            data-testid="outbox-open"
          >
            {m.subject}
          </button>
          <span className="block text-xs text-muted">{mailKindLabel(m.kind)}</span>
        </span>
      ),
    },
    { id: 'created', header: 'Créé le', className: 'md:whitespace-nowrap', cell: (m) => formatDateTime(m.createdAt) },
    {
      id: 'status',
      header: 'Statut',
      cell: (m) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <Badge tone={MAIL_STATUS_LABELS[m.status].tone} testId="outbox-status">
            {MAIL_STATUS_LABELS[m.status].label}
          </Badge>
          <span className="text-xs text-muted" data-testid="outbox-attempts">
            {m.attempts} tentative{m.attempts > 1 ? 's' : ''}
          </span>
          {m.status === 'queued' && m.attempts > 0 ? (
            <span className="text-xs text-muted">Nouvel essai {formatWhen(m.nextAttemptAt)}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'error',
      header: 'Dernière erreur',
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
