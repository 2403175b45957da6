import { FileSearch } from 'lucide-react';
import { pageCountLabel, totalPages } from '../../../core/page-counts';
import type { CartFile } from '../../lib/cart';
import { pagesIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';

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
  const lang = useLang();
  if (files.length === 0) return null;
  const label = (pages: number) => (lang === 'fr' ? pageCountLabel(pages) : pagesIn(lang, pages));
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
          {lang !== 'fr'
            ? t(unknown === files.length ? 'orderForm.countUnknownAll' : 'orderForm.countUnknownSome')
            : unknown === files.length
              ? `Nous n’avons pas pu compter les pages de ${unknown > 1 ? 'vos fichiers' : 'votre fichier'} (${pageCountLabel(null)}) : indiquez-les vous-même.`
              : `Nombre de pages inconnu pour ${unknown} fichier${unknown > 1 ? 's' : ''} : vérifiez le total vous-même.`}
        </p>
      ) : total === declared ? (
        <p className="min-w-0 flex-1 text-muted">{t('orderForm.countSame', { pages: label(total) })}</p>
      ) : (
        <>
          <p className="min-w-0 flex-1 text-ink">
            {t('orderForm.countFound')} <strong className="font-semibold">{label(total)}</strong>.
          </p>
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            onClick={() => onUse(total)}
            data-testid="use-counted-pages"
          >
            {t('orderForm.useCount', { pages: label(total) })}
          </button>
        </>
      )}
    </div>
  );
}
