import { BUSINESS } from '../../core/business';
import { t } from '../../core/messages';
import { html, layout, paragraphs, safeUrl, type MailContent } from '../mail/templates';

/** To the translator: someone started a conversation in the chat widget (in French, domain translatorMail). */
export function firstMessageEmail(input: { sender: string; message: string; adminUrl: string }): MailContent {
  const P = 'margin:0 0 16px';
  const who = input.sender === 'guest' ? t('fr', 'translatorMail.chatGuest') : input.sender;
  // The sender in bold: the sentence is split around it, each side escaped by `html`.
  const [before, after = ''] = t('fr', 'translatorMail.chatWrote', { who: '\u0000' }).split('\u0000');
  const reply = t('fr', 'translatorMail.chatReply');
  return layout({
    lang: 'fr', // to the translator
    subject: t('fr', 'translatorMail.chatSubject', { who }),
    preheader: input.message.slice(0, 90),
    body: html`<p style="${P}">${before}<strong>${who}</strong>${after}</p>
${paragraphs(input.message)}
<p style="margin:0"><a href="${safeUrl(input.adminUrl)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${reply}</a></p>`,
    bodyText: `${t('fr', 'translatorMail.chatWrote', { who })}

${input.message}

${reply}\u00a0: ${input.adminUrl}

-- ${BUSINESS.tradeName}`,
  });
}
