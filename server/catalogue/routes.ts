import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToEuros } from '../../core/money';
import { priceRequestSchema } from '../../core/order-rules';
import { readDeliveryCalendar } from './delivery-calendar';
import { loadCatalogue, quote } from './service';
import { problem } from '../http/error-schema';
import { priceLineText } from '../../core/order-text';

const days = z.number().int();
const postalLeg = z.object({ minDays: days, maxDays: days });
const option = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().describe('Prix en euros'),
  priceCents: z.number().int(),
  turnaroundDays: days.describe('Jours ouvrés\u00a0: délai du mode de livraison, ou jours ajoutés par la légalisation'),
  postal: postalLeg.nullable().describe('Acheminement postal en jours ouvrés\u202f; null pour l’e-mail et le retrait'),
});
const closedDay = z.union([z.string(), z.object({ from: z.string(), to: z.string() })]);

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Tarifs et délais\u00a0: prix par page, modes de livraison, types de légalisation, option «\u00a0Urgent\u00a0»',
        description:
          'deliveryCalendar (heure limite, jours de fermeture) et now permettent de calculer la date de livraison estimée avec la règle partagée (core/order-delivery.ts).',
        response: {
          200: z.object({
            pricePerPage: z.number(),
            pricePerPageCents: z.number().int(),
            deliveryMethods: z.array(option),
            legalizationTypes: z.array(option),
            urgent: z
              .object({
                name: z.string(),
                description: z.string(),
                price: z.number().describe('Supplément par page, en euros'),
                priceCents: z.number().int(),
                turnaroundDays: days,
              })
              .nullable(),
            deliveryCalendar: z.object({ cutoffHour: z.number().int(), closedDays: z.array(closedDay) }),
            now: z.string().describe('Heure du serveur (ISO 8601)'),
          }),
        },
      },
    },
    async () => {
      const db = app.database.db;
      const [c, calendar] = await Promise.all([loadCatalogue(db), readDeliveryCalendar(db)]);
      const shape = (kind: string) => (o: (typeof c.deliveryMethods)[number]) => ({
        id: o.id,
        name: o.name,
        priceCents: o.priceCents,
        price: centsToEuros(o.priceCents),
        description: c.descriptions[`${kind}:${o.id}`] ?? '',
        turnaroundDays: o.turnaroundDays ?? 0,
        postal: o.postal ?? null,
      });
      return {
        pricePerPage: centsToEuros(c.pricePerPageCents),
        pricePerPageCents: c.pricePerPageCents,
        deliveryMethods: c.deliveryMethods.map(shape('delivery')),
        legalizationTypes: c.legalizationTypes.map(shape('legalization')),
        urgent: c.urgent
          ? {
              ...c.urgent,
              price: centsToEuros(c.urgent.priceCents),
              description: c.descriptions['urgent:urgent'] ?? '',
            }
          : null,
        deliveryCalendar: { cutoffHour: calendar.cutoffHour, closedDays: [...calendar.closedDays] },
        now: new Date().toISOString(),
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
        // Worded in the asking page's language from each line's code and parameters (decision
        // 075): an Arabic page shows the server's lines as they come, never paired by position.
        breakdown: lines.map((l) => ({
          label: priceLineText(request.lang, l),
          amount: centsToEuros(l.amountCents),
          amountCents: l.amountCents,
        })),
      };
    },
  );
};

export default catalogueRoutes;
