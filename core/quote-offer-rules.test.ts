import { describe, expect, it } from 'vitest';
import { defaultValidUntil, parseEuros, quoteOfferSchema, quoteState } from './quote-offer-rules';

describe('parseEuros', () => {
  it('reads amounts as people type them', () => {
    expect(parseEuros('45')).toBe(4500);
    expect(parseEuros('45,5')).toBe(4550);
    expect(parseEuros('1 234,50 €')).toBe(123450);
    expect(parseEuros('0.07')).toBe(7);
    for (const bad of ['', '12,345', '-3', 'abc', '1e3']) expect(parseEuros(bad)).toBeNull();
  });
});

describe('quoteOfferSchema', () => {
  const line = { source: 'free', label: 'Relecture', quantity: '2', unitPrice: '12,50' };
  it('computes each amount and the total in cents', () => {
    const offer = quoteOfferSchema.parse({ lines: [line], validUntil: defaultValidUntil() });
    expect(offer.lines[0]).toMatchObject({ quantity: 2, unitCents: 1250, amountCents: 2500 });
    expect(offer.totalCents).toBe(2500);
    expect(offer.note).toBe('');
  });
  it('refuses an empty quote, a zero total, a past date', () => {
    expect(quoteOfferSchema.safeParse({ lines: [], validUntil: defaultValidUntil() }).success).toBe(false);
    expect(
      quoteOfferSchema.safeParse({ lines: [{ ...line, unitPrice: '0' }], validUntil: defaultValidUntil() }).success,
    ).toBe(false);
    expect(quoteOfferSchema.safeParse({ lines: [line], validUntil: '2020-01-01' }).success).toBe(false);
  });
});

describe('quoteState', () => {
  const q = (status: 'draft' | 'sent' | 'accepted' | 'declined') => ({ status, validUntil: '2026-12-01' });
  it('expires after the validity day, unless paid', () => {
    expect(quoteState(q('sent'), false, '2026-12-01')).toBe('sent');
    expect(quoteState(q('sent'), false, '2026-12-02')).toBe('expired');
    expect(quoteState(q('accepted'), false, '2026-12-02')).toBe('expired');
    expect(quoteState(q('accepted'), true, '2026-12-02')).toBe('paid');
    expect(quoteState(q('declined'), false, '2026-12-02')).toBe('declined');
    expect(quoteState(q('draft'), false, '2026-12-02')).toBe('draft');
  });
});
