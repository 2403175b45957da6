import { BUSINESS } from '../../core/business';
import { daysIn } from '../../core/counted';
import { html, layout, paragraphs, safeUrl, type MailContent } from '../mail/templates';

/**
 * The translator's chat reply to a visitor who left, for a conversation started on an Arabic
 * page (issue 17). Server-only words, kept out of the catalogue the browser loads.
 */
export function arabicReplyEmail(input: { reply: string; link: string; linkDays: number | null }): MailContent {
  const P = 'margin:0 0 16px';
  const site = `\u2068${BUSINESS.tradeName}\u2069`;
  const why = input.linkDays
    ? `وصلتك هذه الرسالة لأنك تركت هذا العنوان في الدردشة. يبقى الرابط صالحًا لمدّة ${daysIn('ar', input.linkDays)}.`
    : 'وصلتك هذه الرسالة لأنك كتبت في الدردشة وأنت متّصل بحسابك: سجّل الدخول لتجد المحادثة.';
  const limit = 'رسالة واحدة على الأكثر كل ساعة لكل محادثة.';
  const intro = `كتبت في دردشة ${site} ثم غادرت الموقع. إليك ردّ المترجمة:`;
  return layout({
    lang: 'ar',
    subject: `ردّ على رسالتك في الدردشة — ${site}`,
    preheader: input.reply.slice(0, 90),
    body: html`<p style="${P}">مرحبًا،</p>
<p style="${P}">${intro}</p>
<div style="margin:0 0 16px;padding:12px 16px;border-right:3px solid #1d4ed8;background:#f5f7fb">${paragraphs(input.reply)}</div>
<p style="${P}"><a href="${safeUrl(input.link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">متابعة المحادثة</a></p>
<p style="margin:0;font-size:13px;color:#555">${why} ${limit}</p>`,
    bodyText: `مرحبًا،

${intro}

${input.reply}

متابعة المحادثة: ${input.link}

${why} ${limit}

-- ${site}`,
  });
}
