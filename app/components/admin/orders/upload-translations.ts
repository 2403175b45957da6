/**
 * POST /api/admin/upload/:id with the files under the spec's field
 * `fileAdmin`, through XMLHttpRequest: fetch cannot report upload progress.
 * The session cookie is the credential (same origin).
 */
export type UploadAnswer =
  | { ok: true; message: string; statusChanged: boolean }
  /** status 0: the request never completed (network, server gone). message: the server's explanation, if any. */
  | { ok: false; status: number; message: string | null };

export function sendTranslations(orderId: string, files: File[], onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/upload/${encodeURIComponent(orderId)}`);
    xhr.responseType = 'json';
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      // 100 % only once the server has answered: the last bytes are still being encrypted and stored.
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown; statusChanged?: unknown } | null;
      const message = body && typeof body.message === 'string' ? body.message : null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve({ ok: true, message: message ?? '', statusChanged: body?.statusChanged === true });
        return;
      }
      resolve({ ok: false, status: xhr.status, message });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: null });
    xhr.ontimeout = () => resolve({ ok: false, status: 0, message: null });
    xhr.onabort = () => resolve({ ok: false, status: 0, message: null });
    const form = new FormData();
    for (const file of files) form.append('fileAdmin', file, file.name);
    xhr.send(form);
  });
}
