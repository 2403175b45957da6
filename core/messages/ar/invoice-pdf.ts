import type { ArabicDomain } from '../catalogue';

export const invoicePdf = {
  invoiceTitle: 'فاتورة',
  creditTitle: 'إشعار دائن',
  number: 'رقم {{number}}',
  colLabel: 'البيان',
  colQuantity: 'الكمية',
  colUnit: 'سعر الوحدة',
  colAmount: 'المبلغ',
  total: 'المجموع',
  creditTotal: 'مجموع الإشعار الدائن',
  issued: 'تاريخ الإصدار',
  serviceDate: 'تاريخ تقديم الخدمة',
  order: 'رقم الطلب',
  originalInvoice: 'الفاتورة الأصلية',
  payment: 'الدفع',
  refundPayment: 'الاسترداد',
  billedTo: 'الفاتورة باسم',
  creditTo: 'لصالح',
  sellerTitle: 'مترجمة محلّفة عربي–فرنسي',
  sellerTitleCourt: 'مترجمة محلّفة عربي–فرنسي لدى محكمة الاستئناف (\u2066{{court}}\u2069)',
  continued: '{{title}} رقم {{number}} (تتمة)',
  mediation:
    'الوساطة في نزاعات الاستهلاك (\u2066Médiation\u00a0de\u00a0la\u00a0consommation\u2069): إذا لم تُسوَّ المنازعة بشكوى كتابية مسبقة، يحقّ للعميل المستهلك اللجوء مجانًا إلى الوسيط \u2068{{name}}\u2069، \u2068{{address}}\u2069، \u2068{{website}}\u2069.',
  paymentTerms:
    'لا خصم على الدفع المسبق. العملاء المهنيون: في حال التأخر في الدفع، تُستحقّ غرامات تأخير بمعدّل ثلاثة أضعاف سعر الفائدة القانونية وتعويض جزافي قدره 40 يورو عن مصاريف التحصيل، وفق المادة \u2066L441-10\u2069 من القانون التجاري (\u2066Code\u00a0de\u00a0commerce\u2069).',
  sellerIdentity:
    'البائعة: \u2068{{name}}\u2069 (\u2068{{tradeName}}\u2069)، \u2068{{address}}\u2069 — رقم تسجيل المؤسسة (\u2066SIRET\u2069): \u2066{{siret}}\u2069',
  paid: 'سُدِّدت هذه الفاتورة بتاريخ {{date}} — {{method}}.',
  creditOf: 'إشعار دائن على الفاتورة {{number}} الصادرة بتاريخ {{date}}.',
  refunded: 'رُدَّ المبلغ بتاريخ {{date}} — {{method}}.',
  reason: 'سبب الاسترداد: \u2068{{reason}}\u2069',
  method_stripe: 'بطاقة مصرفية (\u2066Stripe\u2069)',
  method_demo: 'دفع تجريبي (دون أي خصم فعلي)',
  refundMethod_stripe: 'استرداد إلى البطاقة المصرفية (\u2066Stripe\u2069)',
  refundMethod_demo: 'استرداد تجريبي (دون أي حركة فعلية)',
  b2bTitle: 'عميل مهني',
  b2bPaid:
    'شروط الدفع: سُدِّدت هذه الفاتورة عند الطلب بتاريخ {{date}} عن طريق {{method}}، فلا يتبقّى أي مبلغ مستحق، ولا خصم على الدفع المسبق.',
  b2bRefunded: 'شروط التسوية: رُدَّ مبلغ هذا الإشعار الدائن بتاريخ {{date}} عن طريق {{method}}.',
  b2bPenalties:
    'غرامات التأخير: ثلاثة أضعاف سعر الفائدة القانونية، تُستحقّ ابتداءً من اليوم التالي لتاريخ الدفع (المادة \u2066L441-10\u2069 من القانون التجاري).',
  b2bIndemnity:
    'التعويض الجزافي عن مصاريف التحصيل: 40 يورو (المادتان \u2066L441-10\u2069 و\u2066D441-5\u2069 من القانون التجاري).',
  billedReference: 'المرجع أو أمر الشراء: \u2068{{reference}}\u2069',
  creditLineFull: 'استرداد كامل مبلغ الفاتورة {{number}}',
  creditLinePartial: 'استرداد جزء من مبلغ الفاتورة {{number}}',
  vatNote:
    'لا تُطبَّق ضريبة القيمة المضافة (\u2066TVA\u00a0non\u00a0applicable\u2069) بموجب المادة \u2066293\u00a0B\u2069 من القانون العام للضرائب.',
  binding: 'هذه الترجمة العربية للاطّلاع فقط، والنص الفرنسي وحده هو المعتمد قانونًا.',
  quoteTitle: 'عرض سعر',
  quoteIssued: 'تاريخ إعداد العرض: {{date}}',
  quoteValid: 'صالح حتى: {{date}}',
  quoteClient: 'العميل',
  quoteNote: 'ملاحظة المترجمة (بالفرنسية)',
  quoteLinesFrench: 'بنود العرض بالفرنسية كما حرّرتها المترجمة.',
  quoteClosing:
    'عرض سعر مجاني، صالح حتى {{date}}. لقبوله، يُرجى فتح الرابط الوارد في البريد الإلكتروني واختيار « قبول ودفع (\u2066Accepter\u00a0et\u00a0payer\u2069) »؛ تبدأ الترجمة فور استلام الدفع.',
} satisfies ArabicDomain<'invoicePdf'>;
