import { useCallback, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { REPLY_MINUTES_DEFAULT } from '../../../core/chat-rules';
import { chatState, type ChatSchedule } from '../../../core/chat-schedule';
import type { Lang } from '../../../core/messages';
import { reopeningHint, welcomeText } from '../../../core/chat-text';
import type { SessionAnswer } from './chat-answers';
import { requestSession, SetupError } from './setup-calls';
import { useChatBackground } from './useChatBackground';
import { useChatContact } from './useChatContact';
import { useChatOutbox } from './useChatOutbox';
import { useVisitorSocket } from './useVisitorSocket';
import { readUpTo } from './visitor-store';

/** What the panel says went wrong; `retry` when its « Réessayer » button sets the chat up again. */
interface Problem {
  text: string;
  retry: boolean;
}

/**
 * The visitor's side of the chat, put together from one hook per concern: the messages and
 * their offline queue (useChatOutbox), the socket (useVisitorSocket), the guest's address
 * (useChatContact) and what runs on every page (useChatBackground). This hook keeps the panel:
 * open or not, unread, the error shown and « Réessayer ».
 */
export function useVisitorChat(lang: Lang) {
  const [schedule, setSchedule] = useState<ChatSchedule | null>(null);
  const [replyMinutes, setReplyMinutes] = useState(REPLY_MINUTES_DEFAULT);
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemRef = useRef(problem);
  problemRef.current = problem;
  const socketRef = useRef<Socket | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  /** An error shown in the panel; `retry` only for a failed setup, which trying again may mend. */
  const setError = useCallback((text: string | null, retry = false) => {
    setProblem(text === null ? null : { text, retry });
  }, []);

  const outbox = useChatOutbox(socketRef, setError);
  const { messages, setMessages, merge, flush } = outbox;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const { contact, setContact, saveContact, declined, decline } = useChatContact(socketRef);
  const { connect, hello, connected } = useVisitorSocket(lang, socketRef, {
    openRef,
    setError,
    merge,
    flush,
    setMessages,
    setSchedule,
    setReplyMinutes,
    setContact,
    setUnread,
    setLoaded,
  });
  useChatBackground({ connect, socketRef, openRef, setSchedule, setReplyMinutes, setUnread });

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
    // What the panel now shows is read; before the history arrived, the hello that brings it says so.
    const upTo = readUpTo(messagesRef.current);
    if (upTo) socketRef.current.emit('visitor:read', upTo);
    // Closing and reopening the panel on a failed setup tries again too.
    if (problemRef.current?.retry) retry();
  }, [retry, setUp]);

  const outboxSend = outbox.send;
  const send = useCallback((raw: string) => outboxSend(raw, connect), [outboxSend, connect]);

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
    sending: outbox.sending,
    send,
    contact,
    offerContact,
    saveContact,
    decline,
  };
}
