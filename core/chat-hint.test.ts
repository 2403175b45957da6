import { describe, expect, it } from 'vitest';
import { chatState, DEFAULT_OPEN_HOURS, parseOpenHours, type ChatSchedule } from './chat-schedule';
import { reopeningHint } from './chat-text';
import { fr } from './messages/fr/index';

/**
 * Issue 26: the reopening hint is the catalogue's (chatWidget.reopenToday / reopenDay) in French
 * as in Arabic, not a sentence written in the schedule's code.
 */
const standard: ChatSchedule = { slots: parseOpenHours(DEFAULT_OPEN_HOURS), closedDates: [] };
const saturday = new Date('2026-01-17T12:00:00+01:00');
const earlyWednesday = new Date('2026-01-14T08:00:00+01:00');

describe('the chat’s reopening hint', () => {
  it('is worded by the catalogue in French: the spec’s words', () => {
    expect(chatState(saturday, standard).hint).toBe('Réouverture lundi à 9h');
    expect(chatState(earlyWednesday, standard).hint).toBe('Réouverture à 9h');
  });

  it('follows the catalogue’s French text, with the same day and time as the Arabic', () => {
    const frenchText = fr.chatWidget.reopenDay.replace('{{day}}', 'lundi').replace('{{time}}', '9h');
    expect(chatState(saturday, standard).hint).toBe(frenchText);
    const state = chatState(saturday, standard);
    expect(reopeningHint(state, standard, saturday, 'ar')).toMatch(/^تُستأنف المحادثة يوم الاثنين عند الساعة 9:00/);
  });
});
