import type { ArabicDomain } from '../catalogue';

/** The ledger of payments and refunds in Arabic (the back office itself is shown in French). */
export const adminLedger = {
  metaDescription: 'سجل الإيرادات: المدفوعات والمبالغ المستردة، والمجاميع والتصدير بصيغة CSV.',
  lead: 'سجل الإيرادات: كل دفعة (بفاتورتها) وكل استرداد (بإشعاره الدائن، بالسالب)، حسب ترتيب التواريخ. ومنه تأتي أرقام لوحة التحكم.',
  loadError: 'تعذّر جلب سجل الإيرادات.',
  show: 'عرض',
  caption: 'سجل الإيرادات حسب ترتيب التواريخ',
  empty: 'لا توجد مدفوعات ولا مبالغ مستردة في هذه الفترة.',
  byMonth: 'المجاميع حسب الشهر',
  byYear: 'المجاميع حسب السنة',
  period: 'الفترة',
  received: 'المحصّل',
  refunded: 'المسترد',
  net: 'الصافي',
  exportCsv: 'التصدير بصيغة CSV',
  colNumber: 'التاريخ والرقم',
  payment: 'دفعة',
  refund: 'استرداد',
  colClient: 'العميل',
  colNature: 'طبيعة العملية',
  colAmount: 'المبلغ',
  colMethod: 'طريقة الدفع',
} satisfies ArabicDomain<'adminLedger'>;
