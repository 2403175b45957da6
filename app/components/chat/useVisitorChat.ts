import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { CHAT_MESSAGES, cleanChatText } from '../../../core/chat-rules';
import { chatState, welcomeMessage, type ChatSchedule, type ChatState } from '../../../core/chat-schedule';

export interface ChatMessage {
  id: string;
  content: string;
  email: string;
  createdAt: string;
  clientId?: string | null;
  /** Shown before the server confirmed it (offline or in flight). */
  pending?: boolean;
}

interface SessionAnswer {
  state: ChatState;
  welcome: string;
  schedule: ChatSchedule;
  conversation: { unread: number } | null;
}

type Ack = { ok: true; message?: ChatMessage; messages?: ChatMessage[]; unread?: number } | { ok: false; error: string };

const PENDING_KEY = 'chat-pending';
/** Mirrors ChatLauncher's CHAT_ACTIVE_KEY (not imported: the launcher is in the main bundle, this hook is not). */
const ACTIVE_KEY = 'chat-active';

function markActive(active: boolean) {
  try {
    if (active) localStorage.setItem(ACTIVE_KEY, '1');
    else localStorage.removeItem(ACTIVE_KEY);
  } catch {
    // No storage: the widget simply loads on the first click.
  }
}
const newClientId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

function loadPending(): ChatMessage[] {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as ChatMessage[];
  } catch {
    return [];
  }
}
function savePending(list: ChatMessage[]) {
  try {
    if (list.length) sessionStorage.setItem(PENDING_KEY, JSON.stringify(list));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Private browsing without storage: the queue lives in memory only.
  }
}

/**
 * The visitor's side of the chat. No socket until the panel opens or an unread
 * reply waits; messages typed while offline are queued (kept for the tab's
 * session) and delivered once, in order, when the connection is back.
 */
export function useVisitorChat() {
  const [schedule, setSchedule] = useState<ChatSchedule | null>(null);
  const [state, setState] = useState<ChatState | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(false);
  const [connected, setConnected] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
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
        let answer: Ack;
        try {
          answer = (await socket.timeout(10_000).emitWithAck('visitor:send', { content: item.content, clientId: item.clientId })) as Ack;
        } catch {
          // No answer (the connection dropped under it): the queue stays, in order.
          stalled = true;
          break;
        }
        savePending(loadPending().filter((p) => p.clientId !== item.clientId));
        if (answer.ok && answer.message) merge(answer.message);
        else {
          setMessages((list) => list.filter((m) => m.clientId !== item.clientId));
          setError(answer.ok ? CHAT_MESSAGES.sendFailed : answer.error);
        }
      }
    } finally {
      flushing.current = false;
    }
    // Reconnected meanwhile, or stalled on a connection that is back: the client ids make a resend harmless.
    if (flushAgain.current || (stalled && socket.connected)) return flush();
  }, [merge]);

  const connect = useCallback(() => {
    if (socketRef.current) return socketRef.current;
    const socket = io({ path: '/socket.io', withCredentials: true });
    socketRef.current = socket;
    socket.on('connect', async () => {
      setConnected(true);
      setError(null);
      try {
        const hello = (await socket.timeout(10_000).emitWithAck('chat:hello')) as Ack & { state?: ChatState };
        if (!hello.ok) throw new Error(hello.error);
        const pending = loadPending().map((m) => ({ ...m, pending: true }));
        setMessages([...(hello.messages ?? []), ...pending.filter((p) => !(hello.messages ?? []).some((m) => m.clientId === p.clientId))]);
        if (hello.state) setState(hello.state);
        if ((hello.unread ?? 0) > 0 && !openRef.current) setUnread(true);
        markActive((hello.messages ?? []).length > 0 || pending.length > 0);
        if (openRef.current) socket.emit('visitor:read');
        setLoaded(true);
        await flush();
      } catch {
        setError(CHAT_MESSAGES.setupFailed);
      }
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('connect_error', () => {
      setConnected(false);
      setError(CHAT_MESSAGES.setupFailed);
    });
    socket.on('message:new', (m: ChatMessage) => {
      merge(m);
      if (m.email === 'admin') {
        if (openRef.current) socket.emit('visitor:read');
        else setUnread(true);
      }
    });
    socket.on('message:removed', ({ id }: { id: string }) => setMessages((list) => list.filter((m) => m.id !== id)));
    socket.on('conversation:removed', () => {
      setMessages([]);
      markActive(false);
    });
    return socket;
  }, [flush, merge]);

  // What the widget needs to know on every page, without a socket: hours and unread replies.
  useEffect(() => {
    let cancelled = false;
    fetch('/api/chat/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<SessionAnswer>) : Promise.reject(new Error(String(r.status)))))
      .then((answer) => {
        if (cancelled) return;
        setSchedule(answer.schedule);
        setState(answer.state);
        if ((answer.conversation?.unread ?? 0) > 0 || loadPending().length > 0) connect();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [connect]);

  // Spec: the schedule is re-evaluated every 60 seconds.
  useEffect(() => {
    if (!schedule) return;
    const tick = () => setState(chatState(new Date(), schedule));
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, [schedule]);

  useEffect(() => () => void socketRef.current?.disconnect(), []);

  const openPanel = useCallback(async () => {
    setOpen(true);
    setUnread(false);
    if (socketRef.current) {
      socketRef.current.emit('visitor:read');
      return;
    }
    try {
      // Gives an anonymous visitor their signed guest id before the socket asks who they are.
      const res = await fetch('/api/chat/session', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(String(res.status));
      const answer = (await res.json()) as SessionAnswer;
      setSchedule(answer.schedule);
      setState(answer.state);
      connect();
    } catch {
      setError(CHAT_MESSAGES.setupFailed);
    }
  }, [connect]);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const content = cleanChatText(raw);
      if (!content || sending) return false;
      setError(null);
      const item: ChatMessage = { id: `pending-${newClientId()}`, clientId: newClientId(), content, email: 'me', createdAt: new Date().toISOString(), pending: true };
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
    [connect, flush, sending],
  );

  const welcome = state ? welcomeMessage(state) : null;
  return { state, welcome, messages, open, setOpen, openPanel, unread, connected, loaded, error, sending, send };
}
