import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_STATUSES, type OutboxMessage } from '../../mail/schema';
import { adminErrors, adminOnly } from '../guard';
import { listOutbox, outboxCounts, type OutboxSummary } from './queries';
import { findOutboxMessage, retryFailedMessage } from './service';
import { msg } from '../../../core/messages';
import { problem } from '../../http/error-schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summary = z.object({
  id: z.string(),
  kind: z.string(),
  relatedId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
const detail = summary.extend({
  replyTo: z.string().nullable(),
  messageId: z.string(),
  text: z.string(),
  html: z.string(),
});

const summaryView = (m: OutboxSummary) => ({
  id: m.id,
  kind: m.kind,
  relatedId: m.relatedId,
  to: m.to,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: m.createdAt.toISOString(),
  sentAt: iso(m.sentAt),
  nextAttemptAt: m.nextAttemptAt.toISOString(),
});
const detailView = (m: OutboxMessage) => ({
  ...summaryView(m),
  replyTo: m.replyTo,
  messageId: m.messageId,
  text: m.text,
  html: m.html,
});

const count = z.number().int();
const counts = z.object({ all: count, queued: count, sending: count, sent: count, failed: count });

const params = z.object({ id: z.string().max(100) });

/**
 * « E-mails »: what the outbox holds (queued, being sent, sent, failed), one
 * message in full (without SMTP, the only place to read what would have gone
 * out), and « Renvoyer » for a failed one.
 */
const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['administration'],
        summary: 'File d’envoi des e-mails, plus récents d’abord, 50 par page',
        querystring: z.object({
          // An empty ?status= (the « Tous » tab) means every status.
          status: z.preprocess(
            (v) => (v === '' ? undefined : v),
            z.enum(MAIL_STATUSES, msg('adminOutbox.statusInvalid')).optional(),
          ),
          page: z.coerce
            .number(msg('form.pageInvalid'))
            .int(msg('form.pageInvalid'))
            .min(1, msg('form.pageInvalid'))
            .max(1_000_000, msg('form.pageInvalid'))
            .default(1),
        }),
        response: {
          200: z.object({
            items: z.array(summary),
            page: z.number().int(),
            pageSize: z.number().int(),
            total: z.number().int(),
            pages: z.number().int(),
            counts,
            delivery: z
              .enum(['smtp', 'file'])
              .describe('file\u00a0: pas de SMTP_URL, les e-mails sont écrits dans DATA_DIR/mail'),
          }),
          400: problem,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const [list, totals] = await Promise.all([listOutbox(db, request.query), outboxCounts(db)]);
      return { ...list, items: list.items.map(summaryView), counts: totals, delivery: app.mail.transport.kind };
    },
  );

  app.get(
    '/api/admin/mail-status',
    {
      schema: {
        tags: ['administration'],
        summary: 'Mode d’envoi des e-mails\u00a0: serveur SMTP, ou fichiers locaux faute de SMTP_URL',
        response: {
          200: z.object({ delivery: z.enum(['smtp', 'file']), from: z.string(), businessEmail: z.string() }),
          ...adminErrors,
        },
      },
    },
    async () => ({ delivery: app.mail.transport.kind, from: app.mail.from, businessEmail: app.mail.businessEmail }),
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Un e-mail de la file, avec son texte et son HTML',
        params,
        response: { 200: detail, ...adminErrors, 404: problem },
      },
    },
    async (request) => detailView(await findOutboxMessage(db, request.params.id)),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        tags: ['administration'],
        summary: '«\u00a0Renvoyer\u00a0» un e-mail en échec\u00a0: de nouveau en file, tentatives remises à zéro',
        params,
        response: { 200: z.object({ message: z.string(), item: summary }), ...adminErrors, 404: problem, 409: problem },
      },
    },
    async (request) => {
      const row = await retryFailedMessage(db, request.params.id);
      app.mail.worker.wake();
      request.log.info({ mailId: row.id }, 'failed e-mail queued again by an admin');
      return { message: request.t('adminOutbox.retried'), item: summaryView(row) };
    },
  );
};

export default adminOutboxRoutes;
