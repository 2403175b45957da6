import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isWeekend, parisDateTime, type CalendarDate } from './calendar-date';
import {
  DeliveryRuleError,
  deliverySettingsProblems,
  estimateDelivery,
  formatDeliveryEstimate,
  isOfficeDay,
  type ClosedDay,
  type DeliveryOrder,
  type DeliverySettings,
} from './delivery-date';
import { isFrenchPublicHoliday } from './french-holidays';

const open: DeliverySettings = { cutoffHour: 12, closedDays: [] };
/** An instant from a Paris wall-clock time and its UTC offset that day (+01:00 winter, +02:00 summer). */
const paris = (local: string, offset: '+01:00' | '+02:00') => new Date(`${local}:00${offset}`);
const winter = (local: string) => paris(local, '+01:00');
const summer = (local: string) => paris(local, '+02:00');
const est = (order: DeliveryOrder, settings: DeliverySettings = open) => estimateDelivery(order, settings);
const due = (order: DeliveryOrder, settings: DeliverySettings = open) => est(order, settings).dueOn;

describe('estimateDelivery: cut-off and weekends', () => {
  it('counts from the payment day before the cut-off, from the next working day at or after it', () => {
    expect(est({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 2 })).toEqual({
      startsOn: '2026-11-23',
      dueOn: '2026-11-25',
      earliest: '2026-11-25',
      latest: '2026-11-25',
    });
    expect(due({ paidAt: winter('2026-11-23T11:59'), turnaroundDays: 2 })).toBe('2026-11-25');
    expect(due({ paidAt: winter('2026-11-23T12:00'), turnaroundDays: 2 })).toBe('2026-11-26');
    expect(due({ paidAt: winter('2026-11-23T14:00'), turnaroundDays: 2 })).toBe('2026-11-26');
    // A later cut-off keeps the afternoon payment on the same day; 24 means no cut-off, 0 always the next day.
    expect(due({ paidAt: winter('2026-11-23T14:00'), turnaroundDays: 2 }, { cutoffHour: 17, closedDays: [] })).toBe(
      '2026-11-25',
    );
    expect(due({ paidAt: winter('2026-11-23T23:59'), turnaroundDays: 2 }, { cutoffHour: 24, closedDays: [] })).toBe(
      '2026-11-25',
    );
    expect(
      est({ paidAt: winter('2026-11-23T00:00'), turnaroundDays: 0 }, { cutoffHour: 0, closedDays: [] }).startsOn,
    ).toBe('2026-11-24');
  });

  it('skips weekends', () => {
    // Friday morning: Friday counts, then Monday and Tuesday.
    expect(due({ paidAt: winter('2026-11-27T10:00'), turnaroundDays: 2 })).toBe('2026-12-01');
    // Friday afternoon, Saturday or Sunday: counting starts on Monday.
    for (const paidAt of [winter('2026-11-27T15:00'), winter('2026-11-28T10:00'), winter('2026-11-29T23:59')]) {
      expect(est({ paidAt, turnaroundDays: 2 })).toMatchObject({ startsOn: '2026-11-30', dueOn: '2026-12-02' });
    }
  });

  it('with no turnaround, is due the day counting starts', () => {
    expect(due({ paidAt: winter('2026-11-28T10:00'), turnaroundDays: 0 })).toBe('2026-11-30');
  });
});

describe('estimateDelivery: public holidays', () => {
  it('paid on Friday 13:00 before Ascension 2025: Monday start, Thursday 29 May skipped', () => {
    expect(est({ paidAt: summer('2025-05-23T13:00'), turnaroundDays: 3 })).toMatchObject({
      startsOn: '2025-05-26',
      dueOn: '2025-05-30',
    });
  });

  it('paid on Friday 8 May 2026 (a holiday) at 13:00, the week of Ascension', () => {
    expect(est({ paidAt: summer('2026-05-08T13:00'), turnaroundDays: 3 })).toMatchObject({
      startsOn: '2026-05-11',
      dueOn: '2026-05-15',
    });
  });

  it('skips Whit Monday and Easter Monday, and a payment on a holiday morning starts the next day', () => {
    expect(due({ paidAt: summer('2026-05-22T10:00'), turnaroundDays: 1 })).toBe('2026-05-26');
    expect(due({ paidAt: summer('2026-04-03T10:00'), turnaroundDays: 1 })).toBe('2026-04-07');
    expect(est({ paidAt: summer('2026-07-14T09:00'), turnaroundDays: 1 })).toMatchObject({
      startsOn: '2026-07-15',
      dueOn: '2026-07-16',
    });
  });
});

