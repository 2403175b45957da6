import type { ArabicDomain } from '../catalogue';

export const invoice = {
  notFound: 'الفاتورة غير موجودة.',
  numberInvalid: 'رقم الفاتورة أو إشعار الدائن غير صالح (الصيغة المتوقعة: F-YYYY-NNNNNN أو A-YYYY-NNNNNN).',
  periodInvalid: 'الفترة غير صالحة: يُرجى اختيار تاريخين كاملين (اليوم والشهر والسنة)، على ألّا يكون الأول بعد الثاني.',
} satisfies ArabicDomain<'invoice'>;
