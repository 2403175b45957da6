import { describe, expect, it } from 'vitest';
import {
  chatState,
  DEFAULT_OPEN_HOURS,
  describeOpenHours,
  formatOpenHours,
  OpenHoursError,
  parisClock,
  parseOpenHours,
  type ChatSchedule,
} from './chat-schedule';
import { welcomeText } from './chat-text';

/** The French welcome, as the API and the widget word it. */
const welcomeMessage = (state: ReturnType<typeof chatState>) => welcomeText(state, state.hint, 'fr');

const standard: ChatSchedule = { slots: parseOpenHours(DEFAULT_OPEN_HOURS), closedDates: [] };
/** A Paris wall-clock time, given with its UTC offset so the test states the DST rule itself. */
const at = (iso: string) => new Date(iso);

describe('opening hours syntax', () => {
  it('reads the default, ranges, single days and 24:00', () => {
    expect(parseOpenHours('mon-fri 09:00-22:00')).toHaveLength(5);
    expect(parseOpenHours('mon-sun 00:00-24:00').every((s) => s.start === 0 && s.end === 1440)).toBe(true);
    expect(parseOpenHours('sat 10:00-12:00; mon 09:00-12:30')).toEqual([
      { day: 0, start: 540, end: 750 },
      { day: 5, start: 600, end: 720 },
    ]);
    expect(parseOpenHours('fri-mon 10:00-11:00').map((s) => s.day)).toEqual([0, 4, 5, 6]);
    expect(formatOpenHours(parseOpenHours('MON-tue 09:00-22:00'))).toBe('mon 09:00-22:00; tue 09:00-22:00');
  });

  it.each(['', 'lun-ven 09:00-22:00', 'mon-fri 9h-22h', 'mon 22:00-09:00', 'mon 24:30-25:00', 'mon-fri'])(
    'refuses %j with a message',
    (text) => {
      expect(() => parseOpenHours(text)).toThrow(OpenHoursError);
    },
  );
});