describe('estimateDelivery: daylight saving (Paris time, not UTC)', () => {
  it('reads the cut-off in summer time after the spring change', () => {
    // 10:30 UTC is 12:30 in Paris on Monday 30 March 2026 (UTC+2): after the cut-off.
    expect(est({ paidAt: new Date('2026-03-30T10:30:00Z'), turnaroundDays: 1 }).startsOn).toBe('2026-03-31');
    // The Friday before, 10:30 UTC is 11:30 (UTC+1): before it.
    expect(est({ paidAt: new Date('2026-03-27T10:30:00Z'), turnaroundDays: 1 }).startsOn).toBe('2026-03-27');
    // 22:30 UTC on Sunday 29 March is already Monday 00:30 in Paris.
    expect(est({ paidAt: new Date('2026-03-29T22:30:00Z'), turnaroundDays: 1 })).toMatchObject({
      startsOn: '2026-03-30',
      dueOn: '2026-03-31',
    });
  });

  it('reads it in winter time after the autumn change', () => {
    expect(est({ paidAt: new Date('2026-10-23T10:30:00Z'), turnaroundDays: 1 }).startsOn).toBe('2026-10-26'); // Friday 12:30 (UTC+2)
    expect(est({ paidAt: new Date('2026-10-26T10:30:00Z'), turnaroundDays: 1 }).startsOn).toBe('2026-10-26'); // Monday 11:30 (UTC+1)
    // The repeated hour of Sunday 25 October, and the night that follows.
    expect(est({ paidAt: new Date('2026-10-25T00:30:00Z'), turnaroundDays: 1 }).startsOn).toBe('2026-10-26');
    expect(est({ paidAt: new Date('2026-10-25T23:30:00Z'), turnaroundDays: 1 }).startsOn).toBe('2026-10-26');
  });
});

describe('estimateDelivery: closed days', () => {
  const august: DeliverySettings = { cutoffHour: 12, closedDays: [{ from: '2026-08-03', to: '2026-08-07' }] };

  it('skips a closed week in the middle of the work', () => {
    expect(due({ paidAt: summer('2026-07-30T10:00'), turnaroundDays: 2 }, august)).toBe('2026-08-10');
  });

  it('starts after the closure when paid during it', () => {
    expect(est({ paidAt: summer('2026-08-04T09:00'), turnaroundDays: 2 }, august)).toMatchObject({
      startsOn: '2026-08-10',
      dueOn: '2026-08-12',
    });
  });

  it('accepts single dates next to ranges', () => {
    expect(
      due({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 2 }, { cutoffHour: 12, closedDays: ['2026-11-24'] }),
    ).toBe('2026-11-26');
    expect(isOfficeDay('2026-11-24', ['2026-11-24'])).toBe(false);
    expect(isOfficeDay('2026-11-25', ['2026-11-24'])).toBe(true);
  });

  it('does not stop the post: a letter sent before a closure arrives during it', () => {
    const closedThuFri: DeliverySettings = { cutoffHour: 12, closedDays: [{ from: '2026-11-26', to: '2026-11-27' }] };
    expect(
      est({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 2, postal: { minDays: 1, maxDays: 2 } }, closedThuFri),
    ).toEqual({
      startsOn: '2026-11-23',
      dueOn: '2026-11-25',
      earliest: '2026-11-26',
      latest: '2026-11-27',
    });
  });
});

describe('estimateDelivery: options', () => {
  it('« Urgent » (24 h ouvrées) replaces a longer turnaround', () => {
    expect(due({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 3, urgentDays: 1 })).toBe('2026-11-24');
    expect(due({ paidAt: winter('2026-11-23T15:00'), turnaroundDays: 3, urgentDays: 1 })).toBe('2026-11-25');
    expect(due({ paidAt: winter('2026-11-27T10:00'), turnaroundDays: 3, urgentDays: 1 })).toBe('2026-11-30');
    // Never slower than without it.
    expect(due({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 1, urgentDays: 2 })).toBe('2026-11-24');
    expect(due({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 3, urgentDays: null })).toBe('2026-11-26');
  });

  it('adds each legalisation step', () => {
    // 2 + mairie 3 + ministère 5 = 10 working days from Monday 23 November.
    expect(due({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 2, legalisationDays: [3, 5] })).toBe('2026-12-07');
    expect(due({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 2, legalisationDays: [] })).toBe('2026-11-25');
  });

  it('gives a range for the postal leg, counted from the day it is sent', () => {
    expect(est({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 2, postal: { minDays: 1, maxDays: 3 } })).toEqual({
      startsOn: '2026-11-23',
      dueOn: '2026-11-25',
      earliest: '2026-11-26',
      latest: '2026-11-30',
    });
    expect(
      est({ paidAt: winter('2026-11-23T10:00'), turnaroundDays: 2, postal: { minDays: 2, maxDays: 2 } }),
    ).toMatchObject({
      earliest: '2026-11-27',
      latest: '2026-11-27',
    });
  });
});

