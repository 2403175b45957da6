import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../requests/test-helpers';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';
import { mailOutbox } from './schema';

/** A message given up after its 3 days of attempts is shown to the translator on her dashboard. */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
  admin = (await signIn(t.app, 'admin.mail@example.fr', 'admin')).headers;
});
afterAll(() => t.close());

const dashboard = async () => (await t.app.inject({ url: '/admin/dashboard', headers: admin })).body;

describe('undelivered e-mails on the dashboard', () => {
  it('says nothing while every e-mail went out, then counts the failed ones with a link to them', async () => {
    expect(await dashboard()).not.toContain('data-testid="undelivered-mail"');
    await t.app.mail.enqueue(t.database.db, {
      kind: 'contact-message-ack',
      to: 'client@example.fr',
      subject: 'Accusé de réception',
      html: '<p>Merci</p>',
      text: 'Merci',
    });
    await t.database.db.update(mailOutbox).set({ status: 'failed', lastError: 'ECONNREFUSED' });
    const html = await dashboard();
    expect(html).toContain('1 e-mail non remis après 3 jours d’essais.');
    expect(html).toContain('href="/admin/outbox?status=failed"');
  });
});
