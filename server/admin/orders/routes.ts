import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES, parseStatus, PAYMENT_STATUSES, STATUS_LABELS } from '../../../core/order-status';
import { requireAdmin } from '../../accounts/guards';
import { describeUpload, registerUploadParser } from '../../files/http';
import { megabytes } from '../../files/service';
import { httpError } from '../../plugins/error-handler';
import { adminErrors, adminOnly } from '../guard';
import { adminOrderCounts, adminOrderDetail, listAdminOrders, orderRowById } from './queries';
import { addTranslations, changeOrderStatus, deleteOrder, deleteTranslations, unknownStatusError } from './service';
import { msg } from '../../../core/messages';
import { problem } from '../../http/error-schema';

const orderRow = z.object({
  _id: z.string(),
  customer: z.string().describe('E-mail du client'),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  totalPrice: z.number().describe('Total en euros'),
  totalCents: z.number().int(),
  createdAt: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentStatusLabel: z.string(),
  archivedAt: z.string().nullable(),
  transitions: z
    .array(z.enum(ORDER_STATUSES))
    .describe('Statuts que l’administration peut donner depuis le statut actuel'),
  dueOn: z
    .string()
    .nullable()
    .describe('Date à laquelle la commande est due (AAAA-MM-JJ, heure de Paris), fixée au paiement'),
  urgent: z.boolean(),
  open: z.boolean().describe('La commande reste à livrer (payée, en cours, ou original papier à expédier)'),
  toShip: z.boolean().describe('« À expédier » : original papier à poster, traduction livrée, aucun envoi enregistré'),
  toTranslate: z.boolean().describe('« À traiter » : payée (et pas remboursée en entier), aucune traduction livrée'),
});
const count = z.number().int();
const counts = z.object({
  all: count,
  dueToday: count.describe('À livrer aujourd’hui (échéance du jour ou dépassée)'),
  toShip: count.describe('À expédier'),
  toTranslate: count.describe('À traiter (payées, traduction pas encore livrée)'),
  ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, count])),
} as Record<'all' | 'dueToday' | 'toShip' | 'toTranslate' | (typeof ORDER_STATUSES)[number], typeof count>);

/** References are stored upper case; one typed by hand may not be. */
const params = z.object({
  id: z
    .string()
    .max(100)
    .transform((v) => v.trim().toUpperCase()),
});

