import type { Readable } from 'node:stream';
import { createHmac } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visibleAttachedFile } from '../orders/access';
import { HttpError } from '../plugins/error-handler';
import { checkDownloadLink, DOWNLOAD_LINK_DAYS, downloadLinkKey, LINK_MESSAGES, translationForLink } from './download-links';
import type { Upload } from './schema';
import { clientKey } from '../accounts/routes';
import { closeAfterReply } from '../plugins/close-connection';
import { FileTooLargeError } from '../storage/file-store';
import { megabytes, UploadRejected, type UploadLimits, type UploadService } from './service';
import { ensureUploadOwner, uploadOwner } from './upload-session';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsService: UploadService;
  }
}

const problem = z.object({ message: z.string() });
const fileInfo = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  path: z.string().describe('Dernier segment = identifiant à passer à DELETE /api/services/delete/:fileName'),
  size: z.number().int(),
  type: z.string(),
});

export const fileUrl = (id: string) => `/api/services/files/${id}`;
export const describeUpload = (u: Upload) => ({
  id: u.id,
  name: u.originalName,
  url: fileUrl(u.id),
  path: `uploads/${u.id}`,
  size: u.sizeBytes,
  type: u.contentType,
});

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'document';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The multipart parser with the upload limits. Registered by each plugin that
 * receives documents (customer uploads, translations), so every one streams
 * under the same size and count rules.
 */
export async function registerUploadParser(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFilesPerRequest, fields: 10, parts: limits.maxFilesPerRequest + 10, fieldSize: 1024 },
    throwFileSizeLimit: true,
    // Keep the name as sent, so a forged path is refused rather than silently trimmed.
    preservePath: true,
  });
}

/** A client address may hold the pending files of a few browsers (an office, a family behind one router). */
export const ADDRESS_SHARE = 3;

/** Keyed hash of a client address: pending uploads are counted per address without storing the address. */
export function addressHash(secret: string, key: string): string {
  return createHmac('sha256', secret).update(`upload-address:${key}`).digest('base64url');
}

/**
 * Streams the files of the given form fields through `save`, in order, and
 * answers the rows stored. All or nothing: a refused file cancels the whole
 * request and discards what was stored before it. Other fields are skipped.
 */
export async function receiveFiles(
  request: FastifyRequest,
  fields: readonly string[],
  save: (filename: string | undefined, file: Readable) => Promise<Upload>,
): Promise<Upload[]> {
  if (!request.isMultipart()) throw new HttpError(400, `Envoyez les fichiers dans un formulaire multipart (champ « ${fields[0]} »).`);
  const service = request.server.uploadsService;
  const { maxFileBytes, maxFilesPerRequest } = service.limits;
  // A body that cannot fit is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxFilesPerRequest * maxFileBytes + 1024 * 1024) {
    closeAfterReply(request);
    throw new HttpError(413, `Un fichier dépasse la taille maximale de ${megabytes(maxFileBytes)} Mo.`);
  }
  const saved: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!fields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      // Past the limit the parser would read on (and discard) to the end of the file: stop there instead.
      part.file.once('limit', () => part.file.destroy(new FileTooLargeError(maxFileBytes)));
      saved.push(await save(part.filename, part.file));
    }
  } catch (err) {
    // The rest of a refused body is never read: the answer goes out and the connection closes.
    closeAfterReply(request);
    await service.discard(saved);
    if (err instanceof UploadRejected) throw new HttpError(err.statusCode, err.message);
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `Vous pouvez envoyer au maximum ${maxFilesPerRequest} fichiers à la fois.`);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `Un fichier dépasse la taille maximale de ${megabytes(maxFileBytes)} Mo.`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'Trop de champs dans le formulaire.');
    if (code?.startsWith('FST_')) throw new HttpError(400, 'Envoi de fichiers invalide.');
    // The client stopped sending in the middle of a part (connection cut, forged body).
    if (/terminated early|Unexpected end/i.test((err as Error).message ?? '')) throw new HttpError(400, 'Envoi de fichiers interrompu.');
    throw err;
  }
  return saved;
}

/**
 * Sends a decrypted private document: never cached, never sniffed. A document a customer sent is
 * always a download (decision 017): a PDF can carry scripts (OpenAction) that the browser's viewer
 * would run on the site's origin, in the admin's browser. Translations, which the translator
 * made, open in the browser unless asked as a download. Chrome's PDF viewer needs a loose policy;
 * images get a locked-down one.
 */
