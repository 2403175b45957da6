import { ArrowDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatEuros } from '../../../core/money';

/**
 * Phones: the price card sits below a long form, so a slim bar keeps the
 * total in sight and leads to it. It hides once the card itself is on screen
 * (or scrolled past) and never shows on wide screens, where the card is sticky.
 */
export function MobileTotalBar({ totalCents, targetId }: { totalCents: number; targetId: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);
  if (!visible) return null;
  return (
    <div data-mobile-total-bar className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-8px_24px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <p className="text-sm text-muted">
          Total <span className="ml-1 font-serif text-xl font-semibold text-ink tabular-nums">{formatEuros(totalCents)}</span>
        </p>
        <a href={`#${targetId}`} className="btn-primary px-4 py-2.5">
          Récapitulatif
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </a>
      </div>
    </div>
  );
}
