import { describe, expect, it } from 'vitest';
import { checkDownloadLink, downloadLinkKey, signDownloadLink } from './download-links';

const key = downloadLinkKey('s'.repeat(40));
const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const now = new Date('2026-11-22T10:00:00Z');

function parts(path: string) {
  const url = new URL(path, 'http://x');
  return { expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! };
}

describe('signed download links', () => {
  it('accepts the link as issued, until it expires', () => {
    const link = parts(signDownloadLink(key, id, now).path);
    expect(checkDownloadLink(key, id, link, now)).toBe('valid');
    expect(checkDownloadLink(key, id, link, new Date(now.getTime() + 15 * 86_400_000))).toBe('expired');
    expect(checkDownloadLink(key, '00000000-0000-4000-8000-000000000000', link, now)).toBe('invalid');
  });

  it('refuses every other spelling of the signature, even one that decodes to the same bytes', () => {
    const link = parts(signDownloadLink(key, id, now).path);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = link.signature.at(-1)!;
    for (const c of alphabet) {
      if (c === last) continue;
      expect(checkDownloadLink(key, id, { ...link, signature: link.signature.slice(0, -1) + c }, now)).toBe('invalid');
    }
    expect(checkDownloadLink(key, id, { ...link, signature: `${link.signature}=` }, now)).toBe('invalid');
  });
});
