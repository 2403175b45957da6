import type { ArabicDomain } from '../catalogue';

export const arabicOffer = {
  label: 'النسخة العربية',
  text: 'هذه الصفحة متوفرة بالعربية',
  link: 'اقرأها بالعربية',
  hide: 'إخفاء هذا الشريط',
} satisfies ArabicDomain<'arabicOffer'>;
