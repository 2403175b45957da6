import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './sniff';

describe('stored file names', () => {
  it.each([
    ['facture\u202efdp.pdf', 'facturefdp.pdf'],
    ['\u2066acte\u2069 de\u200b naissance.pdf', 'acte de naissance.pdf'],
    ['bulletin\u0007\u001b[31m.pdf', 'bulletin[31m.pdf'],
    ['\u200fعقد زواج.pdf', 'عقد زواج.pdf'],
    ['\ufeff\u00adpasseport.pdf', 'passeport.pdf'],
    ['\u202e\u202e', 'document.pdf'],
  ])('strips control and formatting characters from %j', (raw, expected) => {
    expect(sanitizeFileName(raw, 'application/pdf')).toBe(expected);
  });

  it('keeps the zero-width non-joiner Persian names need', () => {
    expect(sanitizeFileName('می\u200cخواهم.pdf', 'application/pdf')).toBe('می\u200cخواهم.pdf');
  });
});
