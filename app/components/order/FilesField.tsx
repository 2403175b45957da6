import { CheckCircle2, FileImage, FileText, Loader2, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FileEntry } from './useFileUploads';
import { ACCEPT, formatBytes } from './upload-client';

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
  const hintId = `${inputId}-aide`;
  const errorId = `${inputId}-erreur`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          onInteract();
          onAdd(e.dataTransfer.files);
        }}
        className={`group relative flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors focus-within:border-brand focus-within:bg-brand-soft/60 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand hover:border-brand hover:bg-brand-soft/40 ${
          dragging ? 'border-brand bg-brand-soft/60' : error ? 'border-danger/70 bg-surface' : 'border-line bg-surface-2/40'
        }`}
      >
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">
          <UploadCloud className="h-6 w-6" aria-hidden="true" />
        </span>
        <span className="text-base font-semibold text-ink sm:hidden">
          <span className="text-brand underline">Choisir des fichiers</span>{' '}
          <span className="font-normal text-muted">ou prendre une photo</span>
        </span>
        <span className="hidden text-base font-semibold text-ink sm:inline">
          Déposez vos documents ici <span className="font-normal text-muted">ou</span>{' '}
          <span className="text-brand underline">parcourez vos fichiers</span>
        </span>
        <span id={hintId} className="text-sm text-muted">
          PDF, PNG ou JPG, 20 Mo maximum par fichier. Une photo nette et lisible suffit.
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          data-testid="files-input"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(e) => {
            onInteract();
            onAdd(e.target.files);
            // The same file can be chosen again after a removal.
            e.target.value = '';
          }}
        />
      </label>

      <p id={errorId} aria-live="polite" className={error ? 'field-error' : 'sr-only'}>
        {error ?? ''}
      </p>

      {entries.length > 0 ? (
        <ul className="mt-4 space-y-2.5" aria-label="Fichiers joints">
          {entries.map((entry) => (
            <FileRow key={entry.key} entry={entry} onRemove={() => onRemove(entry.key)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileRow({ entry, onRemove }: { entry: FileEntry; onRemove: () => void }) {
  const isImage = /\.(png|jpe?g)$/i.test(entry.name);
  const Icon = isImage ? FileImage : FileText;
  const busy = entry.status === 'queued' || entry.status === 'uploading';
  const status =
    entry.status === 'queued'
      ? 'En attente…'
      : entry.status === 'uploading'
        ? `Envoi en cours : ${entry.progress} %`
        : entry.status === 'deleting'
          ? 'Suppression…'
          : 'Reçu et chiffré';
  return (
    <li
      data-testid="file-item"
      data-status={entry.status}
      className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3.5 py-3 shadow-sm"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-brand">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink" title={entry.name}>
          {entry.name}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted">
          {entry.size !== null ? <span className="whitespace-nowrap">{formatBytes(entry.size)}</span> : null}
          {entry.size !== null ? <span aria-hidden="true">·</span> : null}
          <span className={`inline-flex items-center gap-1 whitespace-nowrap ${entry.status === 'done' ? 'text-success' : ''}`}>
            {entry.status === 'done' ? (
              <CheckCircle2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            ) : busy || entry.status === 'deleting' ? (
              <Loader2 className="h-3.5 w-3.5 shrink-0 animate-spin" aria-hidden="true" />
            ) : null}
            {status}
          </span>
        </p>
        {busy ? (
          <div
            role="progressbar"
            aria-label={`Envoi de ${entry.name}`}
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
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={entry.status === 'deleting'}
        aria-label={`Retirer ${entry.name}`}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}
