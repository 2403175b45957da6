import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testMessage } from './templates';
import { parseMessage } from './test-peer';
import { createMailTransport, describeMailError, isPermanentFailure } from './transport';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-transport-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('file transport (no SMTP_URL)', () => {
  it('writes a real RFC 822 message to DATA_DIR/mail and logs subject and recipient only', async () => {
    const logs: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => logs.push({ obj, msg }), warn() {}, error() {} };
    const transport = createMailTransport({ dataDir, log });
    expect(transport.kind).toBe('file');
    const content = testMessage({ name: 'Élodie <b>', message: 'CORPS-CONFIDENTIEL' });
    const id = '8d0f2f3e-1c51-4f3e-9d7a-5a0f4a3e2b11';
    await transport.send({
      id,
      from: '"Benali Traduction" <no-reply@benali-traduction.fr>',
      to: 'client@exemple.fr',
      replyTo: 'contact@benali-traduction.fr',
      ...content,
      messageId: `<${id}@benali-traduction.fr>`,
      date: new Date('2030-01-02T03:04:05Z'),
    });
    transport.close();

    const dir = path.join(dataDir, 'mail');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{8}T\\d{9}Z-${id}\\.eml$`));
    expect(statSync(path.join(dir, files[0]!)).mode & 0o077).toBe(0);
    const raw = readFileSync(path.join(dir, files[0]!), 'utf8');
    const mail = parseMessage(raw);
    expect(mail.messageId).toBe(`<${id}@benali-traduction.fr>`);
    expect(mail.headers.get('from')).toBe('Benali Traduction <no-reply@benali-traduction.fr>');
    expect(mail.headers.get('to')).toBe('client@exemple.fr');
    expect(mail.headers.get('reply-to')).toBe('contact@benali-traduction.fr');
    expect(mail.headers.get('date')).toBe('Wed, 02 Jan 2030 03:04:05 +0000');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(mail.subject).toBe('Message de test pour Élodie <b>');
    expect(mail.html).toContain('Bonjour Élodie &lt;b&gt;,');
    expect(mail.text).toContain('Bonjour Élodie <b>,');
    expect(mail.text).toContain('CORPS-CONFIDENTIEL');

    expect(logs).toHaveLength(1);
    expect(logs[0]!.obj).toMatchObject({ to: 'client@exemple.fr', subject: 'Message de test pour Élodie <b>' });
    expect(JSON.stringify(logs)).not.toContain('CORPS-CONFIDENTIEL');
  });
});

describe('describeMailError', () => {
  it('keeps the code, the reply and the command, on one short line', () => {
    const err = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1\n  No such user"), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
    });
    expect(describeMailError(err)).toBe(
      "EENVELOPE 550 (RCPT TO): Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
    );
    expect(describeMailError(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(describeMailError('plain')).toBe('plain');
  });

  it('never keeps credentials written in a URL', () => {
    const line = describeMailError(new Error('connect failed to smtps://user:s3cret@smtp.example.fr:465'));
    expect(line).not.toContain('s3cret');
    expect(line).toContain('smtps://***@smtp.example.fr:465');
  });

  it('gives up at once only when the server refuses the recipient for good', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, permanent: true })).toBe(
      true,
    );
    expect(isPermanentFailure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 450, permanent: false })).toBe(
      false,
    );
    expect(isPermanentFailure({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, permanent: true })).toBe(
      false,
    );
    expect(isPermanentFailure({ code: 'ESOCKET' })).toBe(false);
    expect(isPermanentFailure(undefined)).toBe(false);
  });
});
