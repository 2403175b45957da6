import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../plugins/error-handler';
import { messageOnly as message, problem } from '../http/error-schema';
import { publicUser } from './auth-schemas';
import { clearSessionCookies, requestSession, sessionToken } from './plugin';
import { requireUser } from './guards';
import { clearGuestCookie, GUEST_COOKIE, revokeGuestSession } from './guest';
import { registerPasswordRoutes } from './password-routes';
import { registerSignInRoutes } from './sign-in-routes';

/** The account API: signing in (sign-in-routes.ts), the session itself (here), passwords (password-routes.ts). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = () => app.config.isHttps;
  registerSignInRoutes(app);

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['comptes'],
        summary:
          'Déconnexion\u00a0: la session et l’accès invité de ce navigateur sont révoqués côté serveur et les cookies effacés',
        response: { 200: message },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      const session = token ? await requestSession(request) : null;
      if (token) await app.accounts.logout(token);
      // Its chat sockets (admin inbox, visitor chat) end now rather than at the next check.
      if (session) app.chat.endSession(session.sessionId);
      clearSessionCookies(reply, secure());
      // Leaving means leaving: a guest access opened on this browser ends too.
      const guestToken = request.cookies?.[GUEST_COOKIE];
      if (guestToken) {
        await revokeGuestSession(app.database.db, guestToken, new Date());
        clearGuestCookie(reply, secure());
      }
      return { message: request.t('account.loggedOut') };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['comptes'],
        summary: 'L’utilisateur connecté (rôle lu en base à chaque requête)',
        response: { 200: z.object({ user: publicUser }), 401: problem },
      },
    },
    async (request, reply) => {
      const session = await requestSession(request);
      if (!session) {
        // A dead session: the browser's cookies should not keep claiming otherwise.
        if (request.cookies?.token || request.cookies?.user) clearSessionCookies(reply, secure());
        throw httpError(401, 'account.sessionExpired');
      }
      return { user: { email: session.user.email, role: session.user.role } };
    },
  );

  app.get(
    '/api/auth/check-admin',
    {
      schema: {
        tags: ['comptes'],
        summary: 'L’utilisateur connecté est-il administrateur\u202f?',
        response: { 200: z.object({ isAdmin: z.boolean() }), 401: problem },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { isAdmin: user.role === 'admin' };
    },
  );

  registerPasswordRoutes(app);
};

export default accountRoutes;
