import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDABLE_KINDS, CATALOGUE_KINDS, CATALOGUE_MESSAGES, catalogueItemSchema } from '../../../core/catalogue-rules';
import { centsToEuros } from '../../../core/money';
import type { CatalogueRow } from '../../catalogue/schema';
import { adminErrors, adminOnly, problem } from '../guard';
import { allCatalogueRows } from './queries';
import { addCatalogueItem, updateCatalogueItem } from './service';

const rowSchema = z.object({
  kind: z.enum(CATALOGUE_KINDS),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().describe('Prix en euros'),
  priceCents: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  updatedAt: z.string(),
});
const rowView = (r: CatalogueRow) => ({
  kind: r.kind,
  id: r.id,
  name: r.name,
  description: r.description,
  price: centsToEuros(r.priceCents),
  priceCents: r.priceCents,
  active: r.active,
  position: r.position,
  updatedAt: r.updatedAt.toISOString(),
});
const saved = z.object({ message: z.string(), item: rowSchema });

/**
 * « Tarifs »: the page price, delivery methods and legalisation types, inactive
 * ones included. Every change drops the page micro-cache so no page renders
 * an old price; orders are never touched (they keep their own price lines).
 */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;

  app.get(
    '/api/admin/catalogue',
    {
      schema: {
        tags: ['administration'],
        summary: 'Tous les tarifs, actifs ou non',
        response: { 200: z.object({ items: z.array(rowSchema) }), ...adminErrors },
      },
    },
    async () => ({ items: (await allCatalogueRows(db)).map(rowView) }),
  );

  app.put(
    '/api/admin/catalogue/:kind/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Modifier un tarif : nom, description, prix en euros (2 décimales au plus), actif',
        description:
          'Le prix à la page et les choix par défaut du formulaire (livraison par e-mail, sans légalisation) restent actifs ; au moins un mode de livraison reste actif.',
        params: z.object({ kind: z.enum(CATALOGUE_KINDS, { message: CATALOGUE_MESSAGES.kindInvalid }), id: z.string().max(100) }),
        body: catalogueItemSchema,
        response: { 200: saved, 400: problem, ...adminErrors, 404: problem },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const row = await updateCatalogueItem(db, kind, id, request.body);
      app.pageCache.invalidate();
      request.log.info({ kind, id, priceCents: row.priceCents, active: row.active }, 'catalogue row updated');
      return { message: CATALOGUE_MESSAGES.saved, item: rowView(row) };
    },
  );

  app.post(
    '/api/admin/catalogue/:kind',
    {
      schema: {
        tags: ['administration'],
        summary: 'Ajouter un mode de livraison ou un type de légalisation (identifiant tiré du nom)',
        params: z.object({ kind: z.enum(ADDABLE_KINDS, { message: CATALOGUE_MESSAGES.notAddable }) }),
        body: catalogueItemSchema,
        response: { 201: saved, 400: problem, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await addCatalogueItem(db, request.params.kind, request.body);
      app.pageCache.invalidate();
      request.log.info({ kind: row.kind, id: row.id }, 'catalogue option added');
      return reply.status(201).send({ message: CATALOGUE_MESSAGES.added, item: rowView(row) });
    },
  );
};

export default adminCatalogueRoutes;
