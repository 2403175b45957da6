import type { ArabicDomain } from '../catalogue';

export const checkout = {
  emptyCart: 'سلّتك فارغة.',
  idempotency: 'طلب الدفع غير صالح: يُرجى إعادة تحميل الصفحة والمحاولة من جديد.',
  tooManyFiles: 'عدد الملفات كبير جدًا لطلب واحد.',
  paymentUnavailable: 'الدفع الإلكتروني غير متاح مؤقتًا. يُرجى المحاولة بعد لحظات.',
  sessionUnknown: 'جلسة الدفع غير معروفة.',
  verifyUnavailable: 'يتعذّر التحقق من الدفع في الوقت الحالي.',
  notConfirmed: 'لم يتم تأكيد الدفع.',
  webhookOff: 'لم تتم تهيئة إشعارات الدفع (\u2066webhook\u2069) بعد.',
  signatureInvalid: 'التوقيع غير صالح.',
} satisfies ArabicDomain<'checkout'>;
