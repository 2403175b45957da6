import type { ArabicDomain } from '../catalogue';

export const adminOutbox = {
  notFound: 'رسالة البريد الإلكتروني غير موجودة.',
  statusInvalid: 'حالة غير معروفة: queued أو sending أو sent أو failed.',
  onlyFailed: 'لا يمكن إعادة إرسال إلا رسالة فشل إرسالها.',
  retried: 'أُعيدت الرسالة إلى قائمة الإرسال.',
} satisfies ArabicDomain<'adminOutbox'>;
