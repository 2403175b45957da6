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
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Utilisateurs',
    description: 'Gestion des comptes et des rôles.',
    noindex: true,
  });

/** Spec 8 (Admin): the page's error texts. */
const TEXTS = {
  loadFailed: 'Impossible de récupérer les utilisateurs',
  roleFailed: 'Erreur de mise à jour du rôle',
  deleteFailed: 'Erreur lors de la suppression de l’utilisateur',
} as const;

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdminPage(request, context);
  try {
    return { me: me.email, users: await usersForPage(context.db), loadError: null as string | null };
  } catch (err) {
    console.error(err);
    return data(
      { me: me.email, users: [] as UserRowView[], loadError: TEXTS.loadFailed as string | null },
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
      failed: TEXTS.roleFailed,
      done: () => ({
        tone: 'success',
        message:
          role === 'admin'
            ? `${user.email} est maintenant administrateur.`
            : `${user.email} est maintenant utilisateur.`,
      }),
    });
  const remove = (user: UserRowView) =>
    run(null, () => adminRequest<{ message: string }>('DELETE', `/api/users/${user.id}`), {
      failed: TEXTS.deleteFailed,
      done: (data) => ({ tone: 'success', message: `Compte ${user.email} supprimé.`, detail: data.message }),
    });

  const columns = userColumns(me);

  return (
    <AdminShell
      title="Utilisateurs"
      lead="Promouvez un compte administrateur, retirez ce rôle, écrivez à un client ou supprimez un compte. Un changement de rôle s’applique dès la requête suivante de la personne."
      crumbs={[{ name: 'Utilisateurs', path: '/admin/users' }]}
    >
      <div className="space-y-6">
        {loadError ? (
          <p role="alert" className="font-medium text-danger" data-testid="users-error">
            {loadError}
          </p>
        ) : (
          <p className="text-sm text-muted" data-testid="users-count">
            {users.length} compte{users.length > 1 ? 's' : ''}, dont {admins} administrateur{admins > 1 ? 's' : ''}.
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
                Suivre l’envoi dans «&nbsp;E-mails&nbsp;»
              </Link>
            </p>
          ) : null}
        </FormAlert>

        <DataTable
          caption="Comptes du site"
          columns={columns}
          rows={users}
          rowKey={(u) => u.id}
          testId="users-table"
          rowTestId="user-row"
          empty={loadError ? 'Aucune donnée à afficher.' : 'Aucun compte pour le moment.'}
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
        title="Supprimer ce compte ?"
        description={
          <>
            Le compte <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{toDelete?.email}</strong>{' '}
            sera supprimé et ses sessions fermées. Ses commandes sont conservées, avec l’adresse e-mail du client. Cette
            action est définitive.
          </>
        }
        confirmLabel="Supprimer"
        pendingLabel="Suppression…"
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
