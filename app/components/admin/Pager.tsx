import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** « Précédent · Page 2 sur 5 · Suivant » for a list paged through its URL. */
export function Pager({
  page,
  pages,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1 && page <= 1) return null;
  const link = 'btn-secondary min-h-11 px-3 py-2 md:min-h-0';
  const off = `${link} pointer-events-none opacity-50`;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          Précédent
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" />
          Précédent
        </span>
      )}
      <p className="text-sm text-muted tabular-nums">
        Page {page} sur {Math.max(pages, page)}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          Suivant
          <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          Suivant
          <ChevronRight className="h-4 w-4 rtl:-scale-x-100" />
        </span>
      )}
    </nav>
  );
}
