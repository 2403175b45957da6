import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu or panel the way people expect: Escape (focus back on its toggle) or a press
 * anywhere outside the panel and its toggle. Shared by the phone menu and the admin row menu.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  panelRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, panelRef, toggleRef]);
}
