import type { ArabicDomain } from '../catalogue';

export const adminCatalogue = {
  bodyRequired: 'يُرجى تحديد اسم الخيار وسعره وحالته.',
  nameTaken: 'يوجد في هذه القائمة خيار آخر بالاسم نفسه.',
  descriptionTooLong: 'لا يمكن أن يتجاوز عدد أحرف الوصف {{max}}.',
  priceInvalid: 'يُرجى إدخال سعر باليورو، مثل 12,50.',
  priceRange: 'يجب أن يكون السعر بين 0 و10,000 €.',
  priceDecimals: 'لا يمكن أن يحتوي السعر على أكثر من منزلتين عشريتين.',
  activeInvalid: 'يُرجى تحديد ما إذا كان الخيار مفعّلًا.',
  kindInvalid: 'نوع التسعيرة غير معروف.',
  notAddable: 'لا يمكن إضافة سوى طرق التسليم وأنواع التصديق (légalisation).',
  notFound: 'التسعيرة غير موجودة.',
  pageAlwaysActive: 'لا يمكن تعطيل السعر حسب الصفحة.',
  defaultDeliveryActive: 'طريقة التسليم هذه هي الخيار الافتراضي في نموذج الطلب: لا يمكن تعطيلها.',
  defaultLegalizationActive:
    '«بدون تصديق» (\u2066Sans\u00a0légalisation\u2069) هو الخيار الافتراضي في نموذج الطلب: لا يمكن تعطيله.',
  lastDelivery: 'يجب أن تبقى طريقة تسليم واحدة على الأقل مفعّلة.',
  saved: 'تم حفظ التسعيرة.',
  added: 'تمت إضافة الخيار.',
} satisfies ArabicDomain<'adminCatalogue'>;
