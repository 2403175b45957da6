import { useEffect, useState, type RefObject } from 'react';
import type { Socket } from 'socket.io-client';
import type { SessionAnswer } from './chat-answers';
import { onConversationElsewhere } from './chat-tabs';
import { requestSession } from './setup-calls';
import { loadPending, markActive } from './visitor-store';

/**
 * A visitor with a conversation active in the last day keeps one socket per tab
 * while browsing, so replies arrive live and light the dot on any page. Older
 * conversations connect when the panel opens or a reply is waiting. The server
 * caps sockets per visitor (10 per instance): tabs beyond that say so.
 */
const LIVE_FOR_MS = 24 * 60 * 60_000;

interface Background {
  connect(): unknown;
  socketRef: RefObject<Socket | null>;
  openRef: RefObject<boolean>;
  setSchedule(schedule: SessionAnswer['schedule']): void;
  setReplyMinutes(minutes: number): void;
  setUnread(unread: boolean): void;
}

/** What the chat does on every page, panel closed: the session, the clock, reconnecting, closing. */
export function useChatBackground({
  connect,
  socketRef,
  openRef,
  setSchedule,
  setReplyMinutes,
  setUnread,
}: Background) {
  const [, setTick] = useState(0);

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
  }, [connect, openRef, setSchedule, setReplyMinutes, setUnread]);

  // Another tab had a message stored: this tab's socket hears the replies too, its dot included (issue 30).
  useEffect(() => onConversationElsewhere(() => void connect()), [connect]);

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
  }, [socketRef]);

  // Leaving the page says goodbye at once: on long-polling (before the WebSocket upgrade, or where a
  // proxy blocks it) the server would otherwise take its ping timeout (up to 45 s) to see the visitor
  // gone, and hold a reply e-mail back that long. Restored from the back/forward cache: connect again.
  useEffect(() => {
    const hide = () => socketRef.current?.disconnect();
    const show = (event: PageTransitionEvent) => {
      if (event.persisted) socketRef.current?.connect();
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }, [socketRef]);

  useEffect(() => () => void socketRef.current?.disconnect(), [socketRef]);
}