export function sendPrivateFile(reply: FastifyReply, file: Pick<Upload, 'contentType' | 'originalName' | 'kind'>, stream: Readable, download: boolean) {
  const attachment = download || file.kind !== 'translation';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(attachment ? 'attachment' : 'inline', file.originalName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      file.contentType === 'application/pdf' ? "frame-ancestors 'self'" : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .send(stream);
}

/** The page a customer sees when a download link from an e-mail no longer works. */
function expiredLinkPage(message: string): string {
  const text = message.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Lien de téléchargement expiré</title></head>
<body><main><h1>Lien de téléchargement expiré</h1><p>${text}</p><p>Vos traductions restent disponibles dans votre espace : <a href="/orders">Mes commandes</a> (avec votre compte, ou en demandant un lien d’accès par e-mail).</p></main></body></html>`;
}

const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.uploadsService;
  const { maxFileBytes, maxFilesPerRequest, maxPendingFiles } = service.limits;

  await registerUploadParser(app, service.limits);
  const linkKey = downloadLinkKey(app.config.SESSION_SECRET);

  app.post(
    '/api/services/upload',
    {
      schema: {
        tags: ['fichiers'],
        summary: 'Envoi de documents (multipart, champ « files » répété)',
        description: `PDF, PNG ou JPEG reconnus par leur contenu, ${megabytes(maxFileBytes)} Mo par fichier, ${maxFilesPerRequest} fichiers par envoi, ${maxPendingFiles} fichiers en attente au plus. Chiffrés au repos, visibles seulement par le navigateur qui les a envoyés.`,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ fileUrls: z.array(fileInfo) }), 400: problem, 413: problem, 415: problem },
      },
    },
    async (request, reply) => {
      // Before the cookie is set: a malformed request leaves no trace.
      if (!request.isMultipart()) throw new HttpError(400, 'Envoyez les fichiers dans un formulaire multipart (champ « files »).');
      const owner = ensureUploadOwner(request, reply);
      // Per browser (cookie) and per client address: a client dropping its cookie gets no new allowance.
      const address = addressHash(app.config.SESSION_SECRET, clientKey(request.ip));
      let pending = await service.pendingCount(owner);
      let byAddress = await service.pendingCountByAddress(address);
      const saved = await receiveFiles(request, ['files', 'files[]'], async (filename, file) => {
        if (pending >= maxPendingFiles || byAddress >= maxPendingFiles * ADDRESS_SHARE) {
          file.destroy();
          throw new UploadRejected(400, `Vous avez atteint la limite de ${maxPendingFiles} fichiers pour une commande.`);
        }
        const row = await service.saveStream(owner, filename, file, address);
        byAddress++;
        pending++;
        return row;
      });
      if (saved.length === 0) throw new HttpError(400, 'Aucun fichier reçu.');
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
      if (!ok) return reply.status(404).send({ message: 'Fichier introuvable.' });
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/services/files/:id',
    {
      schema: {
        tags: ['fichiers'],
        summary: 'Téléchargement d’un fichier : en attente par son propriétaire, joint à une commande par qui peut voir la commande',
        description: `Une traduction s’ouvre aussi sans session avec le lien signé envoyé par e-mail (expires, signature), valable ${DOWNLOAD_LINK_DAYS} jours.`,
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({
          download: z.enum(['1']).optional(),
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const owner = uploadOwner(request);
      const id = request.params.id;
      const validId = z.string().uuid().safeParse(id).success;
      const link = validId ? checkDownloadLink(linkKey, id, request.query) : 'none';
      // A signed link: that translation only. Pending: only the browser that sent it. Attached: whoever may see its order.
      const row =
        (link === 'valid' ? await translationForLink(app.database.db, id) : null) ??
        (owner && validId ? await service.findPending(owner, id) : null) ??
        (validId ? await visibleAttachedFile(request, id) : null);
      if (!row) {
        if (link === 'expired' || link === 'invalid') {
          // Such links are opened from an e-mail, in a browser: answer it a readable page, not JSON.
          if ((request.headers.accept ?? '').includes('text/html')) return reply.status(403).type('text/html; charset=utf-8').send(expiredLinkPage(LINK_MESSAGES[link]));
          return reply.status(403).send({ message: LINK_MESSAGES[link] });
        }
        return reply.status(404).send({ message: 'Fichier introuvable.' });
      }
      return sendPrivateFile(reply, row, await service.read(row), Boolean(request.query.download));
    },
  );

  app.post(
    '/api/services/update-session-activity',
    {
      schema: {
        tags: ['fichiers'],
        summary: 'Garde en vie les fichiers en attente de la page ouverte',
        body: z.object({
          sessionId: z.string().max(100).optional(),
          files: z.array(z.string().max(200)).max(200).default([]),
        }),
        response: { 200: z.object({ kept: z.number().int() }) },
      },
    },
    async (request) => {
      const owner = uploadOwner(request);
      if (!owner) return { kept: 0 };
      // The client may send ids, paths or URLs: the last segment is the id.
      const ids = request.body.files
        .map((f) => f.split('/').pop() ?? '')
        .filter((f) => z.string().uuid().safeParse(f).success);
      return { kept: await service.touch(owner, ids) };
    },
  );
};

export default filesRoutes;
