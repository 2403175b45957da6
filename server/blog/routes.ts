import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../plugins/error-handler';
import { adminWrite } from '../content/guard';
import { articleSummaryView, articleView, findArticle, listArticles } from './queries';
import { checkedArticle, createArticle, deleteArticle, updateArticle } from './service';
import { contentLanguage } from '../content/language';
import { problem } from '../http/error-schema';

const summary = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  imageUrl: z.string().describe('Vide\u00a0: image par défaut du site'),
  lang: z.enum(['fr', 'ar']).describe('Langue de l’article'),
  translationOf: z.string().nullable().describe('Article français que celui-ci traduit (version arabe), ou null'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const full = summary.extend({ content: z.string().describe('HTML nettoyé (liste blanche)') });
// Checked by checkedArticle, so every missing field gets the spec's one message.
const body = z.object({
  title: z.any().optional().describe('Titre (requis)\u202f; le slug en est tiré par le serveur'),
  content: z
    .any()
    .optional()
    .describe(
      'Contenu HTML (requis)\u202f; nettoyé\u00a0: paragraphes, listes, gras, italique, souligné, liens http(s)/mailto/tel, titres h2–h4, citations, images http(s)',
    ),
  summary: z.any().optional().describe('Résumé (requis)'),
  author: z.any().optional().describe('Auteur (requis)'),
  imageUrl: z.any().optional().describe('Adresse http(s) de l’image, ou vide pour l’image par défaut'),
  slug: z.any().optional().describe('Ignoré\u00a0: le serveur dérive le slug du titre'),
  lang: z
    .any()
    .optional()
    .describe('Création seulement\u00a0: «\u00a0fr\u00a0» (par défaut) ou «\u00a0ar\u00a0»\u202f; ensuite inchangée'),
  translationOf: z
    .any()
    .optional()
    .describe('Création d’une version arabe seulement\u00a0: identifiant de l’article français qu’elle traduit'),
});
const listQuery = z.object({ lang: z.enum(['fr', 'ar']).default('fr').describe('Langue des articles listés') });
const invalid = problem.extend({ errors: z.record(z.string(), z.string()).optional() });
const forbidden = { 401: problem, 403: problem };

/**
 * Blog (spec 7): public reads, admin writes. A write empties the whole page cache: edits are
 * rare, and the list, both article routes and their old slugs all depend on the article.
 */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/articles',
    {
      schema: {
        tags: ['blog'],
        summary: 'Articles d’une langue (français par défaut), du plus récent au plus ancien (sans le contenu)',
        querystring: listQuery,
        response: { 200: z.array(summary) },
      },
    },
    async (request) => (await listArticles(db, undefined, request.query.lang)).map(articleSummaryView),
  );

  app.get(
    '/api/articles/:slugOrId',
    {
      schema: {
        tags: ['blog'],
        summary: 'Un article, par slug ou identifiant\u202f; un ancien slug redirige (301) vers l’actuel',
        params: z.object({ slugOrId: z.string().min(1).max(200) }),
        response: { 200: full, 404: problem },
      },
    },
    async (request, reply) => {
      const found = await findArticle(db, request.params.slugOrId);
      if (!found) throw httpError(404, 'article.notFound');
      if ('movedTo' in found) return reply.redirect(`/api/articles/${found.movedTo}`, 301);
      return articleView(found.article);
    },
  );

  app.post(
    '/api/articles',
    {
      onRequest: adminWrite,
      schema: {
        tags: ['blog'],
        summary: 'Publier un article (admin)',
        body,
        response: { 201: full, 400: invalid, ...forbidden, 409: problem },
      },
    },
    async (request, reply) => {
      const language = contentLanguage(request.body);
      const row = await createArticle(
        db,
        checkedArticle(request.body, language.lang, request.lang),
        new Date(),
        language,
      );
      app.pageCache.invalidate();
      request.log.info({ article: row.id, slug: row.slug }, 'article created');
      return reply.status(201).send(articleView(row));
    },
  );

  const params = z.object({ id: z.string().min(1).max(200) });
  const existing = async (idOrSlug: string) => {
    const found = await findArticle(db, idOrSlug);
    if (!found || 'movedTo' in found) throw httpError(404, 'article.notFound');
    return found.article;
  };

  app.put(
    '/api/articles/:id',
    {
      onRequest: adminWrite,
      schema: {
        tags: ['blog'],
        summary: 'Modifier un article (admin)\u202f; un nouveau titre donne un nouveau slug, l’ancien redirige',
        params,
        body,
        response: { 200: full, 400: invalid, ...forbidden, 404: problem },
      },
    },
    async (request) => {
      const current = await existing(request.params.id);
      const input = checkedArticle(request.body, current.lang, request.lang);
      const row = await updateArticle(db, current.id, input);
      app.pageCache.invalidate();
      request.log.info({ article: row.id, slug: row.slug, previous: current.slug }, 'article updated');
      return articleView(row);
    },
  );

  app.delete(
    '/api/articles/:id',
    {
      onRequest: adminWrite,
      schema: {
        tags: ['blog'],
        summary: 'Supprimer un article (admin)',
        params,
        response: { 200: problem, ...forbidden, 404: problem },
      },
    },
    async (request) => {
      const current = await existing(request.params.id);
      await deleteArticle(db, current.id);
      app.pageCache.invalidate();
      request.log.info({ article: current.id }, 'article deleted');
      return { message: request.t('article.deleted') };
    },
  );
};

export default blogRoutes;
