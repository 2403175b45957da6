import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../core/messages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { isSameOriginRequest } from '../accounts/plugin';
import { hashToken, isTokenShaped } from '../accounts/sessions';
import { messageOnly, problem } from '../http/error-schema';
import { acceptBodylessForms } from '../plugins/bodyless-forms';
import { httpError } from '../plugins/error-handler';
import { chatCallerFromCookies, newGuestId, setGuestIdCookie } from './identity';
import { confirmContactEmail, takeOverWithLink } from './link-queries';
import { conversationView, findConversationByKey } from './queries';
import type { ChatRealtime } from './realtime';
import { CHAT_LINK_COOKIE, chatConfirmPath, chatLinkPath, isGuestConversation } from './replies';

interface ChatLinkRoutesOptions {
  realtime: ChatRealtime;
  now?: () => Date;
}

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The two links the chat e-mails (issue 29). Each lands on a page that shows what it is about;
 * only the page's click, a same-origin form post, does anything:
 * - POST /api/chat/resume/:token takes a guest conversation over on this browser, once;
 * - POST /api/chat/confirm-email/:token confirms a guest's contact address.
 * Forms get a 303 to a page; `Accept: application/json` gets JSON.
 */
const chatLinkRoutes: FastifyPluginAsyncZod<ChatLinkRoutesOptions> = async (app, opts) => {
  const db = app.database.db;
  const now = opts.now ?? (() => new Date());
  const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
  acceptBodylessForms(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/chat/resume/:token',
    {
      schema: {
        tags: ['chat'],
        summary: 'Reprend sur ce navigateur la conversation d’un lien reçu par e-mail (un clic, une seule fois)',
        description:
          'Depuis la page du lien seulement\u00a0: même origine, et le cookie SameSite=Strict que pose cette page. La conversation passe à ce navigateur\u202f; ceux qui l’avaient ne l’atteignent plus. Si ce navigateur a déjà sa propre conversation, 409 (formulaire\u00a0: retour à la page, qui demande) sauf avec «\u00a0remplacer=1\u00a0».',
        params: tokenParams,
        querystring: z.object({ remplacer: z.literal('1').optional() }),
        response: {
          200: z.object({ message: z.string(), redirect: z.string() }),
          400: problem,
          403: problem,
          409: problem,
        },
      },
    },
    async (request, reply) => {
      noTrace(reply);
      const { token } = request.params;
      const lang = formPageLang(request);
      // Another site may neither post this form nor make a browser post it: Origin, and the
      // SameSite=Strict cookie the page set, which no cross-site request carries.
      if (
        !isSameOriginRequest(request, publicOrigin) ||
        request.headers['sec-fetch-site'] === 'cross-site' ||
        !isTokenShaped(token) ||
        request.cookies[CHAT_LINK_COOKIE] !== hashToken(token)
      )
        throw httpError(403, 'account.foreignOrigin');
      const caller = await chatCallerFromCookies(app, request.cookies);
      const own = caller.visitor ? await findConversationByKey(db, caller.visitor.key) : null;
      if (own?.lastMessage && request.query.remplacer !== '1') {
        // Never silently: this browser's own conversation would be out of its reach.
        if (wantsJson(request)) throw httpError(409, 'chat.resumeHasOwn');
        return reply.redirect(`${chatLinkPath(lang)}${token}?deja=1`, 303);
      }
      const taken = await takeOverWithLink(db, { tokenHash: hashToken(token), newGuestId: newGuestId(), now: now() });
      if (!taken || !isGuestConversation(taken.conversation)) {
        if (wantsJson(request)) throw httpError(400, 'chat.linkExpired');
        return reply.redirect(`${localizedPath(lang, '/')}?chat=lien-expire`, 303);
      }
      const { conversation, previousKey } = taken;
      opts.realtime.endVisitor(previousKey);
      opts.realtime.conversationChanged(conversationView(conversation));
      setGuestIdCookie(reply, conversation.guestId, app.config.isHttps);
      reply.clearCookie(CHAT_LINK_COOKIE, { path: '/api/chat/' });
      request.log.info({ conversationId: conversation.id }, 'chat conversation taken over with an e-mail link');
      const redirect = `${localizedPath(conversation.lang, '/')}?chat=ouvert`;
      if (wantsJson(request)) return { message: request.t('chat.resumed'), redirect };
      return reply.redirect(redirect, 303);
    },
  );

  routes.post(
    '/api/chat/confirm-email/:token',
    {
      schema: {
        tags: ['chat'],
        summary: 'Confirme l’adresse e-mail laissée sur le chat, avec le lien envoyé à cette adresse',
        description:
          'Depuis la page du lien seulement (même origine). Jusque-là l’adresse est «\u00a0non vérifiée\u00a0» et aucune réponse n’y est envoyée.',
        params: tokenParams,
        response: { 200: messageOnly, 400: problem, 403: problem },
      },
    },
    async (request, reply) => {
      noTrace(reply);
      const { token } = request.params;
      if (!isSameOriginRequest(request, publicOrigin) || request.headers['sec-fetch-site'] === 'cross-site')
        throw httpError(403, 'account.foreignOrigin');
      const confirmed = isTokenShaped(token) ? await confirmContactEmail(db, hashToken(token), now()) : null;
      if (confirmed) {
        opts.realtime.conversationChanged(conversationView(confirmed));
        opts.realtime.contactChanged(confirmed.key, { email: confirmed.contactEmail, verified: true });
      }
      if (wantsJson(request)) {
        if (!confirmed) throw httpError(400, 'chat.confirmInvalid');
        return { message: request.t('chat.emailConfirmed') };
      }
      const lang = formPageLang(request);
      // Back to the page, which now says what happened (the token is spent either way).
      return reply.redirect(`${chatConfirmPath(lang)}${token}?etat=${confirmed ? 'confirme' : 'invalide'}`, 303);
    },
  );
};

export default chatLinkRoutes;

/** Tokens travel in these addresses: no cache keeps them, no referrer carries them on. */
function noTrace(reply: FastifyReply) {
  reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
}

const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');

/** The language of the page the form was posted from (Referer, same origin: checked before), else the request's. */
function formPageLang(request: FastifyRequest): Lang {
  if (request.lang !== 'fr') return request.lang;
  try {
    return splitLangPath(new URL(request.headers.referer ?? '').pathname).lang;
  } catch {
    return request.lang;
  }
}
