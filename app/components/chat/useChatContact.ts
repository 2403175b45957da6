import { useCallback, useState, type RefObject } from 'react';
import type { Socket } from 'socket.io-client';
import { tr } from '../../../core/messages';
import type { Ack } from './chat-answers';
import { declineOffer, offerDeclined } from './visitor-store';

/** A guest's address for replies, and whether they confirmed it from its mailbox (issue 29). */
export interface ChatContact {
  email: string | null;
  verified: boolean;
}

/** A guest's address for replies: what the server holds, saving it, declining the offer. */
export function useChatContact(socketRef: RefObject<Socket | null>) {
  const [contact, setContact] = useState<ChatContact | null>(null);
  const [declined, setDeclined] = useState(offerDeclined);

  /** The guest's address for replies (null removes it); the error message, or null when saved. */
  const saveContact = useCallback(
    async (email: string | null): Promise<string | null> => {
      const socket = socketRef.current;
      if (!socket?.connected) return tr('chat.sendFailed');
      try {
        const answer = (await socket.timeout(10_000).emitWithAck('visitor:contact', { email })) as Ack<ChatContact>;
        if (!answer.ok) return answer.error;
        setContact({ email: answer.email, verified: answer.verified });
        return null;
      } catch {
        return tr('chat.sendFailed');
      }
    },
    [socketRef],
  );

  const decline = useCallback(() => {
    declineOffer();
    setDeclined(true);
  }, []);

  return { contact, setContact, saveContact, declined, decline };
}
