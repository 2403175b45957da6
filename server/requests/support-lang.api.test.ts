import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { mailOutbox } from '../mail/schema';
import { appPerFile, createTestApp } from '../test/app';
import { supportRequests } from './schema';

/** Issue 17: a support request keeps the language of the page it was made on (request.lang), never a body field's. */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

const SUPPORT = {
  email: 'client@example.fr',
  subject: 'Document illisible',
  message: 'La deuxième page est floue.',
  orderReference: 'TR-7K3F9Q2M',
};
const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/support', payload, headers, remoteAddress: nextIp() });

describe('support requests in the page language', () => {
  it('stores Arabic and acknowledges in Arabic, right to left, for a request from an Arabic page', async () => {
    const res = await post(SUPPORT, { 'x-site-lang': 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const [row] = await t.database.db.select().from(supportRequests);
    expect(row!.lang).toBe('ar');
    const ack = (await t.database.db.select().from(mailOutbox)).find((m) => m.kind === 'support-request-ack')!;
    expect(ack.html).toContain('<html lang="ar" dir="rtl">');
    expect(ack.text).toMatch(/[\u0600-\u06FF]/);
    expect(ack.text).toContain('TR-7K3F9Q2M');
    expect(ack.text).not.toContain('concernant');
    expect(ack.text).not.toMatch(/Bonjour|commande/);
  });

  it('stays French from a French page, whatever the body says', async () => {
    await post({ ...SUPPORT, email: 'autre@example.fr', lang: 'ar' });
    const rows = await t.database.db.select().from(supportRequests);
    expect(rows.find((r) => r.email === 'autre@example.fr')!.lang).toBe('fr');
    const ack = (await t.database.db.select().from(mailOutbox)).find(
      (m) => m.kind === 'support-request-ack' && m.to === 'autre@example.fr',
    )!;
    expect(ack.text).toContain('concernant la commande TR-7K3F9Q2M');
  });
});
