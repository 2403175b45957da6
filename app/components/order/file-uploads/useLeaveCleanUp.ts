import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { cartFileIds, deletableId } from '../../../lib/cart';
import { deleteOnUnload } from '../files-api';
import type { FileEntry } from './types';

/** Leaving: uploads in flight are cancelled, uploaded files not in the cart are deleted. */
export function useLeaveCleanUp({
  entriesRef,
  queue,
  aborts,
  setEntries,
}: {
  entriesRef: RefObject<FileEntry[]>;
  queue: RefObject<{ key: string; file: File }[]>;
  aborts: RefObject<Map<string, () => void>>;
  setEntries: Dispatch<SetStateAction<FileEntry[]>>;
}) {
  useEffect(() => {
    const cleanUp = () => {
      for (const abort of aborts.current.values()) abort();
      queue.current = [];
      const kept = cartFileIds();
      const orphans = entriesRef.current.flatMap((e) =>
        e.uploaded && !kept.has(e.uploaded.id) ? [deletableId(e.uploaded)] : [],
      );
      deleteOnUnload(orphans);
      return orphans.length > 0;
    };
    let cleaned = false;
    const onPageHide = () => {
      cleaned = cleanUp();
    };
    // Back from the back/forward cache: the deleted files must leave the list.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !cleaned) return;
      const kept = cartFileIds();
      setEntries((list) => list.filter((e) => e.uploaded && kept.has(e.uploaded.id)));
      cleaned = false;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      // Leaving the form inside the site (another page): same clean-up as closing it.
      cleanUp();
    };
  }, [entriesRef, queue, aborts, setEntries]);
}
