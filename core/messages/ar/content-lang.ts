import type { ArabicDomain } from '../catalogue';

export const contentLang = {
  langInvalid: 'يجب أن تكون اللغة «\u2068fr\u2069» أو «\u2068ar\u2069».',
  translationInvalid: 'يجب أن تكون النسخة العربية ترجمةً لمدخل فرنسي موجود.',
  translationExists: 'لهذا المدخل نسخة عربية من قبل: عدّلها بدلًا من إنشاء أخرى.',
} satisfies ArabicDomain<'contentLang'>;
