/** The only document types accepted, recognised by their first bytes, never by name or declared type. */
const ACCEPTED_TYPES = {
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
 * Control and invisible formatting characters: C0/C1 controls, bidirectional overrides and
 * isolates (a right-to-left override makes « facture\u202efdp.exe » read « facture‭exe.pdf »),
 * zero-width spaces, soft hyphens, line separators, tag characters. The zero-width (non-)joiners
 * stay: Persian and Arabic names need them. Same set as migration 0012 applied to stored names.
 */
const INVISIBLE_CHARACTERS = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * A display name safe to show and to put in Content-Disposition: no folders,
 * no control or formatting characters, bounded length; the stored name is a random id anyway.
 */
export function sanitizeFileName(raw: string | undefined, type: AcceptedType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const ext = ACCEPTED_TYPES[type].ext;
  const stem = cleaned.replace(/\.[^.]*$/, '').slice(0, 100) || 'document';
  return `${stem}.${ext === 'jpg' && /\.jpe?g$/i.test(cleaned) ? cleaned.split('.').pop()!.toLowerCase() : ext}`;
}
