import { BUSINESS } from '../../core/business';
import { html, layout, paragraphs, safeUrl, type MailContent } from '../mail/templates';

/** To the translator: someone started a conversation in the chat widget. */
export function firstMessageEmail(input: { sender: string; message: string; adminUrl: string }): MailContent {
  const P = 'margin:0 0 16px';
  const who = input.sender === 'guest' ? 'Un visiteur (invité)' : input.sender;
  return layout({
    lang: 'fr', // to the translator
    subject: `Nouveau message sur le chat — ${who}`,
    preheader: input.message.slice(0, 90),
    body: html`<p style="${P}"><strong>${who}</strong> a écrit sur le chat du site\u00a0:</p>
${paragraphs(input.message)}
<p style="margin:0"><a href="${safeUrl(input.adminUrl)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Répondre depuis le tableau de bord</a></p>`,
    bodyText: `${who} a écrit sur le chat du site\u00a0:

${input.message}

Répondre depuis le tableau de bord\u00a0: ${input.adminUrl}

-- ${BUSINESS.tradeName}`,
  });
}
