import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../core/messages/languages';
import { requireAdmin } from '../accounts/guards';
import { httpError } from '../plugins/error-handler';
import { listInbox, markInboxHandled, unhandledCounts } from './inbox-queries';
import { msg } from '../../core/messages';
import { problem } from '../http/error-schema';

const kind = z.enum(['contact', 'support'], msg('adminRequest.kindInvalid'));

const inboxMessage = z.object({
  id: z.string(),
  kind,
  createdAt: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  orderReference: z.string().nullable(),
  handled: z.boolean(),
  lang: z.enum(LANGUAGES),
});

/** Contact and support messages in the back office; admin only, like every /api/admin route. */
const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  app.get(
    '/api/admin/inbox/counts',
    {
      schema: {
        tags: ['administration'],
        summary: 'Demandes non traitées\u00a0: devis, contact, assistance',
        response: {
          200: z.object({ quotes: z.number(), contact: z.number(), support: z.number() }),
          401: problem,
          403: problem,
        },
      },
    },
    async () => unhandledCounts(app.database.db),
  );

  app.get(
    '/api/admin/inbox/:kind',
    {
      schema: {
        tags: ['administration'],
        summary: 'Messages de contact ou demandes d’assistance, les plus récents d’abord',
        params: z.object({ kind }),
        querystring: z.object({
          status: z.enum(['all', 'new', 'handled']).default('all'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
        }),
        response: {
          200: z.object({ messages: z.array(inboxMessage), total: z.number().int() }),
          400: problem,
          401: problem,
          403: problem,
        },
      },
    },
    async (request) => listInbox(app.database.db, request.params.kind, request.query),
  );

  app.patch(
    '/api/admin/inbox/:kind/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Marque un message comme traité (ou non traité)',
        params: z.object({ kind, id: z.string().max(100) }),
        body: z.object({ handled: z.boolean(msg('adminRequest.messageHandledInvalid')) }),
        response: { 200: z.object({ handled: z.boolean() }), 400: problem, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => {
      const { kind: k, id } = request.params;
      if (!z.uuid().safeParse(id).success) throw httpError(404, 'adminRequest.messageNotFound');
      if (!(await markInboxHandled(app.database.db, k, id, request.body.handled)))
        throw httpError(404, 'adminRequest.messageNotFound');
      return { handled: request.body.handled };
    },
  );
};

export default adminInboxRoutes;
