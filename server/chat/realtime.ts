import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { CHAT_MESSAGES, chatMessageSchema } from '../../core/chat-rules';
import { chatState, welcomeMessage } from '../../core/chat-schedule';
import { findSession } from '../accounts/sessions';
import { firstMessageEmail } from './emails';
import { chatCallerFromCookies, type ChatCaller } from './identity';
import {
  addMessage,
  claimFirstNotification,
  conversationView,
  deleteConversation,
  deleteMessage,
  ensureConversation,
  findConversation,
  findConversationByKey,
  listConversations,
  listMessages,
  markRead,
  messageView,
  type VisitorIdentity,
} from './queries';
import { currentSchedule } from './settings';

/** Visitor messages allowed per conversation per minute. */
export const VISITOR_RATE = { limit: 20, windowMs: 60_000 } as const;

type Ack<T = Record<string, unknown>> = (answer: ({ ok: true } & T) | { ok: false; error: string }) => void;

const ADMINS = 'admins';
const visitorRoom = (key: string) => `visitor:${key}`;

const sendSchema = z.object({ content: z.unknown(), clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional() });
const idSchema = z.object({ id: z.uuid() });
const adminSendSchema = sendSchema.extend({ conversationId: z.uuid() });

/** The PostgreSQL error code of a failed query, whichever driver raised it. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A socket event handler that never throws into Socket.IO and always answers its ack. */
function handler<T>(socket: Socket, log: FastifyInstance['log'], fn: (payload: unknown, ack: Ack<T & Record<string, unknown>>) => Promise<void>, failure: string) {
  return (payload: unknown, maybeAck?: unknown) => {
    const ack: Ack<T & Record<string, unknown>> = typeof maybeAck === 'function' ? (maybeAck as Ack<T & Record<string, unknown>>) : () => {};
    fn(payload, ack).catch((err: unknown) => {
      log.error({ err, socket: socket.id }, 'chat event failed');
      ack({ ok: false, error: failure });
    });
  };
}

export interface ChatRealtimeOptions {
  publicUrl: string;
  redisUrl?: string;
  /** Channel name of the Redis adapter (instances of one site share it). */
  redisChannel?: string;
  defaultHours: string;
  now?: () => Date;
}

/**
 * Socket.IO on the Fastify server: the visitor namespace `/` (one room per
 * conversation key, decided by the server from the cookies) and the admin
 * namespace `/admin` (admins only, checked at the handshake and on every event).
 * With REDIS_URL, events reach sockets on every instance.
 */
