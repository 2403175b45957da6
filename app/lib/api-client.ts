/**
 * The browser's one way to call the site's API: same origin (the httpOnly
 * session cookie is the credential; the server checks everything), JSON in or
 * a FormData as multipart, JSON out. Never throws: a network failure is status 0.
 */
import { activeLang } from '../../core/messages/active';

export type ApiAnswer<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      message: string | null;
      errors: Record<string, string> | null;
      /** The caller cancelled it (status 0 too). */
      aborted?: boolean;
    };

/** The page's language, sent with every call (server/plugins/i18n.ts LANG_HEADER). */
const langHeader = () => ({ 'x-site-lang': activeLang() });

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  /** Cancels the call; the answer is then status 0, `aborted`. */
  signal?: AbortSignal;
  /** The call outlives the page (a clean-up sent while it closes). */
  keepalive?: boolean;
}

const NETWORK_FAILURE = { ok: false, status: 0, message: null, errors: null } as const;

export async function apiRequest<T = { message: string }>(
  method: ApiMethod,
  url: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      // A JSON content type with no body is refused by the server: only send it with one.
      headers:
        body === undefined || isForm
          ? { Accept: 'application/json', ...langHeader() }
          : { 'Content-Type': 'application/json', Accept: 'application/json', ...langHeader() },
      body:
        body === undefined
          ? undefined
          : isForm
            ? (body as FormData)
            : typeof body === 'string'
              ? body
              : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch {
    return options.signal?.aborted ? { ...NETWORK_FAILURE, aborted: true } : NETWORK_FAILURE;
  }
  return readAnswer<T>(response.status, await response.json().catch(() => null));
}

/** The answer of a response already received and read as JSON (or null). */
function readAnswer<T>(status: number, body: unknown): ApiAnswer<T> {
  const json = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (status >= 200 && status < 300) return { ok: true, status, data: json as T };
  const message = typeof json?.message === 'string' ? json.message : null;
  const errors = json?.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : null;
  return { ok: false, status, message, errors };
}

/**
 * Sends files as multipart with the upload's progress (0–99 while the bytes
 * go, 100 once the server has answered: the last bytes are still being
 * encrypted and stored). XMLHttpRequest, because fetch cannot report upload
 * progress. `abort()` cancels it: the answer is then status 0, `aborted`.
 */
export function apiUpload<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): { done: Promise<ApiAnswer<T>>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ApiAnswer<T>>((resolve) => {
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-site-lang', activeLang());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const answer = readAnswer<T>(xhr.status, xhr.response);
      if (answer.ok) onProgress(100);
      resolve(answer);
    };
    xhr.onerror = () => resolve(NETWORK_FAILURE);
    xhr.ontimeout = () => resolve(NETWORK_FAILURE);
    xhr.onabort = () => resolve({ ...NETWORK_FAILURE, aborted: true });
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
