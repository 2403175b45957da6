import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { tr } from '../../../../core/messages';
import { listenToInbox } from './inbox/inbox-events';
import type { Ack, Conversation, Message } from './inbox/types';

export type { Conversation, Message } from './inbox/types';

/** The translator's side: every conversation live, in every open admin tab. */
export function useAdminChat() {
  const socketRef = useRef<Socket | null>(null);
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const selectedRef = useRef<string | null>(null);
  selectedRef.current = selected;
  const [messages, setMessages] = useState<Message[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);

  const call = useCallback(async <T>(event: string, payload?: unknown): Promise<Ack<T>> => {
    const socket = socketRef.current;
    if (!socket) return { ok: false, error: tr('chat.setupFailed') };
    try {
      return (await socket.timeout(10_000).emitWithAck(event, payload)) as Ack<T>;
    } catch {
      return { ok: false, error: tr('chat.setupFailed') };
    }
  }, []);

  useEffect(() => {
    const socket = io('/admin', { path: '/socket.io', withCredentials: true });
    socketRef.current = socket;
    listenToInbox(socket, { call, selectedRef, setConversations, setMessages, setSelected, setError, setConnected });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [call]);

  const select = useCallback(
    async (id: string | null) => {
      setSelected(id);
      setMessages([]);
      if (!id) return;
      const answer = await call<{ messages: Message[] }>('messages:list', { id });
      if (answer.ok && selectedRef.current === id) setMessages(answer.messages);
      else if (!answer.ok) setError(answer.error);
    },
    [call],
  );

  const send = useCallback(
    async (content: string): Promise<boolean> => {
      if (!selectedRef.current || !content.trim()) return false;
      const answer = await call<{ message: Message }>('admin:send', { conversationId: selectedRef.current, content });
      if (!answer.ok) {
        setError(answer.error || tr('chat.adminSendFailed'));
        return false;
      }
      setError(null);
      setMessages((list) => (list.some((x) => x.id === answer.message.id) ? list : [...list, answer.message]));
      return true;
    },
    [call],
  );

  const deleteMessage = useCallback(
    async (id: string) => {
      const answer = await call('message:delete', { id });
      if (!answer.ok) setError(tr('chat.deleteMessageFailed'));
    },
    [call],
  );

  const deleteConversation = useCallback(
    async (id: string) => {
      const answer = await call('conversation:delete', { id });
      if (!answer.ok) setError(tr('chat.deleteConversationFailed'));
    },
    [call],
  );

  return { conversations, selected, select, messages, send, deleteMessage, deleteConversation, error, connected };
}
