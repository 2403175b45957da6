import type { ArabicDomain } from '../catalogue';

export const quoteOffer = {
  sourceInvalid: 'نوع السطر غير معروف.',
  labelRequired: 'يُرجى إدخال عنوان السطر.',
  labelTooLong: 'العنوان طويل جدًا (200 حرف كحد أقصى).',
  quantityInvalid: 'الكمية: عدد صحيح بين 1 و999.',
  amountInvalid: 'المبلغ غير صالح: أدخل مبلغًا باليورو، مثل 45 أو 45,50.',
  amountTooHigh: 'المبلغ مرتفع جدًا (100 000 يورو كحد أقصى للسطر).',
  linesRequired: 'أضف سطرًا واحدًا على الأقل إلى عرض السعر.',
  tooManyLines: 'يتضمن عرض السعر 30 سطرًا كحد أقصى.',
  totalInvalid: 'يجب أن يكون مجموع عرض السعر أكبر من 0 يورو (وأقل من 1 000 000 يورو).',
  validUntilInvalid: 'تاريخ الصلاحية غير صالح (YYYY-MM-DD).',
  validUntilPast: 'يجب أن يكون تاريخ الصلاحية اليوم أو بعده.',
  noteTooLong: 'الملاحظة طويلة جدًا (2 000 حرف كحد أقصى).',
  optionUnknown: 'خيار غير موجود في الكتالوج: يُرجى اختياره من جديد.',
  notFound: 'عرض السعر غير موجود.',
  notEditable: 'تم إرسال عرض السعر هذا: لا يمكن تعديله بعد الآن.',
  expired: 'انتهت صلاحية عرض السعر هذا: لا يمكن قبوله بعد الآن. اطلب منا عرض سعر جديدًا.',
  declined: 'تم رفض عرض السعر هذا: لا يمكن قبوله بعد الآن.',
  alreadyAccepted: 'تم قبول عرض السعر هذا من قبل.',
  consentRequired: 'يُرجى تحديد خانة التنازل عن حق التراجع للقبول والدفع.',
  notPaid: 'لم يُدفع عرض السعر هذا بعد: لا توجد فاتورة.',
} satisfies ArabicDomain<'quoteOffer'>;
