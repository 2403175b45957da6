import { ORDER_MESSAGES } from '../../../core/order-rules';
import type { CartFile } from '../../lib/cart';

/** Client-side checks before anything is sent (the server checks again). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_PARALLEL_UPLOADS = 3;
export const ACTIVITY_PING_MS = 5 * 60 * 1000;
export const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const EXTENSIONS = /\.(pdf|png|jpe?g)$/i;
const TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export const tooBigMessage = (name: string) => `Le fichier « ${name} » dépasse 20 Mo.`;

export interface SelectionCheck {
  accepted: File[];
  error: string | null;
}

/**
 * Spec 5: a selection containing a file other than PDF, PNG or JPEG is dropped
 * whole with the spec's message. Files over 20 MB are left out one by one.
 */
export function checkSelection(files: File[]): SelectionCheck {
  // Some systems report no type for dropped files: the extension decides then.
  const wrongType = files.some((f) => !EXTENSIONS.test(f.name) || (f.type !== '' && !TYPES.has(f.type)));
  if (wrongType) return { accepted: [], error: ORDER_MESSAGES.fileType };
  const tooBig = files.filter((f) => f.size > MAX_FILE_BYTES);
  return {
    accepted: files.filter((f) => f.size <= MAX_FILE_BYTES),
    error: tooBig.length > 0 ? tooBig.map((f) => tooBigMessage(f.name)).join(' ') : null,
  };
}

/** 1 234 567 → "1,2 Mo", in French units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const fmt = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: n < 10 ? 1 : 0 });
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} Ko`;
  return `${fmt(bytes / (1024 * 1024))} Mo`;
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

export class UploadAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'UploadAborted';
  }
}

/** Server messages about type, size or count are shown as they are; anything else gets the generic message. */
function userMessage(status: number, body: unknown): string {
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : '';
  const explainsLimit =
    message === ORDER_MESSAGES.fileType || /autorisés|dépasse|\bMo\b|maximum|au plus|limite|est vide/i.test(message);
  if (message && (status === 413 || status === 415 || (status >= 400 && status < 500 && explainsLimit))) return message;
  return ORDER_MESSAGES.uploadFailed;
}

export interface UploadedFile extends CartFile {
  size?: number;
  type?: string;
}

/** Sends one file (field `files`) with progress; `abort()` cancels it. */
export function uploadFile(file: File, onProgress: (percent: number) => void): { done: Promise<UploadedFile>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', '/api/services/upload');
    xhr.responseType = 'json';
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const first = (body as { fileUrls?: UploadedFile[] } | null)?.fileUrls?.[0];
        if (first && typeof first.id === 'string') {
          onProgress(100);
          resolve({ id: first.id, name: first.name || file.name, path: first.path, url: first.url, size: first.size ?? file.size, type: first.type });
          return;
        }
        console.error('Réponse d’upload inattendue', body);
        reject(new UploadError(ORDER_MESSAGES.uploadFailed));
        return;
      }
      console.error(`Upload refusé (${xhr.status})`, body);
      reject(new UploadError(userMessage(xhr.status, body)));
    };
    xhr.onerror = () => reject(new UploadError(ORDER_MESSAGES.uploadFailed));
    xhr.ontimeout = () => reject(new UploadError(ORDER_MESSAGES.uploadFailed));
    xhr.onabort = () => reject(new UploadAborted());
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** Spec 7: a 404 means the file is already gone, which is what we wanted. */
export async function deleteUploaded(file: { id: string; path?: string }, deletableId: (f: { id: string; path?: string }) => string): Promise<void> {
  const response = await fetch(`/api/services/delete/${encodeURIComponent(deletableId(file))}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  });
  if (!response.ok && response.status !== 404) throw new UploadError(ORDER_MESSAGES.deleteFailed);
}

/** Keeps the uploaded files alive on the server; failures are only logged (spec 8). */
export async function pingActivity(sessionId: string, files: string[]): Promise<void> {
  try {
    const response = await fetch('/api/services/update-session-activity', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ sessionId, files }),
    });
    if (!response.ok) console.warn(`Mise à jour de l’activité refusée (${response.status})`);
  } catch (error) {
    console.warn('Mise à jour de l’activité impossible', error);
  }
}

/** Page closing: fire-and-forget deletions that outlive the page. */
export function deleteOnUnload(ids: string[]): void {
  for (const id of ids) {
    try {
      void fetch(`/api/services/delete/${encodeURIComponent(id)}`, { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(() => {});
    } catch {
      /* the server's session expiry cleans up anyway */
    }
  }
}
