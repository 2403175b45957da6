import { minutesIn } from '../../core/counted';
import { BUSINESS } from '../../core/business';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';

/**
 * The account e-mails in Arabic, sent when the request came from an Arabic page (issue 17).
 * Server-only texts: kept out of the message catalogue, which the browser loads on every page
 * that shows a message. The business and translator names stay in Latin letters, isolated.
 */
const P = 'margin:0 0 16px';
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';
const name = (text: string) => `\u2068${text}\u2069`;

export function arabicPasswordResetEmail(link: string, validMinutes: number): MailContent {
  const validity = minutesIn('ar', validMinutes);
  const site = name(BUSINESS.tradeName);
  return layout({
    lang: 'ar',
    subject: `إعادة تعيين كلمة المرور — ${site}`,
    preheader: `هذا الرابط صالح لمدّة ${validity} ولا يُستعمل إلا مرّة واحدة.`,
    body: html`<p style="${P}">مرحبًا،</p>
<p style="${P}">طلبت إعادة تعيين كلمة مرور حسابك على موقع ${site}.</p>
<p style="${P}"><a href="${safeUrl(link)}" style="${BUTTON}">اختر كلمة مرور جديدة</a></p>
<p style="${P};font-size:14px;color:#4b5563">إن لم يعمل الزرّ، انسخ هذا العنوان في متصفّحك:<br><span dir="ltr" style="word-break:break-all">${link}</span></p>
<p style="${P}">هذا الرابط صالح لمدّة ${validity} ولا يُستعمل إلا مرّة واحدة. وبعد تغيير كلمة المرور تُغلق كل جلساتك المفتوحة.</p>
<p style="${P}">إن لم تكن صاحب هذا الطلب، فتجاهل هذه الرسالة: تبقى كلمة مرورك الحالية صالحة.</p>
<p style="margin:0">مع أطيب التحيات،<br>${name(BUSINESS.translatorName)}</p>`,
    bodyText: `مرحبًا،

طلبت إعادة تعيين كلمة مرور حسابك على موقع ${site}.

اختر كلمة مرور جديدة بفتح هذا الرابط:
${link}

هذا الرابط صالح لمدّة ${validity} ولا يُستعمل إلا مرّة واحدة. وبعد تغيير كلمة المرور تُغلق كل جلساتك المفتوحة.

إن لم تكن صاحب هذا الطلب، فتجاهل هذه الرسالة: تبقى كلمة مرورك الحالية صالحة.

مع أطيب التحيات،
${name(BUSINESS.translatorName)}`,
  });
}

export function arabicRegistrationAttemptEmail(forgotLink: string): MailContent {
  const site = name(BUSINESS.tradeName);
  return layout({
    lang: 'ar',
    subject: `محاولة إنشاء حساب — ${site}`,
    preheader: 'حاول أحدهم إنشاء حساب بعنوان بريدك الإلكتروني.',
    body: html`<p style="${P}">مرحبًا،</p>
<p style="${P}">حاول أحدهم إنشاء حساب بعنوان بريدك الإلكتروني على موقع ${site}. لديك حساب بالفعل: لم يتغيّر فيه شيء.</p>
<p style="${P}">إن كنت أنت ونسيت كلمة المرور، فاختر كلمة جديدة:</p>
<p style="${P}"><a href="${safeUrl(forgotLink)}" style="${BUTTON}">نسيت كلمة المرور</a></p>
<p style="${P}">وإلا فتجاهل هذه الرسالة: يبقى حسابك وكلمة مرورك كما هما.</p>
<p style="margin:0">مع أطيب التحيات،<br>${name(BUSINESS.translatorName)}</p>`,
    bodyText: `مرحبًا،

حاول أحدهم إنشاء حساب بعنوان بريدك الإلكتروني على موقع ${site}. لديك حساب بالفعل: لم يتغيّر فيه شيء.

إن كنت أنت ونسيت كلمة المرور، فاختر كلمة جديدة:
${forgotLink}

وإلا فتجاهل هذه الرسالة: يبقى حسابك وكلمة مرورك كما هما.

مع أطيب التحيات،
${name(BUSINESS.translatorName)}`,
  });
}

export function arabicGuestAccessEmail(link: string): MailContent {
  const site = name(BUSINESS.tradeName);
  return layout({
    lang: 'ar',
    subject: `الوصول إلى طلباتك — ${site}`,
    preheader: 'هذا الرابط صالح لمدّة 30 دقيقة ولا يُستعمل إلا مرّة واحدة.',
    body: html`<p style="${P}">مرحبًا،</p>
<p style="${P}">طلبت الاطّلاع على طلباتك على موقع ${site}.</p>
<p style="${P}"><a href="${safeUrl(link)}" style="${BUTTON}">عرض طلباتي</a></p>
<p style="${P};font-size:14px;color:#4b5563">إن لم يعمل الزرّ، انسخ هذا العنوان في متصفّحك:<br><span dir="ltr" style="word-break:break-all">${link}</span></p>
<p style="${P}">هذا الرابط صالح لمدّة 30 دقيقة ولا يُستعمل إلا مرّة واحدة، ثم يبقى الوصول مفتوحًا 7 أيام على هذا المتصفّح.</p>
<p style="${P}">إن لم تكن صاحب هذا الطلب، فتجاهل هذه الرسالة: لا يستطيع أحد رؤية طلباتك دون هذا الرابط.</p>
<p style="margin:0">مع أطيب التحيات،<br>${name(BUSINESS.translatorName)}</p>`,
    bodyText: `مرحبًا،

طلبت الاطّلاع على طلباتك على موقع ${site}.

افتح هذا الرابط لعرض طلباتك:
${link}

هذا الرابط صالح لمدّة 30 دقيقة ولا يُستعمل إلا مرّة واحدة، ثم يبقى الوصول مفتوحًا 7 أيام على هذا المتصفّح.

إن لم تكن صاحب هذا الطلب، فتجاهل هذه الرسالة: لا يستطيع أحد رؤية طلباتك دون هذا الرابط.

مع أطيب التحيات،
${name(BUSINESS.translatorName)}`,
  });
}
