import type { ArabicDomain } from '../catalogue';

export const http = {
  serverError: 'خطأ في الخادم.',
  badRequest: 'طلب غير صالح.',
  badCharacter: 'طلب غير صالح: يحتوي على حرف غير مسموح به.',
  tooManyRequests: 'عدد الطلبات كبير جدًا. يُرجى المحاولة لاحقًا.',
  notFound: 'المورد المطلوب غير موجود.',
  invalidJson: 'محتوى الطلب ليس بصيغة JSON صالحة.',
  emptyJson: 'محتوى الطلب فارغ.',
  bodyTooLarge: 'حجم الطلب كبير جدًا.',
  unsupportedMediaType: 'نوع المحتوى غير مدعوم.',
  invalidContentLength: 'طول المحتوى غير صالح.',
  invalidContentType: 'نوع المحتوى غير صالح.',
  missingContentType: 'نوع المحتوى غير محدَّد.',
  badUrl: 'الرابط غير صالح.',
  databaseDown: 'تعذّر الاتصال بقاعدة البيانات.',
  restarting: 'يُعاد تشغيل الموقع الآن. يُرجى المحاولة بعد لحظات.',
} satisfies ArabicDomain<'http'>;