describe('estimateDelivery: year end', () => {
  it('paid Thursday 24 December 2026 in the morning: Christmas and New Year skipped, a range across the years', () => {
    const estimate = est({ paidAt: winter('2026-12-24T10:00'), turnaroundDays: 2, postal: { minDays: 2, maxDays: 4 } });
    expect(estimate).toEqual({
      startsOn: '2026-12-24',
      dueOn: '2026-12-29',
      earliest: '2026-12-31',
      latest: '2027-01-05',
    });
    expect(formatDeliveryEstimate(estimate, 'fr')).toBe('entre le jeudi 31 décembre 2026 et le mardi 5 janvier 2027');
  });

  it('paid 24 December in the afternoon, and with the office closed until the new year', () => {
    expect(est({ paidAt: winter('2026-12-24T15:00'), turnaroundDays: 2 })).toMatchObject({
      startsOn: '2026-12-28',
      dueOn: '2026-12-30',
    });
    const closed: DeliverySettings = { cutoffHour: 12, closedDays: [{ from: '2026-12-24', to: '2027-01-01' }] };
    expect(est({ paidAt: winter('2026-12-24T10:00'), turnaroundDays: 2 }, closed)).toMatchObject({
      startsOn: '2027-01-04',
      dueOn: '2027-01-06',
    });
  });
});

describe('estimateDelivery: refused inputs', () => {
  const paidAt = winter('2026-11-23T10:00');
  it('throws a DeliveryRuleError with a French message, never loops', () => {
    expect(() => est({ paidAt, turnaroundDays: -1 })).toThrow(DeliveryRuleError);
    expect(() => est({ paidAt, turnaroundDays: 1.5 })).toThrow('délai de traduction');
    expect(() => est({ paidAt, turnaroundDays: 1, legalisationDays: [Number.NaN] })).toThrow('délai de légalisation');
    expect(() => est({ paidAt, turnaroundDays: 1, postal: { minDays: 3, maxDays: 1 } })).toThrow(
      'inférieur au minimum',
    );
    expect(() => est({ paidAt, turnaroundDays: 1 }, { cutoffHour: 25, closedDays: [] })).toThrow('heure limite');
    expect(() => est({ paidAt, turnaroundDays: 1 }, { cutoffHour: 12, closedDays: ['2026-02-30'] })).toThrow(
      'jour de fermeture invalide',
    );
    expect(() =>
      est({ paidAt, turnaroundDays: 1 }, { cutoffHour: 12, closedDays: [{ from: '2026-12-02', to: '2026-12-01' }] }),
    ).toThrow('est après');
    expect(() =>
      est({ paidAt, turnaroundDays: 1 }, { cutoffHour: 12, closedDays: [{ from: '2026-01-01', to: '2030-12-31' }] }),
    ).toThrow('aucun jour ouvré');
    expect(() => est({ paidAt: new Date('x'), turnaroundDays: 1 })).toThrow('instant invalide');
  });

  it('lists settings problems for the admin form', () => {
    expect(deliverySettingsProblems(open)).toEqual([]);
    expect(deliverySettingsProblems({ cutoffHour: -1, closedDays: ['demain'] })).toHaveLength(2);
  });
});

