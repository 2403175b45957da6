import { Mail, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { ROW_BUTTON } from '../DataTable';
import type { UserRowView } from '../types';
import { tr } from '../../../../core/messages';

/**
 * An account's row actions: promote or demote (not one's own role), write to it, delete it (not
 * one's own account).
 */
export function UserRowActions({
  user,
  self,
  pending,
  onRole,
  onMessage,
  onDelete,
}: {
  user: UserRowView;
  /** The account of the admin reading the page. */
  self: boolean;
  pending: boolean;
  onRole: (role: 'admin' | 'user') => void;
  onMessage: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      {self ? (
        <span className="self-center px-1 text-xs text-muted">{tr('adminUser.roleByOther')}</span>
      ) : user.role === 'admin' ? (
        <button
          type="button"
          className={`btn-secondary ${ROW_BUTTON}`}
          disabled={pending}
          onClick={() => onRole('user')}
          data-testid="demote"
        >
          <ShieldOff className="h-4 w-4" aria-hidden="true" />
          {tr('adminUser.demote')}
        </button>
      ) : (
        <button
          type="button"
          className={`btn-secondary ${ROW_BUTTON}`}
          disabled={pending}
          onClick={() => onRole('admin')}
          data-testid="promote"
        >
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          {tr('adminUser.promote')}
        </button>
      )}
      <button type="button" className={`btn-secondary ${ROW_BUTTON}`} onClick={onMessage} data-testid="message">
        <Mail className="h-4 w-4" aria-hidden="true" />
        {tr('adminUser.message')}
      </button>
      {self ? null : (
        <button
          type="button"
          className={`btn-ghost text-danger hover:bg-danger-soft ${ROW_BUTTON}`}
          onClick={onDelete}
          data-testid="delete"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {tr('adminShared.delete')}
        </button>
      )}
    </>
  );
}
