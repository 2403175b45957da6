import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../postal-address';
import { BUYER_LIMITS } from '../buyer';
import { ORDER_TRACKING_ACTIVE_LIMIT } from '../order-rules';
import { PASSWORD_MAX_LENGTH } from '../password-rule';
import { TRACKING_LIMITS } from '../tracking';
import { t } from './index';
import { CATALOGUES } from './server';

/**
 * Issue 26: a number before a counted noun takes the noun's form for that number (Arabic has six),
 * so it must be a plural key (`_zero` … `_other`, chosen by Intl.PluralRules) or go through
 * core/counted.ts, never a noun written once after a placeholder. This finds any left.
 */
const COUNTED_NOUNS =
  /\{\{\s*\w+\s*\}\}[\s\u00a0]+(صفحة|صفحات|سنة|سنوات|يوم|أيام|يومًا|ساعة|ساعات|دقيقة|دقائق|حرف|أحرف|حرفًا|تقييم|تقييمات|تقييمًا|طلب|طلبات|ملف|ملفات|فاتورة|فواتير|وثيقة|وثائق)(?=[\s.،؛:)]|$)/u;
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/**
 * Messages whose number is a fixed limit of the code: the noun is written in the form of that
 * number's plural category, and the test fails if the limit moves to another category.
 */
const FIXED_COUNTS: Record<string, { numbers: number[]; category: Intl.LDMLPluralRule }> = {
  'home.figureHours': { numbers: [24, 48], category: 'many' },
  'accountPage.passwordHintStart': { numbers: [PASSWORD_MAX_LENGTH], category: 'many' },
  'customerArea.recentShown': { numbers: [ORDER_TRACKING_ACTIVE_LIMIT], category: 'few' },
  'address.lineTooLong': { numbers: [ADDRESS_LIMITS.line], category: 'many' },
  'address.cityTooLong': { numbers: [ADDRESS_LIMITS.city], category: 'many' },
  'buyer.nameTooLong': { numbers: [BUYER_LIMITS.name], category: 'many' },
  'billing.companyNameTooLong': { numbers: [BUYER_LIMITS.companyName], category: 'many' },
  'billing.referenceTooLong': { numbers: [BUYER_LIMITS.reference], category: 'many' },
  'shipping.carrierNameTooLong': { numbers: [TRACKING_LIMITS.carrierName], category: 'many' },
  'shipping.trackingOtherLength': { numbers: [TRACKING_LIMITS.otherMax], category: 'many' },
};

function entries(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => entries(v, [...path, k]));
  return [];
}

describe('Arabic counted nouns', () => {
  it('no placeholder is followed by a counted noun outside a plural key', () => {
    const found = entries(CATALOGUES.ar)
      .filter(([key, value]) => COUNTED_NOUNS.test(value) && !PLURAL_KEY.test(key) && !(key in FIXED_COUNTS))
      .map(([key, value]) => `${key}: ${value}`);
    expect(found).toEqual([]);
  });

  it('the fixed limits stay in the plural category their noun is written in', () => {
    const rules = new Intl.PluralRules('ar');
    for (const [key, { numbers, category }] of Object.entries(FIXED_COUNTS))
      for (const n of numbers) expect(rules.select(n), `${key} with ${n}`).toBe(category);
  });

  it('the phrases issue 26 named agree with their number', () => {
    expect(t('ar', 'orderForm.urgentUpTo', { count: 10 })).toContain('10 صفحات');
    expect(t('ar', 'orderForm.urgentUpTo', { count: 12 })).toContain('12 صفحة');
    expect(t('ar', 'address.postalCodeTooLong', { count: 12 })).toContain('12 حرفًا');
    expect(t('ar', 'address.postalCodeTooLong', { count: 10 })).toContain('10 أحرف');
    expect(t('ar', 'home.reviewsGoogle', { count: 5 })).toContain('5 تقييمات');
    expect(t('ar', 'home.reviewsGoogle', { count: 23 })).toContain('23 تقييمًا');
    expect(t('ar', 'requestForm.counter', { count: 2000, length: '12', max: '2000' })).toBe('12 / 2000 حرف');
    expect(t('ar', 'requestForm.counter', { count: 500, length: '12', max: '500' })).toBe('12 / 500 حرف');
    expect(t('ar', 'requestForm.counter', { count: 80, length: '12', max: '80' })).toBe('12 / 80 حرفًا');
    expect(t('fr', 'orderForm.urgentUpTo', { count: 10 })).toBe('Jusqu’à 10 pages\u202f; au-delà,');
    expect(t('fr', 'address.postalCodeTooLong', { count: 12 })).toBe(
      'Le code postal ne peut pas dépasser 12 caractères.',
    );
  });
});
