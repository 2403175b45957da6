import { splitLangPath } from '../../core/messages/pages';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { chatContactSchema, chatMessageSchema } from '../../core/chat-rules';
import { chatState } from '../../core/chat-schedule';
import { chatStateIn } from '../../core/chat-text';
import { chatCallerFromCookies, deviceOf, pagePath, type ChatCaller } from './identity';
import {
  addMessage,
  conversationView,
  ensureConversation,
  findConversationByKey,
  listMessages,
  markVisitorRead,
  messageView,
  setContactEmail,
  type VisitorIdentity,
} from './queries';
import { sendContactConfirmation } from './confirm-email';
import type { ChatContext } from './realtime';
import { ADMINS, HOUR_MS, SOCKETS_PER_VISITOR, sessionRoom, userRoom, VISITOR_RATE, visitorRoom } from './rooms';
import { handler, pgCode, type Ack } from './socket-kit';
import { servedLang, t, wordMessage, type Lang, type PlainMessageId } from '../../core/messages';

const sendSchema = z.object({
  content: z.unknown(),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  /** The page the visitor writes from; kept (as a bare path) for the inbox when it starts a conversation. */
  page: z.unknown().optional(),
});

const readSchema = z.object({ upTo: z.uuid().optional() });

/** The socket's messages in its page's language. */
const inLang = (lang: Lang) => (id: PlainMessageId) => t(lang, id);

/** Contact address changes allowed per conversation per hour. */
const CONTACT_RATE = { limit: 10, windowMs: HOUR_MS } as const;

/** What a connected visitor's event handlers share: its conversation key, its page's language. */
interface VisitorScope {
  ctx: ChatContext;
  socket: Socket;
  visitor: VisitorIdentity;
  lang: Lang;
  tr: (id: PlainMessageId) => string;
}

/**
 * The handshake: the conversation is decided from the cookies, and one visitor holds at most
 * SOCKETS_PER_VISITOR windows; the socket joins the rooms a logout or deletion ends.
 */
function admitVisitors(ctx: ChatContext) {
  const { app, visitors } = ctx;
  visitors.use((socket, next) => {
    // The page's language, for the messages this socket sends back (issue 17): only ever one the site serves.
    const lang = servedLang((socket.handshake.auth as { lang?: unknown } | undefined)?.lang);
    socket.data.lang = lang;
    const tr = inLang(lang);
    chatCallerFromCookies(app, ctx.cookiesOf(socket)).then(
      (caller) => {
        if (!caller.visitor) return next(new Error(tr('chat.setupFailed')));
        const room = visitorRoom(caller.visitor.key);
        if ((visitors.adapter.rooms.get(room)?.size ?? 0) >= SOCKETS_PER_VISITOR) {
          const refused = new Error(tr('chat.tooManyWindows')) as Error & { data?: unknown };
          refused.data = { code: 'too-many-windows' };
          return next(refused);
        }
        // Joined here, right after counting: two handshakes at once cannot both take the last place.
        // A handshake that fails later leaves its rooms (Socket.IO cleans up).
        void socket.join(room);
        if (caller.user && caller.sessionId)
          void socket.join([userRoom(caller.user.id), sessionRoom(caller.sessionId)]);
        socket.data.caller = caller;
        socket.data.sessionId = caller.sessionId;
        socket.data.address = ctx.addressOf(socket);
        socket.data.device = deviceOf(socket.handshake.headers['user-agent']);
        next();
      },
      // A database or Redis failure is logged here; the visitor gets the usual setup message, never
      // the driver's words (a table name or an address would tell a stranger about the system).
      (err: unknown) => {
        app.log.error({ err }, 'chat handshake failed');
        next(new Error(tr('chat.setupFailed')));
      },
    );
  });
}

/** `chat:hello`: the state, the schedule and the conversation so far, in the socket's language. */
async function hello({ ctx, visitor, lang }: VisitorScope, ack: Ack) {
  const db = ctx.app.database.db;
  const [{ schedule, replyMinutes }, conversation] = await Promise.all([
    ctx.settings(),
    findConversationByKey(db, visitor.key),
  ]);
  const at = ctx.now();
  // In the socket's language (issue 17), as the session API answers.
  const { state, welcome } = chatStateIn(lang, chatState(at, schedule), schedule, at);
  const messages = conversation ? (await listMessages(db, conversation.id)).map(messageView) : [];
  ack({
    ok: true,
    state,
    schedule,
    replyMinutes,
    welcome,
    messages,
    unread: conversation?.visitorUnread ?? 0,
    // Guests may leave an address for replies; a customer's account already has one.
    contact: visitor.userId
      ? null
      : { email: conversation?.contactEmail ?? null, verified: conversation?.contactEmailVerifiedAt != null },
  });
}

