import type { ArabicDomain } from '../catalogue';

export const form = {
  emailPlaceholder: 'مثال: \u2068name@example.com\u2069',
  emailRequired: 'البريد الإلكتروني مطلوب.',
  emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
  messageRequired: 'الرسالة مطلوبة.',
  messageSent: 'تم إرسال رسالتك بنجاح!',
  subjectRequired: 'الموضوع مطلوب.',
  subjectTooLong: 'لا يمكن أن يتجاوز عدد أحرف الموضوع {{max}}.',
  nameRequired: 'الاسم مطلوب.',
  nameTooLong: 'لا يمكن أن يتجاوز عدد أحرف الاسم {{max}}.',
  messageTooLong: 'لا يمكن أن يتجاوز عدد أحرف الرسالة {{max}}.',
  invalid: 'بيانات غير صالحة',
  saveError: 'حدث خطأ أثناء الحفظ',
  deleteError: 'حدث خطأ أثناء الحذف',
  pageInvalid: 'رقم الصفحة غير صالح.',
  tooManyFields: 'عدد حقول النموذج كبير جدًا.',
  formInvalid: 'النموذج غير صالح.',
} satisfies ArabicDomain<'form'>;
