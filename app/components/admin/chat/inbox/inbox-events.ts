import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { Socket } from 'socket.io-client';
import { tr } from '../../../../../core/messages';
import { playChime } from '../chime';
import type { Ack, Conversation, Message } from './types';

/** Spec: only conversations with a last message or an e-mail; newest activity first. */
function arrange(list: Conversation[]): Conversation[] {
  return list
    .filter((c) => c.lastMessage !== null || c.email !== 'guest')
    .sort((a, b) => (b.lastMessageTime ?? b.createdAt).localeCompare(a.lastMessageTime ?? a.createdAt));
}

/**
 * What the admin socket says, applied to the inbox's state: the list and the open conversation
 * reloaded on every connection, the session's end, and each conversation and message as it comes
 * or goes.
 */
export function listenToInbox(
  socket: Socket,
  {
    call,
    selectedRef,
    setConversations,
    setMessages,
    setSelected,
    setError,
    setConnected,
  }: {
    call: <T>(event: string, payload?: unknown) => Promise<Ack<T>>;
    selectedRef: RefObject<string | null>;
    setConversations: Dispatch<SetStateAction<Conversation[] | null>>;
    setMessages: Dispatch<SetStateAction<Message[]>>;
    setSelected: (id: string | null) => void;
    setError: (error: string | null) => void;
    setConnected: (connected: boolean) => void;
  },
) {
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
}
