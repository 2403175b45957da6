import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Test helper (not used by the server): a real SMTP server on loopback that
 * keeps what it receives, and a small MIME reader for nodemailer's output.
 */

export interface ReceivedMail {
  raw: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  messageId: string;
  subject: string;
  html: string;
  text: string;
  /** Parts sent as attachments (Content-Disposition: attachment), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpPeer {
  port: number;
  received: ReceivedMail[];
  /** Stops listening (the port stays reserved for start()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export interface PeerOptions {
  /** Reply to RCPT TO: return an SMTP code and text to refuse the recipient. */
  rejectRecipient?: (address: string) => { code: number; message: string } | undefined;
}

export async function startSmtpPeer(opts: PeerOptions = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 100,
        onRcptTo(address, _session, callback) {
          const refusal = opts.rejectRecipient?.(address.address);
          if (!refusal) return callback();
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push(
              parseMessage(
                Buffer.concat(chunks).toString('utf8'),
                session.envelope.rcptTo.map((r) => r.address),
              ),
            );
            callback();
          });
        },
      });
      s.on('error', () => {});
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = undefined;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: listen,
  };
}

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(input: string): string {
  const s = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return decodeBytes(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(block: string): { headers: Map<string, string>; body: string } {
  const at = block.indexOf('\r\n\r\n');
  const head = at >= 0 ? block.slice(0, at) : block;
  const body = at >= 0 ? block.slice(at + 4) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

type Part = { headers: Map<string, string>; body: string };

/** The leaves of a MIME tree: multipart/mixed (attachments) around multipart/alternative (text and html). */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => leaves(splitHead(p.replace(/^\r\n/, ''))));
}

/** Enough MIME for nodemailer's messages: nested multiparts, text and html parts, attachments. */
export function parseMessage(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const { headers, body } = splitHead(raw);
  let html = '';
  let text = '';
  const attachments: ReceivedMail['attachments'] = [];
  for (const part of leaves({ headers, body })) {
    const partType = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const disposition = part.headers.get('content-disposition') ?? '';
    if (/^attachment/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
      const encoded = part.body.replace(/\r\n$/, '');
      attachments.push({
        filename: decodeHeader(filename),
        contentType: partType.split(';')[0]!.trim(),
        content: /base64/i.test(part.headers.get('content-transfer-encoding') ?? '')
          ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64')
          : Buffer.from(encoded, 'latin1'),
      });
      continue;
    }
    const content = decodeBody(part.headers, part.body.replace(/\r\n$/, ''));
    if (partType.startsWith('text/html')) html = content;
    else if (partType.startsWith('text/plain')) text = content;
  }
  return {
    raw,
    envelopeTo,
    headers,
    messageId: headers.get('message-id') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    html,
    text,
    attachments,
  };
}
