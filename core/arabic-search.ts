import { searchable } from './html-text';

/**
 * Text as the FAQ search compares it, for Arabic and the French words inside it (decision 034).
 * People type Arabic without vowel marks and write hamza, alef maqsura and ta marbuta as their
 * keyboard or habit gives them (« اجراءات » for « إجراءات », « ترجمه » for « ترجمة »,
 * « الى » for « إلى »): every spelling of one word must meet. Pure, so the browser's search and
 * its unit tests agree.
 */

// Vowel marks (tashkeel), Quranic annotation signs and the superscript alef; tatweel (ـ) stretches letters.
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]/g;

const LETTERS: Record<string, string> = {
  // Alef with hamza above or below, with madda, wasla: plain alef.
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  // Hamza on its seat: the seat.
  ؤ: 'و',
  ئ: 'ي',
  // Alef maqsura and ya; ta marbuta and ha (« ترجمة » / « ترجمه »).
  ى: 'ي',
  ة: 'ه',
  // Persian forms a keyboard may produce.
  ی: 'ي',
  ک: 'ك',
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

// Eastern Arabic digits (٠–٩) and Persian ones (۰–۹) as Latin ones, which the site writes.
const DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const digit = (c: string) => String(c.charCodeAt(0) & 0xf);

export function arabicSearchable(text: string): string {
  return searchable(
    text
      // Compose first: a decomposed « أ » (alef + combining hamza) is then one letter to fold.
      .normalize('NFC')
      .replace(MARKS, '')
      .replace(LETTER, (c) => LETTERS[c]!)
      .replace(DIGITS, digit)
      // Arabic punctuation separates words like its Latin twin.
      .replace(/[،؛؟]/g, ' '),
  );
}
