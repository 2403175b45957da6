import { ChevronLeft, ChevronRight } from 'lucide-react';
import { fill, type CarouselWords } from './carousel-words';

/** « Précédent », one dot per page (the current one wider) and « Suivant ». */
export function CarouselControls({
  slidesId,
  pageCount,
  page,
  onGoTo,
  words,
}: {
  slidesId: string;
  pageCount: number;
  page: number;
  onGoTo: (page: number) => void;
  words: CarouselWords;
}) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => onGoTo(page - 1)}
        aria-controls={slidesId}
        aria-label={words.previous}
        data-testid="reviews-prev"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-brand hover:text-brand"
      >
        <ChevronLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
      </button>
      <ul className="flex items-center">
        {Array.from({ length: pageCount }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => onGoTo(i)}
              aria-controls={slidesId}
              aria-label={fill(words.page, { page: i + 1 })}
              aria-current={i === page ? 'true' : undefined}
              data-testid="reviews-dot"
              className="group inline-flex h-11 w-8 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  i === page ? 'w-6 bg-brand' : 'w-2.5 bg-muted/50 group-hover:bg-muted'
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onGoTo(page + 1)}
        aria-controls={slidesId}
        aria-label={words.next}
        data-testid="reviews-next"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-brand hover:text-brand"
      >
        <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
      </button>
    </div>
  );
}
