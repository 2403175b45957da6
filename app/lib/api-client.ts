/**
 * The browser's one way to call the site's API: same origin (the httpOnly
 * session cookie is the credential; the server checks everything), JSON in or
 * a FormData as multipart, JSON out. Never throws: a network failure is status 0.
 */
export type ApiAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; errors: Record<string, string> | null };

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T = { message: string }>(method: ApiMethod, url: string, body?: unknown): Promise<ApiAnswer<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      // A JSON content type with no body is refused by the server: only send it with one.
      headers: body === undefined || isForm ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: null, errors: null };
  }
  return readAnswer<T>(response);
}

/** The answer of a response already received (e.g. an upload sent with XMLHttpRequest-like progress). */
export async function readAnswer<T>(response: Response): Promise<ApiAnswer<T>> {
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const message = typeof json?.message === 'string' ? json.message : null;
  const errors = json?.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : null;
  return { ok: false, status: response.status, message, errors };
}
