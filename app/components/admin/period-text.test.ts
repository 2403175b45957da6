import { describe, expect, it } from 'vitest';
import { setActiveLang } from '../../../core/messages/active';
import { periodText } from './PeriodFilter';

/** Issue 26: the back office's period words come from the catalogue (adminShared), French for the translator. */
describe('periodText', () => {
  it('says the period in French words', () => {
    expect(periodText('2026-11-01', '2026-11-30')).toBe('du 1 novembre 2026 au 30 novembre 2026');
    expect(periodText('2026-11-01', '2026-11-01')).toBe('le 1 novembre 2026');
    expect(periodText('2026-11-01', '')).toBe('depuis le 1 novembre 2026');
    expect(periodText('', '2026-11-30')).toBe('jusqu’au 30 novembre 2026');
    expect(periodText('', '')).toBe('toutes périodes');
  });

  it('takes its words from the catalogue, not from the code', () => {
    // The page's language, as an Arabic page sets it in the browser.
    setActiveLang('ar');
    try {
      expect(periodText('', '')).toBe('كل الفترات');
    } finally {
      setActiveLang('fr');
    }
  });
});