export async function startChatRealtime(app: FastifyInstance, opts: ChatRealtimeOptions) {
  const db = app.database.db;
  const now = opts.now ?? (() => new Date());
  const publicOrigin = new URL(opts.publicUrl).origin;
  const adminUrl = `${opts.publicUrl.replace(/\/+$/, '')}/admin/dashboard`;

  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Browsers always send Origin on a WebSocket handshake: another site cannot open one with our visitor's cookies.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || origin === publicOrigin);
    },
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redisUrl) {
    pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: opts.redisChannel ?? 'socket.io' }));
  }
  const visitors = io.of('/');
  const admins = io.of('/admin');

  const cookiesOf = (socket: Socket) => app.parseCookie(socket.request.headers.cookie ?? '') as Record<string, string | undefined>;
  // The schedule changes a few times a year: read it at most every 30 s per instance (and at once after an edit here).
  let scheduleCache: { at: number; value: Awaited<ReturnType<typeof currentSchedule>> } | null = null;
  const schedule = async () => {
    if (!scheduleCache || Date.now() - scheduleCache.at > 30_000) scheduleCache = { at: Date.now(), value: await currentSchedule(db, opts.defaultHours, now()) };
    return scheduleCache.value;
  };
  const state = async () => chatState(now(), await schedule());

  async function notifyFirst(conversationId: string, sender: string, message: string): Promise<boolean> {
    const sent = await db.transaction(async (tx) => {
      if (!(await claimFirstNotification(tx, conversationId))) return false;
      await app.mail.enqueue(tx, { kind: 'chat-first-message', relatedId: conversationId, to: app.mail.businessEmail, ...firstMessageEmail({ sender, message, adminUrl }) });
      return true;
    });
    if (sent) app.mail.worker.wake();
    return sent;
  }

  /** Broadcasts a stored message to its visitor and to every admin tab, on every instance. */
  function broadcastMessage(key: string, message: ReturnType<typeof messageView>, conversation: ReturnType<typeof conversationView>) {
    visitors.to(visitorRoom(key)).emit('message:new', message);
    admins.to(ADMINS).emit('message:new', message);
    admins.to(ADMINS).emit('conversation:upsert', conversation);
  }

  // ----- Visitors -----
  visitors.use((socket, next) => {
    chatCallerFromCookies(app, cookiesOf(socket)).then(
      (caller) => {
        if (!caller.visitor) return next(new Error(CHAT_MESSAGES.setupFailed));
        socket.data.caller = caller;
        next();
      },
      (err: unknown) => next(err instanceof Error ? err : new Error(String(err))),
    );
  });

  visitors.on('connection', (socket) => {
    const visitor = (socket.data.caller as ChatCaller).visitor as VisitorIdentity;
    void socket.join(visitorRoom(visitor.key));

    socket.on(
      'chat:hello',
      handler(socket, app.log, async (_payload, ack) => {
        const [s, conversation] = await Promise.all([state(), findConversationByKey(db, visitor.key)]);
        const messages = conversation ? (await listMessages(db, conversation.id)).map(messageView) : [];
        ack({ ok: true, state: s, welcome: welcomeMessage(s), messages, unread: conversation?.visitorUnread ?? 0 });
      }, CHAT_MESSAGES.setupFailed),
    );

    socket.on(
      'visitor:send',
      handler(socket, app.log, async (payload, ack) => {
        const parsed = sendSchema.safeParse(payload);
        const content = chatMessageSchema.safeParse(parsed.success ? parsed.data.content : undefined);
        if (!parsed.success || !content.success) return ack({ ok: false, error: content.success ? CHAT_MESSAGES.sendFailed : content.error.issues[0]!.message });
        if (!(await state()).open) return ack({ ok: false, error: CHAT_MESSAGES.closed });
        const limited = await app.rateLimit.hit(`chat:conv:${visitor.key}`, VISITOR_RATE.limit, VISITOR_RATE.windowMs);
        if (!limited.allowed) return ack({ ok: false, error: CHAT_MESSAGES.tooFast });
        // The conversation is created by the first message, then remembered by the socket;
        // if an admin deleted it meanwhile, the next message starts a new one.
        const store = async () => {
          const conversation = (socket.data.conversation as { id: string } | undefined) ?? (await ensureConversation(db, visitor));
          socket.data.conversation = { id: conversation.id };
          return addMessage(db, {
            conversationId: conversation.id,
            content: content.data,
            email: visitor.email,
            userId: visitor.userId,
            guestId: visitor.guestId,
            clientId: parsed.data.clientId ?? null,
            fromAdmin: false,
          });
        };
        let stored: Awaited<ReturnType<typeof addMessage>>;
        try {
          stored = await store();
        } catch (err) {
          if (pgCode(err) !== '23503') throw err;
          socket.data.conversation = undefined;
          stored = await store();
        }
        const conversation = stored.conversation;
        const message = messageView(stored.message);
        if (!stored.duplicate) {
          broadcastMessage(visitor.key, message, conversationView(stored.conversation));
          if (!stored.conversation.notifiedAt) await notifyFirst(conversation.id, visitor.email, content.data);
        }
        ack({ ok: true, message });
      }, CHAT_MESSAGES.sendFailed),
    );

    socket.on(
      'visitor:read',
      handler(socket, app.log, async (_payload, ack) => {
        const conversation = await findConversationByKey(db, visitor.key);
        if (conversation) await markRead(db, conversation.id, 'visitor');
        ack({ ok: true });
      }, CHAT_MESSAGES.setupFailed),
    );
  });

  // ----- Admins -----
  admins.use((socket, next) => {
    chatCallerFromCookies(app, cookiesOf(socket), socket.handshake.auth?.token as string | undefined).then(
      (caller) => {
        if (caller.user?.role !== 'admin') return next(new Error(CHAT_MESSAGES.forbidden));
        socket.data.token = (socket.handshake.auth?.token as string | undefined) ?? cookiesOf(socket).token;
        next();
      },
      (err: unknown) => next(err instanceof Error ? err : new Error(String(err))),
    );
  });

  admins.on('connection', (socket) => {
    void socket.join(ADMINS);
    /** The role is read again on every event: a demoted or signed-out admin loses the inbox at once. */
    const stillAdmin = async () => (await findSession(db, socket.data.token as string, new Date()))?.user.role === 'admin';
    const adminEvent = <T>(fn: (payload: unknown, ack: Ack<T & Record<string, unknown>>) => Promise<void>, failure: string) =>
      handler<T>(socket, app.log, async (payload, ack) => {
        if (!(await stillAdmin())) {
          ack({ ok: false, error: CHAT_MESSAGES.forbidden });
          // A graceful disconnect goes out after the answer above.
          socket.disconnect();
          return;
        }
        await fn(payload, ack);
      }, failure);

    socket.on(
      'conversations:list',
      adminEvent(async (_payload, ack) => {
        ack({ ok: true, conversations: (await listConversations(db)).map(conversationView) });
      }, 'Erreur lors du chargement des conversations'),
    );

    socket.on(
      'messages:list',
      adminEvent(async (payload, ack) => {
        const parsed = idSchema.safeParse(payload);
        const conversation = parsed.success ? await markRead(db, parsed.data.id, 'admin') : null;
        if (!conversation) return ack({ ok: false, error: CHAT_MESSAGES.notFound });
        admins.to(ADMINS).emit('conversation:upsert', conversationView(conversation));
        ack({ ok: true, messages: (await listMessages(db, conversation.id)).map(messageView) });
      }, 'Erreur lors du chargement des messages'),
    );

    socket.on(
      'conversation:read',
      adminEvent(async (payload, ack) => {
        const parsed = idSchema.safeParse(payload);
        const conversation = parsed.success ? await markRead(db, parsed.data.id, 'admin') : null;
        if (!conversation) return ack({ ok: false, error: CHAT_MESSAGES.notFound });
        admins.to(ADMINS).emit('conversation:upsert', conversationView(conversation));
        ack({ ok: true });
      }, CHAT_MESSAGES.notFound),
    );

    socket.on(
      'admin:send',
      adminEvent(async (payload, ack) => {
        const parsed = adminSendSchema.safeParse(payload);
        const content = chatMessageSchema.safeParse(parsed.success ? parsed.data.content : undefined);
        if (!parsed.success || !content.success) return ack({ ok: false, error: content.success ? CHAT_MESSAGES.adminSendFailed : content.error.issues[0]!.message });
        const conversation = await findConversation(db, parsed.data.conversationId);
        if (!conversation) return ack({ ok: false, error: CHAT_MESSAGES.notFound });
        const stored = await addMessage(db, {
          conversationId: conversation.id,
          content: content.data,
          email: 'admin',
          userId: null,
          guestId: null,
          clientId: parsed.data.clientId ?? null,
          fromAdmin: true,
        });
        const message = messageView(stored.message);
        if (!stored.duplicate) broadcastMessage(conversation.key, message, conversationView(stored.conversation));
        ack({ ok: true, message });
      }, CHAT_MESSAGES.adminSendFailed),
    );

    socket.on(
      'message:delete',
      adminEvent(async (payload, ack) => {
        const parsed = idSchema.safeParse(payload);
        const removed = parsed.success ? await deleteMessage(db, parsed.data.id) : null;
        if (!removed) return ack({ ok: false, error: CHAT_MESSAGES.deleteMessageFailed });
        const gone = { id: removed.message.id, conversationId: removed.message.conversationId };
        visitors.to(visitorRoom(removed.conversation.key)).emit('message:removed', gone);
        admins.to(ADMINS).emit('message:removed', gone);
        admins.to(ADMINS).emit('conversation:upsert', conversationView(removed.conversation));
        ack({ ok: true });
      }, CHAT_MESSAGES.deleteMessageFailed),
    );

    socket.on(
      'conversation:delete',
      adminEvent(async (payload, ack) => {
        const parsed = idSchema.safeParse(payload);
        const removed = parsed.success ? await deleteConversation(db, parsed.data.id) : null;
        if (!removed) return ack({ ok: false, error: CHAT_MESSAGES.deleteConversationFailed });
        visitors.to(visitorRoom(removed.key)).emit('conversation:removed', { id: removed.id });
        admins.to(ADMINS).emit('conversation:removed', { id: removed.id });
        ack({ ok: true });
      }, CHAT_MESSAGES.deleteConversationFailed),
    );
  });

  return {
    io,
    notifyFirst,
    /** After an admin edits the hours on this instance. */
    forgetSchedule() {
      scheduleCache = null;
    },
    /** Disconnects every socket without closing the HTTP server (Fastify closes it). */
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
    },
  };
}

export type ChatRealtime = Awaited<ReturnType<typeof startChatRealtime>>;
