import { useRef, useState } from 'react';
import { tr } from '../../../core/messages';
import { ARTICLE_IMAGE_MAX_BYTES } from '../../../core/content-rules';
import { apiRequest } from '../../lib/api-client';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Sends an article image; the server resizes it and answers its public address. */
async function uploadArticleImage(file: File): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  if (!TYPES.includes(file.type)) return { ok: false, message: tr('article.imageType') };
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) return { ok: false, message: tr('article.imageTooLarge') };
  const form = new FormData();
  form.append('image', file, file.name);
  const answer = await apiRequest<{ url: string }>('POST', '/api/articles/images', form);
  if (answer.ok) return { ok: true, url: answer.data.url };
  if (answer.status === 0) return { ok: false, message: tr('article.imageUploadFailed') };
  if (answer.status === 401) return { ok: false, message: tr('account.sessionExpired') };
  if (answer.status === 403) return { ok: false, message: tr('account.accessDenied') };
  return { ok: false, message: answer.message ?? tr('adminContent.imageFailed') };
}

/**
 * An article image sent from a hidden file input: the input's ref, whether a send is under way,
 * and `upload`, which clears the last error, sends, then hands over the address or the message.
 */
export function useArticleImageUpload(onUploaded: (url: string) => void, onError: (message: string | null) => void) {
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  async function upload(file: File) {
    onError(null);
    setUploading(true);
    const result = await uploadArticleImage(file);
    setUploading(false);
    if (result.ok) onUploaded(result.url);
    else onError(result.message);
  }
  return { uploading, fileRef, upload };
}
