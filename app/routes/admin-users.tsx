import { useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/admin-users';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { adminRequest } from '../components/admin/admin-api';
import { useAdminAction } from '../components/admin/useAdminAction';
import { AdminShell } from '../components/admin/AdminShell';
import { ConfirmDialog } from '../components/admin/ConfirmDialog';
import { DataTable } from '../components/admin/DataTable';
import { SendEmailDialog } from '../components/admin/SendEmailDialog';
import { userColumns } from '../components/admin/users/user-columns';
import { UserRowActions } from '../components/admin/users/UserRowActions';
import { usersForPage } from '../.server/admin-users';
import type { UserRowView } from '../components/admin/types';
import { FormAlert } from '../components/form/FormAlert';
import { Marked } from '../components/admin/Marked';
import { t as wordIn, tr } from '../../core/messages';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminShared.navUsers'),
    description: wordIn('fr', 'adminUser.metaDescription'),
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdminPage(request, context);
  try {
    return { me: me.email, users: await usersForPage(context.db), loadError: null as string | null };
  } catch (err) {
    console.error(err);
    return data(
      { me: me.email, users: [] as UserRowView[], loadError: wordIn('fr', 'adminUser.loadFailed') as string | null },
      { status: 500 },
    );
  }
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { me, users, loadError } = loaderData;
  const { notice, setNotice, busy, run } = useAdminAction();
  const [toDelete, setToDelete] = useState<UserRowView | null>(null);
  const [messageTo, setMessageTo] = useState<string | null>(null);
  const admins = users.filter((u) => u.role === 'admin').length;

  const changeRole = (user: UserRowView, role: 'admin' | 'user') =>
    run(user.id, () => adminRequest('PATCH', `/api/users/${user.id}`, { role }), {
      failed: tr('adminUser.roleFailed'),
      done: () => ({
        tone: 'success',
        message:
          role === 'admin'
            ? tr('adminUser.nowAdmin', { email: user.email })
            : tr('adminUser.nowUser', { email: user.email }),
      }),
    });
  const remove = (user: UserRowView) =>
    run(null, () => adminRequest<{ message: string }>('DELETE', `/api/users/${user.id}`), {
      failed: tr('adminUser.deleteFailed'),
      done: (data) => ({
        tone: 'success',
        message: tr('adminUser.accountDeleted', { email: user.email }),
        detail: data.message,
      }),
    });

  const columns = userColumns(me);

  return (
    <AdminShell
      title={tr('adminShared.navUsers')}
      lead={tr('adminUser.lead')}
      crumbs={[{ name: tr('adminShared.navUsers'), path: '/admin/users' }]}
    >
      <div className="space-y-6">
        {loadError ? (
          <p role="alert" className="font-medium text-danger" data-testid="users-error">
            {loadError}
          </p>
        ) : (
          <p className="text-sm text-muted" data-testid="users-count">
            {tr('adminUser.count', {
              accounts: tr('adminUser.accounts', { count: users.length }),
              admins: tr('adminUser.admins', { count: admins }),
            })}
          </p>
        )}
        <FormAlert
          tone={notice?.tone ?? 'success'}
          message={notice?.message ?? null}
          testId={notice?.tone === 'error' ? 'users-action-error' : 'users-action-success'}
        >
          {notice?.detail ? <p className="mt-1 text-muted">{notice.detail}</p> : null}
          {notice?.link ? (
            <p className="mt-1">
              <Link to="/admin/outbox" className="font-semibold text-brand underline">
                {tr('adminUser.followInOutbox')}
              </Link>
            </p>
          ) : null}
        </FormAlert>

        <DataTable
          caption={tr('adminUser.caption')}
          columns={columns}
          rows={users}
          rowKey={(u) => u.id}
          testId="users-table"
          rowTestId="user-row"
          empty={loadError ? tr('adminShared.noData') : tr('adminUser.empty')}
          actions={(u) => (
            <UserRowActions
              user={u}
              self={u.email === me}
              pending={busy === u.id}
              onRole={(role) => changeRole(u, role)}
              onMessage={() => setMessageTo(u.email)}
              onDelete={() => setToDelete(u)}
            />
          )}
        />
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={tr('adminUser.deleteTitle')}
        description={
          <Marked
            words={(email) => tr('adminUser.deleteText', { email })}
            value={<strong className="font-semibold text-ink [overflow-wrap:anywhere]">{toDelete?.email}</strong>}
          />
        }
        confirmLabel={tr('adminShared.delete')}
        pendingLabel={tr('adminShared.deleting')}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      />
      <SendEmailDialog
        recipient={messageTo}
        onClose={() => setMessageTo(null)}
        onSent={(message) => setNotice({ tone: 'success', message, link: true })}
      />
    </AdminShell>
  );
}
