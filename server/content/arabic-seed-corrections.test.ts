import { describe, expect, it } from 'vitest';
import { ARTICLE_SEED_AR } from '../blog/seed-content-ar';
import { FAQ_SEED_AR } from '../faq/seed-content-ar';
import { ARABIC_SEED_CORRECTIONS, rowsToCorrect, seedBefore } from './arabic-seed-corrections';

const texts = [...FAQ_SEED_AR, ...ARTICLE_SEED_AR].flatMap((seed) =>
  Object.values(seed).filter((v): v is string => typeof v === 'string'),
);
const faq = (order: number) => FAQ_SEED_AR.find((e) => e.order === order)!;

describe('the corrections of the Arabic seeds (issue 17)', () => {
  it('are all made, and each undoes exactly what it changed', () => {
    for (const [before, after] of ARABIC_SEED_CORRECTIONS.flat()) {
      expect(
        texts.some((t) => t.includes(after)),
        after,
      ).toBe(true);
      expect(
        texts.some((t) => t.includes(before)),
        before,
      ).toBe(false);
    }
    // The first seeding, word for word as it was shipped (checked against it when written).
    expect(seedBefore(faq(8)).answer).toContain('على موقع المحافظة أو على منصة \u2068ANEF\u2069 قبل الطلب');
    expect(seedBefore(faq(3)).answer).toContain(
      '<p>في حالة الاستعجال (موعد في \u2068Préfecture\u2069، جلسة في المحكمة، سفر قريب): {{urgence}}.</p>',
    );
    expect(seedBefore(faq(7)).answer).toContain('<a href="/Emirats">\u2068Émirats arabes unis\u2069</a>');
    expect(seedBefore(faq(12))).toEqual(faq(12));
  });

  it('pick the row still holding any earlier wording of a seed, never one the translator edited', () => {
    const now =
      'على منصة الإدارة الرقمية للأجانب في فرنسا (\u2068ANEF\u2069): <a href="/Emirats">وثائق للإمارات العربية المتحدة</a>';
    const first = 'على منصة \u2068ANEF\u2069: <a href="/Emirats">\u2068Émirats arabes unis\u2069</a>';
    const between = 'على منصة \u2068ANEF\u2069: <a href="/Emirats">وثائق للإمارات العربية المتحدة</a>';
    const stored = (seed: { text: string }) => ({ text: seed.text });
    const fixes = (text: string) => rowsToCorrect([{ id: 'row', text }], [{ text: now }], stored);
    expect(seedBefore({ text: now })).toEqual({ text: first });
    expect(seedBefore({ text: now }, 1)).toEqual({ text: between });
    // Seeded before both corrections, or between them: today's wording.
    expect(fixes(first)).toEqual([{ id: 'row', set: { text: now } }]);
    expect(fixes(between)).toEqual([{ id: 'row', set: { text: now } }]);
    // Edited by the translator, or seeded already corrected: left alone.
    expect(fixes(first.replace('على منصة', 'عبر منصة'))).toEqual([]);
    expect(fixes(now)).toEqual([]);
  });
});
