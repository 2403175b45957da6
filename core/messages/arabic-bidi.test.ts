import { describe, expect, it } from 'vitest';
import { ar } from './ar/index';
import { breakableLatin } from './latin-runs';

/** Latin words inside Arabic text (issue 26): see core/messages/latin-runs.ts. */

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
