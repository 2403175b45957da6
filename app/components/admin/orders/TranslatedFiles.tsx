import { Download, FileImage, FileText, ShieldCheck, ShieldOff, ShieldX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { tr, type PlainMessageId } from '../../../../core/messages';
import { richText } from '../../../lib/rich-text';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime, formatSize } from '../../account/format';
import { adminRequest } from '../admin-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { ROW_BUTTON } from '../DataTable';
import { Notice, type NoticeValue } from './Notice';
import { RevokeDialog } from './RevokeDialog';

/** A square icon button, a 44 px touch target on a phone. */
const ICON_BUTTON = 'btn-ghost min-h-11 min-w-11 p-2 md:min-h-9 md:min-w-9';

export interface TranslatedFile {
  id: string;
  name: string;
  url: string;
  size: number;
  createdAt: string;
  /** Its verification (decision 054): null when it went out unstamped. */
  certificate: {
    reference: string;
    documentType: string;
    pages: number;
    checks: number;
    revokedAt: string | null;
    revokedReason: string | null;
  } | null;
  /** The admin's own upload, kept beside the stamped copy. */
  original: { name: string; url: string } | null;
  unstampedReason: string | null;
}

/** Why a translation went out without the verification stamp, for the admin (ids, worded when drawn). */
const UNSTAMPED: Record<string, PlainMessageId> = {
  encrypted: 'adminTranslation.unstampedEncrypted',
  damaged: 'adminTranslation.unstampedDamaged',
  'too-large': 'adminTranslation.unstampedTooLarge',
  timeout: 'adminTranslation.unstampedTimeout',
};
export const unstampedText = (reason: string | null): string => {
  if (!reason) return tr('adminTranslation.unstampedBefore');
  const known = UNSTAMPED[reason];
  return tr('adminTranslation.unstamped', { reason: known ? tr(known) : reason });
};

/** Under a translation's name: its certificate and what became of it, or why it has none. */
function Verification({ file, onRevoke }: { file: TranslatedFile; onRevoke: () => void }) {
  const c = file.certificate;
  if (!c)
    return (
      <p className="mt-1 flex gap-1.5 text-xs text-muted" data-testid="unstamped">
        <ShieldOff className="mt-px h-3.5 w-3.5 shrink-0 text-danger" aria-hidden="true" />
        {unstampedText(file.unstampedReason)}
      </p>
    );
  return (
    <div className="mt-1 text-xs text-muted" data-testid="certificate">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {c.revokedAt ? (
          <ShieldX className="h-3.5 w-3.5 text-danger" aria-hidden="true" />
        ) : (
          <ShieldCheck className="h-3.5 w-3.5 text-success" aria-hidden="true" />
        )}
        <span>
          {richText({ reference: <span className="font-mono text-ink">{c.reference}</span> }, (m) =>
            tr('adminTranslation.certified', m),
          )}
        </span>
        <span>· {c.documentType || tr('adminTranslation.typeUnknown')}</span>
        <span>· {tr('adminTranslation.certificatePages', { pages: c.pages })}</span>
        <span data-testid="certificate-checks">· {tr('adminTranslation.checks', { count: c.checks })}</span>
        {c.revokedAt ? (
          <span className="font-medium text-danger" data-testid="certificate-revoked">
            · {tr('adminTranslation.revokedOn', { date: formatDayTime(c.revokedAt, 'fr') })}
            {c.revokedReason ? ` (${c.revokedReason})` : ''}
          </span>
        ) : (
          <button
            type="button"
            className="font-medium text-danger underline-offset-2 hover:underline"
            onClick={onRevoke}
            data-testid="revoke-translation"
          >
            {tr('adminTranslation.revoke')}
          </button>
        )}
      </p>
      {file.original ? (
        <p className="mt-0.5">
          {tr('adminTranslation.originalUploaded')}{' '}
          <a href={`${file.original.url}?download=1`} className="text-brand underline-offset-2 hover:underline">
            {file.original.name}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** One delivered translation: open, download, delete; its verification under its name. */
function FileRow({
  file: f,
  onDelete,
  onRevoke,
}: {
  file: TranslatedFile;
  onDelete: () => void;
  onRevoke: () => void;
}) {
  const Icon = /\.pdf$/i.test(f.name) ? FileText : FileImage;
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="translated-file">
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
          <span className="sr-only"> {tr('customerArea.newTabNote')}</span>
        </a>
        <span className="block text-xs text-muted tabular-nums">
          {formatSize(f.size, 'fr')} · {formatDayTime(f.createdAt, 'fr')}
        </span>
        <Verification file={f} onRevoke={onRevoke} />
      </div>
      <span className="flex shrink-0 gap-1">
        <a
          href={`${f.url}?download=1`}
          className={ICON_BUTTON}
          aria-label={tr('adminTranslation.download', { name: f.name })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
        </a>
        <button
          type="button"
          className={`${ICON_BUTTON} text-danger hover:bg-danger-soft`}
          onClick={onDelete}
          aria-label={tr('adminTranslation.deleteFile', { name: f.name })}
          data-testid="delete-translation"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </span>
    </li>
  );
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
  const [toRevoke, setToRevoke] = useState<TranslatedFile | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);

  async function remove(list: TranslatedFile[]) {
    if (list.length === 0) {
      setNotice({ tone: 'error', message: tr('adminOrder.noFileToDelete') });
      return;
    }
    setNotice(null);
    const answer = await adminRequest<{ message: string }>('DELETE', `/api/admin/files/${orderId}`, {
      fileUrls: list.map((f) => f.url),
    });
    if (!answer.ok) {
      setNotice({ tone: 'error', message: tr('adminTranslation.filesDeleteFailed'), detail: answer.message });
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
          {files.map((f) => (
            <FileRow key={f.id} file={f} onDelete={() => setToDelete([f])} onRevoke={() => setToRevoke(f)} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-surface-2/70 px-4 py-3 text-sm text-muted" data-testid="no-translation">
          {tr('adminTranslation.noTranslation')}
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
          {tr('adminTranslation.deleteAll')}
        </button>
      ) : null}

      {toRevoke?.certificate ? (
        <RevokeDialog
          open
          onOpenChange={(open) => {
            if (!open) setToRevoke(null);
          }}
          reference={toRevoke.certificate.reference}
          name={toRevoke.name}
          onDone={async (message) => {
            setNotice({ tone: 'success', message });
            await onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={
          all
            ? tr('adminTranslation.deleteAllTitle', { count: toDelete?.length ?? 0 })
            : tr('adminTranslation.deleteOneTitle')
        }
        description={
          all
            ? tr('adminTranslation.deleteAllText')
            : richText(
                {
                  name: (
                    <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{toDelete?.[0]?.name}</strong>
                  ),
                },
                (m) => tr('adminTranslation.deleteOneText', m),
              )
        }
        confirmLabel={tr('adminTranslation.deleteConfirm')}
        pendingLabel={tr('adminTranslation.deletePending')}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
        testId="confirm-delete-translation"
      />
    </div>
  );
}
