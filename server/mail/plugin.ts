import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BUSINESS } from '../../core/business';
import type { Database, DbOrTx } from '../db/client';
import { bareAddress, DEFAULT_MAIL_FROM } from './address';
import { enqueueMail, type MailToQueue } from './outbox';
import type { OutboxMessage } from './schema';
import { createMailTransport, type MailAttachment, type MailTransport } from './transport';
import { createMailWorker, type MailWorker, type WorkerOptions } from './worker';

interface Mailer {
  /**
   * Queues a message; pass the transaction of the business change so both commit
   * together. Without replyTo, replies go to BUSINESS_EMAIL (null: no Reply-To).
   */
  enqueue(db: DbOrTx, mail: MailToQueue): Promise<OutboxMessage>;
  worker: MailWorker;
  transport: MailTransport;
  /**
   * Where attachments come from: a domain registers the loader of its kind ('invoice'), which
   * the worker calls with the reference's id when it sends a message that names one.
   */
  attachments: { register(kind: string, load: (id: string) => Promise<MailAttachment>): void };
  /** MAIL_FROM. */
  from: string;
  /** BUSINESS_EMAIL: where the translator reads mail (notifications, replies). */
  businessEmail: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailSettings {
  /** SMTP_URL; unset: .eml files in DATA_DIR/mail. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  from: string;
  /** BUSINESS_EMAIL. */
  businessEmail: string;
  /** DATA_DIR. */
  dataDir: string;
}

/** Reads SMTP_URL, MAIL_FROM and BUSINESS_EMAIL from the configuration, with their defaults. */
export function mailSettings(config: { DATA_DIR: string }): MailSettings {
  const c = config as { DATA_DIR: string; SMTP_URL?: string; MAIL_FROM?: string; BUSINESS_EMAIL?: string };
  return {
    smtpUrl: c.SMTP_URL || undefined,
    from: c.MAIL_FROM || DEFAULT_MAIL_FROM,
    businessEmail: c.BUSINESS_EMAIL || BUSINESS.email,
    dataDir: c.DATA_DIR,
  };
}

interface MailPluginOptions extends MailSettings {
  db: Database;
  /** false: the worker is not started (tests drive app.mail.worker.runOnce()). */
  jobs?: boolean;
  /** Worker tuning (clock, poll interval, attempts...). */
  worker?: Partial<Omit<WorkerOptions, 'db' | 'transport' | 'from' | 'log' | 'loadAttachment'>>;
  /** Replaces the transport built from smtpUrl (tests). */
  transport?: MailTransport;
  /** No other process sends from this outbox (the embedded database): see WorkerOptions.soleSender. */
  soleSender?: boolean;
}

const sameAddress = (a: string, b: string) => bareAddress(a).toLowerCase() === bareAddress(b).toLowerCase();

/** Decorates app.mail; the worker runs from onReady until the server closes. */
async function mailPlugin(app: FastifyInstance, opts: MailPluginOptions): Promise<void> {
  const log = app.log.child({ module: 'mail' });
  const transport = opts.transport ?? createMailTransport({ smtpUrl: opts.smtpUrl, dataDir: opts.dataDir, log });
  const loaders = new Map<string, (id: string) => Promise<MailAttachment>>();
  const worker = createMailWorker({
    soleSender: opts.soleSender,
    ...opts.worker,
    db: opts.db,
    transport,
    from: opts.from,
    log,
    async loadAttachment(ref) {
      const load = loaders.get(ref.kind);
      if (!load) throw new Error(`No loader for attachments of kind "${ref.kind}"`);
      return load(ref.id);
    },
  });
  const now = opts.worker?.now;

  app.decorate('mail', {
    transport,
    worker,
    attachments: {
      register(kind, load) {
        loaders.set(kind, load);
      },
    },
    from: opts.from,
    businessEmail: opts.businessEmail,
    async enqueue(db: DbOrTx, mail: MailToQueue) {
      const replyTo =
        mail.replyTo !== undefined
          ? mail.replyTo
          : sameAddress(mail.to, opts.businessEmail)
            ? null
            : opts.businessEmail;
      const row = await enqueueMail(db, { ...mail, replyTo }, { from: opts.from, now: now?.() });
      // Inside a transaction the row is visible only after commit: a wake that comes
      // too early finds nothing and the next poll (a few seconds) sends it.
      worker.wake();
      return row;
    },
  } satisfies Mailer);

  if (opts.jobs !== false) {
    app.addHook('onReady', async () => {
      worker.start();
      transport.verify().then(
        () =>
          log.info(
            { transport: transport.kind },
            transport.kind === 'smtp'
              ? 'SMTP server reachable'
              : 'e-mails are written to DATA_DIR/mail (SMTP_URL not set)',
          ),
        (err: unknown) =>
          log.warn(
            { error: String((err as Error)?.message ?? err).replace(/\/\/[^/\s@]*@/g, '//***@') },
            'SMTP server not reachable yet; e-mails wait in the outbox',
          ),
      );
    });
  }
  // Before onClose hooks (which close the database): the message being sent finishes first.
  app.addHook('preClose', async () => {
    await worker.stop();
  });
  app.addHook('onClose', async () => {
    transport.close();
  });
}

export default fp(mailPlugin, { name: 'mail', fastify: '5.x' });
