import type { ArabicDomain } from '../catalogue';

/** The French legal pages' frame: its Arabic exists for completeness; the Arabic summaries have their own (legalAr). */
export const legalFrame = {
  updated: 'آخر تحديث:',
  tocEyebrow: 'في هذه الصفحة',
  tocTitle: 'محتويات الصفحة',
  essentials: 'أهمّ ما في الصفحة',
  questionTitle: 'سؤال عن هذه الصفحة؟',
  questionText: '\u2068{{name}}\u2069 تجيبك شخصيًا، \u2068{{hours}}\u2069.',
  contactForm: 'الكتابة عبر نموذج التواصل',
  othersLabel: 'معلومات قانونية أخرى',
  seeAlso: 'انظر أيضًا',
} satisfies ArabicDomain<'legalFrame'>;
