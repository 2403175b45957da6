import { describe, expect, it } from 'vitest';
import { ar } from './ar/index';

/**
 * Latin words inside Arabic text (issue 26). A run of French words (« Benali Traduction »,
 * « (Code de commerce) ») must never break across two lines of an Arabic paragraph: broken,
 * its first word ends up at the left end of one line and its last at the right end of the next.
 * So every such run sits in an isolate (U+2066 or U+2068 … U+2069), with no-break spaces inside.
 */
const ISOLATE = /[\u2066\u2068]([^\u2069]*)\u2069/g;
const LATIN_WORD = String.raw`[A-Za-zÀ-ÖØ-öø-ÿŒœ’'.\-]*[A-Za-zÀ-ÖØ-öø-ÿŒœ][A-Za-zÀ-ÖØ-öø-ÿŒœ’'.\-]*`;
// Two Latin words with a breakable space between them (digits alone, like « 40 يورو », are not words).
const LATIN_RUN = new RegExp(`${LATIN_WORD}(?:[ \\t]+${LATIN_WORD})+`, 'gu');

/** The pieces of `text` that could still break a French run in two. */
function breakableLatin(text: string): string[] {
  const insideIsolates = [...text.matchAll(ISOLATE)]
    .filter((m) => / /.test(m[1]!))
    .map((m) => `isolate with a breaking space: ${m[1]}`);
  const outside = text
    .replace(ISOLATE, ' ¤ ')
    // Markup and placeholders are not words a reader sees.
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\{\w+\}\}/g, ' ¤ ');
  const runs = [...outside.matchAll(LATIN_RUN)].map((m) => `French words outside an isolate: ${m[0]}`);
  return [...insideIsolates, ...runs];
}

const texts = Object.entries(ar).flatMap(([domain, keys]) =>
  Object.entries(keys as Record<string, string>).map(([key, text]) => [`${domain}.${key}`, text] as const),
);

describe('French words in the Arabic catalogue (issue 26)', () => {
  it('never break inside: each run of two words or more is an isolate with no-break spaces', () => {
    const found = texts.flatMap(([id, text]) => breakableLatin(text).map((what) => `${id}: ${what}`));
    expect(found).toEqual([]);
  });

  it('catches an ordinary space inside an isolate and a bare run of French words', () => {
    expect(breakableLatin('لدى \u2068Benali Traduction\u2069 لمتابعة')).toHaveLength(1);
    expect(breakableLatin('مساحة العميل (Espace Client)، أو')).toHaveLength(1);
    expect(breakableLatin('لدى \u2068Benali\u00a0Traduction\u2069 (\u2066Espace\u00a0Client\u2069)')).toEqual([]);
    // One Latin word, a code, a placeholder or a tag is not a run.
    expect(breakableLatin('ملف PDF رقم TR-7K3F9Q2M {{name}} <a href="/ar/faq">الأسئلة</a>')).toEqual([]);
  });
});
