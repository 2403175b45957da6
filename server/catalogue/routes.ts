import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToEuros } from '../../core/money';
import { priceRequestSchema } from '../../core/order-rules';
import { loadCatalogue, quote } from './service';

const option = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().describe('Prix en euros'),
  priceCents: z.number().int(),
});
const problem = z.object({ message: z.string() });

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tarifs : prix par page, modes de livraison, types de légalisation',
        response: {
          200: z.object({
            pricePerPage: z.number(),
            pricePerPageCents: z.number().int(),
            deliveryMethods: z.array(option),
            legalizationTypes: z.array(option),
          }),
        },
      },
    },
    async () => {
      const c = await loadCatalogue(app.database.db);
      const shape = (kind: string) => (o: { id: string; name: string; priceCents: number }) => ({
        ...o,
        price: centsToEuros(o.priceCents),
        description: c.descriptions[`${kind}:${o.id}`] ?? '',
      });
      return {
        pricePerPage: centsToEuros(c.pricePerPageCents),
        pricePerPageCents: c.pricePerPageCents,
        deliveryMethods: c.deliveryMethods.map(shape('delivery')),
        legalizationTypes: c.legalizationTypes.map(shape('legalization')),
      };
    },
  );

  app.post(
    '/api/services/calculate-price',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Calcul du prix d’une commande (le serveur fait foi)',
        body: priceRequestSchema,
        response: {
          200: z.object({
            totalPrice: z.number().describe('Total en euros'),
            totalCents: z.number().int(),
            breakdown: z.array(z.object({ label: z.string(), amount: z.number(), amountCents: z.number().int() })),
          }),
          400: problem,
        },
      },
    },
    async (request) => {
      const { totalCents, lines } = await quote(app.database.db, request.body);
      return {
        totalPrice: centsToEuros(totalCents),
        totalCents,
        breakdown: lines.map((l) => ({ label: l.label, amount: centsToEuros(l.amountCents), amountCents: l.amountCents })),
      };
    },
  );
};

export default catalogueRoutes;
