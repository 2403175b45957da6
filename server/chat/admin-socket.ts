import { z } from 'zod';
import { chatMessageSchema } from '../../core/chat-rules';
import { findSession } from '../accounts/sessions';
import { chatCallerFromCookies } from './identity';
import {
  addMessage,
  conversationView,
  deleteConversation,
  deleteMessage,
  findConversation,
  listConversations,
  listMessages,
  markAdminRead,
  messageView,
} from './queries';
import type { ChatContext } from './realtime';
import { ADMINS, sessionRoom, userRoom, visitorRoom } from './rooms';
import { handler, type Ack } from './socket-kit';
import { DEFAULT_LANG, tr, wordMessage } from '../../core/messages';

const sendSchema = z.object({
  content: z.unknown(),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  conversationId: z.uuid(),
});
const idSchema = z.object({ id: z.uuid() });

/** The handshake: an admin's session (cookie or bearer token), joined to the rooms that can end it. */
function admitAdmins(ctx: ChatContext) {
  const { app, admins } = ctx;
  admins.use((socket, next) => {
    const bearer = socket.handshake.auth?.token as string | undefined;
    chatCallerFromCookies(app, ctx.cookiesOf(socket), bearer).then(
      (caller) => {
        if (caller.user?.role !== 'admin' || !caller.sessionId) return next(new Error(tr('account.accessDenied')));
        socket.data.token = bearer ?? ctx.cookiesOf(socket).token;
        socket.data.sessionId = caller.sessionId;
        void socket.join([ADMINS, userRoom(caller.user.id), sessionRoom(caller.sessionId)]);
        next();
      },
      // Logged here; the browser gets the usual setup message, not the driver's words.
      (err: unknown) => {
        app.log.error({ err }, 'admin chat handshake failed');
        next(new Error(tr('chat.setupFailed')));
      },
    );
  });
}

/** `admin:send`: the admin's reply, shown everywhere at once and e-mailed later to a visitor who has left. */
async function sendAsAdmin(ctx: ChatContext, payload: unknown, ack: Ack) {
  const db = ctx.app.database.db;
  const parsed = sendSchema.safeParse(payload);
  const content = chatMessageSchema.safeParse(parsed.success ? parsed.data.content : undefined);
  if (!parsed.success || !content.success)
    return ack({
      ok: false,
      error: content.success ? tr('chat.adminSendFailed') : wordMessage(DEFAULT_LANG, content.error.issues[0]?.message),
    });
  const conversation = await findConversation(db, parsed.data.conversationId);
  if (!conversation) return ack({ ok: false, error: tr('chat.notFound') });
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
  if (!stored.duplicate) {
    ctx.broadcastMessage(conversation.key, message, conversationView(stored.conversation));
    // A visitor who has left gets it by e-mail, if they left an address (see replies.ts).
    ctx.replies.schedule(conversation.id);
  }
  ack({ ok: true, message });
}

/**
 * The admin namespace `/admin`: admins only. Checked at the handshake, again
 * on every event, and every few seconds by the session watch; a logout,
 * demotion or deletion ends the socket at once through its user and session
 * rooms (see ChatRealtime.endSession / endAdmin / endUser).
 */
export function registerAdminSockets(ctx: ChatContext) {
  const { app, visitors, admins } = ctx;
  const db = app.database.db;
  admitAdmins(ctx);

  admins.on('connection', (socket) => {
    /** The role is read again on every event: a demoted or signed-out admin loses the inbox at once. */
    const stillAdmin = async () =>
      (await findSession(db, socket.data.token as string, ctx.now()))?.user.role === 'admin';
    const adminEvent = <T>(
      fn: (payload: unknown, ack: Ack<T & Record<string, unknown>>) => Promise<void>,
      failure: string,
    ) =>
      handler<T>(
        socket,
        app.log,
        async (payload, ack) => {
          if (!(await stillAdmin())) {
            ack({ ok: false, error: tr('account.accessDenied') });
            // A graceful disconnect goes out after the answer above.
            socket.disconnect();
            return;
          }
          await fn(payload, ack);
        },
        failure,
      );

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
        const conversation = parsed.success ? await markAdminRead(db, parsed.data.id) : null;
        if (!conversation) return ack({ ok: false, error: tr('chat.notFound') });
        admins.to(ADMINS).emit('conversation:upsert', conversationView(conversation));
        ack({ ok: true, messages: (await listMessages(db, conversation.id)).map(messageView) });
      }, 'Erreur lors du chargement des messages'),
    );

    socket.on(
      'conversation:read',
      adminEvent(async (payload, ack) => {
        const parsed = idSchema.safeParse(payload);
        const conversation = parsed.success ? await markAdminRead(db, parsed.data.id) : null;
        if (!conversation) return ack({ ok: false, error: tr('chat.notFound') });
        admins.to(ADMINS).emit('conversation:upsert', conversationView(conversation));
        ack({ ok: true });
      }, tr('chat.notFound')),
    );
    socket.on(
      'admin:send',
      adminEvent((payload, ack) => sendAsAdmin(ctx, payload, ack), tr('chat.adminSendFailed')),
    );

    socket.on(
      'message:delete',
      adminEvent(async (payload, ack) => {
        const parsed = idSchema.safeParse(payload);
        const removed = parsed.success ? await deleteMessage(db, parsed.data.id) : null;
        if (!removed) return ack({ ok: false, error: tr('chat.deleteMessageFailed') });
        const gone = { id: removed.message.id, conversationId: removed.message.conversationId };
        visitors.to(visitorRoom(removed.conversation.key)).emit('message:removed', gone);
        admins.to(ADMINS).emit('message:removed', gone);
        admins.to(ADMINS).emit('conversation:upsert', conversationView(removed.conversation));
        ack({ ok: true });
      }, tr('chat.deleteMessageFailed')),
    );

    socket.on(
      'conversation:delete',
      adminEvent(async (payload, ack) => {
        const parsed = idSchema.safeParse(payload);
        const removed = parsed.success ? await deleteConversation(db, parsed.data.id) : null;
        if (!removed) return ack({ ok: false, error: tr('chat.deleteConversationFailed') });
        visitors.to(visitorRoom(removed.key)).emit('conversation:removed', { id: removed.id });
        admins.to(ADMINS).emit('conversation:removed', { id: removed.id });
        ack({ ok: true });
      }, tr('chat.deleteConversationFailed')),
    );
  });
}
