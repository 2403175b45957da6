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
    body: html`<p style="${P}"><strong>${who}</strong> a écrit sur le chat du site :</p>
${paragraphs(input.message)}
<p style="margin:0"><a href="${safeUrl(input.adminUrl)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Répondre depuis le tableau de bord</a></p>`,
    bodyText: `${who} a écrit sur le chat du site :

${input.message}

Répondre depuis le tableau de bord : ${input.adminUrl}

-- ${BUSINESS.tradeName}`,
  });
}

/**
 * To a visitor who left the site: the translator's reply, with a link back to
 * the conversation (a guest's link restores the conversation on any device
 * until it expires; a customer's goes through sign-in).
 */
export function replyEmail(input: { reply: string; link: string; linkDays: number | null }): MailContent {
  const P = 'margin:0 0 16px';
  const why = input.linkDays
    ? `Vous recevez cet e-mail parce que vous avez laissé cette adresse sur le chat. Le lien reste valable ${input.linkDays} jours.`
    : 'Vous recevez cet e-mail parce que vous avez écrit sur le chat en étant connecté à votre compte\u00a0: connectez-vous pour retrouver la conversation.';
  return layout({
    lang: 'fr', // the French reply; an Arabic conversation gets arabicReplyEmail
    subject: `Réponse à votre message sur le chat — ${BUSINESS.tradeName}`,
    preheader: input.reply.slice(0, 90),
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Vous avez écrit sur le chat de ${BUSINESS.tradeName}, puis quitté le site. Voici la réponse de la traductrice :</p>
<div style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #1d4ed8;background:#f5f7fb">${paragraphs(input.reply)}</div>
<p style="${P}"><a href="${safeUrl(input.link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Reprendre la conversation</a></p>
<p style="margin:0;font-size:13px;color:#555">${why} Au plus un e-mail par heure et par conversation.</p>`,
    bodyText: `Bonjour,

Vous avez écrit sur le chat de ${BUSINESS.tradeName}, puis quitté le site. Voici la réponse de la traductrice :

${input.reply}

Reprendre la conversation : ${input.link}

${why} Au plus un e-mail par heure et par conversation.

-- ${BUSINESS.tradeName}`,
  });
}
