import { z } from 'zod';
import { msg } from '../../../core/messages';
import { STATUS_LABELS } from '../../../core/order-status';
import { requireAdmin } from '../../accounts/guards';
import { problem } from '../../http/error-schema';
import type { ZodApp } from '../../http/zod-app';
import { adminErrors } from '../guard';
import { orderRowById } from './queries';
import { orderRow, params } from './route-schemas';
import { changeOrderStatus, deleteOrder } from './service';

/** An order's status changed by hand, and the order deleted (archived once paid). */
export function registerOrderChangeRoutes(app: ZodApp) {
  const db = app.database.db;

  app.patch(
    '/api/admin/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Changer le statut d’une commande («\u00a0Shipped\u00a0», un code ou un libellé français)',
        description:
          'Seules les étapes prévues depuis le statut actuel sont acceptées\u202f; le client reçoit un court e-mail.',
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
          'Supprimer une commande\u00a0: archivée si elle a été payée (fichiers conservés), effacée avec ses fichiers sinon',
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
}
