import { useEffect, useRef, useState } from 'react';

/** Spec section 9: a new page every five seconds. */
const AUTO_ADVANCE_MS = 5000;

/**
 * The next page after five seconds, unless the visitor is reading (pointer or focus in the
 * carousel), asked for less motion, or there is one page only.
 */
export function useAutoAdvance({
  page,
  paused,
  pageCount,
  onAdvance,
}: {
  page: number;
  paused: boolean;
  pageCount: number;
  onAdvance: () => void;
}) {
  // No auto-advance until the browser has said whether motion is welcome.
  const [reducedMotion, setReducedMotion] = useState(true);
  const advance = useRef(onAdvance);
  advance.current = onAdvance;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (reducedMotion || paused || pageCount < 2) return;
    const timer = window.setTimeout(() => advance.current(), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [page, reducedMotion, paused, pageCount]);
}
