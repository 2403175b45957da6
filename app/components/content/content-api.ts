import { ACCOUNT_MESSAGES } from '../../../core/account-rules';
import { ARTICLE_MESSAGES, FAQ_MESSAGES } from '../../../core/content-rules';

/**
 * Browser calls of the FAQ and blog editors. Same origin: the httpOnly session
 * cookie is the credential and the server checks the role on every write.
 */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null; errors: Record<string, string> | null };

export async function contentRequest<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: null, errors: null };
  }
  return readAnswer<T>(response);
}

export async function readAnswer<T>(response: Response): Promise<ApiAnswer<T>> {
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, data: json as T };
  const message = typeof json?.message === 'string' ? json.message : null;
  const errors = json?.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : null;
  return { ok: false, status: response.status, message, errors };
}

/**
 * What an editor shows for a refused save or delete (spec 8): the server's
 * words for a 400 (FAQ: one line per field), the session and rights messages,
 * else the generic sentence of the action.
 */
export function failureMessage(answer: Extract<ApiAnswer<unknown>, { ok: false }>, action: 'save' | 'delete', kind: 'faq' | 'article'): string {
  const messages = kind === 'faq' ? FAQ_MESSAGES : ARTICLE_MESSAGES;
  if (answer.status === 400) {
    if (kind === 'faq' && answer.errors && Object.keys(answer.errors).length > 0) {
      return (['question', 'answer', 'order'] as const)
        .map((f) => answer.errors![f])
        .filter(Boolean)
        .join('\n');
    }
    return answer.message ?? messages.invalid;
  }
  if (answer.status === 401) return ACCOUNT_MESSAGES.sessionExpired;
  if (answer.status === 403) return ACCOUNT_MESSAGES.accessDenied;
  return action === 'save' ? messages.saveError : messages.deleteError;
}
