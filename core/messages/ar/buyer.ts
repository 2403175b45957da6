import type { ArabicDomain } from '../catalogue';

export const buyer = {
  nameLabel: 'الاسم الكامل',
  nameHint: 'كما يجب أن يظهر على الإرسالية والفاتورة.',
  nameRequired: 'يُرجى إدخال اسمك الكامل.',
  nameTooLong: 'لا يمكن أن يتجاوز الاسم {{max}} حرفًا.',
  phoneLabel: 'الهاتف',
  phoneHint: 'لا يُستخدم إلا من قِبل شركة النقل وللاستفسار عن طلبك.',
  phoneInvalid:
    'رقم الهاتف غير صالح: أرقام ومسافات وعلامة «+» فقط (مثال: \u2066+33\u00a06\u00a012\u00a034\u00a056\u00a078\u2069).',
  pickupTitle: 'الاستلام من المكتب',
  pickupText:
    'لا حاجة إلى عنوان: تستلم الأصل الورقي من المكتب، \u2068{{address}}\u2069، {{hours}}، بمجرد أن نُعلمك بأنه جاهز.',
  edit: 'تعديل',
  missing: 'يُرجى إدخال اسمك الكامل، وعنوان الإرسال إذا طلبت إرسال الأصل الورقي، قبل الدفع.',
  complete: 'إكمال بياناتي',
  emailLabel: 'البريد الإلكتروني',
  summaryTitle: 'بياناتك',
  shipTo: 'الإرسال إلى',
  billTo: 'الفاتورة باسم',
  checkAddress: 'عنوان الإرسال للتحقق منه',
  checkAddressHint: 'هل فيه خطأ؟ ردّ على هذه الرسالة قبل الإرسال.',
  checkAddressConfirmation: 'هل فيه خطأ؟ راسلنا قبل الإرسال مع ذكر مرجع الطلب.',
} satisfies ArabicDomain<'buyer'>;
