import { z } from 'zod';
import { orderEmailSchema } from '../../core/order-rules';
import { requireAdmin } from '../accounts/guards';
import { problem } from '../http/error-schema';
import type { ZodApp } from '../http/zod-app';
import { HttpError, httpError } from '../plugins/error-handler';
import { previewErasure, subjectForEmail } from './erasure';
import { lastOrderLang } from './last-order-lang';
import { plan, runErasure } from './run-erasure';

/** « Effacer les données de cette personne »: the admin's preview, then the erasure. */
export function registerAdminPrivacyRoutes(app: ZodApp) {
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
          'Aperçu de l’effacement des données d’une adresse e-mail\u00a0: ce qui serait effacé, ce qui serait conservé',
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
      const erased = await runErasure(app, subject, true, null, await lastOrderLang(app.database.db, subject.email));
      request.log.info({ by: admin.id }, 'erasure by an admin');
      return { message: request.t('privacy.erased'), erased };
    },
  );
}
