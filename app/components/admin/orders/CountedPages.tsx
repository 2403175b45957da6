import { tr } from '../../../../core/messages';
import { pageCountIn, totalPages } from '../../../../core/page-counts';

/** What the server counted in the customer's files, beside the declared figure: a mismatch is flagged. */
export function CountedPages({ files, declared }: { files: { pages: number | null }[]; declared: number }) {
  if (files.length === 0) return null;
  const counted = totalPages(files.map((f) => f.pages));
  return (
    <span
      className={`block text-xs font-normal ${counted !== null && counted !== declared ? 'font-semibold text-danger' : 'text-muted'}`}
      data-testid="counted-pages"
    >
      {tr('adminOrderDetail.countedFiles', {
        pages: counted === null ? pageCountIn('fr', null) : tr('adminOrderDetail.pagesCounted', { count: counted }),
      })}
    </span>
  );
}
