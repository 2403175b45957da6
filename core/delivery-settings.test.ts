import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber } from './calendar-date';
import { estimateDelivery } from './delivery-date';
import {
  DELIVERY_SETTINGS_DEFAULTS,
  deliverySettingsSchema,
  closedDaysFromRows,
  closureRows,
  longestClosure,
  postalLegSchema,
  withoutPastClosures,
  workingDaysSchema,
} from './delivery-settings';
import { ref, tr } from './messages';
import { frenchOf } from './test/french-of';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  frenchOf(r.error?.issues[0]?.message);

describe('delivery settings', () => {
  it('accepts the defaults and normalises closures', () => {
    expect(deliverySettingsSchema.parse(DELIVERY_SETTINGS_DEFAULTS)).toEqual({ cutoffHour: 12, closedDays: [] });
    expect(
      deliverySettingsSchema.parse({
        cutoffHour: 17,
        closedDays: [
          { from: '2026-12-24', to: '2027-01-01' },
          '2026-11-11',
          '2026-11-11',
          { from: '2026-08-14', to: '2026-08-14' },
        ],
      }),
    ).toEqual({ cutoffHour: 17, closedDays: ['2026-08-14', '2026-11-11', { from: '2026-12-24', to: '2027-01-01' }] });
  });

  it('refuses bad values with French messages', () => {
    expect(message(deliverySettingsSchema.safeParse({ cutoffHour: 25, closedDays: [] }))).toBe(
      tr('adminDelivery.cutoffHour'),
    );
    expect(message(deliverySettingsSchema.safeParse({ cutoffHour: 12.5, closedDays: [] }))).toBe(
      tr('adminDelivery.cutoffHour'),
    );
    expect(message(deliverySettingsSchema.safeParse({ cutoffHour: 12, closedDays: ['2026-02-30'] }))).toBe(
      tr('adminDelivery.closedDayFormat'),
    );
    expect(
      message(
        deliverySettingsSchema.safeParse({ cutoffHour: 12, closedDays: [{ from: '2026-12-02', to: '2026-12-01' }] }),
      ),
    ).toBeDefined();
    expect(
      deliverySettingsSchema.safeParse({ cutoffHour: 12, closedDays: [{ from: '2026-01-01', to: '2027-06-01' }] })
        .success,
    ).toBe(false);
    expect(
      message(deliverySettingsSchema.safeParse({ cutoffHour: 12, closedDays: Array(101).fill('2026-11-11') })),
    ).toBe(tr('adminDelivery.tooMany', { max: 100 }));
  });

  it('refuses closures chained into more than a year', () => {
    const chained = {
      cutoffHour: 12,
      closedDays: [
        { from: '2026-01-01', to: '2026-12-01' },
        { from: '2026-12-05', to: '2027-03-01' },
      ],
    };
    expect(message(deliverySettingsSchema.safeParse(chained))).toBe(tr('adminDelivery.tooLong', { max: 366 }));
    expect(longestClosure(chained.closedDays)).toBe(425);
    expect(longestClosure(['2026-11-11', { from: '2026-11-20', to: '2026-11-24' }])).toBe(5);
  });

  it('whatever it accepts, the rule can use without throwing', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 20_400, max: 21_500 }), fc.integer({ min: 0, max: 400 })), {
          maxLength: 8,
        }),
        fc.integer({ min: 20_300, max: 21_600 }),
        (closures, paidDay) => {
          const closedDays = closures.map(([from, length]) => ({
            from: fromDayNumber(from),
            to: fromDayNumber(from + length),
          }));
          const parsed = deliverySettingsSchema.safeParse({ cutoffHour: 12, closedDays });
          if (!parsed.success) return;
          accepted++;
          const paidAt = new Date(`${fromDayNumber(paidDay)}T10:00:00Z`);
          expect(() =>
            estimateDelivery({ paidAt, turnaroundDays: 90, legalisationDays: [90, 90] }, parsed.data),
          ).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(30);
    const settings = deliverySettingsSchema.parse({
      cutoffHour: 24,
      closedDays: [{ from: '2026-12-24', to: '2027-12-23' }],
    });
    expect(estimateDelivery({ paidAt: new Date('2026-12-24T09:00:00Z'), turnaroundDays: 2 }, settings).dueOn).toBe(
      '2027-12-28',
    );
  });
});

describe('delivery settings: the admin list of closures and the catalogue fields', () => {
  it('reads and writes the admin list of closures (« Du », « Au »)', () => {
    const rows = [
      { from: '2026-12-24', to: '2027-01-01' },
      { from: '', to: '' },
      { from: '2026-08-03', to: '2026-08-07' },
      { from: '2026-11-10', to: '2026-11-10' },
      { from: '2026-05-15', to: '' },
    ];
    const parsed = closedDaysFromRows(rows);
    expect(parsed).toEqual({
      closedDays: [
        '2026-05-15',
        { from: '2026-08-03', to: '2026-08-07' },
        '2026-11-10',
        { from: '2026-12-24', to: '2027-01-01' },
      ],
    });
    if ('closedDays' in parsed)
      expect(closureRows(parsed.closedDays)).toEqual([
        { from: '2026-05-15', to: '' },
        { from: '2026-08-03', to: '2026-08-07' },
        { from: '2026-11-10', to: '' },
        { from: '2026-12-24', to: '2027-01-01' },
      ]);
    // Each problem names its row; the list's own problems name none.
    expect(
      closedDaysFromRows([
        { from: '2026-12-24', to: '' },
        { from: '', to: '2026-12-26' },
      ]),
    ).toEqual({
      error: ref('adminDelivery.closedDayFormat'),
      row: 1,
    });
    expect(closedDaysFromRows([{ from: '2026-12-31', to: '2026-12-01' }])).toEqual({
      error: ref('adminDelivery.closedRangeOrder'),
      row: 0,
    });
    expect(closedDaysFromRows([{ from: '2026-01-01', to: '2027-06-01' }])).toEqual({
      error: ref('adminDelivery.closedRangeLength', { max: 366 }),
      row: 0,
    });
    const adjoining = [
      { from: '2026-01-01', to: '2026-09-01' },
      { from: '2026-09-03', to: '2027-03-01' },
    ];
    expect(closedDaysFromRows(adjoining)).toEqual({ error: ref('adminDelivery.tooLong', { max: 366 }), row: null });
    expect(closedDaysFromRows([])).toEqual({ closedDays: [] });
  });

  it('forgets closures that are over', () => {
    const s = { cutoffHour: 12, closedDays: ['2026-05-15', { from: '2026-11-20', to: '2026-11-24' }, '2026-12-24'] };
    expect(withoutPastClosures(s, '2026-11-23').closedDays).toEqual([
      { from: '2026-11-20', to: '2026-11-24' },
      '2026-12-24',
    ]);
  });

  it('validates catalogue timing fields', () => {
    expect(workingDaysSchema.safeParse(2).success).toBe(true);
    expect(message(workingDaysSchema.safeParse(-1))).toBe(tr('adminDelivery.days', { max: 90 }));
    expect(message(workingDaysSchema.safeParse(91))).toBe(tr('adminDelivery.days', { max: 90 }));
    expect(postalLegSchema.safeParse({ minDays: 1, maxDays: 3 }).success).toBe(true);
    expect(message(postalLegSchema.safeParse({ minDays: 3, maxDays: 1 }))).toBe(tr('adminDelivery.postalOrder'));
  });
});
