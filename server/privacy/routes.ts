import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderEmailSchema } from '../../core/order-rules';
import { clearGuestCookie } from '../accounts/guest';
import { requireAdmin, requireUser } from '../accounts/guards';
import { countLoginAttempt, loginLimits } from '../accounts/login-limits';
import { verifyPassword } from '../accounts/passwords';
import { clearSessionCookies } from '../accounts/plugin';
import { clientKey } from '../plugins/rate-limit';
import { findUserByEmail } from '../accounts/service';
import { uploadOwner } from '../files/upload-session';
import { backupBucket } from '../backup/destination';
import { logErasure } from '../backup/erasure-log';
import { removeMailCopies } from '../mail/copies';
import { HttpError, httpError } from '../plugins/error-handler';
import { erasureConfirmationEmail } from './emails';
import {
  assertNothingInProgress,
  eraseSubject,
  previewErasure,
  subjectForEmail,
  type ErasureOutcome,
  type ErasurePlan,
  type ErasureSubject,
} from './erasure';
import { buildExport, collectAccountData } from './export';
import { msg, type Lang } from '../../core/messages';
import { lastOrderLang } from './last-order-lang';
import { problem } from '../http/error-schema';

const plan = z.object({
  account: z.boolean(),
  ordersErased: z.array(z.string()),
  ordersAnonymised: z.array(z.string()),
  ordersInProgress: z.array(z.string()),
  documents: z.number(),
  requests: z.number(),
  conversations: z.number(),
  emails: z.number(),
  accessLinks: z.number(),
});
const EXPORTS_PER_HOUR = 5;

/** Erases, queues the confirmation in the same transaction, then removes files and e-mail copies. */
async function erase(
  app: FastifyInstance,
  subject: ErasureSubject,
  byAdmin: boolean,
  uploadOwnerHash: string | null,
  /** The confirmation's language: the asking page's, or for the translator's erasure the person's last order's. */
  lang: Lang,
): Promise<ErasurePlan> {
  const now = new Date();
  const outcome = await app.database.db.transaction(async (tx) => {
    const result: ErasureOutcome = await eraseSubject(tx, subject, now, { uploadOwner: uploadOwnerHash });
    assertNothingInProgress(result);
    await app.mail.enqueue(tx, {
      kind: 'erasure-confirmation',
      relatedId: null,
      to: subject.email,
      ...erasureConfirmationEmail(result, byAdmin, lang),
    });
    return result;
  });
  app.mail.worker.wake();
  // Its open chat (visitor tabs, an admin inbox) ends now rather than at the next session check.
  if (subject.userId) app.chat.endUser(subject.userId);
  for (const key of outcome.storageKeys) {
    await app.files
      .remove(key)
      .catch((err: unknown) =>
        app.log.warn({ err, key }, 'erasure: stored file not removed (the orphan sweep will retry)'),
      );
  }
  await removeMailCopies(app.config.DATA_DIR, outcome.mailIds).catch(() => {});
  // Beside the backups, so a restore of an older archive erases this person again (issue 28).
  await logErasure(app.config, await backupBucket(app.config), subject, now, (err) =>
    app.log.warn({ err }, 'erasure: not written to the erasure log of the backups'),
  );
  const { storageKeys: _k, mailIds: _m, ...summary } = outcome;
  // Counts only: who was erased is not for the log.
  app.log.info(
    {
      byAdmin,
      ...summary,
      ordersErased: summary.ordersErased.length,
      ordersAnonymised: summary.ordersAnonymised.length,
    },
    'personal data erased',
  );
  return summary;
}

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
          'Télécharger mes données : ZIP (JSON du compte, des commandes, messages et demandes, documents encore conservés)',
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.rateLimit.enforce(reply, [
        { key: `export:${user.id}`, limit: EXPORTS_PER_HOUR, windowMs: 60 * 60_000 },
      ]);
      const now = new Date();
      const data = await collectAccountData(app.database.db, user);
      const stream = buildExport(data, app.files, now, (err) =>
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
          'Supprimer mon compte (mot de passe demandé) : données effacées, commandes payées anonymisées, sessions fermées, e-mail de confirmation',
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
      const erased = await erase(
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

  const emailQuery = z.object({ email: z.string().max(1000) });
  const parseEmail = (raw: string) => {
    const parsed = orderEmailSchema.safeParse(raw);
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    return parsed.data;
  };

  async function adminSubject(email: string) {
    const subject = await subjectForEmail(app.database.db, parseEmail(email));
    const account = subject.userId ? await app.accounts.findById(subject.userId) : null;
    if (account?.role === 'admin') throw httpError(409, 'privacy.erasureAdminAccount');
    return subject;
  }

  app.get(
    '/api/admin/privacy/preview',
    {
      onRequest: async (request) => void (await requireAdmin(request)),
      schema: {
        tags: ['administration'],
        summary:
          'Aperçu de l’effacement des données d’une adresse e-mail : ce qui serait effacé, ce qui serait conservé',
        querystring: emailQuery,
        response: { 200: plan.extend({ email: z.string() }), 400: problem, 401: problem, 403: problem, 409: problem },
      },
    },
    async (request) => {
      const subject = await adminSubject(request.query.email);
      return { email: subject.email, ...(await previewErasure(app.database.db, subject)) };
    },
  );

  app.post(
    '/api/admin/privacy/erase',
    {
      onRequest: async (request) => void (await requireAdmin(request)),
      schema: {
        tags: ['administration'],
        summary: 'Effacer les données de cette personne (demande reçue par e-mail ou courrier)',
        body: emailQuery,
        response: {
          200: z.object({ message: z.string(), erased: plan }),
          400: problem,
          401: problem,
          403: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const subject = await adminSubject(request.body.email);
      // Asked by e-mail or letter: no page says the person's language, their last order does.
      const erased = await erase(app, subject, true, null, await lastOrderLang(app.database.db, subject.email));
      request.log.info({ by: admin.id }, 'erasure by an admin');
      return { message: request.t('privacy.erased'), erased };
    },
  );
};

export default privacyRoutes;
