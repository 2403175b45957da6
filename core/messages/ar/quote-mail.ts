import type { ArabicDomain } from '../catalogue';

/**
 * The quote offer e-mail in Arabic (server-only). The reference, the name and the business name
 * are isolated by the caller or here, so Latin text keeps its order in the Arabic line.
 */
export const quoteMail = {
  subject: 'عرض السعر \u2068{{reference}}\u2069 — \u2068{{trade}}\u2069',
  preheader: 'عرض سعر بمبلغ {{amount}}، صالح حتى {{until}}.',
  hello: 'مرحبًا \u2068{{name}}\u2069،',
  ready: 'عرض السعر الخاص بطلبك \u2068{{reference}}\u2069 جاهز: {{amount}}، وهو صالح حتى {{until}}.',
  howTo: 'يمكنك الاطلاع عليه وتنزيله بصيغة PDF (بالعربية والفرنسية)، ثم قبوله ودفعه عبر الإنترنت، أو رفضه:',
  button: 'الاطلاع على عرض السعر',
  personal: 'هذا الرابط شخصي: لا تُرسله إلى غيرك. لديك سؤال؟ يكفي أن تردّ على هذه الرسالة.',
} satisfies ArabicDomain<'quoteMail'>;
