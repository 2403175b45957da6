import { useCallback, useRef } from 'react';
import { tr } from '../../../../core/messages';
import { MAX_PARALLEL_UPLOADS, UploadAborted, UploadError, openUploadSession, uploadFile } from '../files-api';
import type { FileEntry } from './types';

/**
 * The files waiting to go up, and the pump that sends them: one request per file with its own
 * progress, three at a time once the upload session is known.
 */
export function useUploadQueue({
  alreadyUploaded,
  patch,
  drop,
  setError,
}: {
  /** Files came with the page (the cart): the session already exists. */
  alreadyUploaded: boolean;
  patch: (key: string, change: Partial<FileEntry>) => void;
  drop: (key: string) => void;
  setError: (error: string | null) => void;
}) {
  const queue = useRef<{ key: string; file: File }[]>([]);
  const active = useRef(0);
  const aborts = useRef(new Map<string, () => void>());

  // The server ties uploads to this browser with a cookie its first upload or ping sets (the page
  // itself sets none, so that it can be cached). Parallel first requests would each get their
  // own: several files chosen at once wait for one ping to open the session; one file goes at
  // once and opens it itself. Until the session is known (or when the ping failed: 'serial'),
  // files go one at a time.
  const owner = useRef<'unknown' | 'opening' | 'serial' | 'ready'>(alreadyUploaded ? 'ready' : 'unknown');

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
  }, [drop, patch, setError]);

  return { queue, aborts, pump };
}
