import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearGuestCookie } from '../accounts/guest';
import { requireUser } from '../accounts/guards';
import { countLoginAttempt, loginLimits } from '../accounts/login-limits';
import { verifyPassword } from '../accounts/passwords';
import { clearSessionCookies } from '../accounts/plugin';
import { clientKey } from '../plugins/rate-limit';
import { findUserByEmail } from '../accounts/service';
import { uploadOwner } from '../files/upload-session';
import { httpError } from '../plugins/error-handler';
import { registerAdminPrivacyRoutes } from './admin-routes';
import { buildExport, collectAccountData } from './export';
import { msg, servedLang, type Lang } from '../../core/messages';
import { namesItsLang } from '../plugins/i18n';
import { lastOrderLang } from './last-order-lang';
import { plan, runErasure } from './run-erasure';
import { problem } from '../http/error-schema';

const EXPORTS_PER_HOUR = 5;

/**
 * The person's rights: « Télécharger mes données » and « Supprimer mon compte » for a signed-in
 * customer; « Effacer les données de cette personne » (preview, then erase) for the admin.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = () => app.config.isHttps;

  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['comptes'],
        summary:
          'Télécharger mes données\u00a0: ZIP (JSON du compte, des commandes, messages et demandes, documents encore conservés)',
        querystring: z.object({
          lang: z
            .string()
            .max(8)
            .optional()
            .describe(
              'Langue du LISEZMOI (la page qui le demande)\u202f; sinon `x-site-lang`, le cookie, la dernière commande',
            ),
        }),
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.rateLimit.enforce(reply, [
        { key: `export:${user.id}`, limit: EXPORTS_PER_HOUR, windowMs: 60 * 60_000 },
      ]);
      const now = new Date();
      const data = await collectAccountData(app.database.db, user);
      // The README in the language of the page that asked, else of the person's last order.
      const lang: Lang = request.query.lang
        ? servedLang(request.query.lang)
        : namesItsLang(request)
          ? request.lang
          : await lastOrderLang(app.database.db, user.email);
      const stream = buildExport(data, app.files, { now, lang }, (err) =>
        request.log.error({ err }, 'data export failed midway'),
      );
      request.log.info({ userId: user.id, orders: data.own.length }, 'personal data exported');
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="mes-donnees-${now.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags: ['comptes'],
        summary:
          'Supprimer mon compte (mot de passe demandé)\u00a0: données effacées, commandes payées anonymisées, sessions fermées, e-mail de confirmation',
        body: z.object(
          { password: z.string(msg('account.passwordRequired')).min(1, msg('account.passwordRequired')).max(1000) },
          msg('account.passwordRequired'),
        ),
        response: {
          200: z.object({ message: z.string(), erased: plan }),
          400: problem,
          401: problem,
          403: problem,
          409: problem,
          429: problem,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (user.role === 'admin') throw httpError(403, 'privacy.erasureAdminAccount');
      // The password proves it is the owner at the keyboard; guesses count like sign-in failures.
      const attempt = await countLoginAttempt(app.rateLimit, reply, {
        address: clientKey(request.ip),
        email: user.email,
        knownDevice: true,
        limits: loginLimits(app.config.LOGIN_ATTEMPTS_PER_15_MIN),
      });
      const row = await findUserByEmail(app.database.db, user.email);
      if (!row || !(await verifyPassword(request.body.password, row.passwordHash)))
        throw httpError(401, 'privacy.wrongPassword');
      await attempt.succeeded();
      const erased = await runErasure(
        app,
        { scope: 'account', email: user.email, userId: user.id },
        false,
        uploadOwner(request),
        request.lang,
      );
      clearSessionCookies(reply, secure());
      clearGuestCookie(reply, secure());
      return { message: request.t('privacy.accountDeleted'), erased };
    },
  );
  registerAdminPrivacyRoutes(app);
};

export default privacyRoutes;
