import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startChatRealtime, type ChatRealtime, type ChatRealtimeOptions } from './realtime';
import chatLinkRoutes from './link-routes';
import chatRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat's sockets: account routes end a session's or an account's sockets through it. */
    chat: ChatRealtime;
  }
}

/** Chat timings tests shorten (session re-check, reply e-mail wait). */
export type ChatDomainOptions = Pick<ChatRealtimeOptions, 'sessionCheckMs' | 'replyEmailDelayMs'>;

/** Live chat: Socket.IO for visitors and the admin, the widget's session and the admin's chat settings. */
async function chatDomain(app: FastifyInstance, opts: ChatDomainOptions) {
  const config = app.config;
  const chat = startChatRealtime(app, {
    publicUrl: config.PUBLIC_URL,
    redisUrl: config.REDIS_URL,
    redisChannel: config.REDIS_CHAT_CHANNEL,
    defaultHours: config.CHAT_OPEN_HOURS,
    trustProxy: config.TRUST_PROXY,
    guestsPerHour: config.CHAT_GUESTS_PER_HOUR,
    replyEmailDelayMs: config.CHAT_REPLY_EMAIL_WAIT_SECONDS * 1000,
    ...opts,
  });
  app.decorate('chat', chat);
  app.addHook('preClose', () => chat.close());
  await app.register(chatRoutes, {
    realtime: chat,
    defaultHours: config.CHAT_OPEN_HOURS,
    guestsPerHour: config.CHAT_GUESTS_PER_HOUR,
  });
  // Its own scope: it takes plain form posts, which the rest of the API refuses.
  await app.register(chatLinkRoutes, { realtime: chat });
}

export default fp(chatDomain, { name: 'chat-domain', fastify: '5.x' });
