import type { ArabicDomain } from '../catalogue';

export const order = {
  notFound: 'الطلب غير موجود.',
  idInvalid: 'رقم الطلب غير صالح.',
  documentsMin: 'يجب أن يكون عدد الوثائق 1 على الأقل',
  pagesBelowDocuments: 'لا يمكن أن يكون عدد الصفحات أقل من عدد الوثائق.',
  pagesMin: 'يجب أن يكون عدد الصفحات 1 على الأقل',
  pagesMax: 'لا يمكن أن يتجاوز عدد الصفحات 500. لحجم أكبر، يُرجى طلب عرض سعر.',
  documentsMax: 'لا يمكن أن يتجاوز عدد الوثائق 100. لحجم أكبر، يُرجى طلب عرض سعر.',
  pagesInteger: 'يجب أن يكون عدد الصفحات عددًا صحيحًا.',
  documentsInteger: 'يجب أن يكون عدد الوثائق عددًا صحيحًا.',
  deliveryRequired: 'يُرجى اختيار طريقة التسليم.',
  legalizationRequired: 'يُرجى اختيار نوع التصديق (\u2066légalisation\u2069).',
  deliveryUnknown: 'طريقة التسليم غير معروفة.',
  purposeUnknown: 'الإجراء المختار غير معروف.',
  legalizationUnknown: 'نوع التصديق (\u2066légalisation\u2069) غير معروف.',
  commentTooLong: 'لا يمكن أن يتجاوز التعليق 2,000 حرف.',
  fileType: 'لا تُقبل إلا ملفات PDF وPNG وJPG.',
  uploadFailed: 'حدث خطأ أثناء رفع الملفات.',
  deleteFailed: 'حدث خطأ أثناء حذف الملف.',
  fileNotAvailable: 'أحد الملفات لم يعد متاحًا: يُرجى حذفه ثم رفعه من جديد.',
  transitionRefused: 'لا يمكن نقل هذا الطلب من الحالة «\u2068{{from}}\u2069» إلى الحالة «\u2068{{to}}\u2069».',
  urgentUnavailable: 'خيار «مستعجل» (\u2066Urgent\u2069) غير متاح حاليًا.',
  urgentTooLarge:
    'خيار «مستعجل» (\u2066Urgent\u2069) متاح لطلب لا يتجاوز عدد صفحاته {{max}}. لحجم أكبر، يُرجى طلب عرض سعر.',
  urgentInvalid: 'يُرجى تحديد ما إذا كان الطلب مستعجلًا.',
} satisfies ArabicDomain<'order'>;
