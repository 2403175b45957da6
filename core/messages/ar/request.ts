import type { ArabicDomain } from '../catalogue';

export const request = {
  pagesRequired: 'عدد الصفحات مطلوب.',
  pagesMax: 'لا يمكن أن يتجاوز عدد الصفحات 10,000.',
  serviceTypeRequired: 'يُرجى اختيار نوع الخدمة.',
  descriptionRequired: 'يُرجى وصف طلبك في بضع كلمات.',
  messageTooLong: 'لا يمكن أن تتجاوز الرسالة 5,000 حرف.',
  orderReferenceInvalid: 'مرجع الطلب غير صالح: يبدأ بالحرفين TR ثم شرطة (-) ثم 8 رموز، مثل TR-7K3F9Q2M.',
  oneFileOnly: 'لا يمكنك إرفاق أكثر من ملف واحد بطلبك.',
  notMultipart: 'يُرجى إرسال الطلب عبر نموذج رفع الملفات.',
  quoteSent: 'تم إرسال طلب عرض السعر بنجاح!',
  quoteFollowUp: 'سنرسل إليك عرض السعر في أقرب وقت ممكن.',
  supportSent: 'تم إرسال طلب المساعدة بنجاح!',
  genericError: 'حدث خطأ. يُرجى المحاولة من جديد.',
  tooManyRequests:
    'لقد أرسلت عدة طلبات في وقت قصير. يُرجى المحاولة بعد ساعة، أو الاتصال بنا على الرقم \u2066{{phone}}\u2069.',
} satisfies ArabicDomain<'request'>;
