import { useCallback, useMemo, useRef, useState } from 'react';
import { cartFileIds, deletableId, readCart, writeCart, type CartFile } from '../../lib/cart';
import { checkSelection } from '../form/file-rules';
import { deleteUploaded } from './files-api';
import { doneEntry, nextKey, type FileEntry } from './file-uploads/types';
import { useActivityPing } from './file-uploads/useActivityPing';
import { useLeaveCleanUp } from './file-uploads/useLeaveCleanUp';
import { useUploadQueue } from './file-uploads/useUploadQueue';
import { tr } from '../../../core/messages';

export type { FileEntry } from './file-uploads/types';

/**
 * Files of the order form: client-side checks, one upload request per file
 * (three at a time) with its own progress, deletion on removal, the activity
 * ping that keeps them alive, and clean-up of the files not put in the cart
 * when the visitor leaves.
 */
export function useFileUploads(initial: CartFile[]) {
  const [entries, setEntries] = useState<FileEntry[]>(() => initial.map(doneEntry));
  const [error, setError] = useState<string | null>(null);

  const entriesRef = useRef(entries);
  entriesRef.current = entries;

  const patch = useCallback((key: string, change: Partial<FileEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);
  const drop = useCallback((key: string) => {
    setEntries((list) => list.filter((e) => e.key !== key));
  }, []);

  const { queue, aborts, pump } = useUploadQueue({ alreadyUploaded: initial.length > 0, patch, drop, setError });

  const addFiles = useCallback(
    (list: FileList | File[] | null) => {
      const files = list ? Array.from(list) : [];
      if (files.length === 0) return;
      const { accepted, error: problem } = checkSelection(files);
      setError(problem);
      if (accepted.length === 0) return;
      const added = accepted.map((file) => ({ key: nextKey(), file }));
      setEntries((current) => [
        ...current,
        ...added.map(({ key, file }) => ({
          key,
          name: file.name,
          size: file.size,
          status: 'queued' as const,
          progress: 0,
        })),
      ]);
      queue.current.push(...added);
      pump();
    },
    [pump, queue],
  );

  const remove = useCallback(
    async (key: string) => {
      const entry = entriesRef.current.find((e) => e.key === key);
      if (!entry) return;
      if (entry.status === 'queued' || entry.status === 'uploading') {
        queue.current = queue.current.filter((q) => q.key !== key);
        aborts.current.get(key)?.();
        drop(key);
        return;
      }
      if (entry.status !== 'done' || !entry.uploaded) return;
      const uploaded = entry.uploaded;
      patch(key, { status: 'deleting' });
      try {
        await deleteUploaded(uploaded, deletableId);
        drop(key);
        setError(null);
        // A file removed while editing the cart leaves the stored cart too.
        const cart = readCart();
        if (cartFileIds(cart).has(uploaded.id)) {
          writeCart(cart.map((item) => ({ ...item, files: item.files.filter((f) => f.id !== uploaded.id) })));
        }
      } catch (err) {
        console.error('Suppression du fichier impossible', err);
        patch(key, { status: 'done' });
        setError(tr('order.deleteFailed'));
      }
    },
    [drop, patch, queue, aborts],
  );

  const uploadedFiles = useMemo(
    () => entries.flatMap((e) => (e.status === 'done' && e.uploaded ? [e.uploaded] : [])),
    [entries],
  );
  const uploading = entries.some((e) => e.status === 'queued' || e.status === 'uploading');
  const hasUploaded = uploadedFiles.length > 0;

  useActivityPing(entriesRef, hasUploaded);
  useLeaveCleanUp({ entriesRef, queue, aborts, setEntries });

  /** Replaces the list with files already in the cart (editing it). */
  const restore = useCallback((files: CartFile[]) => {
    setEntries(files.map(doneEntry));
  }, []);

  return { entries, error, addFiles, remove, uploading, uploadedFiles, restore, clearError: () => setError(null) };
}
