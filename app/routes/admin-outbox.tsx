import { useState } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/admin-outbox';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { adminRequest } from '../components/admin/admin-api';
import { useAdminAction } from '../components/admin/useAdminAction';
import { AdminShell } from '../components/admin/AdminShell';
import { DataTable } from '../components/admin/DataTable';
import { FilterTabs } from '../components/admin/FilterTabs';
import { MailDeliveryBanner } from '../components/admin/MailDeliveryBanner';
import { mailStatusLabel, mailStatusTab } from '../components/admin/mail-labels';
import { t as wordIn, tr } from '../../core/messages';
import { OutboxDetailDialog } from '../components/admin/OutboxDetailDialog';
import { outboxColumns } from '../components/admin/outbox/outbox-columns';
import { RefreshButton, RetryButton } from '../components/admin/outbox/OutboxButtons';
import { outboxForPage, type OutboxPageData } from '../.server/admin-outbox';
import { Pager } from '../components/admin/Pager';
import { FormAlert } from '../components/form/FormAlert';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminShared.navEmails'),
    description: wordIn('fr', 'adminOutbox.metaDescription'),
    noindex: true,
  });

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
    return data(
      { outbox: null as OutboxPageData | null, loadError: wordIn('fr', 'adminOutbox.loadError') as string | null },
      { status: 500 },
    );
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
      failed: tr('adminOutbox.retryFailed'),
      done: (data) => ({ tone: 'success', message: data.message }),
    });

  const columns = outboxColumns(setOpened);

  const tabs = [
    { key: 'all', label: tr('adminOutbox.tabAll'), count: outbox?.counts.all, to: href(null) },
    ...STATUS_ORDER.map((s) => ({
      key: s,
      label: mailStatusTab(s),
      count: outbox?.counts[s],
      to: href(s),
    })),
  ];

  return (
    <AdminShell
      title={tr('adminShared.navEmails')}
      lead={tr('adminOutbox.lead')}
      crumbs={[{ name: tr('adminShared.navEmails'), path: '/admin/outbox' }]}
      actions={<RefreshButton loading={revalidator.state === 'loading'} onRefresh={() => revalidator.revalidate()} />}
    >
      <div className="space-y-6">
        <MailDeliveryBanner />
        {loadError || !outbox ? (
          <p role="alert" className="font-medium text-danger" data-testid="outbox-error">
            {loadError ?? tr('adminOutbox.loadError')}
          </p>
        ) : (
          <>
            <FilterTabs
              label={tr('adminOutbox.filterByStatus')}
              tabs={tabs}
              current={outbox.status ?? 'all'}
              testId="outbox-tabs"
            />
            <FormAlert
              tone={notice?.tone ?? 'success'}
              message={notice?.message ?? null}
              testId={notice?.tone === 'error' ? 'outbox-action-error' : 'outbox-action-success'}
            >
              {notice?.detail ? <p className="mt-1 text-muted">{notice.detail}</p> : null}
            </FormAlert>
            <DataTable
              caption={tr('adminOutbox.caption')}
              columns={columns}
              rows={outbox.items}
              rowKey={(m) => m.id}
              testId="outbox-table"
              rowTestId="outbox-row"
              empty={
                outbox.status
                  ? tr('adminOutbox.emptyStatus', { status: mailStatusLabel(outbox.status).toLowerCase() })
                  : tr('adminOutbox.empty')
              }
              actions={(m) =>
                m.status === 'failed' ? <RetryButton busy={retrying === m.id} onRetry={() => retry(m.id)} /> : null
              }
            />
            <Pager
              page={outbox.page}
              pages={outbox.pages}
              hrefFor={(p) => href(outbox.status, p)}
              label={tr('adminOutbox.pages')}
            />
          </>
        )}
      </div>
      <OutboxDetailDialog id={opened} onClose={() => setOpened(null)} onRetry={retry} />
    </AdminShell>
  );
}
