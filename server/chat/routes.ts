import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatMessageSchema } from '../../core/chat-rules';
import { chatState } from '../../core/chat-schedule';
import { chatStateIn } from '../../core/chat-text';
import type { Lang } from '../../core/messages';
import { bearerToken } from '../accounts/plugin';
import { clientKey } from '../plugins/rate-limit';
import { HttpError, httpError } from '../plugins/error-handler';
import { chatCallerFromCookies, newGuestId, setGuestIdCookie } from './identity';
import { findConversationByKey } from './queries';
import type { ChatRealtime } from './realtime';
import { HOUR_MS } from './rooms';
import { currentChatSettings } from './settings';
import { registerChatSettingsRoutes } from './settings-routes';
import { problem } from '../http/error-schema';

const slot = z.object({ day: z.number(), start: z.number(), end: z.number() });
const sessionAnswer = z.object({
  state: z.object({
    open: z.boolean(),
    period: z.enum(['open', 'closed', 'weekend', 'holiday']),
    hint: z.string().nullable(),
  }),
  welcome: z.string(),
  schedule: z.object({ slots: z.array(slot), closedDates: z.array(z.string()) }),
  replyMinutes: z.number().describe('Délai de réponse annoncé («\u00a0Réponse en général sous 15 min\u00a0»)'),
  conversation: z
    .object({
      unread: z.number(),
      lastMessageTime: z
        .string()
        .nullable()
        .describe(
          'Dernier message (ISO 8601)\u00a0: le widget garde une connexion ouverte pour une conversation récente',
        ),
    })
    .nullable(),
});

interface ChatRoutesOptions {
  realtime: ChatRealtime;
  defaultHours: string;
  /** New guest ids per client address per hour (CHAT_GUESTS_PER_HOUR). */
  guestsPerHour: number;
  now?: () => Date;
}

/** The widget's session (schedule, own conversation), the spec's notification call, and the admin's chat settings. */
const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, opts) => {
  const db = app.database.db;
  const now = opts.now ?? (() => new Date());

  /** The widget's session, its words in the language of the page that asks (x-site-lang, issue 17). */
  async function sessionOf(lang: Lang, cookies: Record<string, string | undefined>, bearer?: string) {
    const caller = await chatCallerFromCookies(app, cookies, bearer);
    const at = now();
    const { schedule, replyMinutes } = await currentChatSettings(db, opts.defaultHours, at);
    const { state, welcome } = chatStateIn(lang, chatState(at, schedule), schedule, at);
    const conversation = caller.visitor ? await findConversationByKey(db, caller.visitor.key) : null;
    return {
      caller,
      answer: {
        state,
        welcome,
        schedule,
        replyMinutes,
        conversation: conversation
          ? { unread: conversation.visitorUnread, lastMessageTime: conversation.lastMessageAt?.toISOString() ?? null }
          : null,
      },
    };
  }

  app.get(
    '/api/chat/session',
    {
      schema: {
        tags: ['chat'],
        summary: 'État du chat (horaires en vigueur) et messages non lus de la conversation du visiteur',
        description: 'Ne crée rien\u00a0: le widget s’en sert au chargement pour savoir s’il doit se connecter.',
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return (await sessionOf(request.lang, request.cookies, bearerToken(request))).answer;
    },
  );

  app.post(
    '/api/chat/session',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Prépare le chat du visiteur\u00a0: identifiant invité (cookie signé, 30 jours) s’il n’est pas connecté',
        description:
          'Un nombre limité de nouveaux identifiants invités par adresse et par heure (CHAT_GUESTS_PER_HOUR)\u00a0: au-delà, 429.',
        response: { 200: sessionAnswer, 429: problem },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { caller, answer } = await sessionOf(request.lang, request.cookies, bearerToken(request));
      if (!caller.user && !caller.guestId) {
        // One address minting guest after guest (each a conversation and a notification) is refused (issue 12).
        await app.rateLimit.enforce(reply, [
          { key: `chat-guest:ip:${clientKey(request.ip)}`, limit: opts.guestsPerHour, windowMs: HOUR_MS },
        ]);
        setGuestIdCookie(reply, newGuestId(), app.config.isHttps);
      }
      return answer;
    },
  );

  app.post(
    '/api/chat/notify-first-message',
    {
      schema: {
        tags: ['chat'],
        summary: 'Prévient la traductrice du premier message d’une conversation (une seule fois)',
        description:
          'Seulement pour la conversation de l’appelant (décidée par ses cookies, pas par le corps). Idempotent\u00a0: un second appel pour la même conversation n’envoie rien. Le chat lui-même appelle déjà cette notification au premier message.',
        body: z.object({
          conversationId: z.string().max(100).optional(),
          senderEmail: z.string().max(1000).optional(),
          message: z.string().max(10_000).optional(),
          guestId: z.string().max(200).optional(),
        }),
        response: {
          200: z.object({ sent: z.boolean(), message: z.string() }),
          400: problem,
          403: problem,
          404: problem,
        },
      },
    },
    async (request) => {
      const caller = await chatCallerFromCookies(app, request.cookies, bearerToken(request));
      if (!caller.visitor) throw httpError(403, 'account.accessDenied');
      const own = await findConversationByKey(db, caller.visitor.key);
      const asked = request.body.conversationId;
      // The spec's client names the conversation by its key; ours by its id. Either must be the caller's own.
      if (!own || (asked && asked !== own.id && asked !== own.key)) throw httpError(404, 'chat.notFound');
      const text = chatMessageSchema.safeParse(request.body.message ?? own.lastMessage ?? '');
      if (!text.success) throw HttpError.fromZod(text.error);
      const sent = await opts.realtime.notifyFirst(own.id, caller.visitor.email, text.data, clientKey(request.ip));
      return { sent, message: request.t(sent ? 'chat.notified' : 'chat.alreadyNotified') };
    },
  );

  registerChatSettingsRoutes(app, opts);
};

export default chatRoutes;
