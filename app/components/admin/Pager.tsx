import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { tr } from '../../../core/messages';

/** « Précédent · Page 2 sur 5 · Suivant » for a list paged through its URL. */
export function Pager({
  page,
  pages,
  hrefFor,
  label,
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
    <nav aria-label={label ?? tr('adminShared.pagination')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {tr('adminShared.previous')}
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" />
          {tr('adminShared.previous')}
        </span>
      )}
      <p className="text-sm text-muted tabular-nums">
        {tr('adminShared.pageOf', { page, pages: Math.max(pages, page) })}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          {tr('adminShared.next')}
          <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          {tr('adminShared.next')}
          <ChevronRight className="h-4 w-4 rtl:-scale-x-100" />
        </span>
      )}
    </nav>
  );
}