/** `visitor:send`: a message, starting the conversation if need be; the first one is e-mailed to the business. */
async function sendAsVisitor({ ctx, socket, visitor, lang, tr }: VisitorScope, payload: unknown, ack: Ack) {
  const { app } = ctx;
  const db = app.database.db;
  const parsed = sendSchema.safeParse(payload);
  const content = chatMessageSchema.safeParse(parsed.success ? parsed.data.content : undefined);
  // The schema's problem is a message reference: worded in the socket's language.
  if (!parsed.success || !content.success)
    return ack({
      ok: false,
      error: content.success ? tr('chat.sendFailed') : wordMessage(lang, content.error.issues[0]?.message),
    });
  if (!(await ctx.state()).open) return ack({ ok: false, error: tr('chat.closed') });
  const limited = await app.rateLimit.hit(`chat:conv:${visitor.key}`, VISITOR_RATE.limit, VISITOR_RATE.windowMs);
  if (!limited.allowed) return ack({ ok: false, error: tr('chat.tooFast') });
  // The conversation is created by the first message, then remembered by the socket;
  // if an admin deleted it meanwhile, the next message starts a new one.
  const store = async () => {
    const conversation =
      (socket.data.conversation as { id: string } | undefined) ??
      (await ensureConversation(db, visitor, {
        device: socket.data.device as string | null,
        startedOn: pagePath(parsed.data.page),
        // The language of the page it starts on (issue 17): the address says it, like for any page.
        lang: splitLangPath(pagePath(parsed.data.page) ?? '/').lang,
      }));
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
  const message = messageView(stored.message);
  if (!stored.duplicate) {
    ctx.broadcastMessage(visitor.key, message, conversationView(stored.conversation));
    if (!stored.conversation.notifiedAt)
      await ctx.notifyFirst(stored.conversation.id, visitor.email, content.data, socket.data.address as string);
  }
  ack({ ok: true, message });
}

/**
 * `visitor:read`: the open panel displayed the conversation up to `upTo` (a message id; without
 * it, all of it): the read marker the reply e-mail starts after (issue 30).
 */
async function markRead({ ctx, visitor, tr }: VisitorScope, payload: unknown, ack: Ack) {
  const db = ctx.app.database.db;
  const parsed = readSchema.safeParse(payload ?? {});
  if (!parsed.success) return ack({ ok: false, error: tr('chat.readInvalid') });
  const conversation = await findConversationByKey(db, visitor.key);
  if (!conversation) return ack({ ok: true });
  const marked = await markVisitorRead(db, conversation.id, parsed.data.upTo ?? null);
  // Null without `upTo`: a conversation whose messages the admin all deleted, nothing to read.
  if (!marked && parsed.data.upTo) return ack({ ok: false, error: tr('chat.readInvalid') });
  ack({ ok: true });
}

/**
 * `visitor:contact`: « Pour recevoir la réponse si vous quittez le site », offered after a guest's
 * first message, never required; null forgets it.
 */
async function setContact({ ctx, socket, visitor, lang, tr }: VisitorScope, payload: unknown, ack: Ack) {
  const { app, visitors, admins } = ctx;
  const db = app.database.db;
  if (visitor.userId) return ack({ ok: false, error: tr('chat.contactOnlyGuests') });
  let email: string | null = null;
  if ((payload as { email?: unknown } | undefined)?.email !== null) {
    const parsed = chatContactSchema.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, error: wordMessage(lang, parsed.error.issues[0]?.message) });
    email = parsed.data.email;
  }
  if (!(await app.rateLimit.hit(`chat:contact:${visitor.key}`, CONTACT_RATE.limit, CONTACT_RATE.windowMs)).allowed) {
    return ack({ ok: false, error: tr('chat.tooFast') });
  }
  const updated = await setContactEmail(db, visitor.key, email);
  if (!updated) return ack({ ok: false, error: tr('chat.notFound') });
  const verified = updated.contactEmailVerifiedAt !== null;
  // A new address is « non vérifiée » until confirmed from its mailbox (issue 29).
  if (email && !verified)
    await sendContactConfirmation(app, {
      conversationId: updated.id,
      email,
      lang: updated.lang,
      clientAddress: socket.data.address as string,
      now: ctx.now(),
    });
  visitors.to(visitorRoom(visitor.key)).emit('contact:changed', { email, verified });
  admins.to(ADMINS).emit('conversation:upsert', conversationView(updated));
  ack({ ok: true, email, verified });
}

/** The visitor namespace `/`: one conversation per socket, decided at the handshake from the cookies. */
export function registerVisitorSockets(ctx: ChatContext) {
  const { app } = ctx;
  const db = app.database.db;
  admitVisitors(ctx);

  ctx.visitors.on('connection', (socket) => {
    const visitor = (socket.data.caller as ChatCaller).visitor as VisitorIdentity;
    const lang = socket.data.lang as Lang;
    const tr = inLang(lang);
    const scope: VisitorScope = { ctx, socket, visitor, lang, tr };
    const on = (event: string, fn: (payload: unknown, ack: Ack) => Promise<void>, failure: PlainMessageId) =>
      socket.on(event, handler(socket, app.log, fn, tr(failure)));

    on('chat:hello', (_payload, ack) => hello(scope, ack), 'chat.setupFailed');
    on('visitor:send', (payload, ack) => sendAsVisitor(scope, payload, ack), 'chat.sendFailed');

    // A visitor who leaves with replies unread gets them by e-mail: the check after an admin reply
    // found them still connected (they closed the tab a moment later, or never opened the panel).
    // The mailer looks again after its wait: another tab still open, the hourly limit and the
    // address rules still apply, so this never sends more than the reply itself would have.
    socket.on('disconnect', () => {
      if (!ctx.replies.open) return;
      findConversationByKey(db, visitor.key).then(
        (conversation) => {
          if (conversation && conversation.visitorUnread > 0) ctx.replies.schedule(conversation.id);
        },
        (err: unknown) => app.log.warn({ err }, 'chat: unread check on disconnect failed'),
      );
    });

    on('visitor:read', (payload, ack) => markRead(scope, payload, ack), 'chat.setupFailed');
    on('visitor:contact', (payload, ack) => setContact(scope, payload, ack), 'chat.sendFailed');
  });
}
