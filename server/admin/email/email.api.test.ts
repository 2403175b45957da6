import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../mail/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { signIn, type SignedIn } from '../test-fixtures';
import { tr } from '../../../core/messages';
import { fr } from '../../../core/messages/fr/index';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'traducteur@example.fr' });
  await truncateAll(t.database);
  admin = await signIn(t, 'admin@example.fr', 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/send-email', payload: payload as object, headers: admin.headers });
const ok = {
  clientEmail: '  Client@Example.FR ',
  subject: 'Votre traduction',
  text: 'Bonjour,\n\nVotre traduction est prête.\n<script>alert(1)</script>',
};

describe('POST /api/admin/send-email', () => {
  it('queues one message to the client, in the site frame, with replies to the translator', async () => {
    const res = await send(ok);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: tr('adminEmail.queued', { to: 'client@example.fr' }),
      id: expect.any(String),
    });

    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({
      id: res.json().id,
      kind: 'admin-message',
      to: 'client@example.fr',
      replyTo: 'traducteur@example.fr',
      subject: 'Votre traduction',
      status: 'queued',
    });
    expect(mail!.text).toContain('Votre traduction est prête.');
    // What the admin types is text, never markup.
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');

    // Without SMTP the worker writes it under DATA_DIR/mail and marks it sent.
    expect(await t.app.mail.worker.runOnce()).toMatchObject({ sent: 1 });
  });

  it.each([
    [{ ...ok, clientEmail: 'pas-une-adresse' }, tr('form.emailInvalid')],
    [{ ...ok, clientEmail: '' }, tr('form.emailRequired')],
    [{ ...ok, clientEmail: 'a@b.fr\r\nBcc: x@y.fr' }, tr('form.emailInvalid')],
    [{ ...ok, subject: '  ' }, tr('form.subjectRequired')],
    [{ ...ok, subject: 'x'.repeat(201) }, tr('form.subjectTooLong', { max: 200 })],
    [{ ...ok, text: ' \n ' }, tr('form.messageRequired')],
    [{ ...ok, text: 'x'.repeat(10_001) }, tr('adminEmail.textTooLong')],
    [{ clientEmail: 'client@example.fr', subject: 'Objet' }, tr('form.messageRequired')],
  ])('refuses %j with its French message and queues nothing', async (payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('refuses a missing body in French', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/send-email', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: tr('adminEmail.bodyRequired') });
  });

  it('keeps the limits exactly: 200 characters of subject, 10 000 of text', async () => {
    expect((await send({ ...ok, subject: 'x'.repeat(200), text: 'y'.repeat(10_000) })).statusCode).toBe(200);
  });

  it('answers any input with 200 or a French 400, never a 500', async () => {
    // The order form's messages (the e-mail field is the order's) and the admin e-mail's own.
    const known = new Set<string>([
      ...Object.values(fr.order),
      tr('form.emailRequired'),
      tr('form.emailInvalid'),
      tr('form.subjectRequired'),
      tr('form.subjectTooLong', { max: 200 }),
      tr('form.messageRequired'),
      ...Object.values(fr.adminEmail).filter((m) => !m.includes('{{')),
    ]);
    const anyValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.constantFrom(null, true, [], {}, 'client@example.fr', ''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ clientEmail: anyValue, subject: anyValue, text: anyValue }, { requiredKeys: [] }),
        async (body) => {
          const res = await send(body);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) expect(known).toContain(res.json().message);
        },
      ),
      { numRuns: 100 },
    );
  });
});
