/** Browser calls of the account pages: JSON in, JSON out, cookies set by the server. */
export type AuthAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

export async function postAuth<T = { message?: string }>(url: string, body: unknown): Promise<AuthAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
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
  const message = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : null;
  return { ok: false, status: response.status, message };
}

/** Where a signed-in user lands: the page asked for, else their dashboard. */
export function landingFor(role: 'admin' | 'user', next: string | null): string {
  if (next) return next;
  return role === 'admin' ? '/admin/dashboard' : '/dashboard';
}
