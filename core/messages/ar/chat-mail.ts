import type { ArabicDomain } from '../catalogue';

/** The chat's e-mails in Arabic (server-only). The business name stays in Latin letters, isolated. */
export const chatMail = {
  replySubject: 'ردّ على رسالتك في الدردشة — \u2068{{trade}}\u2069',
  replyIntro: 'كتبت في دردشة \u2068{{trade}}\u2069 ثم غادرت الموقع. إليك ردّ المترجمة:',
  replyButton: 'متابعة المحادثة',
  replyWhyLink: 'وصلتك هذه الرسالة لأنك تركت هذا العنوان في الدردشة. يبقى الرابط صالحًا لمدّة {{days}}.',
  replyWhyAccount: 'وصلتك هذه الرسالة لأنك كتبت في الدردشة وأنت متّصل بحسابك: سجّل الدخول لتجد المحادثة.',
  replyLimit: 'رسالة واحدة على الأكثر كل ساعة لكل محادثة.',
  confirmSubject: 'تأكيد بريدك الإلكتروني للدردشة — \u2068{{trade}}\u2069',
  confirmIntro:
    'تُرك هذا العنوان في دردشة \u2068{{trade}}\u2069 لتلقّي ردّ المترجمة. إن كنتَ أنت من تركه، فأكِّده بهذا الزرّ، ولن يُرسَل إليه أيّ ردّ قبل ذلك.',
  confirmButton: 'تأكيد عنواني',
  confirmIgnore: 'إن لم تكتب في دردشتنا، فتجاهل هذه الرسالة: لن يُرسل إليك شيء. يبقى الرابط صالحًا {{hours}}.',
} satisfies ArabicDomain<'chatMail'>;
