import type { ArabicDomain } from '../catalogue';

export const adminEmail = {
  bodyRequired: 'يُرجى تحديد المرسَل إليه والموضوع والرسالة.',
  textTooLong: 'لا يمكن أن تتجاوز الرسالة 10,000 حرف.',
  queued: 'أُضيفت الرسالة إلى قائمة الإرسال إلى \u2068{{to}}\u2069.',
  sendFailed: 'حدث خطأ أثناء إرسال البريد الإلكتروني.',
  sendFailedUnknown: 'حدث خطأ غير معروف أثناء إرسال البريد الإلكتروني.',
  fileAdminInvalid: 'الملفات المترجمة غير صالحة: يُرجى تقديم قائمة بالمعرّفات أو الروابط.',
  orderIdInvalid: 'مرجع الطلب غير صالح.',
  defaultSubject: 'رسالة من \u2068{{trade}}\u2069',
  dialogTitle: 'رسالة',
  dialogTo:
    'إلى \u2068{{to}}\u2069، مع الترويسة والتوقيع المعتادين لرسائل الموقع. وتصل الردود إلى عنوان التواصل الخاص بك.',
  subject: 'الموضوع',
  text: 'الرسالة',
} satisfies ArabicDomain<'adminEmail'>;
