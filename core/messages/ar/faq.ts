import type { ArabicDomain } from '../catalogue';

export const faq = {
  questionRequired: 'السؤال مطلوب',
  answerRequired: 'الجواب مطلوب',
  questionTooLong: 'لا يمكن أن يتجاوز السؤال 300 حرف.',
  answerTooLong: 'الجواب طويل جدًا (50,000 حرف كحد أقصى).',
  orderInvalid: 'يجب أن يكون ترتيب العرض عددًا صحيحًا يساوي 0 أو أكثر.',
  notFound: 'السؤال غير موجود',
  loadListError: 'خطأ أثناء تحميل الأسئلة',
  loadError: 'خطأ أثناء تحميل السؤال',
  confirmDelete: 'هل تريد فعلًا حذف هذا السؤال؟',
  created: 'تمت إضافة السؤال.',
  updated: 'تم تعديل السؤال.',
  deleted: 'تم حذف السؤال.',
} satisfies ArabicDomain<'faq'>;
