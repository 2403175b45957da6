import { REQUEST_MESSAGES } from '../../../core/request-rules';

export type RequestAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Posts a form to the API (JSON, or multipart when given FormData). A refusal
 * the server explains in French (4xx) is shown as it is; anything else —
 * network down, server error, unexpected answer — gets the spec's generic message.
 */
export async function sendRequest<T extends { message: string }>(url: string, body: FormData | Record<string, unknown>): Promise<RequestAnswer<T>> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: isForm ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: REQUEST_MESSAGES.genericError };
  }
  const json = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok && json && typeof json.message === 'string') return { ok: true, data: json as T };
  const explained = response.status >= 400 && response.status < 500 && json && typeof json.message === 'string';
  return { ok: false, message: explained ? (json.message as string) : REQUEST_MESSAGES.genericError };
}
