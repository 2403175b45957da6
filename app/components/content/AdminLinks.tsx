import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { fill } from '../../../core/messages';
import { useAdminListWords } from '../../lib/admin-list-words';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { contentRequest, failureMessage } from './content-api';

/**
 * « Modifier » and « Supprimer » for an admin, on a list item or a detail
 * page. Deleting asks first (spec 2), then reports through `onDeleted` or
 * shows the error of spec 8 next to the buttons.
 */
export function AdminLinks({
  kind,
  editTo,
  deleteUrl,
  subject,
  onDeleted,
  size = 'sm',
  deleteOnly = false,
}: {
  kind: 'faq' | 'article';
  editTo: string;
  deleteUrl: string;
  /** What is being deleted, read out in the dialog. */
  subject: string;
  onDeleted: () => void;
  size?: 'sm' | 'md';
  /** In the editor itself « Modifier » would lead nowhere. */
  deleteOnly?: boolean;
}) {
  const words = useAdminListWords();
  // The spec's confirmation sentence, in the back office's French.
  const confirm = kind === 'faq' ? words.confirmDeleteFaq : words.confirmDeleteArticle;
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pad = size === 'sm' ? 'px-3 py-2' : '';

  async function remove() {
    setError(null);
    const answer = await contentRequest('DELETE', deleteUrl);
    if (answer.ok) onDeleted();
    else setError(failureMessage(answer, 'delete', kind));
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {deleteOnly ? null : (
          <Link to={editTo} className={`btn-secondary ${pad}`} data-testid="admin-edit">
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {words.edit}
          </Link>
        )}
        <button
          type="button"
          className={`btn border border-danger/40 bg-surface text-danger hover:bg-danger-soft ${pad}`}
          onClick={() => setOpen(true)}
          data-testid="admin-delete"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {words.delete}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="admin-delete-error">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={confirm}
        description={<p>{fill(kind === 'faq' ? words.deleteFaq : words.deleteArticle, { subject })}</p>}
        confirmLabel={words.delete}
        pendingLabel={words.deleting}
        cancelLabel={words.cancel}
        onConfirm={remove}
      />
    </div>
  );
}
