import type { ArabicDomain } from '../catalogue';

export const article = {
  required: 'يجب ملء جميع الحقول المطلوبة',
  imageUrlInvalid:
    'يجب أن تكون الصورة عنوانًا يبدأ بـ \u2066http://\u2069 أو \u2066https://\u2069، أو أن يبقى الحقل فارغًا.',
  titleTooLong: 'لا يمكن أن يتجاوز العنوان 200 حرف.',
  authorTooLong: 'لا يمكن أن يتجاوز اسم الكاتب 100 حرف.',
  summaryTooLong: 'لا يمكن أن يتجاوز الملخص 600 حرف.',
  contentTooLong: 'المحتوى طويل جدًا (200,000 حرف كحد أقصى).',
  notFound: 'المقال غير موجود',
  loadError: 'خطأ أثناء تحميل المقال',
  loadListError: 'خطأ أثناء تحميل المقالات',
  empty: 'لا توجد مقالات متاحة',
  confirmDelete: 'هل تريد فعلًا حذف هذا المقال؟',
  created: 'تم نشر المقال.',
  updated: 'تم حفظ المقال.',
  deleted: 'تم حذف المقال.',
  imageType: 'لا تُقبل إلا صور PNG وJPEG و\u2066WebP\u2069.',
  imageTooLarge: 'يجب ألّا يتجاوز حجم الصورة 8 ميغابايت.',
  imageMissing: 'يُرجى اختيار صورة لإرسالها (الحقل «\u2066image\u2069»).',
  imageUnreadable: 'تعذّرت قراءة هذه الصورة. يُرجى تجربة ملف آخر.',
  imageUploadFailed: 'تعذّر إرسال الصورة. يُرجى التحقق من اتصالك والمحاولة من جديد.',
  imageNotFound: 'الصورة غير موجودة.',
} satisfies ArabicDomain<'article'>;
