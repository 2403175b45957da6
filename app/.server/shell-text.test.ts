import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import { shellText } from './shell-text';

describe('the shell’s words (issue 17)', () => {
  it('says the footer’s VAT mention in Arabic on an Arabic page, as configured on a French one', () => {
    expect(shellText('fr').vatNote).toBe(BUSINESS.vatNote);
    const arabic = shellText('ar').vatNote;
    expect(arabic).toMatch(/^الضريبة على القيمة المضافة/);
    // Only the article's reference stays in Latin letters, isolated.
    expect(arabic.replace(/\u2068[^\u2069]*\u2069/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
