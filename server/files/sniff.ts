/** The only document types accepted, recognised by their first bytes, never by name or declared type. */
export const ACCEPTED_TYPES = {
  'application/pdf': { ext: 'pdf', magic: [Buffer.from('%PDF-')] },
  'image/png': { ext: 'png', magic: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])] },
  'image/jpeg': { ext: 'jpg', magic: [Buffer.from([0xff, 0xd8, 0xff])] },
} as const;

export type AcceptedType = keyof typeof ACCEPTED_TYPES;

/** Bytes needed to decide. */
export const SNIFF_BYTES = 8;

export function detectType(head: Buffer): AcceptedType | null {
  for (const [type, { magic }] of Object.entries(ACCEPTED_TYPES)) {
    if (magic.some((m) => head.length >= m.length && head.subarray(0, m.length).equals(m))) return type as AcceptedType;
  }
  return null;
}

/**
 * A display name safe to show and to put in Content-Disposition: no folders,
 * no control characters, bounded length; the stored name is a random id anyway.
 */
export function sanitizeFileName(raw: string | undefined, type: AcceptedType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const ext = ACCEPTED_TYPES[type].ext;
  const stem = cleaned.replace(/\.[^.]*$/, '').slice(0, 100) || 'document';
  return `${stem}.${ext === 'jpg' && /\.jpe?g$/i.test(cleaned) ? cleaned.split('.').pop()!.toLowerCase() : ext}`;
}
