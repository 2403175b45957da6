import type { ArabicDomain } from '../catalogue';

export const structuredData = {
  description:
    '{{title}} في {{city}}، مسجّلة في قائمة الخبراء لدى محكمة الاستئناف (\u2066{{court}}\u2069). ترجمات محلّفة وتصديق الوثائق.',
  jobTitle: 'مترجمة محلّفة عربي–فرنسي',
  city: 'ديجون',
  country: 'فرنسا',
  service: 'ترجمة محلّفة عربي–فرنسي',
  serviceType: 'ترجمة محلّفة',
  catalogue: 'الترجمات المحلّفة عربي–فرنسي',
  urgentOffer: 'خيار «{{name}}»',
  legalizationOffer: 'التصديق: {{name}}',
  deliveryOffer: 'التسليم: {{name}}',
  perPage: 'صفحة',
  perDocument: 'وثيقة',
} satisfies ArabicDomain<'structuredData'>;
