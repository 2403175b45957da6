import { t, type Lang } from '../../../core/messages';
import { activeLang } from '../../../core/messages/active';

/** Client-side checks before anything is sent (the server checks again). */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const EXTENSIONS = /\.(pdf|png|jpe?g)$/i;
const TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const tooBigMessage = (name: string, lang: Lang) => t(lang, 'requestForm.fileTooBig', { name });

export interface SelectionCheck {
  accepted: File[];
  error: string | null;
}

/**
 * Spec 5: a selection containing a file other than PDF, PNG or JPEG is dropped
 * whole with the spec's message. Files over 20 MB are left out one by one.
 */
export function checkSelection(files: File[], lang: Lang = activeLang()): SelectionCheck {
  // Some systems report no type for dropped files: the extension decides then.
  const wrongType = files.some((f) => !EXTENSIONS.test(f.name) || (f.type !== '' && !TYPES.has(f.type)));
  if (wrongType) return { accepted: [], error: t(lang, 'order.fileType') };
  const tooBig = files.filter((f) => f.size > MAX_FILE_BYTES);
  return {
    accepted: files.filter((f) => f.size <= MAX_FILE_BYTES),
    error: tooBig.length > 0 ? tooBig.map((f) => tooBigMessage(f.name, lang)).join(' ') : null,
  };
}

/** Units of a file size: French « o, Ko, Mo », Arabic « بايت، كيلوبايت، ميغابايت ». */
const BYTE_UNITS: Record<Lang, [string, string, string]> = {
  fr: ['o', 'Ko', 'Mo'],
  ar: ['بايت', 'كيلوبايت', 'ميغابايت'],
};

/** 1 234 567 → "1,2 Mo" (French), « 1.2 ميغابايت » (Arabic, Latin digits). */
export function formatBytes(bytes: number, lang: Lang): string {
  const [b, kb, mb] = BYTE_UNITS[lang];
  if (bytes < 1024) return `${bytes} ${b}`;
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'fr-FR';
  const fmt = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: n < 10 ? 1 : 0 });
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} ${kb}`;
  return `${fmt(bytes / (1024 * 1024))} ${mb}`;
}
