import { UploadCloud } from 'lucide-react';
import type { RefObject } from 'react';
import { tr } from '../../../../../core/messages';
import { ACCEPT } from '../../../form/file-rules';

/** The drop-zone-looking label of the file input, with the rules the files must follow. */
export function FilePicker({
  inputRef,
  id,
  hintId,
  disabled,
  onChoose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  hintId: string;
  disabled: boolean;
  onChoose: (files: FileList | null) => void;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line bg-surface-2/40 px-4 py-6 text-center transition-colors hover:border-brand hover:bg-brand-soft/40 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand"
      >
        <UploadCloud className="h-6 w-6 text-brand" aria-hidden="true" />
        <span className="text-sm font-semibold text-brand underline">
          {tr('adminTranslation.chooseFiles')}
          <span className="sr-only"> {tr('adminTranslation.chooseFilesHidden')}</span>
        </span>
        <span id={hintId} className="text-xs text-muted">
          {tr('adminTranslation.fileRules')}
        </span>
        <input
          ref={inputRef}
          id={id}
          name="fileAdmin"
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(e) => onChoose(e.target.files)}
          data-testid="translation-input"
        />
      </label>
    </div>
  );
}
