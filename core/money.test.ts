import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuros, parseEurosToCents } from './money';

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

  it('reads an amount typed in euros as cents, or refuses it', () => {
    expect(parseEurosToCents('72,50')).toBe(7250);
    expect(parseEurosToCents('72.5')).toBe(7250);
    expect(parseEurosToCents(' 1 234,05 € ')).toBe(123405);
    expect(parseEurosToCents('15')).toBe(1500);
    for (const bad of ['', '0', '0,00', '-5', '12,345', 'abc', '1e3', '12,']) expect(parseEurosToCents(bad)).toBeNull();
  });
});
