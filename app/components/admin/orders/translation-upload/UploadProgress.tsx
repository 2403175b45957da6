import { tr } from '../../../../../core/messages';

/** The send's progress bar, in per cent. */
export function UploadProgress({ id, progress }: { id: string; progress: number }) {
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-xs text-muted">
        <span id={id}>{tr('adminTranslation.sending')}</span>
        <span className="tabular-nums">{progress} %</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
        data-testid="upload-progress"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
