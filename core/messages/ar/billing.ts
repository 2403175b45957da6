import type { ArabicDomain } from '../catalogue';

export const billing = {
  title: 'إصدار الفاتورة باسم',
  person: 'باسمك الشخصي',
  business: 'شركة أو مكتب أو إدارة',
  personNameLabel: 'الاسم على الفاتورة',
  companyNameLabel: 'الاسم التجاري',
  companyIdLabel: 'رقم تعريف المنشأة (\u2066SIREN\u2069) أو رقم تعريف الفرع (\u2066SIRET\u2069)',
  companyIdHint: '9 أرقام لرقم تعريف المنشأة (\u2066SIREN\u2069) أو 14 رقمًا لرقم تعريف الفرع (\u2066SIRET\u2069).',
  vatLabel: 'رقم الضريبة على القيمة المضافة داخل الاتحاد الأوروبي',
  vatHint: 'مثال: \u2066FR83404833048\u2069',
  referenceLabel: 'المرجع أو أمر الشراء',
  referenceHint: 'يُطبع على الفاتورة.',
  sirenLabel: 'رقم تعريف المنشأة (\u2066SIREN\u2069)',
  siretLabel: 'رقم تعريف الفرع (\u2066SIRET\u2069)',
  kindInvalid: 'يُرجى تحديد الجهة التي تصدر الفاتورة باسمها.',
  companyNameRequired: 'يُرجى إدخال الاسم التجاري.',
  companyNameTooLong: 'لا يمكن أن يتجاوز الاسم التجاري {{max}} حرفًا.',
  companyIdRequired:
    'يُرجى إدخال رقم تعريف المنشأة (\u2066SIREN\u2069) المكوّن من 9 أرقام أو رقم تعريف الفرع (\u2066SIRET\u2069) المكوّن من 14 رقمًا.',
  companyIdLength:
    'يتكوّن رقم تعريف المنشأة (\u2066SIREN\u2069) من 9 أرقام، ورقم تعريف الفرع (\u2066SIRET\u2069) من 14 رقمًا.',
  sirenInvalid: 'رقم تعريف المنشأة (\u2066SIREN\u2069) هذا غير صالح: تحقّق من الأرقام التسعة.',
  siretInvalid: 'رقم تعريف الفرع (\u2066SIRET\u2069) هذا غير صالح: تحقّق من الأرقام الأربعة عشر.',
  vatInvalid: 'رقم الضريبة على القيمة المضافة غير صالح: رمز البلد ثم الرقم (مثال: \u2066FR83404833048\u2069).',
  vatKeyInvalid: 'مفتاح رقم الضريبة هذا لا يطابق رقم تعريف المنشأة (\u2066SIREN\u2069): يُرجى التحقق منه.',
  referenceTooLong: 'لا يمكن أن يتجاوز المرجع {{max}} حرفًا.',
} satisfies ArabicDomain<'billing'>;
