import { useEffect, useRef, type RefObject } from 'react';
import { ACTIVITY_PING_MS, pingActivity } from '../files-api';
import type { FileEntry } from './types';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Activity ping, which keeps the uploaded files alive: once as soon as files exist, then every 5 minutes while they do. */
export function useActivityPing(entriesRef: RefObject<FileEntry[]>, hasUploaded: boolean) {
  const sessionId = useRef<string>('');
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
  }, [hasUploaded, entriesRef]);
}
