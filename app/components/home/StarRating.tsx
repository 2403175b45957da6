import { Star } from 'lucide-react';

/** Five stars drawn for the eye, the score written for screen readers. */
export function StarRating({ stars }: { stars: number }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">Note&nbsp;: {stars} sur 5</span>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          strokeWidth={1.75}
          className={`h-4 w-4 ${i <= stars ? 'fill-current text-accent' : 'text-muted'}`}
        />
      ))}
    </p>
  );
}
