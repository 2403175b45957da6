import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cartFileIds, deletableId, readCart, writeCart, type CartFile } from '../../lib/cart';
import { checkSelection } from '../form/file-rules';
import {
  ACTIVITY_PING_MS,
  MAX_PARALLEL_UPLOADS,
  UploadAborted,
  UploadError,
  deleteOnUnload,
  deleteUploaded,
  openUploadSession,
  pingActivity,
  uploadFile,
} from './files-api';
import { tr } from '../../../core/messages';

type FileStatus = 'queued' | 'uploading' | 'done' | 'deleting';

export interface FileEntry {
  key: string;
  name: string;
  size: number | null;
  status: FileStatus;
  progress: number;
  uploaded?: CartFile;
}

let counter = 0;
const nextKey = () => `f${Date.now().toString(36)}${(counter++).toString(36)}`;

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Files of the order form: client-side checks, one upload request per file
 * (three at a time) with its own progress, deletion on removal, the activity
 * ping that keeps them alive, and clean-up of the files not put in the cart
 * when the visitor leaves.
 */
export function useFileUploads(initial: CartFile[]) {
  const [entries, setEntries] = useState<FileEntry[]>(() =>
    initial.map((f) => ({ key: nextKey(), name: f.name, size: null, status: 'done', progress: 100, uploaded: f })),
  );
  const [error, setError] = useState<string | null>(null);

  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const queue = useRef<{ key: string; file: File }[]>([]);
  const active = useRef(0);
  const aborts = useRef(new Map<string, () => void>());
  const sessionId = useRef<string>('');

  const patch = useCallback((key: string, change: Partial<FileEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);
  const drop = useCallback((key: string) => {
    setEntries((list) => list.filter((e) => e.key !== key));
  }, []);

  // The server ties uploads to this browser with a cookie its first upload or ping sets (the page
  // itself sets none, so that it can be cached). Parallel first requests would each get their
  // own: several files chosen at once wait for one ping to open the session; one file goes at
  // once and opens it itself. Until the session is known (or when the ping failed: 'serial'),
  // files go one at a time.
  const owner = useRef<'unknown' | 'opening' | 'serial' | 'ready'>(initial.length > 0 ? 'ready' : 'unknown');

  const pump = useCallback(() => {
    if (owner.current === 'unknown' && active.current === 0 && queue.current.length > 1) {
      owner.current = 'opening';
      void openUploadSession().then((opened) => {
        owner.current = opened ? 'ready' : 'serial';
        pump();
      });
      return;
    }
    const limit = owner.current === 'ready' ? MAX_PARALLEL_UPLOADS : owner.current === 'opening' ? 0 : 1;
    while (active.current < limit && queue.current.length > 0) {
      const { key, file } = queue.current.shift()!;
      active.current += 1;
      patch(key, { status: 'uploading', progress: 0 });
      const { done, abort } = uploadFile(file, (progress) => patch(key, { progress }));
      aborts.current.set(key, abort);
      done
        .then((uploaded) => {
          owner.current = 'ready';
          patch(key, { status: 'done', progress: 100, uploaded, name: uploaded.name || file.name });
        })
        .catch((err: unknown) => {
          drop(key);
          if (err instanceof UploadAborted) return;
          setError(err instanceof UploadError ? err.message : tr('order.uploadFailed'));
        })
        .finally(() => {
          aborts.current.delete(key);
          active.current -= 1;
          pump();
        });
    }
  }, [drop, patch]);

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
    [pump],
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
    [drop, patch],
  );

  const uploadedFiles = useMemo(
    () => entries.flatMap((e) => (e.status === 'done' && e.uploaded ? [e.uploaded] : [])),
    [entries],
  );
  const uploading = entries.some((e) => e.status === 'queued' || e.status === 'uploading');
  const hasUploaded = uploadedFiles.length > 0;

  // Activity ping: once as soon as files exist, then every 5 minutes while they do.
  useEffect(() => {
    if (!hasUploaded) return;
    if (!sessionId.current) sessionId.current = randomId();
    const ping = () => {
      const ids = entriesRef.current.flatMap((e) => (e.uploaded ? [e.uploaded.id] : []));
      if (ids.length > 0) void pingActivity(sessionId.current, ids);
    };
    ping();
    const timer = window.setInterval(ping, ACTIVITY_PING_MS);
    return () => window.clearInterval(timer);
  }, [hasUploaded]);

  // Leaving: uploads in flight are cancelled, uploaded files not in the cart are deleted.
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
  }, []);

  /** Replaces the list with files already in the cart (editing it). */
  const restore = useCallback((files: CartFile[]) => {
    setEntries(
      files.map((f) => ({ key: nextKey(), name: f.name, size: null, status: 'done', progress: 100, uploaded: f })),
    );
  }, []);

  return { entries, error, addFiles, remove, uploading, uploadedFiles, restore, clearError: () => setError(null) };
}
