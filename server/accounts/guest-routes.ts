import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderEmailSchema } from '../../core/order-rules';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../core/messages';
import { accessErrorPath } from '../../core/access-errors';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { orders } from '../orders/schema';
import { HttpError, httpError } from '../plugins/error-handler';
import {
  clearGuestCookie,
  consumeGuestLink,
  createGuestLinkUnlessLive,
  GUEST_COOKIE,
  revokeGuestSession,
  setGuestCookie,
} from './guest';
import { guestAccessEmail } from './emails';
import { isSameOriginRequest } from './plugin';
import { clientKey } from '../plugins/rate-limit';
import { acceptBodylessForms } from '../plugins/bodyless-forms';
import { msg } from '../../core/messages';
import { messageOnly as message, problem } from '../http/error-schema';

const HOUR = 60 * 60_000;
/** Guest-link requests allowed per hour, per client address (never per e-mail: issue 29). */
const GUEST_LINK_LIMIT = { limit: 5, windowMs: HOUR } as const;

interface GuestRoutesOptions {
  /** Clock (tests). */
  now?: () => Date;
}

/**
 * Guest access to orders by e-mail link:
 * - POST /api/auth/guest-link { email } always answers the same; the e-mail goes only to addresses with orders;
 * - POST /api/auth/guest-access/:token spends the link, sets the `guestToken` cookie and goes to /orders.
 * The link lands on the page /acces-commandes/:token, which posts it: a GET that spends the
 * token would be spent by the link scanners of mail providers before the customer clicks.
 */
const guestRoutes: FastifyPluginAsyncZod<GuestRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const secure = () => app.config.isHttps;
  const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;

  app.post(
    '/api/auth/guest-link',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Envoie un lien d’accès aux commandes d’une adresse e-mail (sans compte)',
        description:
          'La réponse est la même que des commandes existent ou non\u202f; l’e-mail n’est envoyé que s’il y en a. Lien à usage unique, valable 30 minutes\u202f; tant qu’il l’est, une nouvelle demande n’envoie rien et ce lien continue de fonctionner. 5 demandes par heure par adresse IP\u202f; jamais de refus par adresse e-mail.',
        body: z.object(
          { email: z.string(msg('form.emailRequired')).max(1000, msg('form.emailInvalid')) },
          msg('form.emailRequired'),
        ),
        response: { 200: message, 400: problem, 429: problem },
      },
    },
    async (request, reply) => {
      const parsed = orderEmailSchema.safeParse(request.body.email);
      if (!parsed.success) throw HttpError.fromZod(parsed.error);
      const email = parsed.data;
      // Per client address only: a limit per e-mail let anyone block its owner for an hour (issue 29).
      await app.rateLimit.enforce(reply, [{ key: `guest-link:ip:${clientKey(request.ip)}`, ...GUEST_LINK_LIMIT }]);
      const db = app.database.db;
      // Whether the address has orders must not show in the answer's timing: looked up after it.
      app.afterResponse.schedule(request, async () => {
        const [known] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.customerEmail, email), isNull(orders.archivedAt)))
          .limit(1);
        if (!known) return;
        const sent = await db.transaction(async (tx) => {
          const token = await createGuestLinkUnlessLive(tx, email, now());
          if (!token) return false;
          await app.mail.enqueue(tx, {
            kind: 'guest-access',
            to: email,
            ...guestAccessEmail(
              `${publicUrl}${localizedPath(request.lang, `/acces-commandes/${token}`)}`,
              request.lang,
            ),
          });
          return true;
        });
        if (!sent) return;
        app.mail.worker.wake();
        request.log.info('guest access link sent');
      });
      return { message: request.t('guest.linkSent') };
    },
  );

  // The page /acces-commandes/:token posts a plain form, so the link works without JavaScript.
  await app.register(async (form) => {
    acceptBodylessForms(form);
    form.withTypeProvider<ZodTypeProvider>().post(
      '/api/auth/guest-access/:token',
      {
        schema: {
          tags: ['comptes'],
          summary: 'Ouvre l’accès invité aux commandes avec le lien reçu par e-mail',
          description:
            'Le lien ne sert qu’une fois. Ouvre pour 7 jours un accès limité aux commandes de cette adresse (cookie httpOnly «\u00a0guestToken\u00a0»). Formulaire\u00a0: 303 vers /orders\u202f; avec `Accept: application/json`\u00a0: 200 et le JSON.',
          params: z.object({ token: z.string().max(200) }),
          response: {
            200: z.object({ message: z.string(), email: z.string(), redirect: z.string() }),
            400: problem,
            403: problem,
          },
        },
      },
      async (request, reply) => {
        reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
        const wantsJson = (request.headers.accept ?? '').includes('application/json');
        // No other site may sign a browser into someone's guest access.
        if (!isSameOriginRequest(request, publicOrigin)) throw httpError(403, 'account.foreignOrigin');
        const session = await consumeGuestLink(app.database.db, request.params.token, now());
        const lang = formPageLang(request);
        if (!session) {
          if (wantsJson) throw httpError(400, 'guest.linkInvalid');
          return reply.redirect(accessErrorPath(lang, 'lien-invalide'), 303);
        }
        setGuestCookie(reply, session.token, secure());
        request.log.info('guest access opened');
        const orders = localizedPath(lang, '/orders');
        if (wantsJson) return { message: request.t('guest.opened'), email: session.email, redirect: orders };
        return reply.redirect(orders, 303);
      },
    );
  });

  app.post(
    '/api/auth/guest-logout',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Ferme l’accès invité de ce navigateur',
        response: { 200: message },
      },
    },
    async (request, reply) => {
      const token = request.cookies?.[GUEST_COOKIE];
      if (token) await revokeGuestSession(app.database.db, token, now());
      clearGuestCookie(reply, secure());
      return { message: request.t('guest.closed') };
    },
  );
};

export default guestRoutes;

/**
 * The language of the page a plain form was posted from (it sends no language header): its
 * address, read from Referer (same origin, checked before), else the request's own. Only
 * chooses the words of the page the visitor is sent back to.
 */
function formPageLang(request: FastifyRequest): Lang {
  if (request.lang !== 'fr') return request.lang;
  try {
    return splitLangPath(new URL(request.headers.referer ?? '').pathname).lang;
  } catch {
    return request.lang;
  }
}
