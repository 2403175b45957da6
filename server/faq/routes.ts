import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../plugins/error-handler';
import { adminWrite } from '../content/guard';
import { faqView, findFaq, listFaq } from './queries';
import { checkedFaq, createFaq, deleteFaq, updateFaq } from './service';
import { contentLanguage } from '../content/language';
import { problem } from '../http/error-schema';

const entry = z.object({
  _id: z.string(),
  slug: z.string().describe('Ancre de la question\u00a0: /faq#slug, et /faq/slug'),
  question: z.string(),
  answer: z.string().describe('HTML nettoyé (liste blanche)'),
  order: z.number().int(),
  lang: z.enum(['fr', 'ar']).describe('Langue de l’entrée'),
  translationOf: z.string().nullable().describe('Entrée française que celle-ci traduit (version arabe), ou null'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
// Checked by checkedFaq so the 400 can name every field at once (spec 8).
const body = z.object({
  question: z.any().optional().describe('Texte de la question (requis, 300 caractères au plus)'),
  answer: z
    .any()
    .optional()
    .describe(
      'Réponse en HTML (requise)\u202f; nettoyée par le serveur\u00a0: paragraphes, listes, gras, italique, souligné, liens http(s)/mailto/tel, titres h3–h4, citations',
    ),
  order: z.any().optional().describe('Ordre d’affichage\u00a0: entier ≥ 0, 0 si vide'),
  lang: z
    .any()
    .optional()
    .describe('Création seulement\u00a0: «\u00a0fr\u00a0» (par défaut) ou «\u00a0ar\u00a0»\u202f; ensuite inchangée'),
  translationOf: z
    .any()
    .optional()
    .describe('Création d’une version arabe seulement\u00a0: identifiant de l’entrée française qu’elle traduit'),
});
const listQuery = z.object({ lang: z.enum(['fr', 'ar']).default('fr').describe('Langue des entrées listées') });
const invalid = problem.extend({ errors: z.record(z.string(), z.string()).optional() });
const params = z.object({ id: z.string().min(1).max(200) });
const forbidden = { 401: problem, 403: problem };

/**
 * FAQ (spec 7): public reads, admin writes. A write empties the whole page cache: edits are
 * rare, and the list, the detail pages and their URL variants all show the entry.
 */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/qr',
    {
      schema: {
        tags: ['faq'],
        summary: 'Questions fréquentes d’une langue (français par défaut), par ordre puis date de création',
        querystring: listQuery,
        response: { 200: z.array(entry) },
      },
    },
    async (request) => (await listFaq(db, request.query.lang)).map(faqView),
  );

  app.get(
    '/api/qr/:id',
    {
      schema: {
        tags: ['faq'],
        summary: 'Une question, par identifiant ou par slug (un ancien slug redirige en 301)',
        params,
        response: { 200: entry, 404: problem },
      },
    },
    async (request, reply) => {
      const found = await findFaq(db, request.params.id);
      if (!found) throw httpError(404, 'faq.notFound');
      if ('movedTo' in found) return reply.redirect(`/api/qr/${found.movedTo}`, 301);
      return faqView(found.entry);
    },
  );

  app.post(
    '/api/qr',
    {
      onRequest: adminWrite,
      schema: {
        tags: ['faq'],
        summary: 'Ajouter une question (admin)',
        body,
        response: { 201: entry, 400: invalid, ...forbidden, 409: problem },
      },
    },
    async (request, reply) => {
      const language = contentLanguage(request.body);
      const row = await createFaq(db, checkedFaq(request.body, language.lang, request.lang), new Date(), language);
      app.pageCache.invalidate();
      request.log.info({ faq: row.id }, 'faq entry created');
      return reply.status(201).send(faqView(row));
    },
  );

  app.put(
    '/api/qr/:id',
    {
      onRequest: adminWrite,
      schema: {
        tags: ['faq'],
        summary: 'Modifier une question (admin)',
        params,
        body,
        response: { 200: entry, 400: invalid, ...forbidden, 404: problem },
      },
    },
    async (request) => {
      const found = await findFaq(db, request.params.id);
      if (!found || 'movedTo' in found) throw httpError(404, 'faq.notFound');
      const input = checkedFaq(request.body, found.entry.lang, request.lang);
      const row = await updateFaq(db, found.entry.id, input);
      app.pageCache.invalidate();
      request.log.info({ faq: row.id }, 'faq entry updated');
      return faqView(row);
    },
  );

  app.delete(
    '/api/qr/:id',
    {
      onRequest: adminWrite,
      schema: {
        tags: ['faq'],
        summary: 'Supprimer une question (admin)',
        params,
        response: { 200: problem, ...forbidden, 404: problem },
      },
    },
    async (request) => {
      const found = await findFaq(db, request.params.id);
      if (!found || 'movedTo' in found) throw httpError(404, 'faq.notFound');
      await deleteFaq(db, found.entry.id);
      app.pageCache.invalidate();
      request.log.info({ faq: found.entry.id }, 'faq entry deleted');
      return { message: request.t('faq.deleted') };
    },
  );
};

export default faqRoutes;
