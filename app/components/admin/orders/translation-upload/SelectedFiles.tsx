import { FileImage, FileText } from 'lucide-react';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatSize } from '../../../account/format';
import { tr } from '../../../../../core/messages';

/** The files chosen, before they are sent: name and size. */
export function SelectedFiles({ files }: { files: File[] }) {
  return (
    <ul
      className="divide-y divide-line rounded-xl border border-line text-sm"
      aria-label={tr('adminTranslation.selectedFiles')}
      data-testid="translation-selection"
    >
      {files.map((f) => {
        const Icon = /\.pdf$/i.test(f.name) ? FileText : FileImage;
        return (
          <li key={`${f.name}-${f.size}-${f.lastModified}`} className="flex items-center gap-3 px-4 py-2.5">
            <Icon className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate" title={f.name}>
              {f.name}
            </span>
            <span className="shrink-0 text-xs text-muted tabular-nums">{formatSize(f.size, 'fr')}</span>
          </li>
        );
      })}
    </ul>
  );
}
