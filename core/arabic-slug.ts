/**
 * Latin letters for an Arabic title, so an Arabic article or question gets a readable ASCII
 * slug (decision 034): « شهادة الميلاد » → « shhada-almylad ». Written Arabic leaves out short
 * vowels, so this is a spelling, not a pronunciation; it only has to be stable, short and safe
 * to paste into a WhatsApp message (a percent-encoded Arabic address is three times as long).
 * Latin words inside the title (« Préfecture ») go through as they are; core/slug.ts then does
 * the rest (accents, case, hyphens, length).
 */
const LATIN: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'aa',
  ٱ: 'a',
  ء: '',
  ؤ: 'u',
  ئ: 'i',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'w',
  ي: 'y',
  ى: 'a',
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
};

// Vowel marks and tatweel: not letters of the slug.
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u0640]/g;

export function transliterateArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(/[\u0600-\u06ff]/g, (c) => LATIN[c] ?? ' ');
}
