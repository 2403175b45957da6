import type { ArabicDomain } from '../catalogue';

export const landingCards = {
  mapTitle: 'خريطة الوصول إلى المكتب',
  mapOpen: 'عرض الخريطة بحجم أكبر على \u2066OpenStreetMap\u2069',
  mapNewTab: '(في علامة تبويب جديدة)',
  pricePerDocument: 'لوثيقة من صفحة واحدة',
  priceTotal: 'المجموع مع الترجمة',
  priceTranslation: 'الترجمة (للصفحة)',
} satisfies ArabicDomain<'landingCards'>;
