/**
 * The `next` parameter of /login, kept only when it is a path of this site
 * (no scheme, no host, no protocol-relative `//` or `/\`), else null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  // Never back to the sign-in pages themselves.
  if (/^\/(login|admin\/login|register)(?:[/?#]|$)/i.test(next)) return null;
  return next;
}
