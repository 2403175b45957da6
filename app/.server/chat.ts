import type { AppLoadContext } from 'react-router';
import { userConversationKey } from '../../core/chat-rules';
import { findConversationByKey } from '../../server/chat/queries';
import { sessionLookup } from './session';

/**
 * For a signed-in visitor's pages (private, never cached): whether they have a
 * conversation, so the chat widget loads at idle and shows a waiting reply on a
 * device that has never opened the chat. Anonymous pages are shared by the page
 * cache and carry nothing of the kind: a guest's browser remembers it instead.
 */
export async function chatHintFor(
  request: Request,
  context: Pick<AppLoadContext, 'db'>,
): Promise<{ active: boolean } | null> {
  const session = await sessionLookup(request, context);
  if (!session) return null;
  const conversation = await findConversationByKey(context.db, userConversationKey(session.user.id));
  return { active: conversation !== null && conversation.lastMessage !== null };
}
