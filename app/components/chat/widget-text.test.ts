import { describe, expect, it } from 'vitest';
import { chatState, parseOpenHours, type ChatSchedule } from '../../../core/chat-schedule';
import { formatTime } from './format';
import { reopeningHint, welcomeText } from '../../../core/chat-text';
import { replyTimeText } from './widget-text';

const standard: ChatSchedule = { slots: parseOpenHours('mon-fri 09:00-22:00'), closedDates: [] };
const at = (iso: string) => new Date(iso);
const words = (now: Date, schedule: ChatSchedule, lang: 'fr' | 'ar') => {
  const state = chatState(now, schedule);
  const hint = reopeningHint(state, schedule, now, lang);
  return { hint, welcome: welcomeText(state, hint, lang) };
};

describe('the chat widget’s words (issue 17)', () => {
  it('keeps the spec’s French', () => {
    expect(words(at('2026-01-17T12:00:00+01:00'), standard, 'fr')).toEqual({
      hint: 'Réouverture lundi à 9h',
      welcome:
        'Bonjour\u202f! Le chat est fermé le week-end. Réouverture lundi à 9h. D’ici là, le formulaire de contact reste ouvert\u00a0: votre message sera lu dès la reprise.',
    });
    expect(replyTimeText(15, 'fr')).toBe('Réponse en général sous 15 min');
    expect(replyTimeText(90, 'fr')).toBe('Réponse en général sous 1 h 30');
  });

  it('says the same in Arabic with Latin digits', () => {
    const weekend = words(at('2026-01-17T12:00:00+01:00'), standard, 'ar');
    expect(weekend.hint).toMatch(/^تُستأنف المحادثة يوم الاثنين عند الساعة 9:00/);
    expect(weekend.welcome).toContain('عطلة نهاية الأسبوع');
    expect(weekend.welcome).toContain(weekend.hint!);
    expect(words(at('2026-01-14T08:00:00+01:00'), standard, 'ar').hint).toMatch(/^تُستأنف المحادثة عند الساعة 9:00/);
    // More than six days away: the date too.
    const leave = { ...standard, closedDates: ['2026-08-10', '2026-08-11', '2026-08-12', '2026-08-13', '2026-08-14'] };
    expect(words(at('2026-08-10T10:00:00+02:00'), leave, 'ar').hint).toContain('17 أغسطس');
    expect(replyTimeText(15, 'ar')).toBe('الرد عادةً في غضون 15 دقيقة');
    expect(replyTimeText(90, 'ar')).toBe('الرد عادةً في غضون ساعة و30 دقيقة');
    expect(formatTime('2026-01-14T13:05:00Z', 'ar', at('2026-01-14T15:00:00Z'))).toMatch(/^[0-9:]+/);
    expect(formatTime('2026-01-14T13:05:00Z', 'fr', at('2026-01-14T15:00:00Z'))).toBe('14:05');
  });
});
