import { FileImage, FileText, Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { ACCEPT, checkSelection, formatBytes } from '../order/upload-client';

/**
 * One optional document sent with the form: chosen or dropped, checked here
 * (type, size) with the order form's rules, checked again by the server.
 */
export function FileField({
  id,
  label = 'Document',
  file,
  error,
  onChange,
  onError,
  disabled,
}: {
  id: string;
  label?: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;

  const choose = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    if (list.length > 1) {
      onError('Un seul fichier par demande : choisissez le document principal, vous pourrez envoyer les autres ensuite.');
      return;
    }
    const { accepted, error: problem } = checkSelection(list);
    onError(problem);
    onChange(accepted[0] ?? null);
  };

  const Icon = file && /\.(png|jpe?g)$/i.test(file.name) ? FileImage : FileText;

  return (
    <div>
      <p className="field-label" id={`${id}-titre`}>
        {label} <span className="font-normal text-muted">(facultatif)</span>
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-labelledby={`${id}-titre ${id}-action`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        // Hidden once a file is chosen: the remove button is the control then.
        hidden={file !== null}
        className="peer sr-only"
        data-testid="file-input"
        onChange={(e) => {
          choose(e.target.files);
          // The same file can be chosen again after a removal.
          e.target.value = '';
        }}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3.5 py-3 shadow-sm" data-testid="chosen-file">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-brand">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink" title={file.name}>
              {file.name}
            </p>
            <p className="mt-0.5 text-xs text-muted">{formatBytes(file.size)} · envoyé avec votre demande</p>
          </div>
          <button
            type="button"
            onClick={() => {
              onChange(null);
              onError(null);
              window.setTimeout(() => inputRef.current?.focus(), 0);
            }}
            disabled={disabled}
            aria-label={`Retirer ${file.name}`}
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
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
            choose(e.dataTransfer.files);
          }}
          className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-5 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:border-brand hover:bg-brand-soft/40 ${
            dragging ? 'border-brand bg-brand-soft/60' : error ? 'border-danger/70 bg-surface' : 'border-line bg-surface-2/40'
          }`}
        >
          <Paperclip className="h-5 w-5 text-brand" aria-hidden="true" />
          <span className="text-sm font-semibold text-ink">
            <span id={`${id}-action`} className="text-brand underline">
              Joindre un fichier
            </span>
            <span className="hidden font-normal text-muted sm:inline"> ou déposez-le ici</span>
          </span>
          <span id={hintId} className="text-xs text-muted">
            PDF, PNG ou JPG, 20 Mo maximum. Une photo nette suffit.
          </span>
        </label>
      )}
      <p id={errorId} aria-live="polite" className={error ? 'field-error' : 'sr-only'}>
        {error ?? ''}
      </p>
    </div>
  );
}
