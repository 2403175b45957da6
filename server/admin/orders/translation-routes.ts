import { z } from 'zod';
import { msg } from '../../../core/messages';
import { requireAdmin } from '../../accounts/guards';
import { describeUpload } from '../../files/http';
import { megabytes } from '../../files/service';
import { problem } from '../../http/error-schema';
import type { ZodApp } from '../../http/zod-app';
import { adminErrors } from '../guard';
import { orderRowById } from './queries';
import { count, orderRow, params } from './route-schemas';
import { addTranslations, deleteTranslations } from './service';

/** The translations of an order: delivered (stamped for verification) and deleted. */
export function registerTranslationRoutes(app: ZodApp) {
  const db = app.database.db;
  const { maxFileBytes, maxFilesPerRequest } = app.uploadsService.limits;

  app.post(
    '/api/admin/upload/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Déposer les traductions d’une commande (multipart, champ «\u00a0fileAdmin\u00a0» répété)',
        description: `PDF, PNG ou JPEG reconnus par leur contenu, ${megabytes(maxFileBytes)} Mo par fichier, ${maxFilesPerRequest} fichiers par envoi, chiffrés au repos. Champs facultatifs «\u00a0documentType\u00a0» («\u00a0Acte de naissance\u00a0») et «\u00a0languages\u00a0» (ar-fr, par défaut, ou fr-ar). Chaque fichier est tamponné pour la vérification (QR code, référence et code sur chaque page\u202f; une image devient un PDF d’une page)\u00a0: le client reçoit la copie tamponnée, l’original reste à l’administration. La première traduction fait passer une commande payée ou en cours à «\u00a0Traduction disponible\u00a0».`,
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
        summary: 'Supprimer des traductions d’une commande (corps\u00a0: fileUrls, identifiants ou liens)',
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
}
