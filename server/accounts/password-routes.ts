import { z } from 'zod';
import { forgotPasswordSchema } from '../../core/account-rules';
import { msg } from '../../core/messages';
import { messageOnly as message, problem } from '../http/error-schema';
import type { ZodApp } from '../http/zod-app';
import { clientKey } from '../plugins/rate-limit';
import { AUTH_LIMITS, credentials, parseOr400 } from './auth-schemas';
import { loginKeys } from './login-limits';

/** A forgotten password: the link by e-mail, then the new password. */
export function registerPasswordRoutes(app: ZodApp) {
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Envoie un lien de réinitialisation (valable une heure, une seule fois)',
        description:
          'La réponse est la même que le compte existe ou non\u202f; l’e-mail n’est envoyé qu’aux comptes existants, et pas de nouveau tant que le lien déjà envoyé reste valable (il continue de fonctionner). 5 demandes par heure par adresse IP\u202f; jamais de refus par adresse e-mail.',
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
        description: 'Le lien ne sert qu’une fois\u202f; toutes les sessions du compte sont fermées.',
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
}
