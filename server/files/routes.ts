import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../plugins/error-handler';
import { problem } from '../http/error-schema';
import { clientKey } from '../plugins/rate-limit';
import { assertDiskRoom } from './disk-floor';
import { registerDownloadRoute } from './download-route';
import { describeUpload, receiveFiles, registerUploadParser } from './http';
import { passOtherBodyTypes } from '../http/multipart';
import { megabytes, UploadRejected } from './service';
import { ensureUploadOwner, uploadOwner } from './upload-session';

const fileInfo = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  path: z.string().describe('Dernier segment = identifiant à passer à DELETE /api/services/delete/:fileName'),
  size: z.number().int(),
  type: z.string(),
  pages: z
    .number()
    .int()
    .nullable()
    .describe('Pages comptées à l’envoi (image\u00a0: 1)\u202f; null\u00a0: nombre de pages inconnu'),
});

/** A client address may hold the pending files of a few browsers (an office, a family behind one router). */
const ADDRESS_SHARE = 3;

/** Keyed hash of a client address: pending uploads are counted per address without storing the address. */
function addressHash(secret: string, key: string): string {
  return createHmac('sha256', secret).update(`upload-address:${key}`).digest('base64url');
}

const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.uploadsService;
  const { maxFileBytes, maxFilesPerRequest, maxPendingFiles } = service.limits;

  await registerUploadParser(app, service.limits);
  // Every route here checks its body: the upload its form, the others their schema.
  passOtherBodyTypes(app);

  app.post(
    '/api/services/upload',
    {
      schema: {
        tags: ['fichiers'],
        summary: 'Envoi de documents (multipart, champ «\u00a0files\u00a0» répété)',
        description: `PDF, PNG ou JPEG reconnus par leur contenu, ${megabytes(maxFileBytes)} Mo par fichier, ${maxFilesPerRequest} fichiers par envoi, ${maxPendingFiles} fichiers en attente au plus. Chiffrés au repos, visibles seulement par le navigateur qui les a envoyés.`,
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ fileUrls: z.array(fileInfo) }),
          400: problem,
          413: problem,
          415: problem,
          507: problem,
        },
      },
    },
    async (request, reply) => {
      // Before the cookie is set: a malformed request leaves no trace.
      if (!request.isMultipart()) throw httpError(400, 'files.notMultipart', { field: 'files' });
      await assertDiskRoom(app.config.DATA_DIR, app.config.MIN_FREE_DISK_MB);
      const owner = ensureUploadOwner(request, reply);
      // Per browser (cookie) and per client address: a client dropping its cookie gets no new allowance.
      const address = addressHash(app.config.SESSION_SECRET, clientKey(request.ip));
      let pending = await service.pendingCount(owner);
      let byAddress = await service.pendingCountByAddress(address);
      const saved = await receiveFiles(request, ['files', 'files[]'], async (filename, file) => {
        if (pending >= maxPendingFiles || byAddress >= maxPendingFiles * ADDRESS_SHARE) {
          file.destroy();
          throw UploadRejected.of(400, 'files.pendingLimit', { max: maxPendingFiles });
        }
        const row = await service.saveStream(owner, filename, file, address);
        byAddress++;
        pending++;
        return row;
      });
      if (saved.length === 0) throw httpError(400, 'files.noneReceived');
      request.log.info({ files: saved.length }, 'files uploaded');
      return { fileUrls: saved.map(describeUpload) };
    },
  );

  app.delete(
    '/api/services/delete/:fileName',
    {
      schema: {
        tags: ['fichiers'],
        summary: 'Suppression d’un fichier en attente (le sien uniquement)',
        params: z.object({ fileName: z.string().max(100) }),
        response: { 200: z.object({ deleted: z.literal(true) }), 404: problem },
      },
    },
    async (request, reply) => {
      const owner = uploadOwner(request);
      const id = request.params.fileName;
      const ok = owner && z.string().uuid().safeParse(id).success ? await service.deletePending(owner, id) : false;
      // Someone else's file and a missing file look the same.
      if (!ok) return reply.status(404).send({ message: request.t('files.notFound') });
      return { deleted: true as const };
    },
  );
  registerDownloadRoute(app);

  app.post(
    '/api/services/update-session-activity',
    {
      schema: {
        tags: ['fichiers'],
        summary: 'Garde en vie les fichiers en attente de la page ouverte',
        description:
          'Ouvre aussi la session d’envoi du navigateur (cookie httpOnly) s’il n’en a pas\u00a0: le formulaire l’appelle avant d’envoyer plusieurs fichiers en parallèle.',
        body: z.object({
          sessionId: z.union([z.string().max(100), z.number()]).optional(),
          // The spec's cart files are objects (name, path, url); a string (an id, a path or a URL) too.
          files: z
            .array(
              z.union([
                z.string().max(200),
                z.object({
                  name: z.string().max(300).optional(),
                  path: z.string().max(200).optional(),
                  url: z.string().max(300).optional(),
                  id: z.string().max(100).optional(),
                }),
              ]),
            )
            .max(200)
            .default([]),
        }),
        response: { 200: z.object({ kept: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const owner = ensureUploadOwner(request, reply);
      // The client may send ids, paths or URLs, or the cart's file objects: the last segment is the id.
      const ids = request.body.files
        .map((f) => (typeof f === 'string' ? f : (f.id ?? f.path ?? f.url ?? '')))
        .map((f) => f.split('/').pop() ?? '')
        .filter((f) => z.string().uuid().safeParse(f).success);
      return { kept: await service.touch(owner, ids) };
    },
  );
};

export default filesRoutes;
