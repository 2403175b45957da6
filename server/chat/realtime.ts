import type { FastifyInstance } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { chatState, type ChatSchedule } from '../../core/chat-schedule';
import { clientKey } from '../plugins/rate-limit';
import { clientAddress, trustFunction } from '../plugins/client-address';
import { registerAdminSockets } from './admin-socket';
import { firstMessageNotifier } from './first-message';
import type { conversationView, messageView } from './queries';
import type { RedisChatState } from './redis-link';
import { chatReplyMailer } from './replies';
import { ADMINS, sessionRoom, userRoom, visitorRoom } from './rooms';
import { watchSessions } from './session-watch';
import { currentChatSettings } from './settings';
import { openSocketServer } from './socket-server';
import { registerVisitorSockets } from './visitor-socket';

export { SOCKETS_PER_VISITOR } from './rooms';

export interface ChatRealtimeOptions {
  publicUrl: string;
  redisUrl?: string;
  /** Channel name of the Redis adapter (instances of one site share it). */
  redisChannel?: string;
  defaultHours: string;
  /** TRUST_PROXY: the client address of a socket is computed as Fastify computes request.ip. */
  trustProxy?: boolean | number | string;
  /** New guests and first-message e-mails per client address per hour. */
  guestsPerHour?: number;
  /** How often each signed-in socket's session is checked again (safety net behind the rooms). */
  sessionCheckMs?: number;
  /** Wait before e-mailing a reply to a visitor who is not connected. */
  replyEmailDelayMs?: number;
  now?: () => Date;
}

/** What the visitor and admin handlers share. */
export interface ChatContext {
  app: FastifyInstance;
  visitors: Namespace;
  admins: Namespace;
  opts: ChatRealtimeOptions & { guestsPerHour: number };
  now: () => Date;
  settings(): Promise<{ schedule: ChatSchedule; replyMinutes: number }>;
  state(): Promise<ReturnType<typeof chatState>>;
  cookiesOf(socket: Socket): Record<string, string | undefined>;
  /** The rate-limit key of a socket's client address (TRUST_PROXY honoured). */
  addressOf(socket: Socket): string;
  broadcastMessage(
    key: string,
    message: ReturnType<typeof messageView>,
    conversation: ReturnType<typeof conversationView>,
  ): void;
  notifyFirst(conversationId: string, sender: string, message: string, address?: string): Promise<boolean>;
  replies: ReturnType<typeof chatReplyMailer>;
}

/**
 * Ends the sockets of a session or an account, here and (through Redis) on every instance.
 * `chat:ended` goes first on the same connection, so the page tells « session ended » from a
 * server restart (after which it reconnects).
 */
function end(namespace: Namespace, room: string) {
  namespace.local.in(room).emit('chat:ended');
  namespace.local.in(room).disconnectSockets();
  // The Redis adapter only publishes these; while Redis is away the local calls above did the work.
  namespace.in(room).emit('chat:ended');
  namespace.in(room).disconnectSockets();
}

/**
 * Socket.IO on the Fastify server: the visitor namespace `/` (one room per
 * conversation key, decided by the server from the cookies) and the admin
 * namespace `/admin` (admins only, checked at the handshake, on every event,
 * and every few seconds). With REDIS_URL, events reach sockets on every
 * instance, and a Redis outage leaves each instance's chat working.
 */
export function startChatRealtime(app: FastifyInstance, options: ChatRealtimeOptions) {
  const db = app.database.db;
  const opts = { ...options, guestsPerHour: options.guestsPerHour ?? 20 };
  const now = opts.now ?? (() => new Date());
  const trust = trustFunction(opts.trustProxy);
  const { io, link, visitors, admins } = openSocketServer(app, opts);

  // The schedule changes a few times a year: read it at most every 30 s per instance (and at once after an edit here).
  let settingsCache: { at: number; value: Awaited<ReturnType<typeof currentChatSettings>> } | null = null;
  const settings = async () => {
    if (!settingsCache || Date.now() - settingsCache.at > 30_000)
      settingsCache = { at: Date.now(), value: await currentChatSettings(db, opts.defaultHours, now()) };
    return settingsCache.value;
  };

  /** Whether any socket of this visitor is connected, on any instance (this one only while Redis is away). */
  async function isOnline(key: string): Promise<boolean> {
    try {
      return (await visitors.in(visitorRoom(key)).fetchSockets()).length > 0;
    } catch {
      return (await visitors.local.in(visitorRoom(key)).fetchSockets()).length > 0;
    }
  }

  const ctx: ChatContext = {
    app,
    visitors,
    admins,
    opts,
    now,
    settings,
    state: async () => chatState(now(), (await settings()).schedule),
    cookiesOf: (socket) => app.parseCookie(socket.request.headers.cookie ?? '') as Record<string, string | undefined>,
    addressOf: (socket) => clientKey(clientAddress(socket.request, trust)),
    broadcastMessage(key, message, conversation) {
      visitors.to(visitorRoom(key)).emit('message:new', message);
      admins.to(ADMINS).emit('message:new', message);
      admins.to(ADMINS).emit('conversation:upsert', conversation);
    },
    notifyFirst: firstMessageNotifier(app, opts.publicUrl, opts.guestsPerHour),
    replies: chatReplyMailer(app, {
      publicUrl: opts.publicUrl,
      delayMs: opts.replyEmailDelayMs ?? 30_000,
      isOnline,
      now,
    }),
  };

  registerVisitorSockets(ctx);
  registerAdminSockets(ctx);
  const sessions = watchSessions(ctx, opts.sessionCheckMs ?? 5_000);

  return {
    io,
    notifyFirst: ctx.notifyFirst,
    replies: ctx.replies,
    isOnline,
    /** 'off' without REDIS_URL; 'unavailable' while Redis cannot be reached (chat works per instance). */
    redisState(): RedisChatState {
      return link ? link.state() : 'off';
    },
    /** After an admin edits the chat settings on this instance. */
    forgetSchedule() {
      settingsCache = null;
    },
    /** Logout: the admin inbox and the visitor chat of that session end within the second. */
    endSession(sessionId: string) {
      end(admins, sessionRoom(sessionId));
      end(visitors, sessionRoom(sessionId));
    },
    /** A conversation taken over with an e-mail link: the browsers that held it lose it (issue 29). */
    endVisitor(key: string) {
      end(visitors, visitorRoom(key));
    },
    /** The inbox shows a conversation's new state (address confirmed, taken over with a link). */
    conversationChanged(view: ReturnType<typeof conversationView>) {
      admins.to(ADMINS).emit('conversation:upsert', view);
    },
    /** The visitor's open widgets show their contact address's new state. */
    contactChanged(key: string, contact: { email: string | null; verified: boolean }) {
      visitors.to(visitorRoom(key)).emit('contact:changed', contact);
    },
    /** Demotion: the account's admin inboxes end. */
    endAdmin(userId: string) {
      end(admins, userRoom(userId));
    },
    /** Deletion, or every session revoked: everything the account had open ends. */
    endUser(userId: string) {
      end(admins, userRoom(userId));
      end(visitors, userRoom(userId));
    },
    /** Disconnects every socket without closing the HTTP server (Fastify closes it). */
    async close() {
      sessions.stop();
      ctx.replies.close();
      io.disconnectSockets(true);
      io.engine.close();
      await link?.close();
    },
  };
}

export type ChatRealtime = ReturnType<typeof startChatRealtime>;
