import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerSchema } from '../../core/account-rules';
import { HttpError, httpError } from '../plugins/error-handler';
import { messageOnly as message, problem } from '../http/error-schema';
import { clientKey } from '../plugins/rate-limit';
import { clearSessionCookies, requestSession, sessionToken, setSessionCookies } from './plugin';
import { requireUser } from './guards';
import { clearGuestCookie, GUEST_COOKIE, revokeGuestSession } from './guest';
import { countLoginAttempt, isKnownDevice, loginKeys, loginLimits, rememberDevice } from './login-limits';
import { msg } from '../../core/messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attempts allowed per window (spec of the accounts issue). */
const AUTH_LIMITS = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  forgotPassword: { limit: 5, windowMs: HOUR },
  register: { limit: 10, windowMs: HOUR },
} as const;

const publicUser = z.object({ email: z.string(), role: z.enum(['user', 'admin']) });
const credentials = z.object(
  {
    email: z.string(msg('form.emailRequired')).max(1000, msg('form.emailInvalid')),
    password: z.string(msg('account.passwordRequired')).max(1000, msg('account.passwordTooLong')),
  },
  msg('form.emailRequired'),
);
const loginResponse = z.object({ token: z.string(), user: publicUser });

function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw HttpError.fromZod(result.error);
  return result.data;
}

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = () => app.config.isHttps;
  const limits = loginLimits(app.config.LOGIN_ATTEMPTS_PER_15_MIN ?? AUTH_LIMITS.login.limit);
  const secret = app.config.SESSION_SECRET;

  async function login(request: FastifyRequest, reply: FastifyReply, requireAdmin: boolean) {
    const { email, password } = parseOr400(loginSchema, request.body);
    // Shared by both login forms (decision 016): failures only, per account and address, per
    // address, and an account ceiling a browser that signed in before does not hit.
    const known = await app.accounts.findByEmail(email);
    const attempt = await countLoginAttempt(app.rateLimit, reply, {
      address: clientKey(request.ip),
      email,
      knownDevice: isKnownDevice(request, secret, known?.id ?? null),
      limits,
    });
    let result;
    try {
      result = await app.accounts.login(email, password, { requireAdmin });
    } catch (err) {
      // The right password on the wrong form (403) is not a guess.
      if ((err as { statusCode?: number }).statusCode === 403) await attempt.succeeded();
      throw err;
    }
    await attempt.succeeded();
    const { token, user } = result;
    rememberDevice(request, reply, secret, user.id, secure());
    setSessionCookies(reply, token, user, secure());
    request.log.info({ userId: user.id, admin: requireAdmin }, 'login');
    return { token, user: { email: user.email, role: user.role } };
  }

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Crée un compte client',
        description:
          'Mot de passe : au moins 8 caractères, une majuscule, un chiffre et un caractère spécial parmi @$!%*?& (lettres, chiffres et ces caractères uniquement). 10 inscriptions par heure et par adresse IP. Une adresse déjà inscrite reçoit la même réponse (201) et son titulaire un e-mail le prévenant de la tentative.',
        body: credentials,
        response: { 201: message, 400: problem, 429: problem },
      },
    },
    async (request, reply) => {
      const { email, password } = parseOr400(registerSchema, request.body);
      await app.rateLimit.enforce(reply, [
        {
          key: `register:ip:${clientKey(request.ip)}`,
          ...AUTH_LIMITS.register,
          limit: app.config.REGISTRATIONS_PER_HOUR ?? AUTH_LIMITS.register.limit,
        },
      ]);
      // An address already registered gets the same answer, in the same time (the password is
      // hashed and one insert runs either way; the owner's e-mail is queued after the answer):
      // the form must not tell who is a client.
      const user = await app.accounts.register(email, password);
      if (user) request.log.info({ userId: user.id }, 'account created');
      else {
        app.afterResponse.schedule(request, async () => {
          if (await app.accounts.noticeRegistrationAttempt(email, request.lang)) app.mail.worker.wake();
        });
      }
      return reply.status(201).send({ message: request.t('account.registered') });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Connexion (client ou administrateur)',
        description:
          'Ouvre une session de 7 jours : cookie httpOnly « token » et jeton à envoyer en « Authorization: Bearer ». Seuls les échecs comptent : 10 par quart d’heure pour un compte depuis une adresse IP, 30 depuis une adresse IP tous comptes confondus, 100 par heure pour un compte (plafond que ne touche pas un navigateur déjà connecté à ce compte).',
        body: credentials,
        response: { 200: loginResponse, 400: problem, 401: problem, 429: problem },
      },
    },
    (request, reply) => login(request, reply, false),
  );

  app.post(
    '/api/auth/admin/login',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Connexion à l’espace administrateur',
        description: 'Comme /api/auth/login, mais un compte qui n’est pas administrateur reçoit 403.',
        body: credentials,
        response: { 200: loginResponse, 400: problem, 401: problem, 403: problem, 429: problem },
      },
    },
    (request, reply) => login(request, reply, true),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['comptes'],
        summary:
          'Déconnexion : la session et l’accès invité de ce navigateur sont révoqués côté serveur et les cookies effacés',
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
        summary: 'L’utilisateur connecté est-il administrateur ?',
        response: { 200: z.object({ isAdmin: z.boolean() }), 401: problem },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { isAdmin: user.role === 'admin' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Envoie un lien de réinitialisation (valable une heure, une seule fois)',
        description:
          'La réponse est la même que le compte existe ou non ; l’e-mail n’est envoyé qu’aux comptes existants, et pas de nouveau tant que le lien déjà envoyé reste valable (il continue de fonctionner). 5 demandes par heure par adresse IP ; jamais de refus par adresse e-mail.',
        body: z.object({ email: credentials.shape.email }, msg('form.emailRequired')),
        response: { 200: message, 400: problem, 429: problem },
      },
    },
    async (request, reply) => {
      const { email } = parseOr400(forgotPasswordSchema, request.body);
      // Per client address only: a limit per e-mail let anyone lock its owner out (issue 29). Repeats
      // for one e-mail are absorbed by requestPasswordReset, which sends nothing while a link is live.
      await app.rateLimit.enforce(reply, [
        { key: `forgot:ip:${clientKey(request.ip)}`, ...AUTH_LIMITS.forgotPassword },
      ]);
      // Whether the address has an account must not show in the answer's timing: the lookup and
      // the link are made after the answer has gone, the same for every address.
      app.afterResponse.schedule(request, async () => {
        if (await app.accounts.requestPasswordReset(email, request.lang)) app.mail.worker.wake();
      });
      return { message: request.t('account.resetSent') };
    },
  );

  app.post(
    '/api/auth/reset-password/:token',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Choisit un nouveau mot de passe avec le lien reçu par e-mail',
        description: 'Le lien ne sert qu’une fois ; toutes les sessions du compte sont fermées.',
        params: z.object({ token: z.string().max(200, msg('account.resetInvalid')) }),
        body: z.object(
          { newPassword: z.string(msg('account.passwordRequired')).max(1000, msg('account.passwordTooLong')) },
          msg('account.passwordRequired'),
        ),
        response: { 200: message, 400: problem },
      },
    },
    async (request) => {
      const { email } = await app.accounts.resetPassword(request.params.token, request.body.newPassword);
      // Whoever locked the account with wrong guesses no longer keeps its owner out.
      await app.rateLimit.reset(loginKeys('', email).account);
      return { message: request.t('account.resetDone') };
    },
  );
};

export default accountRoutes;
