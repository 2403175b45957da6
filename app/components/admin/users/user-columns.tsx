import { Badge } from '../Badge';
import type { Column } from '../DataTable';
import { formatDate } from '../format';
import type { UserRowView } from '../types';
import { tr } from '../../../../core/messages';

/** The accounts table's columns: short id, e-mail (« Vous » for the admin reading), role, sign-up date. */
export function userColumns(me: string): Column<UserRowView>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      className: 'md:w-28',
      cell: (u) => (
        <code className="font-mono text-xs text-muted" title={u.id}>
          {u.id.slice(0, 8)}
        </code>
      ),
    },
    {
      id: 'email',
      header: tr('adminUser.colEmail'),
      primary: true,
      cell: (u) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span data-testid="user-email">{u.email}</span>
          {u.email === me ? <Badge tone="accent">{tr('adminUser.you')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'role',
      header: tr('adminUser.colRole'),
      cell: (u) =>
        u.role === 'admin' ? (
          <Badge tone="brand" testId="user-role">
            {tr('adminUser.roleAdmin')}
          </Badge>
        ) : (
          <Badge testId="user-role">{tr('adminUser.roleUser')}</Badge>
        ),
    },
    {
      id: 'created',
      header: tr('adminUser.colCreated'),
      className: 'whitespace-nowrap',
      cell: (u) => <span className="text-muted md:text-ink">{formatDate(u.createdAt)}</span>,
    },
  ];
}
