import type { ArabicDomain } from '../catalogue';

export const orderStatus = {
  pending_payment: 'في انتظار الدفع',
  paid: 'مدفوع',
  in_progress: 'قيد الإنجاز',
  translated: 'الترجمة جاهزة',
  shipped: 'أُرسل بالبريد',
  completed: 'مكتمل',
  partially_refunded: 'مُستردّ جزئيًا',
  cancelled: 'ملغى',
  paymentUnpaid: 'غير مدفوع',
  paymentFailed: 'رُفض الدفع',
  paymentExpired: 'انتهت جلسة الدفع',
  paymentRefunded: 'مُستردّ',
} satisfies ArabicDomain<'orderStatus'>;
