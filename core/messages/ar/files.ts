import type { ArabicDomain } from '../catalogue';

export const files = {
  nameInvalid: 'اسم الملف غير صالح.',
  empty: 'الملف «\u2068{{name}}\u2069» فارغ.',
  tooLarge: 'حجم الملف «\u2068{{name}}\u2069» يتجاوز الحد الأقصى ({{mb}} ميغابايت).',
  unnamedTooLarge: 'حجم الملف يتجاوز الحد الأقصى ({{mb}} ميغابايت).',
  oneTooLarge: 'حجم أحد الملفات يتجاوز الحد الأقصى ({{mb}} ميغابايت).',
  notMultipart: 'يُرجى إرسال الملفات عبر نموذج multipart (الحقل «{{field}}»).',
  tooManyAtOnce: 'الحد الأقصى لعدد الملفات المُرسلة في المرة الواحدة هو {{max}}.',
  pendingLimit: 'لقد بلغت الحد الأقصى لعدد الملفات في الطلب الواحد، وهو {{max}}.',
  uploadInvalid: 'عملية إرسال الملفات غير صالحة.',
  noneReceived: 'لم يصلنا أي ملف.',
  notFound: 'الملف غير موجود.',
  linkExpired:
    'انتهت صلاحية رابط التنزيل هذا. يمكنك العثور على ترجماتك في مساحة العميل (\u2066Espace\u00a0Client\u2069)، أو طلب رابط جديد منّا.',
  linkInvalid: 'رابط التنزيل هذا غير صالح.',
} satisfies ArabicDomain<'files'>;