/**
 * « Commandes » of the back office (spec 7, Admin): the list, one order, its
 * status, its deletion and the translations delivered. The spec's client sends
 * no bearer on PATCH and DELETE: the session cookie is enough, nothing less is.
 */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;
  const { maxFileBytes, maxFilesPerRequest } = app.uploadsService.limits;
  await registerUploadParser(app, app.uploadsService.limits);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags: ['administration'],
        summary: 'Commandes, les plus récentes d’abord (ou par échéance), 50 par page',
        description:
          'Filtre par statut (code ou libellé), recherche par e-mail ou référence (partielle, sans casse). Les commandes archivées sont exclues sauf avec archived=1. sort=due : par date d’échéance ; view=today : « À livrer aujourd’hui » (à livrer, échéance aujourd’hui ou dépassée) ; view=toShip : « À expédier » ; view=toTranslate : « À traiter » (payées, pas remboursées en entier, aucune traduction livrée).',
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
        summary: 'Une commande : détail, historique, messages du client, fichiers du client et traductions',
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

  app.patch(
    '/api/admin/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Changer le statut d’une commande (« Shipped », un code ou un libellé français)',
        description:
          'Seules les étapes prévues depuis le statut actuel sont acceptées ; le client reçoit un court e-mail.',
        params,
        body: z.object(
          { status: z.string(msg('adminOrder.statusRequired')).max(40) },
          msg('adminOrder.statusRequired'),
        ),
        response: {
          200: z.object({ message: z.string(), order: orderRow, changed: z.boolean() }),
          400: problem,
          ...adminErrors,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { order, changed } = await changeOrderStatus(app, admin, request.params.id, request.body.status);
      const label = STATUS_LABELS[order.status];
      if (changed) request.log.info({ orderId: order.id, status: order.status }, 'order status changed by an admin');
      return {
        message: changed
          ? request.t(
              order.status === 'translated' ? 'adminOrder.statusUpdatedDeliverNext' : 'adminOrder.statusUpdated',
              {
                label,
              },
            )
          : request.t('adminOrder.statusUnchanged', { label }),
        order: (await orderRowById(db, order.id))!,
        changed,
      };
    },
  );

  app.delete(
    '/api/admin/:id',
    {
      schema: {
        tags: ['administration'],
        summary:
          'Supprimer une commande : archivée si elle a été payée (fichiers conservés), effacée avec ses fichiers sinon',
        params,
        response: {
          200: z.object({ message: z.string(), outcome: z.enum(['archived', 'deleted']) }),
          ...adminErrors,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const result = await deleteOrder(app, request.params.id);
      request.log.info({ orderId: request.params.id, outcome: result.outcome }, 'order deleted by an admin');
      return result;
    },
  );

  app.post(
    '/api/admin/upload/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Déposer les traductions d’une commande (multipart, champ « fileAdmin » répété)',
        description: `PDF, PNG ou JPEG reconnus par leur contenu, ${megabytes(maxFileBytes)} Mo par fichier, ${maxFilesPerRequest} fichiers par envoi, chiffrés au repos. Champs facultatifs « documentType » (« Acte de naissance ») et « languages » (ar-fr, par défaut, ou fr-ar). Chaque fichier est tamponné pour la vérification (QR code, référence et code sur chaque page ; une image devient un PDF d’une page) : le client reçoit la copie tamponnée, l’original reste à l’administration. La première traduction fait passer une commande payée ou en cours à « Traduction disponible ».`,
        consumes: ['multipart/form-data'],
        params,
        response: {
          200: z.object({
            message: z.string(),
            fileUrls: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                url: z.string(),
                path: z.string(),
                size: z.number().int(),
                type: z.string(),
              }),
            ),
            order: orderRow,
            statusChanged: z.boolean(),
            unstamped: z
              .array(z.object({ name: z.string(), reason: z.enum(['encrypted', 'damaged', 'too-large', 'timeout']) }))
              .describe('Fichiers livrés sans le tampon de vérification (illisibles ou protégés), et pourquoi'),
          }),
          400: problem,
          ...adminErrors,
          404: problem,
          409: problem,
          413: problem,
          415: problem,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { files, order, statusChanged, unstamped } = await addTranslations(app, request, admin, request.params.id);
      request.log.info(
        { orderId: order.id, files: files.length, statusChanged, unstamped: unstamped.length },
        'translations uploaded',
      );
      return {
        message: request.t('adminOrder.uploaded'),
        fileUrls: files.map(describeUpload),
        order: (await orderRowById(db, order.id))!,
        statusChanged,
        unstamped,
      };
    },
  );

  app.delete(
    '/api/admin/files/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Supprimer des traductions d’une commande (corps : fileUrls, identifiants ou liens)',
        params,
        body: z.object(
          {
            fileUrls: z
              .array(z.string().max(500), msg('adminOrder.noFileToDelete'))
              .min(1, msg('adminOrder.noFileToDelete'))
              .max(100, 'Trop de fichiers à la fois (100 au plus).'),
          },
          msg('adminOrder.noFileToDelete'),
        ),
        response: {
          200: z.object({ message: z.string(), deleted: count }),
          400: problem,
          ...adminErrors,
          404: problem,
        },
      },
    },
    async (request) => {
      const result = await deleteTranslations(app, request.params.id, request.body.fileUrls);
      request.log.info({ orderId: request.params.id, deleted: result.deleted }, 'translations deleted by an admin');
      return result;
    },
  );
};

export default adminOrderRoutes;
