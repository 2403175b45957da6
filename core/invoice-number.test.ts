import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER, documentFileName, documentYear, formatDocumentNumber } from './invoice-number';

describe('invoice numbers', () => {
  it('writes series, year and six digits', () => {
    expect(formatDocumentNumber('F', 2026, 123)).toBe('F-2026-000123');
    expect(formatDocumentNumber('F', 2026, 1)).toBe('F-2026-000001');
    expect(formatDocumentNumber('F', 2027, 999_999)).toBe('F-2027-999999');
    // Credit notes have their own series.
    expect(formatDocumentNumber('A', 2026, 7)).toBe('A-2026-000007');
    expect(DOCUMENT_NUMBER.test('F-2026-000123')).toBe(true);
    expect(DOCUMENT_NUMBER.test('A-2026-000123')).toBe(true);
    expect(DOCUMENT_NUMBER.test('B-2026-000123')).toBe(false);
    expect(DOCUMENT_NUMBER.test('F-2026-123')).toBe(false);
    expect(documentFileName('F-2026-000123')).toBe('facture-F-2026-000123.pdf');
    expect(documentFileName('A-2026-000007')).toBe('avoir-A-2026-000007.pdf');
  });

  it('refuses what it cannot print without breaking the format', () => {
    expect(() => formatDocumentNumber('F', 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('F', 2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatDocumentNumber('F', 2026, 1.5)).toThrow(RangeError);
    expect(() => formatDocumentNumber('F', 26, 1)).toThrow(RangeError);
  });

  it('takes the year in Paris: New Year’s Eve at 23:30 UTC is already next year', () => {
    expect(documentYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(documentYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(documentYear(new Date('2026-07-01T12:00:00Z'))).toBe(2026);
  });
});
