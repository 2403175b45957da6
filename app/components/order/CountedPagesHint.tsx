import { FileSearch } from 'lucide-react';
import { totalPages } from '../../../core/page-counts';
import type { CartFile } from '../../lib/cart';
import { useT } from '../../lib/i18n';

/**
 * Next to « Nombre de pages »: what the server counted in the uploaded files,
 * with a one-click « Utiliser 7 pages ». The visitor's number is never changed
 * without that click (a scan may hold two sides on one page, or pages not to
 * translate).
 */
export function CountedPagesHint({
  files,
  declared,
  onUse,
}: {
  files: readonly CartFile[];
  declared: number;
  onUse: (pages: number) => void;
}) {
  const t = useT();
  if (files.length === 0) return null;
  const total = totalPages(files.map((f) => f.pages));
  const unknown = files.filter((f) => f.pages === null || f.pages === undefined).length;
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface-2/70 px-3.5 py-2.5 text-sm"
      aria-live="polite"
      data-testid="counted-pages"
    >
      <FileSearch className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
      {total === null ? (
        <p className="min-w-0 flex-1 text-muted">
          {unknown === files.length
            ? t('orderForm.countUnknownAll', { count: unknown })
            : t('orderForm.countUnknownSome', { count: unknown })}
        </p>
      ) : total === declared ? (
        <p className="min-w-0 flex-1 text-muted">{t('orderForm.countSame', { count: total })}</p>
      ) : (
        <>
          <p className="min-w-0 flex-1 text-ink">
            {t('orderForm.countFound')}{' '}
            <strong className="font-semibold">{t('counts.pagesGoverned', { count: total })}</strong>.
          </p>
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            onClick={() => onUse(total)}
            data-testid="use-counted-pages"
          >
            {t('orderForm.useCount', { count: total })}
          </button>
        </>
      )}
    </div>
  );
}