describe('formatDeliveryEstimate', () => {
  const one = (date: CalendarDate) => ({ earliest: date, latest: date });
  it('writes natural French', () => {
    expect(formatDeliveryEstimate(one('2026-11-26'), 'fr')).toBe('jeudi 26 novembre');
    expect(formatDeliveryEstimate(one('2026-12-01'), 'fr')).toBe('mardi 1er décembre');
    expect(formatDeliveryEstimate(one('2026-11-26'), 'fr', { withYear: true })).toBe('jeudi 26 novembre 2026');
    expect(formatDeliveryEstimate({ earliest: '2026-11-23', latest: '2026-11-25' }, 'fr')).toBe(
      'entre le lundi 23 et le mercredi 25 novembre',
    );
    expect(formatDeliveryEstimate({ earliest: '2026-11-27', latest: '2026-12-02' }, 'fr')).toBe(
      'entre le vendredi 27 novembre et le mercredi 2 décembre',
    );
    expect(formatDeliveryEstimate({ earliest: '2026-11-23', latest: '2026-11-25' }, 'fr', { withYear: true })).toBe(
      'entre le lundi 23 et le mercredi 25 novembre 2026',
    );
  });

  it('writes Arabic with Latin digits', () => {
    expect(formatDeliveryEstimate(one('2026-11-26'), 'ar')).toBe('الخميس، 26 نوفمبر');
    const range = formatDeliveryEstimate({ earliest: '2026-11-26', latest: '2026-12-01' }, 'ar');
    expect(range).toBe('بين الخميس، 26 نوفمبر والثلاثاء، 1 ديسمبر');
    expect(range).not.toMatch(/[٠-٩]/);
    expect(formatDeliveryEstimate(one('2026-11-26'), 'ar', { withYear: true })).toBe('الخميس، 26 نوفمبر 2026');
  });
});

describe('estimateDelivery: properties', () => {
  const START = Date.parse('2025-01-01T00:00:00Z');
  const END = Date.parse('2031-12-31T00:00:00Z');
  const instant = fc.integer({ min: START, max: END }).map((ms) => new Date(ms));
  const closedDay: fc.Arbitrary<ClosedDay> = fc
    .tuple(fc.integer({ min: START, max: END }), fc.integer({ min: 0, max: 20 }), fc.boolean())
    .map(([ms, length, single]) => {
      const from = new Date(ms).toISOString().slice(0, 10);
      return single ? from : { from, to: addDays(from, length) };
    });
  const settings: fc.Arbitrary<DeliverySettings> = fc.record({
    cutoffHour: fc.integer({ min: 0, max: 24 }),
    closedDays: fc.array(closedDay, { maxLength: 12 }),
  });
  const options = fc.record({
    turnaroundDays: fc.integer({ min: 0, max: 10 }),
    urgentDays: fc.option(fc.integer({ min: 0, max: 3 })),
    legalisationDays: fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 3 }),
    postal: fc.option(
      fc
        .integer({ min: 0, max: 5 })
        .chain((minDays) =>
          fc.record({ minDays: fc.constant(minDays), maxDays: fc.integer({ min: minDays, max: minDays + 5 }) }),
        ),
    ),
  });

  it('never lands on a weekend or a holiday, nor the due day on a closed day; dates in order', () => {
    fc.assert(
      fc.property(instant, options, settings, (paidAt, chosen, s) => {
        const e = estimateDelivery({ paidAt, ...chosen }, s);
        for (const d of [e.startsOn, e.dueOn, e.earliest, e.latest]) {
          expect(isWeekend(d)).toBe(false);
          expect(isFrenchPublicHoliday(d)).toBe(false);
        }
        expect(isOfficeDay(e.startsOn, s.closedDays)).toBe(true);
        expect(isOfficeDay(e.dueOn, s.closedDays)).toBe(true);
        // Without a postal leg the customer's date is the office's due day, never a closed day.
        if (!chosen.postal) expect(isOfficeDay(e.earliest, s.closedDays)).toBe(true);
        expect(parisDateTime(paidAt).date <= e.startsOn).toBe(true);
        expect(e.startsOn <= e.dueOn && e.dueOn <= e.earliest && e.earliest <= e.latest).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a later payment never gives an earlier date', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        options,
        settings,
        (paidAt, later, chosen, s) => {
          const a = estimateDelivery({ paidAt, ...chosen }, s);
          const b = estimateDelivery({ paidAt: new Date(paidAt.getTime() + later), ...chosen }, s);
          expect(a.dueOn <= b.dueOn && a.earliest <= b.earliest && a.latest <= b.latest).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('more turnaround, legalisation or postal days never give an earlier date', () => {
    fc.assert(
      fc.property(instant, options, settings, fc.integer({ min: 0, max: 5 }), (paidAt, chosen, s, more) => {
        const a = estimateDelivery({ paidAt, ...chosen }, s);
        const slower: DeliveryOrder[] = [
          { paidAt, ...chosen, turnaroundDays: chosen.turnaroundDays + more },
          { paidAt, ...chosen, legalisationDays: [...chosen.legalisationDays, more] },
          {
            paidAt,
            ...chosen,
            postal: chosen.postal && { minDays: chosen.postal.minDays + more, maxDays: chosen.postal.maxDays + more },
          },
        ];
        for (const order of slower) {
          const b = estimateDelivery(order, s);
          expect(a.dueOn <= b.dueOn && a.earliest <= b.earliest && a.latest <= b.latest).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
