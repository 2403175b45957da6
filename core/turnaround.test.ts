import { describe, expect, it } from 'vitest';
import { weeksText, withinWorkingDays, workingDaysRangeText, workingDaysText } from './turnaround';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('working days wording', () => {
  it.each([
    [0, 'le jour même'],
    [1, '24 h ouvrées'],
    [2, '48 h ouvrées'],
    [3, '3 jours ouvrés'],
    [10, '10 jours ouvrés'],
  ])('%i → %s', (days, text) => expect(nb(workingDaysText(days))).toBe(text));

  it('words a deadline with its preposition', () => {
    expect(nb(withinWorkingDays(2))).toBe('sous 48 h ouvrées');
    expect(withinWorkingDays(0)).toBe('dans la journée');
  });

  it.each([
    [2, 2, '48 h ouvrées'],
    [1, 2, '24 à 48 h ouvrées'],
    [2, 5, '2 à 5 jours ouvrés'],
    [5, 2, '2 à 5 jours ouvrés'],
    [3, 10, '3 à 10 jours ouvrés'],
    [0, 3, 'le jour même à 3 jours ouvrés'],
    [0, 1, 'le jour même à 24 h ouvrées'],
  ])('range %i–%i → %s', (min, max, text) => expect(nb(workingDaysRangeText(min, max))).toBe(text));

  it('rounds working days to weeks, never below one', () => {
    expect(nb(weeksText(24))).toBe('environ 5 semaines');
    expect(nb(weeksText(2))).toBe('environ 1 semaine');
  });
});
