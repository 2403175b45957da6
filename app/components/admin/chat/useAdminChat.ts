import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { playChime } from './chime';
import { tr } from '../../../../core/messages';

export interface Conversation {
  id: string;
  email: string;
  /** Short number telling guests apart (« Invité n° 12 »). */
  number: number;
  device: string | null;
  startedOn: string | null;
  /** The language of the page the conversation started on: the one to answer in. */
  lang?: 'fr' | 'ar';
  /** The address a guest left for replies. */
  contactEmail: string | null;
  /** « non vérifiée » until the guest confirms it from its mailbox (issue 29). */
  contactEmailVerified: boolean;
  /** When a browser took the conversation over with a reply e-mail's link. */
  resumedFromLinkAt: string | null;
  lastMessage: string | null;
  lastMessageTime: string | null;
  adminUnread: number;
  createdAt: string;
}

export interface Message {
  id: string;
  conversationId: string;
  content: string;
  email: string;
  createdAt: string;
}

type Ack<T> = ({ ok: true } & T) | { ok: false; error: string };

/** Spec: only conversations with a last message or an e-mail; newest activity first. */
function arrange(list: Conversation[]): Conversation[] {
  return list
    .filter((c) => c.lastMessage !== null || c.email !== 'guest')
    .sort((a, b) => (b.lastMessageTime ?? b.createdAt).localeCompare(a.lastMessageTime ?? a.createdAt));
}

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
    /** The inbox and the open conversation as stored: on every connection, and when the server asks. */
    const reload = async () => {
      const answer = await call<{ conversations: Conversation[] }>('conversations:list');
      if (answer.ok) setConversations(arrange(answer.conversations));
      else setError(answer.error);
      const current = selectedRef.current;
      if (current) {
        const again = await call<{ messages: Message[] }>('messages:list', { id: current });
        if (again.ok && selectedRef.current === current) setMessages(again.messages);
      }
    };
    socket.on('connect', () => {
      setConnected(true);
      setError(null);
      void reload();
    });
    // Redis came back after an outage: messages stored on another instance meanwhile are shown.
    socket.on('chat:resync', () => window.setTimeout(() => void reload(), Math.random() * 1500));
    let ended = false;
    socket.on('chat:ended', () => {
      ended = true;
    });
    socket.on('disconnect', (reason) => {
      setConnected(false);
      if (reason !== 'io server disconnect') return;
      // Signed out, demoted or deleted: the inbox closes and says why. Otherwise a server restart: come back.
      if (ended) {
        setConversations([]);
        setMessages([]);
        setSelected(null);
        setError(tr('chat.sessionEnded'));
      } else window.setTimeout(() => socket.connect(), 1000 + Math.random() * 2000);
    });
    socket.on('connect_error', (err: Error) => {
      setConnected(false);
      setError(err.message || tr('chat.setupFailed'));
    });
    socket.on('conversation:upsert', (c: Conversation) =>
      setConversations((list) => arrange([...(list ?? []).filter((x) => x.id !== c.id), c])),
    );
    socket.on('conversation:removed', ({ id }: { id: string }) => {
      setConversations((list) => (list ?? []).filter((c) => c.id !== id));
      if (selectedRef.current === id) {
        setSelected(null);
        setMessages([]);
      }
    });
    socket.on('message:new', (m: Message) => {
      if (m.email !== 'admin') playChime();
      if (m.conversationId !== selectedRef.current) return;
      setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
      if (m.email !== 'admin') socket.emit('conversation:read', { id: m.conversationId });
    });
    socket.on('message:removed', ({ id }: { id: string }) => setMessages((list) => list.filter((m) => m.id !== id)));
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
