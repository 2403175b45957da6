import { Download, FileImage, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime, formatSize } from '../../account/format';
import { adminRequest } from '../admin-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { ROW_BUTTON } from '../DataTable';
import { Notice, type NoticeValue } from './Notice';
import { ORDER_PAGE_TEXTS as TEXTS } from './texts';

/** A square icon button, a 44 px touch target on a phone. */
const ICON_BUTTON = 'btn-ghost min-h-11 min-w-11 p-2 md:min-h-9 md:min-w-9';

export interface TranslatedFile {
  id: string;
  name: string;
  url: string;
  size: number;
  createdAt: string;
}

/** The translations delivered on an order, each deletable, and « Tout supprimer » (DELETE /api/admin/files/:id { fileUrls }). */
export function TranslatedFiles({
  orderId,
  files,
  onChanged,
}: {
  orderId: string;
  files: TranslatedFile[];
  onChanged: () => Promise<void> | void;
}) {
  const [toDelete, setToDelete] = useState<TranslatedFile[] | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);

  async function remove(list: TranslatedFile[]) {
    if (list.length === 0) {
      setNotice({ tone: 'error', message: TEXTS.noFileToDelete });
      return;
    }
    setNotice(null);
    const answer = await adminRequest<{ message: string }>('DELETE', `/api/admin/files/${orderId}`, {
      fileUrls: list.map((f) => f.url),
    });
    if (!answer.ok) {
      setNotice({ tone: 'error', message: TEXTS.filesDeleteFailed, detail: answer.message });
      return;
    }
    setNotice({ tone: 'success', message: answer.data.message });
    await onChanged();
  }

  const all = toDelete !== null && toDelete.length > 1;
  return (
    <div className="space-y-3">
      {files.length > 0 ? (
        <ul className="divide-y divide-line rounded-xl border border-line" data-testid="admin-translated-files">
          {files.map((f) => {
            const Icon = /\.pdf$/i.test(f.name) ? FileText : FileImage;
            return (
              <li key={f.id} className="flex items-center gap-3 px-4 py-3" data-testid="translated-file">
                <Icon className="h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <a
                    href={f.url}
                    target="_blank"
                    rel="noopener"
                    className="block truncate text-sm font-medium text-ink hover:text-brand"
                    title={f.name}
                  >
                    {f.name}
                    <span className="sr-only"> (ouvre dans un nouvel onglet)</span>
                  </a>
                  <span className="block text-xs text-muted tabular-nums">
                    {formatSize(f.size, 'fr')} · {formatDayTime(f.createdAt, 'fr')}
                  </span>
                </div>
                <span className="flex shrink-0 gap-1">
                  <a href={`${f.url}?download=1`} className={ICON_BUTTON} aria-label={`Télécharger ${f.name}`}>
                    <Download className="h-4 w-4" aria-hidden="true" />
                  </a>
                  <button
                    type="button"
                    className={`${ICON_BUTTON} text-danger hover:bg-danger-soft`}
                    onClick={() => setToDelete([f])}
                    aria-label={`Supprimer ${f.name}`}
                    data-testid="delete-translation"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl bg-surface-2/70 px-4 py-3 text-sm text-muted" data-testid="no-translation">
          Aucune traduction déposée pour le moment&nbsp;: le client voit «&nbsp;Votre traduction sera prête
          prochainement.&nbsp;»
        </p>
      )}
      <Notice value={notice} testId="translations" />
      {files.length > 1 ? (
        <button
          type="button"
          className={`btn-ghost text-danger hover:bg-danger-soft ${ROW_BUTTON}`}
          onClick={() => setToDelete(files)}
          data-testid="delete-all-translations"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Supprimer toutes les traductions
        </button>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={all ? `Supprimer les ${toDelete?.length} traductions ?` : 'Supprimer cette traduction ?'}
        description={
          all ? (
            'Toutes les traductions déposées sur cette commande seront supprimées : le client ne pourra plus les télécharger, y compris par les liens déjà envoyés.'
          ) : (
            <>
              <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{toDelete?.[0]?.name}</strong> sera
              supprimé&nbsp;: le client ne pourra plus le télécharger, y compris par les liens déjà envoyés.
            </>
          )
        }
        confirmLabel="Supprimer"
        pendingLabel="Suppression…"
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
        testId="confirm-delete-translation"
      />
    </div>
  );
}
