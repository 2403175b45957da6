import { Download, FileImage, FileText } from 'lucide-react';
import { useLang, useT } from '../../lib/i18n';
import { formatSize } from './format';

export interface FileLink {
  id: string;
  name: string;
  url: string;
  size?: number;
}

/**
 * Documents of an order, each a link served only to who may see the order. `download`: the
 * customer's own documents, which the server always sends as downloads (decision 017).
 */
export function FileList({
  files,
  testId,
  download = false,
}: {
  files: FileLink[];
  testId: string;
  download?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" data-testid={testId}>
      {files.map((f) => {
        const Icon = /\.pdf$/i.test(f.name) ? FileText : FileImage;
        return (
          <li key={f.id}>
            <a
              href={f.url}
              {...(download ? { download: f.name } : { target: '_blank', rel: 'noopener' })}
              className="group flex items-center gap-3 px-4 py-3 text-ink no-underline hover:bg-surface-2/60"
              data-testid="file-link"
            >
              <Icon className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium" title={f.name}>
                <bdi>{f.name}</bdi>
              </span>
              {f.size !== undefined ? (
                <span className="shrink-0 text-xs text-muted tabular-nums">{formatSize(f.size, lang)}</span>
              ) : null}
              <Download className="h-4 w-4 shrink-0 text-muted group-hover:text-brand" aria-hidden="true" />
              <span className="sr-only">{t(download ? 'customerArea.downloadNote' : 'customerArea.newTabNote')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
