import type { ArabicDomain } from '../catalogue';

export const adminRequest = {
  quoteNotFound: 'طلب عرض السعر غير موجود.',
  messageNotFound: 'الرسالة غير موجودة.',
  noAttachment: 'لا توجد وثيقة مرفقة بهذا الطلب.',
  kindInvalid: 'نوع الرسالة غير معروف (contact أو support).',
  messageHandledInvalid: 'يُرجى تحديد ما إذا تمت معالجة الرسالة (handled: true أو false).',
  quoteHandledInvalid: 'يُرجى تحديد ما إذا تمت معالجة الطلب (handled: true أو false).',
} satisfies ArabicDomain<'adminRequest'>;
