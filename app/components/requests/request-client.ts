import { apiRequest } from '../../lib/api-client';
import { tr } from '../../../core/messages';
import type { SendOutcome } from '../form/useFormFlow';

/**
 * Posts a form to the API (JSON, or multipart when given FormData). A refusal
 * the server explains in French (4xx) is shown as it is; anything else —
 * network down, server error, unexpected answer — gets the spec's generic message.
 */
export async function sendRequest<T extends { message: string }>(
  url: string,
  body: FormData | Record<string, unknown>,
): Promise<SendOutcome<T>> {
  const answer = await apiRequest<T>('POST', url, body);
  if (answer.ok && typeof answer.data?.message === 'string') return { ok: true, data: answer.data };
  const explained = !answer.ok && answer.status >= 400 && answer.status < 500 && answer.message !== null;
  return {
    ok: false,
    message: explained ? answer.message! : tr('request.genericError'),
    fieldErrors: answer.ok ? null : answer.errors,
  };
}
