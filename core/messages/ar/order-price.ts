import type { ArabicDomain } from '../catalogue';

export const orderPrice = {
  pages_zero: '0 صفحة',
  pages_one: 'صفحة واحدة',
  pages_two: 'صفحتان',
  pages_few: '{{count}} صفحات',
  pages_many: '{{count}} صفحة',
  pages_other: '{{count}} صفحة',
  documents_zero: '0 وثيقة',
  documents_one: 'وثيقة واحدة',
  documents_two: 'وثيقتان',
  documents_few: '{{count}} وثائق',
  documents_many: '{{count}} وثيقة',
  documents_other: '{{count}} وثيقة',
  lineTranslation: 'ترجمة محلّفة ({{pages}})',
  lineUrgent: '{{name}}، {{days}} ({{pages}})',
  lineDelivery: 'التسليم: {{name}}',
  lineLegalization: 'التصديق: {{name}} ({{documents}})',
  estimated: 'موعد التسليم المتوقَّع: {{date}}',
  addsDays: 'يضيف {{days}} إلى المدة',
  postalLeg: '{{range}} للتوصيل البريدي',
} satisfies ArabicDomain<'orderPrice'>;
