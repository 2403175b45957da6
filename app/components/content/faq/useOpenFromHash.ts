import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { FaqItem } from '../types';

/** Spec 9: the question named in the hash opens, then scrolls into view, after 100 ms. */
const HASH_DELAY_MS = 100;

/** Deep links by #slug: the question named in the hash (on arrival or when it changes) opens and takes the focus. */
export function useOpenFromHash({
  itemsRef,
  allMode,
  setQuery,
  setOpen,
}: {
  itemsRef: RefObject<FaqItem[]>;
  allMode: boolean;
  setQuery: (query: string) => void;
  setOpen: Dispatch<SetStateAction<string[]>>;
}) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function openFromHash() {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      if (!slug || !itemsRef.current.some((i) => i.slug === slug)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        setQuery('');
        setOpen((current) => (current.includes(slug) ? current : [...(allMode ? current : []), slug]));
        requestAnimationFrame(() => {
          const target = document.getElementById(slug);
          target?.scrollIntoView({
            block: 'start',
            behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
          });
          target?.querySelector<HTMLButtonElement>('[data-faq-trigger]')?.focus({ preventScroll: true });
        });
      }, HASH_DELAY_MS);
    }
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', openFromHash);
    };
    // allMode is read when the hash changes; re-subscribing on each toggle would re-open the hash target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
