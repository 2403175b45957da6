import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { cleanChatText, REPLY_MINUTES_DEFAULT } from '../../../core/chat-rules';
import { chatState, type ChatSchedule } from '../../../core/chat-schedule';
import {
  declineOffer,
  loadPending,
  markActive,
  newClientId,
  offerDeclined,
  savePending,
  type ChatMessage,
} from './visitor-store';
import { tr, type Lang } from '../../../core/messages';
import { reopeningHint, welcomeText } from '../../../core/chat-text';
import { askHello, requestSession, SetupError } from './setup-calls';

export type { ChatMessage } from './visitor-store';

interface SessionAnswer {
  schedule: ChatSchedule;
  replyMinutes: number;
  conversation: { unread: number; lastMessageTime: string | null } | null;
}

interface Hello {
  ok: true;
  schedule: ChatSchedule;
  replyMinutes: number;
  messages: ChatMessage[];
  unread: number;
  /** null for a signed-in visitor (replies go to their account's address). */
  contact: { email: string | null } | null;
}

type Ack<T = Record<string, unknown>> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * A visitor with a conversation active in the last day keeps one socket per tab
 * while browsing, so replies arrive live and light the dot on any page. Older
 * conversations connect when the panel opens or a reply is waiting. The server
 * caps sockets per visitor (10 per instance): tabs beyond that say so.
 */
const LIVE_FOR_MS = 24 * 60 * 60_000;

/** What the panel says went wrong; `retry` when its « Réessayer » button sets the chat up again. */
interface Problem {
  text: string;
  retry: boolean;
}

/**
 * The visitor's side of the chat. History comes from the server on every
 * connection (reload, other page, other tab, back online, Redis back);
 * messages typed while offline are queued (for the tab's session) and
 * delivered once, in order, when the connection is back.
 */
export function useVisitorChat(lang: Lang) {
  const [schedule, setSchedule] = useState<ChatSchedule | null>(null);
  const [replyMinutes, setReplyMinutes] = useState(REPLY_MINUTES_DEFAULT);
  const [, setTick] = useState(0);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(false);
  const [connected, setConnected] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemRef = useRef(problem);
  problemRef.current = problem;
  const [sending, setSending] = useState(false);
  const [contact, setContact] = useState<{ email: string | null } | null>(null);
  const [declined, setDeclined] = useState(offerDeclined);
  const socketRef = useRef<Socket | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const flushing = useRef(false);
  const flushAgain = useRef(false);
  /** An error shown in the panel; `retry` only for a failed setup, which trying again may mend. */
  const setError = useCallback((text: string | null, retry = false) => {
    setProblem(text === null ? null : { text, retry });
  }, []);

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
        if (answer.ok && answer.message) merge(answer.message);
        else {
          setMessages((list) => list.filter((m) => m.clientId !== item.clientId));
          setError(answer.ok ? tr('chat.sendFailed') : answer.error);
        }
      }
    } finally {
      flushing.current = false;
    }
    // Reconnected meanwhile, or stalled on a connection that is back: the client ids make a resend harmless.
    if (flushAgain.current || (stalled && socket.connected)) return flush();
  }, [merge, setError]);

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
        if (openRef.current) socket.emit('visitor:read');
        else setUnread(true);
      }
      markActive(answer.messages.length > 0 || pending.length > 0);
      setLoaded(true);
      await flush();
    },
    [flush, setError],
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
        if (openRef.current) socket.emit('visitor:read');
        else setUnread(true);
      }
    });
    socket.on('contact:changed', ({ email }: { email: string | null }) => setContact({ email }));
    socket.on('message:removed', ({ id }: { id: string }) => setMessages((list) => list.filter((m) => m.id !== id)));
    socket.on('conversation:removed', () => {
      setMessages([]);
      markActive(false);
    });
    return socket;
  }, [hello, lang, merge, setError]);

  // On every page: hours, reply time and unread replies without a socket; a socket for a live conversation.
  useEffect(() => {
    let cancelled = false;
    requestSession<SessionAnswer>('GET')
      .then((answer) => {
        if (cancelled) return;
        setSchedule(answer.schedule);
        setReplyMinutes(answer.replyMinutes);
        const c = answer.conversation;
        if (c && c.unread > 0 && !openRef.current) setUnread(true);
        markActive(c !== null || loadPending().length > 0);
        const recent = c?.lastMessageTime ? Date.now() - Date.parse(c.lastMessageTime) < LIVE_FOR_MS : false;
        if (recent || (c?.unread ?? 0) > 0 || loadPending().length > 0) connect();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [connect]);

  // Spec: the schedule is re-evaluated every 60 seconds.
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  // Back online: reconnect now rather than at the end of Socket.IO's back-off.
  useEffect(() => {
    const online = () => {
      const socket = socketRef.current;
      if (socket && !socket.connected) socket.disconnect().connect();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  useEffect(() => () => void socketRef.current?.disconnect(), []);

  /** The session (an anonymous visitor's signed guest id, before the socket asks who they are), then the socket. */
  const setUp = useCallback(async () => {
    try {
      const answer = await requestSession<SessionAnswer>('POST');
      setSchedule(answer.schedule);
      setReplyMinutes(answer.replyMinutes);
      setError(null);
      connect();
    } catch (err) {
      setError((err as Error).message, err instanceof SetupError && err.retry);
    }
  }, [connect, setError]);

  /** « Réessayer »: the step that failed, again. */
  const retry = useCallback(() => {
    setError(null);
    const socket = socketRef.current;
    if (!socket) void setUp();
    else if (socket.connected) void hello(socket);
    // Waiting out Socket.IO's back-off: now.
    else socket.disconnect().connect();
  }, [hello, setError, setUp]);

  const openPanel = useCallback(async () => {
    setOpen(true);
    setUnread(false);
    if (!socketRef.current) return setUp();
    socketRef.current.emit('visitor:read');
    // Closing and reopening the panel on a failed setup tries again too.
    if (problemRef.current?.retry) retry();
  }, [retry, setUp]);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
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
    [connect, flush, sending, setError],
  );

  /** The guest's address for replies (null removes it); the error message, or null when saved. */
  const saveContact = useCallback(async (email: string | null): Promise<string | null> => {
    const socket = socketRef.current;
    if (!socket?.connected) return tr('chat.sendFailed');
    try {
      const answer = (await socket.timeout(10_000).emitWithAck('visitor:contact', { email })) as Ack<{
        email: string | null;
      }>;
      if (!answer.ok) return answer.error;
      setContact({ email: answer.email });
      return null;
    } catch {
      return tr('chat.sendFailed');
    }
  }, []);

  const decline = useCallback(() => {
    declineOffer();
    setDeclined(true);
  }, []);

  // The browser's clock, like the spec's widget: the server refuses messages by its own.
  const now = new Date();
  const state = schedule ? chatState(now, schedule) : null;
  const hint = state && schedule ? reopeningHint(state, schedule, now, lang) : null;
  const welcome = state ? welcomeText(state, hint, lang) : null;
  const wrote = messages.some((m) => m.email !== 'admin' && !m.pending);
  const offerContact = contact !== null && contact.email === null && wrote && !declined;
  return {
    state,
    hint,
    welcome,
    replyMinutes,
    messages,
    open,
    setOpen,
    openPanel,
    unread,
    connected,
    loaded,
    error: problem?.text ?? null,
    /** A failed setup: the panel offers « Réessayer ». */
    canRetry: problem?.retry ?? false,
    retry,
    sending,
    send,
    contact,
    offerContact,
    saveContact,
    decline,
  };
}
