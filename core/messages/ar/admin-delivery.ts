import type { ArabicDomain } from '../catalogue';

export const adminDelivery = {
  cutoffHour: 'يجب أن تكون الساعة الحدّية عددًا صحيحًا بين 0 و24 (24 تعني: بلا ساعة حدّية).',
  closedDayFormat: 'تُكتب أيام الإغلاق بالصيغة YYYY-MM-DD (مثل 2026-12-24)، أو YYYY-MM-DD → YYYY-MM-DD لفترة كاملة.',
  closedRangeOrder: 'يجب أن تنتهي فترة الإغلاق بعد بدايتها.',
  closedRangeLength: 'لا يمكن أن يتجاوز عدد أيام فترة الإغلاق {{max}}.',
  tooLong: 'عدد أيام الإغلاق المتتالية يتجاوز {{max}}: يُرجى ترك أسبوع مفتوح على الأقل.',
  tooMany: 'لا يمكن أن يتجاوز عدد أيام الإغلاق وفتراته {{max}}.',
  days: 'يجب أن تكون المدة عددًا صحيحًا من أيام العمل بين 0 و{{max}}.',
  postalOrder: 'لا يمكن أن يكون الحد الأقصى لمدة التوصيل البريدي أقل من الحد الأدنى.',
  saved: 'تم حفظ جدول التسليم.',
  bodyRequired: 'يُرجى تحديد الساعة الحدّية وأيام الإغلاق.',
} satisfies ArabicDomain<'adminDelivery'>;
