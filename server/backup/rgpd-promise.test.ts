import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '../../core/retention';
import { archivesToRemove } from './rotation';
import { retentionPart } from '../../app/content/pages/rgpd-retention';

/**
 * /rgpd promises how long backup copies live (issue 28). The promise is read from the page's
 * words and the duration from what the rotation keeps, so a change to either alone fails here.
 */
const DAY = 86_400_000;
const v = { years: '', days: '', idle: '', accounting: '' };

/**
 * Two years of nightly backups, each followed by the rotation as the server runs them: the age in
 * months of the oldest copy ever kept, and how many calendar months the copies cover at the end.
 */
function rotationOverTwoYears(): { oldestMonths: number; monthsHeld: number } {
  const first = Date.UTC(2025, 0, 1, 2, 30);
  let stored: { at: Date }[] = [];
  let oldest = 0;
  for (let night = 0; night < 2 * 365; night++) {
    const now = first + night * DAY;
    stored.push({ at: new Date(now) });
    const removed = new Set(archivesToRemove(stored));
    stored = stored.filter((a) => !removed.has(a));
    oldest = Math.max(oldest, now - Math.min(...stored.map((a) => a.at.getTime())));
  }
  const monthsHeld = new Set(stored.map((a) => a.at.toISOString().slice(0, 7))).size;
  return { oldestMonths: oldest / (30.44 * DAY), monthsHeld };
}

describe('/rgpd states how long backups are kept', () => {
  it('says, in French and in Arabic, the longest a copy is kept as the rotation applies it', () => {
    const part = retentionPart({ retention: DEFAULT_RETENTION } as never, v);
    const french = part.fr.flatMap((article) => article.blocks).filter((b) => typeof b === 'string');
    const paragraph = french.find((b) => b.startsWith('**Sauvegardes'));
    expect(paragraph, 'the backup paragraph').toBeDefined();
    const stated = Number(/gardée au plus (\d+)\s+mois/.exec(paragraph!)?.[1]);
    const arabic = part.ar.paragraphs.find((p) => p.startsWith('النسخ الاحتياطية'));
    expect(Number(/(\d+) شهر/.exec(arabic ?? '')?.[1])).toBe(stated);

    // « At most N months »: no copy lives longer; and the page does not say a year when copies go
    // after six months (the oldest kept is the last of the month N − 1 months back: N − 1 months old).
    const { oldestMonths, monthsHeld } = rotationOverTwoYears();
    expect(oldestMonths).toBeLessThanOrEqual(stated);
    expect(oldestMonths).toBeGreaterThan(stated - 1.1);
    // One copy per month for the number of months stated, not one more.
    expect(monthsHeld).toBe(stated);
  });
});
