import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDABLE_KINDS, CATALOGUE_KINDS, catalogueItemSchema } from '../../../core/catalogue-rules';
import { deliverySettingsSchema } from '../../../core/delivery-settings';
import { centsToEuros } from '../../../core/money';
import { readDeliveryCalendar, writeDeliveryCalendar } from '../../catalogue/delivery-calendar';
import type { CatalogueRow } from '../../catalogue/schema';
import { adminErrors, adminOnly } from '../guard';
import { allCatalogueRows } from './queries';
import { addCatalogueItem, updateCatalogueItem } from './service';
import { msg } from '../../../core/messages';
import { problem } from '../../http/error-schema';

const rowSchema = z.object({
  kind: z.enum(CATALOGUE_KINDS),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().describe('Prix en euros'),
  priceCents: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  turnaroundDays: z.number().int().nullable().describe('Jours ouvrés (null pour le prix à la page)'),
  postal: z
    .object({ minDays: z.number().int(), maxDays: z.number().int() })
    .nullable()
    .describe('Acheminement postal en jours ouvrés (modes de livraison papier)'),
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
  turnaroundDays: r.turnaroundDays,
  postal:
    r.postalMinDays !== null && r.postalMaxDays !== null
      ? { minDays: r.postalMinDays, maxDays: r.postalMaxDays }
      : null,
  updatedAt: r.updatedAt.toISOString(),
});
const saved = z.object({ message: z.string(), item: rowSchema });
const calendarSchema = z.object({
  cutoffHour: z.number().int(),
  closedDays: z.array(z.union([z.string(), z.object({ from: z.string(), to: z.string() })])),
});

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
        summary:
          'Modifier un tarif\u00a0: nom, description, prix en euros (2 décimales au plus), actif, délai en jours ouvrés, acheminement postal',
        description:
          'Le prix à la page et les choix par défaut du formulaire (livraison par e-mail, sans légalisation) restent actifs\u202f; au moins un mode de livraison reste actif.',
        params: z.object({ kind: z.enum(CATALOGUE_KINDS, msg('adminCatalogue.kindInvalid')), id: z.string().max(100) }),
        body: catalogueItemSchema,
        response: { 200: saved, 400: problem, ...adminErrors, 404: problem },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const row = await updateCatalogueItem(db, kind, id, request.body);
      app.pageCache.invalidate();
      request.log.info({ kind, id, priceCents: row.priceCents, active: row.active }, 'catalogue row updated');
      return { message: request.t('adminCatalogue.saved'), item: rowView(row) };
    },
  );

  app.post(
    '/api/admin/catalogue/:kind',
    {
      schema: {
        tags: ['administration'],
        summary: 'Ajouter un mode de livraison ou un type de légalisation (identifiant tiré du nom)',
        params: z.object({ kind: z.enum(ADDABLE_KINDS, msg('adminCatalogue.notAddable')) }),
        body: catalogueItemSchema,
        response: { 201: saved, 400: problem, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await addCatalogueItem(db, request.params.kind, request.body);
      app.pageCache.invalidate();
      request.log.info({ kind: row.kind, id: row.id }, 'catalogue option added');
      return reply.status(201).send({ message: request.t('adminCatalogue.added'), item: rowView(row) });
    },
  );

  app.get(
    '/api/admin/delivery-calendar',
    {
      schema: {
        tags: ['administration'],
        summary: 'Calendrier de livraison\u00a0: heure limite et jours de fermeture',
        response: { 200: calendarSchema, ...adminErrors },
      },
    },
    async () => {
      const calendar = await readDeliveryCalendar(db);
      return { cutoffHour: calendar.cutoffHour, closedDays: [...calendar.closedDays] };
    },
  );

  app.put(
    '/api/admin/delivery-calendar',
    {
      schema: {
        tags: ['administration'],
        summary:
          'Modifier l’heure limite (0–24, heure de Paris) et les jours de fermeture (AAAA-MM-JJ ou { from, to })',
        description:
          'Les dates de livraison estimées en tiennent compte aussitôt\u202f; les dates promises aux commandes déjà payées ne changent pas. Les fermetures passées sont retirées.',
        body: deliverySettingsSchema,
        response: { 200: calendarSchema.extend({ message: z.string() }), 400: problem, ...adminErrors },
      },
    },
    async (request) => {
      const kept = await writeDeliveryCalendar(db, request.body);
      app.pageCache.invalidate();
      request.log.info({ cutoffHour: kept.cutoffHour, closures: kept.closedDays.length }, 'delivery calendar updated');
      return {
        message: request.t('adminDelivery.saved'),
        cutoffHour: kept.cutoffHour,
        closedDays: [...kept.closedDays],
      };
    },
  );
};

export default adminCatalogueRoutes;
