import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './drill-kit';
import { rotateArchives } from './rotate';
import { archiveName } from './targets';

/**
 * The rotation on a real BACKUP_DIR (issue 28): 18 months of nightly archives, the last three
 * nights with a second one made by hand. What stays is named here, not computed: the newest of
 * each of the last 7 days, of the last 4 weeks (Monday to Sunday) and of the last 12 months.
 */
const DAY = 86_400_000;
const LAST_NIGHT = Date.UTC(2026, 10, 28, 2, 30); // Saturday 28 November 2026, 03:30 in Paris

const file = (at: number) => archiveName(new Date(at)) + '.tbk';
const night = (date: string) => file(Date.parse(`${date}T02:30:00Z`));
const afternoon = (date: string) => file(Date.parse(`${date}T13:00:00Z`));

describe('rotation inside BACKUP_DIR', () => {
  it('keeps 7 daily, 4 weekly and 12 monthly archives, removes the rest, and leaves other files alone', async () => {
    const dir = tempDir('tr-rotate-');
    const nights = Array.from({ length: 548 }, (_, i) => LAST_NIGHT - i * DAY);
    for (const at of nights) writeFileSync(path.join(dir, file(at)), 'archive');
    for (const date of ['2026-11-26', '2026-11-27', '2026-11-28']) writeFileSync(path.join(dir, afternoon(date)), 'x');
    // Not archives: a note, a backup being written, an erasure log with one record too old to matter.
    writeFileSync(path.join(dir, 'notes.txt'), 'disque 2');
    const partial = `.${archiveName(new Date(LAST_NIGHT + DAY))}.0f6e.partial`;
    writeFileSync(path.join(dir, partial), 'half');
    mkdirSync(path.join(dir, 'erasures'));
    const staleRecord = '20251130t120000000z-a.json';
    const liveRecord = '20251231t120000000z-b.json';
    for (const name of [staleRecord, liveRecord]) writeFileSync(path.join(dir, 'erasures', name), '{}');

    const removed = await rotateArchives({ DATA_DIR: tempDir('tr-rotate-data-'), BACKUP_DIR: dir } as never, null);

    const kept = [
      // The last 7 days: the later archive of each day that has two.
      night('2026-11-22'),
      night('2026-11-23'),
      night('2026-11-24'),
      night('2026-11-25'),
      afternoon('2026-11-26'),
      afternoon('2026-11-27'),
      afternoon('2026-11-28'),
      // The last 4 weeks: this week and last week's Sunday are among the days; two more Sundays.
      night('2026-11-08'),
      night('2026-11-15'),
      // The last 12 months: November is among the days; the last night of each month before it.
      night('2025-12-31'),
      night('2026-01-31'),
      night('2026-02-28'),
      night('2026-03-31'),
      night('2026-04-30'),
      night('2026-05-31'),
      night('2026-06-30'),
      night('2026-07-31'),
      night('2026-08-31'),
      night('2026-09-30'),
      night('2026-10-31'),
    ].sort();
    const left = readdirSync(dir);
    expect(left.filter((n) => n.endsWith('.tbk')).sort()).toEqual(kept);
    expect(removed).toBe(nights.length + 3 - kept.length);
    expect(left).toEqual(expect.arrayContaining(['notes.txt', partial, 'erasures']));
    // Records older than the oldest archive kept can apply to none: they go with it.
    expect(readdirSync(path.join(dir, 'erasures'))).toEqual([liveRecord]);

    // Three nights later a month begins: the oldest month and the oldest week fall out, nothing else.
    const december = Date.parse('2026-12-01T02:30:00Z');
    writeFileSync(path.join(dir, file(december)), 'archive');
    expect(await rotateArchives({ DATA_DIR: tempDir('tr-rotate-data-'), BACKUP_DIR: dir } as never, null)).toBe(2);
    const after = readdirSync(dir).filter((n) => n.endsWith('.tbk'));
    const gone = [night('2025-12-31'), night('2026-11-08')];
    expect(after.sort()).toEqual([...kept.filter((n) => !gone.includes(n)), file(december)].sort());
    expect(readdirSync(path.join(dir, 'erasures'))).toEqual([]);
  });
});
