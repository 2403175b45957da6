import { CheckCircle2, Loader2, UploadCloud } from 'lucide-react';
import { useId } from 'react';
import { pageCountIn } from '../../../core/page-counts';
import { DropZone, FileCard } from '../form/FilePicker';
import type { FileEntry } from './useFileUploads';
import type { Lang } from '../../../core/messages';
import { formatBytes } from '../form/file-rules';
import { useLang, useT } from '../../lib/i18n';

/** A file's size: « 1,2 Mo » in French (app/components/form/file-rules), « 1.2 ميغابايت » in Arabic (Intl units, Latin digits). */
function bytesIn(lang: Lang, bytes: number): string {
  if (lang === 'fr') return formatBytes(bytes, 'fr');
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat('ar', {
    style: 'unit',
    unit,
    numberingSystem: 'latn',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** The "Fichiers" section body: a keyboard-usable drop zone and the list of chosen files. */
export function FilesField({
  entries,
  error,
  onAdd,
  onRemove,
  onInteract,
}: {
  entries: FileEntry[];
  error: string | null;
  onAdd: (files: FileList | File[] | null) => void;
  onRemove: (key: string) => void;
  onInteract: () => void;
}) {
  const inputId = useId();
  const t = useT();
  return (
    <div>
      <DropZone
        id={inputId}
        multiple
        error={error}
        testId="files-input"
        onFiles={(files) => {
          onInteract();
          onAdd(files);
        }}
      >
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">
          <UploadCloud className="h-6 w-6" aria-hidden="true" />
        </span>
        <span className="text-base font-semibold text-ink sm:hidden">
          <span className="text-brand underline">{t('orderForm.chooseFiles')}</span>{' '}
          <span className="font-normal text-muted">{t('orderForm.orTakePhoto')}</span>
        </span>
        <span className="hidden text-base font-semibold text-ink sm:inline">
          {t('orderForm.dropHere')} <span className="font-normal text-muted">{t('orderForm.or')}</span>{' '}
          <span className="text-brand underline">{t('orderForm.browseFiles')}</span>
        </span>
        <span id={`${inputId}-aide`} className="text-sm text-muted">
          {t('orderForm.filesHelp')}
        </span>
      </DropZone>

      {entries.length > 0 ? (
        <ul className="mt-4 space-y-2.5" aria-label={t('orderForm.attachedFiles')}>
          {entries.map((entry) => (
            <FileRow key={entry.key} entry={entry} onRemove={() => onRemove(entry.key)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileRow({ entry, onRemove }: { entry: FileEntry; onRemove: () => void }) {
  const t = useT();
  const lang = useLang();
  const busy = entry.status === 'queued' || entry.status === 'uploading';
  const status =
    entry.status === 'queued'
      ? t('orderForm.fileWaiting')
      : entry.status === 'uploading'
        ? t('orderForm.fileUploading', { progress: entry.progress })
        : entry.status === 'deleting'
          ? t('customerArea.deleting')
          : t('orderForm.fileDone');
  return (
    <FileCard
      as="li"
      data-testid="file-item"
      data-status={entry.status}
      name={entry.name}
      onRemove={onRemove}
      removeDisabled={entry.status === 'deleting'}
      removeLabel={lang === 'fr' ? undefined : t('requestForm.fileRemove', { name: entry.name })}
      detail={
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted">
          {entry.size !== null ? <span className="whitespace-nowrap">{bytesIn(lang, entry.size)}</span> : null}
          {entry.size !== null ? <span aria-hidden="true">·</span> : null}
          <span
            className={`inline-flex items-center gap-1 whitespace-nowrap ${entry.status === 'done' ? 'text-success' : ''}`}
          >
            {entry.status === 'done' ? (
              <CheckCircle2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            ) : busy || entry.status === 'deleting' ? (
              <Loader2 className="h-3.5 w-3.5 shrink-0 animate-spin" aria-hidden="true" />
            ) : null}
            {status}
          </span>
          {entry.status === 'done' && entry.uploaded && entry.uploaded.pages !== undefined ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="whitespace-nowrap" data-testid="file-pages">
                {pageCountIn(lang, entry.uploaded.pages)}
              </span>
            </>
          ) : null}
        </p>
      }
    >
      {busy ? (
        <div
          role="progressbar"
          aria-label={t('orderForm.fileProgress', { name: entry.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.progress}
          data-testid="file-progress"
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-200"
            style={{ width: `${Math.max(entry.progress, entry.status === 'queued' ? 0 : 4)}%` }}
          />
        </div>
      ) : null}
    </FileCard>
  );
}
