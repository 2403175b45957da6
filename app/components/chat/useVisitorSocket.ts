import { useCallback, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ChatSchedule } from '../../../core/chat-schedule';
import { tr, type Lang } from '../../../core/messages';
import type { Hello, SetError } from './chat-answers';
import { askHello } from './setup-calls';
import type { ChatContact } from './useChatContact';
import { loadPending, markActive, readUpTo, type ChatMessage } from './visitor-store';

/** What the socket's events change in the chat's state. */
export interface SocketSink {
  openRef: RefObject<boolean>;
  setError: SetError;
  merge(message: ChatMessage): void;
  flush(): Promise<void>;
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  setSchedule(schedule: ChatSchedule): void;
  setReplyMinutes(minutes: number): void;
  setContact(contact: ChatContact | null): void;
  setUnread(unread: boolean): void;
  setLoaded(loaded: boolean): void;
}

/**
 * The visitor's socket: one per tab, opened by `connect`. History comes from the server on every
 * connection (reload, other page, other tab, back online, Redis back), then the queue is sent.
 */
export function useVisitorSocket(lang: Lang, socketRef: RefObject<Socket | null>, sink: SocketSink) {
  const { openRef, setError, merge, flush, setMessages, setSchedule, setReplyMinutes, setContact } = sink;
  const { setUnread, setLoaded } = sink;
  const [connected, setConnected] = useState(false);

  /** Everything the server holds for this visitor, then the unsent queue. Run on every (re)connection. */
  const hello = useCallback(
    async (socket: Socket) => {
      const answer = await askHello<Hello | { ok: false; error: string }>(socket);
      // The connection closed meanwhile: the next connection says hello again.
      if (answer === null) return;
      if (answer === 'unanswered') return setError(tr('chat.setupFailed'), true);
      if (!answer.ok) return setError(answer.error, true);
      setError(null);
      const pending = loadPending().map((m) => ({ ...m, pending: true }));
      setMessages([
        ...answer.messages,
        ...pending.filter((p) => !answer.messages.some((m) => m.clientId === p.clientId)),
      ]);
      setSchedule(answer.schedule);
      setReplyMinutes(answer.replyMinutes);
      setContact(answer.contact);
      if (answer.unread > 0) {
        if (openRef.current) socket.emit('visitor:read', readUpTo(answer.messages));
        else setUnread(true);
      }
      markActive(answer.messages.length > 0 || pending.length > 0);
      setLoaded(true);
      await flush();
    },
    [flush, setError, openRef, setMessages, setSchedule, setReplyMinutes, setContact, setUnread, setLoaded],
  );

  const connect = useCallback(() => {
    if (socketRef.current) return socketRef.current;
    // The page's language: the server answers its errors in it.
    const socket = io({ path: '/socket.io', withCredentials: true, auth: { lang } });
    socketRef.current = socket;
    let ending = false;
    socket.on('connect', () => {
      setConnected(true);
      void hello(socket);
    });
    // The server's Redis link came back after an outage: reload what was stored meanwhile (spread over 1.5 s).
    socket.on('chat:resync', () => window.setTimeout(() => void hello(socket), Math.random() * 1500));
    // Signed out, or the account deleted: this chat is over for this page.
    socket.on('chat:ended', () => {
      ending = true;
    });
    socket.on('disconnect', (reason) => {
      setConnected(false);
      if (reason !== 'io server disconnect') return;
      if (ending) {
        socketRef.current = null;
        setMessages([]);
        setContact(null);
        setUnread(false);
        markActive(false);
        setError(tr('chat.sessionEnded'));
        return;
      }
      // The server is restarting: try again shortly.
      window.setTimeout(() => socket.connect(), 1000 + Math.random() * 2000);
    });
    socket.on('connect_error', (err: Error) => {
      setConnected(false);
      // Refused by the server (no identity, too many windows): it will not retry by itself, say why;
      // « Réessayer » asks for a session again (a new guest id if the cookie went) and reconnects.
      if (!socket.active) {
        socketRef.current = null;
        setError(err.message || tr('chat.setupFailed'), true);
      }
    });
    socket.on('message:new', (m: ChatMessage) => {
      merge(m);
      if (m.email === 'admin') {
        if (openRef.current) socket.emit('visitor:read', { upTo: m.id });
        else setUnread(true);
      }
    });
    socket.on('contact:changed', (contact: ChatContact) => setContact(contact));
    socket.on('message:removed', ({ id }: { id: string }) => setMessages((list) => list.filter((m) => m.id !== id)));
    socket.on('conversation:removed', () => {
      setMessages([]);
      markActive(false);
    });
    return socket;
  }, [hello, lang, merge, setError, socketRef, openRef, setMessages, setContact, setUnread]);

  return { connect, hello, connected };
}
