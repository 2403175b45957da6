import { apiRequest, apiUpload } from '../../lib/api-client';
import type { CartFile } from '../../lib/cart';
import { tr } from '../../../core/messages';

/** The order form's calls about its files: send one, delete one, keep them alive. */
export const MAX_PARALLEL_UPLOADS = 3;
export const ACTIVITY_PING_MS = 5 * 60 * 1000;

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
function userMessage(status: number, message: string | null): string {
  const explainsLimit =
    message !== null &&
    (message === tr('order.fileType') || /autorisés|dépasse|\bMo\b|maximum|au plus|limite|est vide/i.test(message));
  if (message && (status === 413 || status === 415 || (status >= 400 && status < 500 && explainsLimit))) return message;
  return tr('order.uploadFailed');
}

export interface UploadedFile extends CartFile {
  size?: number;
  type?: string;
}

/** Sends one file (field `files`) with progress; `abort()` cancels it. */
export function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<UploadedFile>; abort: () => void } {
  const form = new FormData();
  form.append('files', file, file.name);
  const upload = apiUpload<{ fileUrls?: UploadedFile[] } | null>('/api/services/upload', form, onProgress);
  const done = upload.done.then((answer): UploadedFile => {
    if (answer.ok) {
      const first = answer.data?.fileUrls?.[0];
      if (first && typeof first.id === 'string') {
        return {
          id: first.id,
          name: first.name || file.name,
          path: first.path,
          url: first.url,
          size: first.size ?? file.size,
          type: first.type,
          pages: typeof first.pages === 'number' ? first.pages : null,
        };
      }
      console.error('Réponse d’upload inattendue', answer.data);
      throw new UploadError(tr('order.uploadFailed'));
    }
    if (answer.aborted) throw new UploadAborted();
    if (answer.status !== 0) console.error(`Upload refusé (${answer.status})`, answer.message);
    throw new UploadError(userMessage(answer.status, answer.message));
  });
  return { done, abort: upload.abort };
}

const deleteUrl = (id: string) => `/api/services/delete/${encodeURIComponent(id)}`;

/** Spec 7: a 404 means the file is already gone, which is what we wanted. */
export async function deleteUploaded(
  file: { id: string; path?: string },
  deletableId: (f: { id: string; path?: string }) => string,
): Promise<void> {
  const answer = await apiRequest('DELETE', deleteUrl(deletableId(file)));
  if (!answer.ok && answer.status !== 404) throw new UploadError(tr('order.deleteFailed'));
}

/**
 * Opens this browser's upload session (the server sets its httpOnly cookie, as at a first
 * upload), so that several first uploads sent at once share it. False when it could not.
 */
export async function openUploadSession(): Promise<boolean> {
  return (await apiRequest('POST', '/api/services/update-session-activity', { files: [] })).ok;
}

/** Keeps the uploaded files alive on the server; failures are only logged (spec 8). */
export async function pingActivity(sessionId: string, files: string[]): Promise<void> {
  const answer = await apiRequest('POST', '/api/services/update-session-activity', { sessionId, files });
  if (answer.ok) return;
  if (answer.status === 0) console.warn('Mise à jour de l’activité impossible');
  else console.warn(`Mise à jour de l’activité refusée (${answer.status})`);
}

/** Page closing: fire-and-forget deletions that outlive the page (the server's session expiry cleans up anyway). */
export function deleteOnUnload(ids: string[]): void {
  for (const id of ids) void apiRequest('DELETE', deleteUrl(id), undefined, { keepalive: true });
}
