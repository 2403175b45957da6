import { ACCOUNT_MESSAGES } from '../../../core/account-rules';
import { ARTICLE_IMAGE_MAX_BYTES, ARTICLE_MESSAGES } from '../../../core/content-rules';
import { readAnswer } from './content-api';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Sends an article image; the server resizes it and answers its public address. */
export async function uploadArticleImage(file: File): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  if (!TYPES.includes(file.type)) return { ok: false, message: ARTICLE_MESSAGES.imageType };
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) return { ok: false, message: ARTICLE_MESSAGES.imageTooLarge };
  const form = new FormData();
  form.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/articles/images', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, message: 'L’image n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.' };
  }
  const answer = await readAnswer<{ url: string }>(response);
  if (answer.ok) return { ok: true, url: answer.data.url };
  if (answer.status === 401) return { ok: false, message: ACCOUNT_MESSAGES.sessionExpired };
  if (answer.status === 403) return { ok: false, message: ACCOUNT_MESSAGES.accessDenied };
  return { ok: false, message: answer.message ?? 'L’image n’a pas pu être envoyée.' };
}
