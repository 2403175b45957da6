import { z } from 'zod';
import type { ZodApp } from '../http/zod-app';
import { visibleAttachedFile } from '../orders/access';
import { checkDownloadLink, DOWNLOAD_LINK_DAYS, downloadLinkKey, translationForLink } from './download-links';
import { sendPrivateFile } from './http';
import { LINK_MESSAGES, linkOrderLang, linkProblemPath } from './link-page';
import { uploadOwner } from './upload-session';

/** Downloads: a pending file by its browser, an attached one by whoever may see its order, a translation by its signed link. */
export function registerDownloadRoute(app: ZodApp) {
  const service = app.uploadsService;
  const linkKey = downloadLinkKey(app.config.SESSION_SECRET);

  app.get(
    '/api/services/files/:id',
    {
      schema: {
        tags: ['fichiers'],
        summary:
          'Téléchargement d’un fichier\u00a0: en attente par son propriétaire, joint à une commande par qui peut voir la commande',
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
          if ((request.headers.accept ?? '').includes('text/html')) {
            // Only a genuine link (its signature checked) tells which order, hence which language.
            const lang = (link === 'expired' ? await linkOrderLang(app.database.db, id) : null) ?? request.lang;
            return reply.header('cache-control', 'private, no-store').redirect(linkProblemPath(lang, link), 303);
          }
          return reply.status(403).send({ message: request.t(LINK_MESSAGES[link]) });
        }
        return reply.status(404).send({ message: request.t('files.notFound') });
      }
      return sendPrivateFile(reply, row, await service.read(row), Boolean(request.query.download));
    },
  );
}
