import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { checkSelection, formatBytes } from '../form/file-rules';
import { DropZone, FileCard } from '../form/FilePicker';

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

  const choose = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    if (list.length > 1) {
      onError(
        'Un seul fichier par demande : choisissez le document principal, vous pourrez envoyer les autres ensuite.',
      );
      return;
    }
    const { accepted, error: problem } = checkSelection(list);
    onError(problem);
    onChange(accepted[0] ?? null);
  };

  return (
    <div>
      <p className="field-label" id={`${id}-titre`}>
        {label} <span className="font-normal text-muted">(facultatif)</span>
      </p>
      {file ? (
        <>
          <FileCard
            data-testid="chosen-file"
            name={file.name}
            detail={<p className="mt-0.5 text-xs text-muted">{formatBytes(file.size)} · envoyé avec votre demande</p>}
            removeDisabled={disabled}
            onRemove={() => {
              onChange(null);
              onError(null);
              window.setTimeout(() => inputRef.current?.focus(), 0);
            }}
          />
          <p id={`${id}-erreur`} aria-live="polite" className={error ? 'field-error' : 'sr-only'}>
            {error ?? ''}
          </p>
        </>
      ) : (
        <DropZone
          id={id}
          size="compact"
          error={error}
          disabled={disabled}
          labelledBy={`${id}-titre ${id}-action`}
          testId="file-input"
          inputRef={inputRef}
          onFiles={choose}
        >
          <Paperclip className="h-5 w-5 text-brand" aria-hidden="true" />
          <span className="text-sm font-semibold text-ink">
            <span id={`${id}-action`} className="text-brand underline">
              Joindre un fichier
            </span>
            <span className="hidden font-normal text-muted sm:inline"> ou déposez-le ici</span>
          </span>
          <span id={`${id}-aide`} className="text-xs text-muted">
            PDF, PNG ou JPG, 20 Mo maximum. Une photo nette suffit.
          </span>
        </DropZone>
      )}
    </div>
  );
}