describe('chat state (Europe/Paris)', () => {
  it('opens at 9:00 and closes at 22:00 on weekdays (winter, UTC+1)', () => {
    expect(chatState(at('2026-01-14T08:59:00+01:00'), standard)).toEqual({
      open: false,
      period: 'closed',
      hint: 'Réouverture à 9h',
    });
    expect(chatState(at('2026-01-14T09:00:00+01:00'), standard).open).toBe(true);
    expect(chatState(at('2026-01-14T21:59:00+01:00'), standard).open).toBe(true);
    // After closing time it reopens on another day: that day is named, even when it is tomorrow.
    expect(chatState(at('2026-01-14T22:00:00+01:00'), standard)).toEqual({
      open: false,
      period: 'closed',
      hint: 'Réouverture jeudi à 9h',
    });
  });

  it('says « à 9h » only when it reopens the same day, and names the day otherwise (Saturday, Sunday, Friday night)', () => {
    // Tuesday 02:00: later today.
    expect(chatState(at('2026-01-13T02:00:00+01:00'), standard)).toEqual({
      open: false,
      period: 'closed',
      hint: 'Réouverture à 9h',
    });
    // Friday 23:00, Saturday noon, Sunday morning and Sunday 23:00: Monday.
    expect(chatState(at('2026-01-16T23:00:00+01:00'), standard)).toEqual({
      open: false,
      period: 'closed',
      hint: 'Réouverture lundi à 9h',
    });
    expect(chatState(at('2026-01-17T12:00:00+01:00'), standard)).toEqual({
      open: false,
      period: 'weekend',
      hint: 'Réouverture lundi à 9h',
    });
    expect(chatState(at('2026-01-18T10:00:00+01:00'), standard)).toEqual({
      open: false,
      period: 'weekend',
      hint: 'Réouverture lundi à 9h',
    });
    expect(chatState(at('2026-01-18T23:00:00+01:00'), standard)).toEqual({
      open: false,
      period: 'weekend',
      hint: 'Réouverture lundi à 9h',
    });
    // Monday 00:30 (just after Sunday midnight): the same day again.
    expect(chatState(at('2026-01-19T00:30:00+01:00'), standard).hint).toBe('Réouverture à 9h');
  });

  it('adds the date when the reopening is more than six days away (leave)', () => {
    const leave: ChatSchedule = {
      slots: standard.slots,
      closedDates: ['2026-08-10', '2026-08-11', '2026-08-12', '2026-08-13', '2026-08-14'],
    };
    // Friday 7 August after closing: Monday 10 to Friday 14 closed, back Monday 17.
    expect(chatState(at('2026-08-07T23:00:00+02:00'), leave).hint).toBe('Réouverture lundi 17 août à 9h');
    // Wednesday 12, during the leave: five days away, the weekday is enough.
    expect(chatState(at('2026-08-12T10:00:00+02:00'), leave)).toEqual({
      open: false,
      period: 'holiday',
      hint: 'Réouverture lundi à 9h',
    });
    const firstOfMonth: ChatSchedule = {
      slots: standard.slots,
      closedDates: ['2026-05-25', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29'],
    };
    expect(chatState(at('2026-05-22T23:00:00+02:00'), firstOfMonth).hint).toBe('Réouverture lundi 1er juin à 9h');
  });

  it('follows the change to summer time (last Sunday of March)', () => {
    // Monday 30 March 2026: Paris is UTC+2.
    expect(chatState(at('2026-03-30T06:59:00Z'), standard).open).toBe(false);
    expect(chatState(at('2026-03-30T07:00:00Z'), standard).open).toBe(true);
    expect(chatState(at('2026-03-30T19:59:00Z'), standard).open).toBe(true);
    expect(chatState(at('2026-03-30T20:00:00Z'), standard).open).toBe(false);
    // Friday 27 March 2026, still winter: UTC+1.
    expect(chatState(at('2026-03-27T07:30:00Z'), standard).open).toBe(false);
    expect(chatState(at('2026-03-27T08:00:00Z'), standard).open).toBe(true);
  });

  it('follows the change back to winter time (last Sunday of October)', () => {
    // Friday 23 October 2026: UTC+2; Monday 26 October 2026: UTC+1.
    expect(chatState(at('2026-10-23T07:00:00Z'), standard).open).toBe(true);
    expect(chatState(at('2026-10-26T07:00:00Z'), standard).open).toBe(false);
    expect(chatState(at('2026-10-26T08:00:00Z'), standard).open).toBe(true);
    expect(parisClock(at('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', day: 6, minute: 150 });
  });

  it('stays closed on closed dates and skips them when announcing the reopening', () => {
    const holidays: ChatSchedule = { slots: standard.slots, closedDates: ['2026-05-01', '2026-05-04'] };
    expect(chatState(at('2026-05-01T10:00:00+02:00'), holidays)).toEqual({
      open: false,
      period: 'holiday',
      hint: 'Réouverture mardi à 9h',
    });
    expect(chatState(at('2026-04-30T23:00:00+02:00'), holidays).hint).toBe('Réouverture mardi à 9h');
  });

  it('is always open with mon-sun 00:00-24:00, and never reopens without slots ahead', () => {
    const always: ChatSchedule = { slots: parseOpenHours('mon-sun 00:00-24:00'), closedDates: [] };
    expect(chatState(at('2026-01-18T03:00:00+01:00'), always).open).toBe(true);
    const halfHour: ChatSchedule = { slots: parseOpenHours('sat 10:30-11:00'), closedDates: [] };
    expect(chatState(at('2026-01-14T12:00:00+01:00'), halfHour).hint).toBe('Réouverture samedi à 10h30');
  });

  it('words the welcome for open, evening and weekend', () => {
    expect(welcomeMessage(chatState(at('2026-01-14T10:00:00+01:00'), standard))).toMatch(/répond ici même/);
    expect(welcomeMessage(chatState(at('2026-01-14T06:00:00+01:00'), standard))).toMatch(
      /fermé pour le moment\. Réouverture à 9h\./,
    );
    expect(welcomeMessage(chatState(at('2026-01-14T23:00:00+01:00'), standard))).toMatch(
      /fermé pour le moment\. Réouverture jeudi à 9h\./,
    );
    expect(welcomeMessage(chatState(at('2026-01-17T10:00:00+01:00'), standard))).toMatch(
      /week-end\. Réouverture lundi à 9h\./,
    );
  });
});

describe('opening hours in words', () => {
  it('says the default as the terms of use state it', () => {
    expect(describeOpenHours(DEFAULT_OPEN_HOURS)).toBe('du lundi au vendredi, de 9\u00a0h à 22\u00a0h');
  });

  it('groups days of the same times, spells minutes, and says always open plainly', () => {
    expect(describeOpenHours('mon-sun 00:00-24:00')).toBe('tous les jours, 24\u00a0h sur 24');
    expect(describeOpenHours('mon-fri 09:00-12:30; mon-fri 14:00-19:00; sat 10:00-12:00')).toBe(
      'du lundi au vendredi, de 9\u00a0h à 12\u00a0h\u00a030\u00a0; du lundi au vendredi, de 14\u00a0h à 19\u00a0h\u00a0; le samedi, de 10\u00a0h à 12\u00a0h',
    );
    expect(describeOpenHours('mon 09:00-18:00; wed 09:00-18:00')).toBe(
      'le lundi et le mercredi, de 9\u00a0h à 18\u00a0h',
    );
  });
});
