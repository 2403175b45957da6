import { BUSINESS } from '../../core/business';

/** A French term inside an Arabic line, isolated as the seeds write it (decision 032). */
const fr = (text: string) => `\u2068${text}\u2069`;

/** Changes made to the seeds' text at once, each [before, after]. */
type SeedCorrections = readonly (readonly [before: string, after: string])[];

/**
 * What changed in the Arabic seeds (server/faq/seed-content-ar.ts, server/blog/seed-content-ar.ts)
 * since they were first written, oldest first: databases hold whichever wording was current when
 * they were seeded. A new correction is a list at the end; the one-time fixes' keys count the
 * lists, so each addition runs once more on every database.
 */
export const ARABIC_SEED_CORRECTIONS: readonly SeedCorrections[] = [
  // The Emirates answer names its link in Arabic (its address is put in the reader's language
  // when the page is rendered, app/.server/content-paths.ts).
  [[`<a href="/Emirats">${fr('Émirats arabes unis')}</a>`, '<a href="/Emirats">وثائق للإمارات العربية المتحدة</a>']],
  // Issue 17's audit: a French acronym or term stands in brackets after its Arabic explanation.
  [
    [
      `الاستعجال (موعد في ${fr('Préfecture')}، جلسة في المحكمة، سفر قريب)`,
      `الاستعجال، كموعد في المحافظة (${fr('Préfecture')}) أو جلسة في المحكمة أو سفر قريب`,
    ],
    [
      `المترجمة (في البلدية ${fr('mairie')}، أو في غرفة التجارة ${fr('chambre de commerce')} للوثائق التجارية)؛`,
      `المترجمة في البلدية (${fr('mairie')})، أو في غرفة التجارة (${fr('chambre de commerce')}) للوثائق التجارية؛`,
    ],
    [`منصة ${fr('ANEF')}`, `منصة الإدارة الرقمية للأجانب في فرنسا (${fr('ANEF')})`],
    [`مسجَّلة لدى ${fr(BUSINESS.courtOfAppeal)}`, `مسجَّلة لدى محكمة الاستئناف (${fr(BUSINESS.courtOfAppeal)})`],
  ],
];

/** A seed (its text fields) as it was before the last `undone` corrections: each one undone, newest first. */
export function seedBefore<T extends object>(seed: T, undone = ARABIC_SEED_CORRECTIONS.length): T {
  const rounds = ARABIC_SEED_CORRECTIONS.slice(ARABIC_SEED_CORRECTIONS.length - undone).toReversed();
  const undo = (text: string) =>
    rounds.reduce((t, round) => round.reduce((u, [before, after]) => u.replaceAll(after, before), t), text);
  return Object.fromEntries(
    Object.entries(seed).map(([key, value]) => [key, typeof value === 'string' ? undo(value) : value]),
  ) as T;
}

/**
 * The stored rows to correct, once per database (server/content/fix-once.ts): for each seed, the
 * row still holding one of its earlier wordings, word for word, as stored. A row the translator
 * edited is hers and stays as she left it; a database seeded with today's wording has none.
 */
export function rowsToCorrect<Seed extends object, Stored extends Record<string, string>, Row extends { id: string }>(
  rows: readonly Row[],
  seeds: readonly Seed[],
  stored: (seed: Seed) => Stored,
): { id: string; set: Stored }[] {
  const same = (row: object, text: Stored) =>
    Object.entries(text).every(([key, value]) => (row as Record<string, unknown>)[key] === value);
  return seeds.flatMap((seed) => {
    const now = stored(seed);
    const earlier = ARABIC_SEED_CORRECTIONS.map((_, i) => stored(seedBefore(seed, i + 1))).filter(
      (before) => !same(before, now),
    );
    const row = rows.find((r) => earlier.some((before) => same(r, before)));
    return row ? [{ id: row.id, set: now }] : [];
  });
}

/** The one-time fix's key for a table: a new list of corrections runs it once more. */
export const seedFixKey = (table: string): string => `fix:${table}-ar-seed-wording-${ARABIC_SEED_CORRECTIONS.length}`;
