/**
 * Browser calls of the back office: same origin, the session cookie is the
 * credential (the server checks the role on every call). JSON in, JSON out.
 */
export type AdminAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

export async function adminRequest<T = { message: string }>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<AdminAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      // A JSON content type with no body is refused by the server: only send it with one.
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: null };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (response.ok) return { ok: true, data: json as T };
  const message =
    json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : null;
  return { ok: false, status: response.status, message };
}
