import { describe, expect, it } from 'vitest';
import { BUSINESS } from './business';
import { describeOpenHours } from './chat-schedule';
import { t } from './messages';

/**
 * The office hours are data (BUSINESS.openingHours, also in the structured data); the sentences
 * that state them in French and Arabic must say the same hours, so a change of hours that forgets
 * one of them fails here instead of reaching a page.
 */
const DAY_CODES = { Mo: 'mon', Tu: 'tue', We: 'wed', Th: 'thu', Fr: 'fri', Sa: 'sat', Su: 'sun' } as const;
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the office hours as pages state them', () => {
  const [slot] = BUSINESS.openingHours;
  const days = slot!.days.map((d) => DAY_CODES[d as keyof typeof DAY_CODES]);
  const schedule = `${days[0]}-${days[days.length - 1]} ${slot!.opens}-${slot!.closes}`;

  it('in French, are the sentence the hours themselves make', () => {
    expect(BUSINESS.openingHours).toHaveLength(1);
    const words = plain(describeOpenHours(schedule));
    expect(plain(BUSINESS.openingHoursText).toLowerCase()).toBe(words);
    expect(plain(t('fr', 'shell.openingHours')).toLowerCase()).toBe(words);
  });

  it('in Arabic, name the same first and last day and the same times', () => {
    const arabic = t('ar', 'shell.openingHours');
    expect(arabic).toContain(t('ar', `adminHours.${days[0]!}` as 'adminHours.mon'));
    expect(arabic).toContain(t('ar', `adminHours.${days[days.length - 1]!}` as 'adminHours.mon'));
    expect(arabic).toContain(slot!.opens.replace(/^0/, ''));
    expect(arabic).toContain(slot!.closes);
  });
});
