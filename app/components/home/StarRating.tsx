import { Star } from 'lucide-react';

/** Five stars drawn for the eye, the score written for screen readers (in the review's language when given). */
export function StarRating({ stars, label }: { stars: number; label?: string }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">{label ?? <>Note&nbsp;: {stars} sur 5</>}</span>
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
