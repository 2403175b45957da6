import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import type { NodemailerError, SendMailOptions, Transporter } from 'nodemailer';

/** A message ready to leave: what the outbox stored, plus the sender. */
export interface OutgoingMail {
  /** Outbox row id (names the .eml file of the file transport). */
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** `<uuid@domain>`, the same on every attempt. */
  messageId: string;
  /** Date header: when the message was queued, the same on every attempt. */
  date: Date;
  /** Files read from their references just before sending. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** Checks the connection and credentials (SMTP) or the folder (file). */
  verify(): Promise<void>;
  close(): void;
}

/** The part of a pino / Fastify logger the mail module uses. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface TransportOptions {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.fr:465; unset: messages go to files. */
  smtpUrl?: string;
  /** DATA_DIR: the file transport writes into DATA_DIR/mail. */
  dataDir: string;
  log: MailLog;
  /** SMTP timeouts in ms (connect, greeting, idle socket). */
  timeouts?: { connection?: number; greeting?: number; socket?: number };
}

function messageOptions(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
    // RFC 3834: out-of-office robots must not answer automatic messages.
    headers: { 'Auto-Submitted': 'auto-generated' },
    // The content is ours, but nothing in a message may ever read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Nodemailer with SMTP when smtpUrl is set, otherwise .eml files under DATA_DIR/mail. */
export function createMailTransport(opts: TransportOptions): MailTransport {
  return opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts) : fileTransport(opts);
}

/**
 * Nodemailer is loaded at the first message, not at start: it is 80 ms of module loading that
 * the first page (and a reopen, issue 15) need not wait for.
 */
function lazyTransporter(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let made: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get: () => (made ??= import('nodemailer').then((m) => m.default.createTransport(options))),
    close() {
      if (closed) return;
      closed = true;
      void made?.then((t) => t.close());
    },
  };
}

function smtpTransport(url: string, opts: TransportOptions): MailTransport {
  const transporter = lazyTransporter({
    url,
    // Bounded waits: a stuck server must not hold a message past the worker's lease.
    connectionTimeout: opts.timeouts?.connection ?? 15_000,
    greetingTimeout: opts.timeouts?.greeting ?? 15_000,
    socketTimeout: opts.timeouts?.socket ?? 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transporter.get()).sendMail(messageOptions(mail));
    },
    async verify() {
      await (await transporter.get()).verify();
    },
    close() {
      transporter.close();
    },
  };
}

/** Development: every message becomes DATA_DIR/mail/<timestamp>-<id>.eml (a real RFC 822 file). */
function fileTransport(opts: TransportOptions): MailTransport {
  const dir = path.join(opts.dataDir, 'mail');
  const builder = lazyTransporter({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(mail) {
      const info = await (await builder.get()).sendMail(messageOptions(mail));
      const bytes = Buffer.isBuffer(info.message) ? info.message : await toBuffer(info.message);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      // Written then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, bytes, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      // Subject and recipient only: bodies hold personal data.
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to a file (SMTP_URL not set)');
    },
    async verify() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
    },
    close() {
      builder.close();
    },
  };
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * One short line for the outbox's last_error: the error code, the server's reply,
 * no stack, no credentials (a user:password@ part of a URL is masked).
 */
export function describeMailError(err: unknown): string {
  const e = (err ?? {}) as NodemailerError;
  const parts = [
    e.code,
    e.responseCode ? String(e.responseCode) : undefined,
    e.command ? `(${e.command})` : undefined,
  ].filter(Boolean);
  const message = typeof e.message === 'string' ? e.message : String(err);
  const line = `${parts.length ? parts.join(' ') + ': ' : ''}${message}`
    .replace(/\/\/[^/\s@]*@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/** The server refused every recipient for good (5xx on RCPT TO): retrying cannot help. */
export function isPermanentFailure(err: unknown): boolean {
  const e = (err ?? {}) as NodemailerError;
  return e.permanent === true && e.code === 'EENVELOPE' && /^RCPT/i.test(e.command ?? '');
}
