import type { FastifyInstance } from 'fastify';
import { BUSINESS } from '../../core/business';
import type { Lang } from '../../core/messages';
import { hashToken, newToken } from '../accounts/sessions';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';
import { storeEmailConfirmation } from './link-queries';
import { chatConfirmPath } from './replies';
import { HOUR_MS } from './rooms';

/** How long the link that confirms a guest's contact address works. */
const CONFIRM_LINK_HOURS = 24;
/** Confirmation e-mails per address and per client address an hour: typing someone's address mails them little. */
const PER_ADDRESS = { limit: 3, windowMs: HOUR_MS } as const;
const PER_CLIENT = { limit: 10, windowMs: HOUR_MS } as const;

const BUTTON =
  'display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';

/** To the address a chat guest typed: confirm it is theirs, or ignore (issue 29). Server-only words. */
function confirmationEmail(lang: Lang, link: string): MailContent {
  const P = 'margin:0 0 16px';
  if (lang === 'ar') {
    const site = `\u2068${BUSINESS.tradeName}\u2069`;
    const intro = `تُرك هذا العنوان في دردشة ${site} لتلقّي ردّ المترجمة. إن كنتَ أنت من تركه، فأكِّده بهذا الزرّ، ولن يُرسَل إليه أيّ ردّ قبل ذلك.`;
    const ignore = `إن لم تكتب في دردشتنا، فتجاهل هذه الرسالة: لن يُرسل إليك شيء. يبقى الرابط صالحًا ${CONFIRM_LINK_HOURS} ساعة.`;
    return layout({
      lang: 'ar',
      subject: `تأكيد بريدك الإلكتروني للدردشة — ${site}`,
      preheader: intro.slice(0, 90),
      body: html`<p style="${P}">مرحبًا،</p>
<p style="${P}">${intro}</p>
<p style="${P}"><a href="${safeUrl(link)}" style="${BUTTON}">تأكيد عنواني</a></p>
<p style="margin:0;font-size:13px;color:#555">${ignore}</p>`,
      bodyText: `مرحبًا،\n\n${intro}\n\nتأكيد عنواني: ${link}\n\n${ignore}\n\n-- ${site}`,
    });
  }
  const intro = `Cette adresse a été laissée sur le chat de ${BUSINESS.tradeName} pour recevoir la réponse de la traductrice. Si c’est vous, confirmez-la avec ce bouton\u00a0: aucune réponse n’y sera envoyée avant.`;
  const ignore = `Vous n’avez pas écrit sur notre chat\u00a0? Ignorez cet e-mail\u00a0: rien ne vous sera envoyé. Le lien reste valable ${CONFIRM_LINK_HOURS}\u00a0heures.`;
  return layout({
    lang: 'fr',
    subject: `Confirmez votre adresse pour le chat — ${BUSINESS.tradeName}`,
    preheader: intro.slice(0, 90),
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">${intro}</p>
<p style="${P}"><a href="${safeUrl(link)}" style="${BUTTON}">Confirmer mon adresse</a></p>
<p style="margin:0;font-size:13px;color:#555">${ignore}</p>`,
    bodyText: `Bonjour,\n\n${intro}\n\nConfirmer mon adresse : ${link}\n\n${ignore}\n\n-- ${BUSINESS.tradeName}`,
  });
}

/**
 * Mails a link confirming the address a guest typed, in the conversation's language, unless that
 * address or that client address has had its share this hour (then the address stays unconfirmed
 * and the guest may type it again later). True when one was queued.
 */
export async function sendContactConfirmation(
  app: FastifyInstance,
  input: { conversationId: string; email: string; lang: Lang; clientAddress: string; now: Date },
): Promise<boolean> {
  for (const [key, rule] of [
    [`chat-confirm:email:${input.email}`, PER_ADDRESS],
    [`chat-confirm:ip:${input.clientAddress}`, PER_CLIENT],
  ] as const) {
    if (!(await app.rateLimit.hit(key, rule.limit, rule.windowMs)).allowed) return false;
  }
  const base = app.config.PUBLIC_URL.replace(/\/+$/, '');
  const token = newToken();
  await app.database.db.transaction(async (tx) => {
    await storeEmailConfirmation(tx, {
      tokenHash: hashToken(token),
      conversationId: input.conversationId,
      email: input.email,
      now: input.now,
      expiresAt: new Date(input.now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
    });
    await app.mail.enqueue(tx, {
      kind: 'chat-confirm-email',
      relatedId: input.conversationId,
      to: input.email,
      ...confirmationEmail(input.lang, `${base}${chatConfirmPath(input.lang)}${token}`),
    });
  });
  app.mail.worker.wake();
  return true;
}
