import type { ArabicDomain } from '../catalogue';

/** The account e-mails in Arabic (server-only). The business name stays in Latin letters, isolated. */
export const accountMail = {
  copyLink: 'إن لم يعمل الزرّ، انسخ هذا العنوان في متصفّحك:',
  hours_zero: '{{count}} ساعة',
  hours_one: 'ساعة واحدة',
  hours_two: 'ساعتين',
  hours_few: '{{count}} ساعات',
  hours_many: '{{count}} ساعة',
  hours_other: '{{count}} ساعة',
  minutes_zero: '{{count}} دقيقة',
  minutes_one: 'دقيقة واحدة',
  minutes_two: 'دقيقتين',
  minutes_few: '{{count}} دقائق',
  minutes_many: '{{count}} دقيقة',
  minutes_other: '{{count}} دقيقة',
  resetSubject: 'إعادة تعيين كلمة المرور — \u2068{{trade}}\u2069',
  resetPreheader: 'هذا الرابط صالح لمدّة {{validity}} ولا يُستعمل إلا مرّة واحدة.',
  resetAsked: 'طلبت إعادة تعيين كلمة مرور حسابك على موقع \u2068{{trade}}\u2069.',
  resetButton: 'اختر كلمة مرور جديدة',
  resetOpenLink: 'اختر كلمة مرور جديدة بفتح هذا الرابط:',
  resetValidity:
    'هذا الرابط صالح لمدّة {{validity}} ولا يُستعمل إلا مرّة واحدة. وبعد تغيير كلمة المرور تُغلق كل جلساتك المفتوحة.',
  resetNotYou: 'إن لم يكن هذا الطلب منك، فتجاهل هذه الرسالة: تبقى كلمة مرورك الحالية صالحة.',
  attemptSubject: 'محاولة إنشاء حساب — \u2068{{trade}}\u2069',
  attemptPreheader: 'حاول أحدهم إنشاء حساب بعنوان بريدك الإلكتروني.',
  attemptHappened:
    'حاول أحدهم إنشاء حساب بعنوان بريدك الإلكتروني على موقع \u2068{{trade}}\u2069. لديك حساب بالفعل: لم يتغيّر فيه شيء.',
  attemptIfYou: 'إن كان ذلك منك ونسيت كلمة المرور، فاختر كلمة جديدة:',
  attemptButton: 'نسيت كلمة المرور',
  attemptElse: 'وإلا فتجاهل هذه الرسالة: يبقى حسابك وكلمة مرورك كما هما.',
  guestSubject: 'الوصول إلى طلباتك — \u2068{{trade}}\u2069',
  guestPreheader: 'هذا الرابط صالح لمدّة 30 دقيقة ولا يُستعمل إلا مرّة واحدة.',
  guestAsked: 'طلبت الاطّلاع على طلباتك على موقع \u2068{{trade}}\u2069.',
  guestButton: 'عرض طلباتي',
  guestOpenLink: 'افتح هذا الرابط لعرض طلباتك:',
  guestValidity:
    'هذا الرابط صالح لمدّة 30 دقيقة ولا يُستعمل إلا مرّة واحدة، ثم يبقى الوصول مفتوحًا 7 أيام على هذا المتصفّح.',
  guestNotYou: 'إن لم يكن هذا الطلب منك، فتجاهل هذه الرسالة: لا يستطيع أحد رؤية طلباتك دون هذا الرابط.',
} satisfies ArabicDomain<'accountMail'>;
