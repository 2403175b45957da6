import { apiUpload } from '../../../lib/api-client';

/**
 * POST /api/admin/upload/:id with the files under the spec's field
 * `fileAdmin`, with progress. The session cookie is the credential (same origin).
 */
export type UploadAnswer =
  | { ok: true; message: string; statusChanged: boolean; unstamped: { name: string; reason: string }[] }
  /** status 0: the request never completed (network, server gone). message: the server's explanation, if any. */
  | { ok: false; status: number; message: string | null };

export async function sendTranslations(
  orderId: string,
  files: File[],
  delivery: { documentType: string; languages: 'ar-fr' | 'fr-ar' },
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  // What the verification page will say of them (decision 054), ahead of the files.
  form.append('documentType', delivery.documentType);
  form.append('languages', delivery.languages);
  for (const file of files) form.append('fileAdmin', file, file.name);
  const answer = await apiUpload<{ message?: unknown; statusChanged?: unknown; unstamped?: unknown } | null>(
    `/api/admin/upload/${encodeURIComponent(orderId)}`,
    form,
    onProgress,
  ).done;
  if (!answer.ok) return { ok: false, status: answer.status, message: answer.message };
  const message = typeof answer.data?.message === 'string' ? answer.data.message : '';
  const unstamped = Array.isArray(answer.data?.unstamped)
    ? (answer.data.unstamped as { name: string; reason: string }[])
    : [];
  return { ok: true, message, statusChanged: answer.data?.statusChanged === true, unstamped };
}
