import type { ArabicDomain } from '../catalogue';

export const adminLists = {
  edit: 'تعديل',
  delete: 'حذف',
  deleting: 'جارٍ الحذف…',
  cancel: 'إلغاء',
  deleteFaq: 'سيُحذف «\u2068{{subject}}\u2069» من الموقع. لا يمكن التراجع عن هذا الإجراء.',
  deleteArticle: 'سيُحذف «\u2068{{subject}}\u2069» من الموقع. لا يمكن التراجع عن هذا الإجراء.',
  language: 'اللغة:',
  french: 'الفرنسية',
  arabic: 'العربية',
  frenchVersion: 'النسخة الفرنسية',
  arabicVersion: 'النسخة العربية',
  addArabic: 'إضافة النسخة العربية',
  newArticle: 'مقال جديد',
} satisfies ArabicDomain<'adminLists'>;
