import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../../core/account-rules';
import { requireAdmin } from '../../accounts/guards';
import { adminErrors, adminOnly } from '../guard';
import { listAdminUsers, type AdminUserRow } from './queries';
import { changeUserRole, deleteUserAccount } from './service';
import { msg } from '../../../core/messages';
import { problem } from '../../http/error-schema';

const userView = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string().describe('Date de création du compte (ISO 8601)'),
});
const view = (u: AdminUserRow) => ({ id: u.id, email: u.email, role: u.role, createdAt: u.createdAt.toISOString() });
const params = z.object({ id: z.string().max(100) });

/**
 * « Utilisateurs » (spec 7, Admin): the list, role changes and deletion. The
 * paths are the spec's (/api/users/:id has no /admin prefix); the session
 * cookie alone suffices, as the spec's client sends no bearer on those calls.
 */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['administration'],
        summary: 'Liste des comptes (id, email, rôle), les plus anciens d’abord',
        response: { 200: z.array(userView), ...adminErrors },
      },
    },
    async () => (await listAdminUsers(db)).map(view),
  );

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Promouvoir (admin) ou dégrader (user) un compte',
        description:
          'Effectif dès la requête suivante de ce compte. Un administrateur ne peut pas se dégrader lui-même, et le dernier administrateur ne peut pas être dégradé.',
        params,
        body: z.object({ role: z.enum(ROLES, msg('adminUser.roleInvalid')) }, msg('adminUser.roleInvalid')),
        response: {
          200: z.object({ message: z.string(), user: userView }),
          400: problem,
          ...adminErrors,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const user = await changeUserRole(db, actor, request.params.id, request.body.role);
      // A demoted admin's open inbox stops receiving now, not at its next event.
      if (user.role !== 'admin') app.chat.endAdmin(user.id);
      request.log.info({ userId: user.id, role: user.role }, 'role changed by an admin');
      return { message: request.t('adminUser.roleUpdated'), user: view(user) };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      schema: {
        tags: ['administration'],
        summary:
          'Supprimer un compte (ses commandes sont conservées, ses sessions fermées, ses conversations de chat supprimées)',
        description: 'Un administrateur ne peut pas supprimer son propre compte, ni le dernier administrateur.',
        params,
        response: {
          200: z.object({ message: z.string(), ordersKept: z.number().int() }),
          400: problem,
          ...adminErrors,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { ordersKept } = await deleteUserAccount(db, actor, request.params.id);
      app.chat.endUser(request.params.id);
      request.log.info({ userId: request.params.id, ordersKept }, 'account deleted by an admin');
      return { message: request.t('adminUser.deleted'), ordersKept };
    },
  );
};

export default adminUserRoutes;
