import { describe, expect, it } from 'vitest';
import { DEFAULT_OPEN_HOURS, formatOpenHours, OpenHoursError, parseOpenHours } from './chat-schedule';
import { ALWAYS_OPEN, hoursFromWeek, weekFromHours, type Week } from './chat-week';
import { frenchOf } from './test/french-of';

const closed = { open: false, ranges: [{ start: '09:00', end: '18:00' }] };
const day = (...ranges: [string, string][]) => ({ open: true, ranges: ranges.map(([start, end]) => ({ start, end })) });
const hoursOf = (week: Week) => {
  const out = hoursFromWeek(week);
  if (!('hours' in out)) throw new Error(`problems: ${JSON.stringify(out.problems)}`);
  return out.hours;
};
const problemsOf = (week: Week) => {
  const out = hoursFromWeek(week);
  return 'problems' in out ? out.problems.map((p) => ({ day: p.day, text: frenchOf(p.message) })) : [];
};

describe('chat hours: from the stored syntax to a week in words', () => {
  it('reads the default as Monday to Friday open, the weekend closed', () => {
    const week = weekFromHours(DEFAULT_OPEN_HOURS);
    expect(week).toHaveLength(7);
    expect(week.slice(0, 5)).toEqual(Array(5).fill(day(['09:00', '22:00'])));
    expect(week.slice(5).map((d) => d.open)).toEqual([false, false]);
  });

  it('reads two ranges a day, single days, wrapping ranges and the long per-day form the server stores', () => {
    const week = weekFromHours('mon-fri 14:00-18:00; mon-fri 09:00-12:30; sat 10:00-12:00');
    expect(week[0]).toEqual(day(['09:00', '12:30'], ['14:00', '18:00']));
    expect(week[5]).toEqual(day(['10:00', '12:00']));
    expect(week[6]!.open).toBe(false);
    expect(weekFromHours('fri-mon 10:00-11:00').map((d) => d.open)).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    const stored = formatOpenHours(parseOpenHours('mon-tue 09:00-22:00'));
    expect(weekFromHours(stored).map((d) => d.open)).toEqual([true, true, false, false, false, false, false]);
  });

  it('shows midnight at the end of a day as 00:00 (a time field cannot hold 24:00)', () => {
    expect(weekFromHours(ALWAYS_OPEN)).toEqual(Array(7).fill(day(['00:00', '00:00'])));
    expect(weekFromHours('sat 20:00-24:00')[5]).toEqual(day(['20:00', '00:00']));
  });

  it('refuses a text the server would refuse', () => {
    expect(() => weekFromHours('lun-ven 9h-18h')).toThrow(OpenHoursError);
  });
});

describe('chat hours: from the week in words to the stored syntax', () => {
  it('groups consecutive days with the same ranges into one run', () => {
    const week: Week = [...Array(5).fill(day(['09:00', '18:00'])), day(['10:00', '12:00']), closed];
    expect(hoursOf(week)).toBe('mon-fri 09:00-18:00; sat 10:00-12:00');
  });

  it('writes a lunch break as two ranges, in time order whatever order they were typed', () => {
    const week: Week = [
      day(['14:00', '18:00'], ['09:00', '12:00']),
      closed,
      day(['09:00', '12:00']),
      closed,
      closed,
      closed,
      closed,
    ];
    expect(hoursOf(week)).toBe('mon 09:00-12:00; mon 14:00-18:00; wed 09:00-12:00');
  });

  it('reads an end of 00:00 as midnight, so always open is every day from 00:00 to 24:00', () => {
    expect(hoursOf(Array(7).fill(day(['00:00', '00:00'])))).toBe(ALWAYS_OPEN);
    expect(hoursOf([closed, closed, closed, closed, closed, day(['20:00', '00:00']), closed])).toBe('sat 20:00-24:00');
  });

  it('names the day of each problem, in words', () => {
    const week: Week = [
      day(['18:00', '09:00']),
      day(['09:00', '']),
      day(['09:00', '13:00'], ['12:00', '18:00']),
      { open: true, ranges: [] },
      closed,
      closed,
      closed,
    ];
    expect(problemsOf(week)).toEqual([
      { day: 0, text: 'L’heure de fin doit venir après l’heure de début.' },
      { day: 1, text: 'Indiquez l’heure de début et l’heure de fin.' },
      { day: 2, text: 'Les deux créneaux se chevauchent\u00a0: le second doit commencer après la fin du premier.' },
      { day: 3, text: 'Indiquez l’heure de début et l’heure de fin.' },
    ]);
  });

  it('refuses a week with every day closed (the server has no such hours)', () => {
    expect(problemsOf(Array(7).fill(closed))).toEqual([
      { day: -1, text: 'Ouvrez au moins un jour, ou choisissez «\u00a0Toujours ouvert\u00a0».' },
    ]);
  });
});

describe('chat hours: round trip', () => {
  it.each([
    DEFAULT_OPEN_HOURS,
    ALWAYS_OPEN,
    'mon-fri 09:00-18:00; sat 10:00-12:00',
    'mon-fri 09:00-12:30; mon-fri 14:00-19:00; sat 10:00-12:00',
    'mon 08:00-09:00; wed 08:00-09:00; sun 20:00-24:00',
    'tue-thu 00:00-24:00',
  ])('%j comes back word for word, and as the same slots', (text) => {
    const back = hoursOf(weekFromHours(text));
    expect(back).toBe(text);
    expect(parseOpenHours(back)).toEqual(parseOpenHours(text));
  });

  it('a week read back from its syntax is the same week (closed days keep their last ranges aside)', () => {
    const week: Week = [
      day(['09:00', '12:00'], ['14:00', '18:00']),
      day(['09:00', '12:00'], ['14:00', '18:00']),
      closed,
      day(['07:30', '00:00']),
      day(['09:00', '18:00']),
      day(['10:00', '12:00']),
      closed,
    ];
    expect(weekFromHours(hoursOf(week))).toEqual(week);
    // The long per-day form the server stores gives the same week.
    expect(weekFromHours(formatOpenHours(parseOpenHours(hoursOf(week))))).toEqual(week);
  });
});
