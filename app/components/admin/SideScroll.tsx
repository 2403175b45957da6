import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

type Edges = { before: boolean; after: boolean };

/**
 * A row that scrolls sideways on a narrow screen (the back office's sections, a list's status
 * tabs), with a visible hint that there is more: the far edge fades out under a chevron, and the
 * near edge fades once scrolled (issue 30: on a phone the cut-off tabs looked like the whole set).
 * Before the script measures, the hint shows below `lg`, where these rows always overflow.
 * The current item (aria-current) is brought into view.
 */
export function SideScroll({
  children,
  className = '',
  fade = 'from-bg',
  testId,
}: {
  children: React.ReactNode;
  className?: string;
  /** The background the edges fade into. */
  fade?: 'from-bg' | 'from-surface';
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges | null>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && row.scrollWidth > row.clientWidth)
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    const measure = () => {
      // scrollLeft is negative in a right-to-left page: what matters is the distance to each end.
      const start = Math.abs(row.scrollLeft);
      setEdges({ before: start > 2, after: row.scrollWidth - row.clientWidth - start > 2 });
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, []);
  const after = edges === null ? 'lg:hidden' : edges.after ? '' : 'hidden';
  return (
    <div className={`relative ${className}`}>
      <div ref={ref} className="overflow-x-auto [scrollbar-width:thin]" data-testid={testId}>
        {children}
      </div>
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute inset-y-0 start-0 w-8 bg-linear-to-r ${fade} to-transparent rtl:bg-linear-to-l ${edges?.before ? '' : 'hidden'}`}
      />
      <span
        aria-hidden="true"
        data-testid={testId ? `${testId}-more` : undefined}
        className={`pointer-events-none absolute inset-y-0 end-0 flex w-14 items-center justify-end bg-linear-to-l ${fade} from-45% to-transparent pe-0.5 text-brand rtl:bg-linear-to-r ${after}`}
      >
        <ChevronRight className="h-5 w-5 rtl:-scale-x-100" />
      </span>
    </div>
  );
}
