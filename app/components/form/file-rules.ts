import { tr } from '../../../core/messages';

/** Client-side checks before anything is sent (the server checks again). */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const EXTENSIONS = /\.(pdf|png|jpe?g)$/i;
const TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const tooBigMessage = (name: string) => `Le fichier « ${name} » dépasse 20 Mo.`;

export interface SelectionCheck {
  accepted: File[];
  error: string | null;
}

/**
 * Spec 5: a selection containing a file other than PDF, PNG or JPEG is dropped
 * whole with the spec's message. Files over 20 MB are left out one by one.
 */
export function checkSelection(files: File[]): SelectionCheck {
  // Some systems report no type for dropped files: the extension decides then.
  const wrongType = files.some((f) => !EXTENSIONS.test(f.name) || (f.type !== '' && !TYPES.has(f.type)));
  if (wrongType) return { accepted: [], error: tr('order.fileType') };
  const tooBig = files.filter((f) => f.size > MAX_FILE_BYTES);
  return {
    accepted: files.filter((f) => f.size <= MAX_FILE_BYTES),
    error: tooBig.length > 0 ? tooBig.map((f) => tooBigMessage(f.name)).join(' ') : null,
  };
}

/** 1 234 567 → "1,2 Mo", in French units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const fmt = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: n < 10 ? 1 : 0 });
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} Ko`;
  return `${fmt(bytes / (1024 * 1024))} Mo`;
}
