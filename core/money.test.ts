import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuros } from './money';

describe('money', () => {
  it('formats cents the French way', () => {
    // Intl uses a narrow no-break space for grouping and a no-break space before the sign.
    expect(formatEuros(123450).replace(/[\u202f\u00a0]/g, ' ')).toBe('1 234,50 €');
    expect(formatEuros(3000).replace(/[\u202f\u00a0]/g, ' ')).toBe('30 €');
    expect(formatEuros(5).replace(/[\u202f\u00a0]/g, ' ')).toBe('0,05 €');
  });

  it('converts between euros and cents without float drift', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(1999)).toBe(19.99);
  });
});
