import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema, registerSchema } from '../../core/account-rules';
import { messageOnly as message, problem } from '../http/error-schema';
import type { ZodApp } from '../http/zod-app';
import { clientKey } from '../plugins/rate-limit';
import { AUTH_LIMITS, credentials, loginResponse, parseOr400 } from './auth-schemas';
import { countLoginAttempt, isKnownDevice, loginLimits, rememberDevice } from './login-limits';
import { setSessionCookies } from './plugin';

/** Registration and the two login forms (customer, admin), with their limits. */
export function registerSignInRoutes(app: ZodApp) {
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
          'Mot de passe\u00a0: au moins 8 caractères, une majuscule, un chiffre et un caractère spécial parmi @$!%*?& (lettres, chiffres et ces caractères uniquement). 10 inscriptions par heure et par adresse IP. Une adresse déjà inscrite reçoit la même réponse (201) et son titulaire un e-mail le prévenant de la tentative.',
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
          'Ouvre une session de 7 jours\u00a0: cookie httpOnly «\u00a0token\u00a0» et jeton à envoyer en `Authorization: Bearer`. Seuls les échecs comptent\u00a0: 10 par quart d’heure pour un compte depuis une adresse IP, 30 depuis une adresse IP tous comptes confondus, 100 par heure pour un compte (plafond que ne touche pas un navigateur déjà connecté à ce compte).',
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
}
