import { describe, expect, it } from 'vitest';
import { ar } from './ar/index';
import { breakableLatin } from './latin-runs';

/** Latin words inside Arabic text (issue 26): see core/messages/latin-runs.ts. */

const texts = Object.entries(ar).flatMap(([domain, keys]) =>
  Object.entries(keys as Record<string, string>).map(([key, text]) => [`${domain}.${key}`, text] as const),
);

const ISOLATES = /[\u2066\u2067\u2068][^\u2069]*\u2069/g;

/**
 * Latin words an Arabic reader may meet bare: names (a single word, it cannot break) and codes
 * written in capitals (PDF, ZIP, TR-7K3F9Q2M), which the rule below lets through by themselves.
 */
const BARE_NAMES = ['Stripe', 'JavaScript'];

/**
 * Each French word left outside an isolate (« نوع التصديق (légalisation) غير معروف »): a word with
 * a small letter that is not a name above (and the brackets around it). In an isolate, the
 * word keeps its place beside the Arabic and its brackets, whatever the line's direction.
 */
function bareFrench(text: string): string[] {
  const outside = text
    .replace(ISOLATES, ' ¤ ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{\{\w+\}\}/g, ' ¤ ');
  const words = [...outside.matchAll(/[A-Za-zÀ-ÖØ-öø-ÿŒœ][\wÀ-ÖØ-öø-ÿŒœ’'.+/-]*/g)]
    .map((m) => m[0].replace(/[.]+$/, ''))
    .filter((w) => /[a-zß-öø-ÿœ]/.test(w) && !BARE_NAMES.includes(w));
  const bracketed = [...outside.matchAll(/\(([^()]*)\)/g)]
    .filter((m) => /[a-zß-öø-ÿœ]/.test(m[1]!) && !/[\u0600-\u06FF]/.test(m[1]!))
    .map((m) => `in brackets: ${m[0]}`);
  return [...words, ...bracketed];
}

/**
 * Values that need no isolate in an Arabic text: numbers, amounts, dates and durations (digits, or
 * worded in Arabic by core/counted.ts and the date formatters), and phrases the code words in the
 * message's own language from the catalogue (an option's name, a status, a link's label).
 * Any other value (a name, an e-mail address, a reference, a subject, a reason someone typed, a
 * French label) goes in an isolate: `\u2068{{name}}\u2069`. A new value fails here until it is
 * isolated or listed.
 */
const NUMBERS = new Set(
  (
    'count n min max amount price paid refunded remaining total number date day time hour hours minutes days ' +
    'years year delay within duration validity until from when due promised pages page documents orders ' +
    'requests accounts admins emails length size mb stars first last current limit progress range accounting'
  ).split(' '),
);
const WORDED = new Set(
  'link reopening notice shipping label status state language what button example message kind method delivery title city erased offer'.split(
    ' ',
  ),
);

/**
 * Texts whose `{{name}}` is a catalogue option's name (a delivery method, a legalisation, the
 * urgent option), worded in Arabic by core/catalogue-text-ar.ts with its French words already in
 * isolates there (« رسالة مع تتبُّع (\u2068Lettre suivie\u2069) »).
 */
const OPTION_NAMES = [
  'orderPrice.lineDelivery',
  'orderPrice.lineLegalization',
  'orderPrice.lineUrgent',
  'orderMail.optDelivery',
  'orderMail.optLegalization',
  'structuredData.deliveryOffer',
  'structuredData.legalizationOffer',
  'structuredData.urgentOffer',
  'adminRequest.choiceDelivery',
  'adminRequest.choiceLegalization',
  'adminRequest.lineDelivery',
  'adminRequest.lineLegalization',
  'orderForm.urgentChoice',
];

/** Each `{{value}}` outside an isolate that is not a number or a phrase in the text's language. */
function bareValues(text: string, id?: string): string[] {
  return [...text.replace(ISOLATES, ' ¤ ').matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1]!)
    .filter((v) => !NUMBERS.has(v) && !WORDED.has(v) && !(v === 'name' && id && OPTION_NAMES.includes(id)));
}

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

  it('keep even a single French word in an isolate, and every bracket of Latin words', () => {
    const found = texts.flatMap(([id, text]) => bareFrench(text).map((word) => `${id}: ${word}`));
    expect(found).toEqual([]);
  });

  it('catches a bare French term, in brackets or not, and lets names and codes through', () => {
    expect(bareFrench('نوع التصديق (légalisation) غير معروف.')).toEqual([
      'légalisation',
      'in brackets: (légalisation)',
    ]);
    expect(bareFrench('عبر نموذج multipart (الحقل «files»).')).toEqual(['multipart', 'files']);
    expect(bareFrench('نوع التصديق (\u2066légalisation\u2069) عبر Stripe، ملف PDF رقم TR-7K3F9Q2M.')).toEqual([]);
  });

  it('isolate every value that may be written in Latin letters (names, addresses, references)', () => {
    const found = texts.flatMap(([id, text]) => bareValues(text, id).map((value) => `${id}: {{${value}}}`));
    expect(found).toEqual([]);
  });

  it('catches a bare name and lets numbers, dates and isolated values through', () => {
    expect(bareValues('{{name}}، مترجمة محلّفة')).toEqual(['name']);
    expect(bareValues('الطلب {{reference}} بتاريخ {{date}}')).toEqual(['reference']);
    expect(bareValues('\u2068{{name}}\u2069، {{count}} صفحات، «\u2066{{email}}\u2069»')).toEqual([]);
  });
});
