import type { ArabicDomain } from '../catalogue';

export const guest = {
  linkSent: 'إذا كانت هناك طلبات مرتبطة بهذا العنوان، فقد أرسلنا إليك للتو رابطًا للاطلاع عليها.',
  linkInvalid: 'رابط الوصول غير صالح أو منتهي الصلاحية. يُرجى طلب رابط جديد.',
  opened: 'يمكنك الآن الاطلاع على طلباتك.',
  closed: 'تم إنهاء الدخول كزائر.',
} satisfies ArabicDomain<'guest'>;
