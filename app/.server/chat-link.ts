import type { AppLoadContext } from 'react-router';
import { BUSINESS } from '../../core/business';
import type { Lang } from '../../core/messages';
import { hashToken, isTokenShaped } from '../../server/accounts/sessions';
import { conversationOfLiveLink } from '../../server/chat/link-queries';
import { CHAT_LINK_COOKIE, isGuestConversation } from '../../server/chat/replies';
import { COOKIE_MAX_AGE_S } from '../../core/cookie-lifetimes';

/** `jean.dupont@exemple.fr` → `j•••t@exemple.fr`: enough for its owner to know it, little for anyone else. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/** Latin fragments (an address, a date with Latin digits) inside Arabic text: isolated. */
const isolated = (lang: Lang, text: string) => (lang === 'ar' ? `\u2068${text}\u2069` : text);

type ResumeLinkView =
  { live: false } | { live: true; email: string | null; site: string; lastMessage: string | null; cookie: string };

/**
 * What the page of a reply e-mail's link may show (issue 29): whose conversation it is, as little
 * as lets its owner recognise it (the masked address, the date of the last message), and the
 * SameSite=Strict cookie its form post must carry. Looking costs nothing: the link stays live.
 */
export async function resumeLinkView(
  context: Pick<AppLoadContext, 'db' | 'config'>,
  token: string,
  lang: Lang,
): Promise<ResumeLinkView> {
  if (!isTokenShaped(token)) return { live: false };
  const conversation = await conversationOfLiveLink(context.db, hashToken(token), new Date());
  if (!conversation || !isGuestConversation(conversation)) return { live: false };
  const date = conversation.lastMessageAt
    ? new Intl.DateTimeFormat(`${lang}-u-nu-latn`, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Paris',
      }).format(conversation.lastMessageAt)
    : null;
  const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return {
    live: true,
    email: conversation.contactEmail ? isolated(lang, maskEmail(conversation.contactEmail)) : null,
    site: isolated(lang, BUSINESS.tradeName),
    lastMessage: date,
    cookie: `${CHAT_LINK_COOKIE}=${hashToken(token)}; Path=/api/chat/; Max-Age=${COOKIE_MAX_AGE_S.chatLink}; HttpOnly; SameSite=Strict${secure}`,
  };
}
