import { describe, expect, it } from 'vitest';
import { arabicSearchable } from './arabic-search';
import { transliterateArabic } from './arabic-slug';
import { slugify } from './slug';

const finds = (text: string, query: string) => {
  const haystack = arabicSearchable(text);
  return arabicSearchable(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

describe('Arabic search (decision 034)', () => {
  it('ignores vowel marks, shadda, sukun and tatweel', () => {
    expect(arabicSearchable('التَّرْجَمَةُ المُحَلَّفَةُ')).toBe(arabicSearchable('الترجمه المحلفه'));
    expect(arabicSearchable('تـرجـمـة')).toBe(arabicSearchable('ترجمة'));
    expect(finds('مُتَرْجِمَةٌ مُحَلَّفَةٌ', 'مترجمة')).toBe(true);
  });

  it('reads every alef with hamza or madda as a plain alef', () => {
    for (const alef of ['أ', 'إ', 'آ', 'ٱ']) expect(arabicSearchable(`${alef}جراءات`)).toBe('اجراءات');
    expect(finds('ما هي إجراءات التصديق؟', 'اجراءات')).toBe(true);
    expect(finds('ما هي اجراءات التصديق؟', 'إجراءات')).toBe(true);
    // Decomposed (alef + combining hamza), as some keyboards and copies give it.
    expect(arabicSearchable('ا\u0654جراءات')).toBe('اجراءات');
  });

  it('meets ta marbuta and ha, alef maqsura and ya, hamza seats and their letters', () => {
    expect(finds('الترجمة المحلفة', 'ترجمه')).toBe(true);
    expect(finds('من فرنسا إلى المغرب', 'الي')).toBe(true);
    expect(finds('مسؤول', 'مسوول')).toBe(true);
    expect(finds('الجزائر', 'الجزاير')).toBe(true);
  });

  it('reads Eastern Arabic digits as Latin ones, and Arabic punctuation as a space', () => {
    expect(arabicSearchable('٤٨ ساعة')).toBe(arabicSearchable('48 ساعة'));
    expect(arabicSearchable('الإمارات؟')).toBe('الامارات');
    expect(arabicSearchable('أولًا،ثانيًا')).toBe('اولا ثانيا');
  });

  it('still finds the French words in an Arabic answer, case and accents ignored', () => {
    expect(finds('المحافظة (\u2068Préfecture\u2069)', 'prefecture')).toBe(true);
    expect(finds('الأبوستيل (apostille)', 'APOSTILLE')).toBe(true);
  });

  it('does not match what is not there', () => {
    expect(finds('شهادة الميلاد', 'الزواج')).toBe(false);
    expect(finds('الترجمة', 'ترجمة الزواج')).toBe(false);
  });
});

describe('Arabic slugs (decision 034)', () => {
  it('spells an Arabic title in Latin letters, vowel marks and punctuation dropped', () => {
    expect(slugify(transliterateArabic('شهادة الميلاد'))).toBe('shhada-almylad');
    expect(slugify(transliterateArabic('ما هي الترجمة المحلّفة؟'))).toBe('ma-hy-altrjma-almhlfa');
  });

  it('keeps Latin words and digits of the title', () => {
    expect(slugify(transliterateArabic('المحافظة (Préfecture) في ٢٠٢٦'))).toBe('almhafza-prefecture-fy-2026');
  });
});
