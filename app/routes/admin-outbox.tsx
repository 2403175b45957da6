import { Loader2, RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/admin-outbox';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { adminRequest } from '../components/admin/admin-api';
import { useAdminAction } from '../components/admin/useAdminAction';
import { AdminShell } from '../components/admin/AdminShell';
import { Badge } from '../components/admin/Badge';
import { DataTable, ROW_BUTTON, type Column } from '../components/admin/DataTable';
import { FilterTabs } from '../components/admin/FilterTabs';
import { formatDateTime, formatWhen } from '../components/admin/format';
import { MailDeliveryBanner } from '../components/admin/MailDeliveryBanner';
import { MAIL_STATUS_LABELS, mailKindLabel } from '../components/admin/mail-labels';
import { OutboxDetailDialog } from '../components/admin/OutboxDetailDialog';
import { outboxForPage, type OutboxPageData } from '../.server/admin-outbox';
import type { OutboxRowView } from '../components/admin/types';
import { Pager } from '../components/admin/Pager';
import { FormAlert } from '../components/form/FormAlert';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'E-mails',
    description: 'Messages en attente, envoyés et en échec.',
    noindex: true,
  });

const LOAD_FAILED = 'Impossible de récupérer les e-mails.';
const RETRY_FAILED = 'Erreur lors du renvoi de l’e-mail.';

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return {
      outbox: (await outboxForPage(context.db, new URL(request.url))) as OutboxPageData | null,
      loadError: null as string | null,
    };
  } catch (err) {
    console.error(err);
    return data({ outbox: null as OutboxPageData | null, loadError: LOAD_FAILED as string | null }, { status: 500 });
  }
}

const STATUS_ORDER = ['queued', 'sending', 'failed', 'sent'] as const;

function href(status: string | null, page = 1): string {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/admin/outbox?${s}` : '/admin/outbox';
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { outbox, loadError } = loaderData;
  const [opened, setOpened] = useState<string | null>(null);
  const { notice, busy: retrying, run, revalidator } = useAdminAction();

  const retry = (id: string) =>
    run(id, () => adminRequest<{ message: string }>('POST', `/api/admin/outbox/${id}/retry`), {
      failed: RETRY_FAILED,
      done: (data) => ({ tone: 'success', message: data.message }),
    });

  const columns: Column<OutboxRowView>[] = [
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
            onClick={() => setOpened(m.id)}
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

  const tabs = [
    { key: 'all', label: 'Tous', count: outbox?.counts.all, to: href(null) },
    ...STATUS_ORDER.map((s) => ({
      key: s,
      label: MAIL_STATUS_LABELS[s].plural,
      count: outbox?.counts[s],
      to: href(s),
    })),
  ];

  return (
    <AdminShell
      title="E-mails"
      lead="Tout ce que le site envoie passe par cette file : en attente, envoyés et en échec. Un e-mail en échec peut être renvoyé."
      crumbs={[{ name: 'E-mails', path: '/admin/outbox' }]}
      actions={
        <button
          type="button"
          className="btn-secondary"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
          data-testid="outbox-refresh"
        >
          {revalidator.state === 'loading' ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
          )}
          Actualiser
        </button>
      }
    >
      <div className="space-y-6">
        <MailDeliveryBanner />
        {loadError || !outbox ? (
          <p role="alert" className="font-medium text-danger" data-testid="outbox-error">
            {loadError ?? LOAD_FAILED}
          </p>
        ) : (
          <>
            <FilterTabs label="Filtrer par statut" tabs={tabs} current={outbox.status ?? 'all'} testId="outbox-tabs" />
            <FormAlert
              tone={notice?.tone ?? 'success'}
              message={notice?.message ?? null}
              testId={notice?.tone === 'error' ? 'outbox-action-error' : 'outbox-action-success'}
            >
              {notice?.detail ? <p className="mt-1 text-muted">{notice.detail}</p> : null}
            </FormAlert>
            <DataTable
              caption="File d’envoi des e-mails, plus récents d’abord"
              columns={columns}
              rows={outbox.items}
              rowKey={(m) => m.id}
              testId="outbox-table"
              rowTestId="outbox-row"
              empty={
                outbox.status
                  ? `Aucun e-mail « ${MAIL_STATUS_LABELS[outbox.status].label.toLowerCase()} ».`
                  : 'Aucun e-mail pour le moment.'
              }
              actions={(m) =>
                m.status === 'failed' ? (
                  <button
                    type="button"
                    className={`btn-primary ${ROW_BUTTON}`}
                    onClick={() => retry(m.id)}
                    disabled={retrying === m.id}
                    data-testid="outbox-retry"
                  >
                    {retrying === m.id ? (
                      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <RotateCcw className="h-4 w-4" aria-hidden="true" />
                    )}
                    Renvoyer
                  </button>
                ) : null
              }
            />
            <Pager
              page={outbox.page}
              pages={outbox.pages}
              hrefFor={(p) => href(outbox.status, p)}
              label="Pages des e-mails"
            />
          </>
        )}
      </div>
      <OutboxDetailDialog id={opened} onClose={() => setOpened(null)} onRetry={retry} />
    </AdminShell>
  );
}
