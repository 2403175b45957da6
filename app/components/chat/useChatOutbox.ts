import { useCallback, useRef, useState, type RefObject } from 'react';
import type { Socket } from 'socket.io-client';
import { cleanChatText } from '../../../core/chat-rules';
import { tr } from '../../../core/messages';
import type { Ack, SetError } from './chat-answers';
import { announceConversation } from './chat-tabs';
import { loadPending, markActive, newClientId, savePending, type ChatMessage } from './visitor-store';

/**
 * The visitor's messages: the list shown, and the queue of messages typed while offline (kept
 * for the tab's session), delivered once, in order, when the connection is back.
 */
export function useChatOutbox(socketRef: RefObject<Socket | null>, setError: SetError) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const flushing = useRef(false);
  const flushAgain = useRef(false);

  const merge = useCallback((incoming: ChatMessage) => {
    setMessages((list) => {
      const i = list.findIndex((m) => m.id === incoming.id || (incoming.clientId && m.clientId === incoming.clientId));
      if (i === -1) return [...list, incoming];
      const copy = list.slice();
      copy[i] = { ...incoming, pending: false };
      return copy;
    });
  }, []);

  /** Sends queued messages one by one, in order; stops at the first failure. */
  const flush = useCallback(async (): Promise<void> => {
    const socket = socketRef.current;
    if (!socket?.connected) return;
    if (flushing.current) {
      // A reconnection while the previous attempt waits for its answer: go again after it.
      flushAgain.current = true;
      return;
    }
    flushing.current = true;
    flushAgain.current = false;
    let stalled = false;
    try {
      for (const item of loadPending()) {
        let answer: Ack<{ message?: ChatMessage }>;
        try {
          answer = (await socket.timeout(10_000).emitWithAck('visitor:send', {
            content: item.content,
            clientId: item.clientId,
            page: window.location.pathname,
          })) as typeof answer;
        } catch {
          // No answer (the connection dropped under it): the queue stays, in order.
          stalled = true;
          break;
        }
        savePending(loadPending().filter((p) => p.clientId !== item.clientId));
        if (answer.ok && answer.message) {
          merge(answer.message);
          // Stored: the conversation exists now, so the other tabs may connect and hear the replies.
          announceConversation();
        } else {
          setMessages((list) => list.filter((m) => m.clientId !== item.clientId));
          setError(answer.ok ? tr('chat.sendFailed') : answer.error);
        }
      }
    } finally {
      flushing.current = false;
    }
    // Reconnected meanwhile, or stalled on a connection that is back: the client ids make a resend harmless.
    if (flushAgain.current || (stalled && socket.connected)) return flush();
  }, [merge, setError, socketRef]);

  /** Queues a message, then sends the queue over the connection `connect` opens (or reuses). */
  const send = useCallback(
    async (raw: string, connect: () => unknown): Promise<boolean> => {
      const content = cleanChatText(raw);
      if (!content || sending) return false;
      setError(null);
      const item: ChatMessage = {
        id: `pending-${newClientId()}`,
        clientId: newClientId(),
        content,
        email: 'me',
        createdAt: new Date().toISOString(),
        pending: true,
      };
      savePending([...loadPending(), item]);
      markActive(true);
      setMessages((list) => [...list, item]);
      setSending(true);
      try {
        connect();
        // Usually answered within milliseconds; on a connection that died unnoticed, the message
        // stays queued (« Envoi… ») and the visitor may go on typing.
        await Promise.race([flush(), new Promise((resolve) => window.setTimeout(resolve, 1500))]);
      } finally {
        setSending(false);
      }
      return true;
    },
    [flush, sending, setError],
  );

  return { messages, setMessages, merge, flush, send, sending };
}
