import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseStatus } from '../../../core/order-status';
import { registerUploadParser } from '../../files/http';
import { httpError } from '../../plugins/error-handler';
import { adminErrors, adminOnly } from '../guard';
import { adminOrderCounts, adminOrderDetail, listAdminOrders } from './queries';
import { count, counts, orderRow, params } from './route-schemas';
import { unknownStatusError } from './service';
import { registerOrderChangeRoutes } from './order-change-routes';
import { registerTranslationRoutes } from './translation-routes';
import { msg } from '../../../core/messages';
import { problem } from '../../http/error-schema';

/**
 * « Commandes » of the back office (spec 7, Admin): the list, one order, its
 * status, its deletion and the translations delivered. The spec's client sends
 * no bearer on PATCH and DELETE: the session cookie is enough, nothing less is.
 */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;
  await registerUploadParser(app, app.uploadsService.limits);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags: ['administration'],
        summary: 'Commandes, les plus récentes d’abord (ou par échéance), 50 par page',
        description:
          'Filtre par statut (code ou libellé), recherche par e-mail ou référence (partielle, sans casse). Les commandes archivées sont exclues sauf avec archived=1. sort=due\u00a0: par date d’échéance\u202f; view=today\u00a0: «\u00a0À livrer aujourd’hui\u00a0» (à livrer, échéance aujourd’hui ou dépassée)\u202f; view=toShip\u00a0: «\u00a0À expédier\u00a0»\u202f; view=toTranslate\u00a0: «\u00a0À traiter\u00a0» (payées, pas remboursées en entier, aucune traduction livrée).',
        querystring: z.object({
          status: z.string().max(40).optional(),
          q: z.string().max(200).optional(),
          page: z.coerce
            .number(msg('form.pageInvalid'))
            .int(msg('form.pageInvalid'))
            .min(1, msg('form.pageInvalid'))
            .max(1_000_000, msg('form.pageInvalid'))
            .default(1),
          archived: z.enum(['0', '1', 'true', 'false']).optional(),
          sort: z.enum(['newest', 'due']).optional(),
          view: z.enum(['all', 'today', 'toShip', 'toTranslate']).optional(),
        }),
        response: {
          200: z.object({
            orders: z.array(orderRow),
            page: count,
            pageSize: count,
            total: count,
            pages: count,
            counts,
          }),
          400: problem,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const raw = request.query.status?.trim();
      const status = raw && raw !== 'all' ? parseStatus(raw) : undefined;
      if (status === null) throw unknownStatusError(raw!);
      const includeArchived = request.query.archived === '1' || request.query.archived === 'true';
      const { sort, view } = request.query;
      const [list, byStatus] = await Promise.all([
        listAdminOrders(db, {
          status,
          q,
          page,
          includeArchived,
          sort,
          dueToday: view === 'today',
          toShip: view === 'toShip',
          toTranslate: view === 'toTranslate',
        }),
        adminOrderCounts(db, { q, includeArchived }),
      ]);
      return {
        orders: list.items,
        page: list.page,
        pageSize: list.pageSize,
        total: list.total,
        pages: list.pages,
        counts: byStatus,
      };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Une commande\u00a0: détail, historique, messages du client, fichiers du client et traductions',
        params,
        response: {
          200: z.any().describe('Commande (vue administration, section 3 de la spécification)'),
          ...adminErrors,
          404: problem,
        },
      },
    },
    async (request) => {
      const detail = await adminOrderDetail(db, request.params.id);
      if (!detail) throw httpError(404, 'order.notFound');
      return detail;
    },
  );
  registerOrderChangeRoutes(app);
  registerTranslationRoutes(app);
};

export default adminOrderRoutes;
