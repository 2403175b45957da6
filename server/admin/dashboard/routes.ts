import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../accounts/guards';
import { unhandledCounts } from '../../requests/inbox-queries';
import { dashboardStats } from './stats';
import { problem } from '../../http/error-schema';

/** The figures of /admin/dashboard, for the page and any other client of the API. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['administration'],
        summary:
          'Chiffres du tableau de bord\u00a0: commandes à traiter, mois en cours, 12 derniers mois, demandes en attente',
        response: {
          200: z.object({
            toHandle: z.number().describe('Commandes à traiter\u00a0: payées, traduction pas encore livrée'),
            dueToday: z.number().describe('À livrer aujourd’hui ou en retard'),
            toShip: z.number().describe('À expédier\u00a0: originaux papier à poster'),
            paidThisMonth: z.number(),
            revenueThisMonthCents: z.number(),
            months: z.array(z.object({ month: z.string(), orders: z.number(), revenueCents: z.number() })),
            requests: z.object({ quotes: z.number(), contact: z.number(), support: z.number() }),
          }),
          401: problem,
          403: problem,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const [stats, requests] = await Promise.all([dashboardStats(app.database.db), unhandledCounts(app.database.db)]);
      return { ...stats, requests };
    },
  );
};

export default adminDashboardRoutes;
