import { useEffect, useState } from 'react';
import { readCart, type CartFile } from '../../../lib/cart';
import type { CartView } from '../types';
import { ACTIVITY_PING_MS, pingActivity } from '../files-api';

/**
 * The cart's files and comment in full. The cookie may carry shortened file data; localStorage
 * has the full copy of the same item, read once the page is in the browser.
 */
export function useFullCartCopy(item: CartView) {
  const [files, setFiles] = useState<CartFile[]>(item.files);
  const [comment, setComment] = useState(item.comment);
  useEffect(() => {
    const local = readCart()[0];
    if (!local) return;
    const sameFiles = local.files.map((f) => f.id).join() === item.files.map((f) => f.id).join();
    if (!sameFiles) return;
    setFiles(
      item.files.map((f, i) => {
        const full = local.files[i]!;
        const url =
          f.url ?? (full.url && full.url.startsWith('/') && !full.url.startsWith('//') ? full.url : undefined);
        return { ...f, name: full.name || f.name, ...(full.path ? { path: full.path } : {}), ...(url ? { url } : {}) };
      }),
    );
    if (local.comment.startsWith(item.comment.replace(/…$/, '')) && local.comment.length > item.comment.length)
      setComment(local.comment);
  }, [item]);
  return { files, comment };
}

/** The files wait on the server until payment: keep them alive while the cart is open. */
export function useKeepFilesAlive(files: CartFile[]) {
  const fileIds = files.map((f) => f.id).join(',');
  useEffect(() => {
    if (!fileIds) return;
    const sessionId =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());
    const ping = () => void pingActivity(sessionId, fileIds.split(','));
    ping();
    const timer = window.setInterval(ping, ACTIVITY_PING_MS);
    return () => window.clearInterval(timer);
  }, [fileIds]);
}
