import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { checkSelection, formatBytes } from '../form/file-rules';
import { DropZone, FileCard } from '../form/FilePicker';
import { useT } from '../../lib/i18n';
import { usePageLang } from '../../lib/page-lang';

/**
 * One optional document sent with the form: chosen or dropped, checked here
 * (type, size) with the order form's rules, checked again by the server.
 */
export function FileField({
  id,
  label,
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
  const t = useT();
  const lang = usePageLang();

  const choose = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    if (list.length > 1) {
      onError(t('requestForm.fileOneOnly'));
      return;
    }
    const { accepted, error: problem } = checkSelection(list, lang);
    onError(problem);
    onChange(accepted[0] ?? null);
  };

  return (
    <div>
      <p className="field-label" id={`${id}-titre`}>
        {label ?? t('requestForm.file')} <span className="font-normal text-muted">({t('requestForm.optional')})</span>
      </p>
      {file ? (
        <>
          <FileCard
            data-testid="chosen-file"
            name={file.name}
            detail={
              <p className="mt-0.5 text-xs text-muted">
                {t('requestForm.fileSentWith', { size: formatBytes(file.size, lang) })}
              </p>
            }
            removeLabel={t('requestForm.fileRemove', { name: file.name })}
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
              {t('requestForm.fileAttach')}
            </span>
            <span className="hidden font-normal text-muted sm:inline">{t('requestForm.fileDrop')}</span>
          </span>
          <span id={`${id}-aide`} className="text-xs text-muted">
            {t('requestForm.fileHelp')}
          </span>
        </DropZone>
      )}
    </div>
  );
}
