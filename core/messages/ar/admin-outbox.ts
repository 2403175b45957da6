import type { ArabicDomain } from '../catalogue';

export const adminOutbox = {
  notFound: 'رسالة البريد الإلكتروني غير موجودة.',
  statusInvalid: 'حالة غير معروفة: queued أو sending أو sent أو failed.',
  onlyFailed: 'لا يمكن إعادة إرسال إلا رسالة فشل إرسالها.',
  retried: 'أُعيدت الرسالة إلى قائمة الإرسال.',
  deliverySmtp: 'يتم الإرسال عبر خادم \u2066SMTP\u2069 المُعدّ، والمُرسِل {{from}}.',
  deliveryLocal: 'لم يُعدّ أي خادم للإرسال (\u2066SMTP\u2069): لا تُرسل الرسائل الإلكترونية.',
  deliveryLocalDetail:
    'تبقى الرسائل في صندوق الإرسال المحلي هذا وتُكتب في ملفات {{eml}} في مجلد البيانات؛ و«أُرسلت» تعني هنا «حُفظت على الخادم». يمكن فتح رسالة لقراءة ما كان سيصل إلى المرسل إليه. وللإرسال الفعلي، يُرجى ضبط {{smtpUrl}} في الإعدادات ثم إعادة تشغيل الموقع.',
} satisfies ArabicDomain<'adminOutbox'>;
