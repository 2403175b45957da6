import { FileImage, FileText, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { ACCEPT } from './file-rules';

const ZONE = {
  large:
    'group relative flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors focus-within:border-brand focus-within:bg-brand-soft/60',
  compact:
    'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-5 py-6 text-center transition-colors',
};

/**
 * The one file picker of the site: a drop zone that is also the label of a
 * keyboard-usable file input, and the error line under it (always in the
 * page so it is announced). What the zone says is the caller's (`children`,
 * the hint with id `${id}-aide`); the files chosen go to `onFiles`, those
 * chosen before the page was interactive too, as soon as it is.
 */
export function DropZone({
  id,
  multiple,
  size = 'large',
  error,
  disabled,
  labelledBy,
  testId,
  inputRef,
  onFiles,
  children,
}: {
  id: string;
  multiple?: boolean;
  size?: keyof typeof ZONE;
  error: string | null;
  disabled?: boolean;
  /** The ids that name the input, when its visible label is not the whole zone. */
  labelledBy?: string;
  testId: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onFiles: (files: FileList | null) => void;
  children: React.ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const ownRef = useRef<HTMLInputElement | null>(null);
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;
  // Files chosen before hydration fired no handler: they are taken now, once.
  useLayoutEffect(() => {
    const input = ownRef.current;
    if (!input?.files?.length) return;
    onFilesRef.current(input.files);
    input.value = '';
  }, []);
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  return (
    <>
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
          onFiles(e.dataTransfer.files);
        }}
        className={`${ZONE[size]} has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand hover:border-brand hover:bg-brand-soft/40 ${
          dragging
            ? 'border-brand bg-brand-soft/60'
            : error
              ? 'border-danger/70 bg-surface'
              : 'border-line bg-surface-2/40'
        }`}
      >
        {children}
        <input
          ref={(el) => {
            ownRef.current = el;
            if (typeof inputRef === 'function') return inputRef(el);
            if (inputRef) inputRef.current = el;
          }}
          id={id}
          type="file"
          multiple={multiple}
          accept={ACCEPT}
          disabled={disabled}
          aria-labelledby={labelledBy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          data-testid={testId}
          onChange={(e) => {
            onFiles(e.target.files);
            // The same file can be chosen again after a removal.
            e.target.value = '';
          }}
        />
      </label>
      <p id={errorId} aria-live="polite" className={error ? 'field-error' : 'sr-only'}>
        {error ?? ''}
      </p>
    </>
  );
}

/** A chosen or sent file: its kind, its name, a line about it, and the button that removes it. */
export function FileCard({
  as: Tag = 'div',
  name,
  detail,
  onRemove,
  removeDisabled,
  removeLabel,
  children,
  ...data
}: {
  as?: 'div' | 'li';
  name: string;
  detail: React.ReactNode;
  onRemove: () => void;
  removeDisabled?: boolean;
  /** The remove button's name, in the page's language (French: « Retirer <name> »). */
  removeLabel?: string;
  children?: React.ReactNode;
  'data-testid': string;
  'data-status'?: string;
}) {
  const Icon = /\.(png|jpe?g)$/i.test(name) ? FileImage : FileText;
  return (
    <Tag className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3.5 py-3 shadow-sm" {...data}>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-brand">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink" title={name}>
          {name}
        </p>
        {detail}
        {children}
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={removeDisabled}
        aria-label={removeLabel ?? `Retirer ${name}`}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </Tag>
  );
}
