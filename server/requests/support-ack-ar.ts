import { BUSINESS } from '../../core/business';
import { html, layout, type MailContent } from '../mail/templates';

/**
 * The acknowledgement of a support request made on an Arabic page (issue 17). Server-only words,
 * kept out of the catalogue the browser loads; like the French one, it never repeats what was typed.
 */
export function arabicSupportAcknowledgementEmail(orderReference: string | null): MailContent {
  const P = 'margin:0 0 16px';
  const site = `\u2068${BUSINESS.tradeName}\u2069`;
  const about = orderReference ? ` بخصوص الطلب \u2068${orderReference}\u2069` : '';
  const sentence = `طلب المساعدة${about} مسجَّل لدينا. سنعود إليك في أقرب وقت، من الاثنين إلى الجمعة.`;
  const more = 'لإضافة توضيح، يكفي أن تردّ على هذه الرسالة.';
  const signOff = `مع أطيب التحيات،`;
  const name = `\u2068${BUSINESS.translatorName}\u2069`;
  return layout({
    lang: 'ar',
    subject: `طلب المساعدة — ${site}`,
    preheader: 'طلبك مسجَّل: سنعود إليك قريبًا.',
    body: html`<p style="${P}">مرحبًا،</p>
<p style="${P}">${sentence}</p>
<p style="${P}">${more}</p>
<p style="margin:0">${signOff}<br>${name}</p>`,
    bodyText: `مرحبًا،

${sentence}

${more}

${signOff}
${name}`,
  });
}
