import { describe, expect, it } from 'vitest';
import { frenchOf } from './test/french-of';
import { normaliseCode, normaliseReference, verificationSchema } from './verification-rules';

describe('the reference and the code as people type them back', () => {
  it('ignores case, spaces and dashes, and reads O as 0, I and L as 1', () => {
    expect(normaliseReference('7kq4m 9xd2p')).toBe('7KQ4M-9XD2P');
    expect(normaliseReference('7KQ4M–9XD2P')).toBe('7KQ4M-9XD2P');
    expect(normaliseReference('OIL4M-9XD2P')).toBe('0114M-9XD2P');
    expect(normaliseCode('k7qm-3xrd')).toBe('K7QM3XRD');
  });

  it('refuses a wrong length or a letter the alphabet lacks (U)', () => {
    expect(normaliseReference('7KQ4M-9XD2')).toBeNull();
    expect(normaliseReference('7KQ4M-9XD2U')).toBeNull();
    expect(normaliseCode('K7QM3XR')).toBeNull();
    expect(normaliseCode('K7QM3XRDD')).toBeNull();
  });

  it('says which one is wrong, in the catalogue’s words', () => {
    const result = verificationSchema.safeParse({ reference: '7KQ4M-9XD2P', code: 'AB' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], frenchOf(i.message)])).toEqual([
      ['code', 'Le code compte 8\u00a0caractères, lettres et chiffres.'],
    ]);
  });
});
