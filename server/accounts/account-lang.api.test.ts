import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema';
import type { TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { createAccountsTestApp, nextIp } from './test-app';

/** Issue 17: an account e-mail goes out in the language of the page that asked for it, never of a body field. */
const PASSWORD = 'Secret1!x';
const AR = { 'x-site-lang': 'ar' };

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  await t.app.rateLimit.clear();
});

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  await t.app.afterResponse.idle();
  return res;
}
const outbox = () => t.database.db.select().from(mailOutbox);

describe('account e-mails in the page language', () => {
  it('sends the reset link in Arabic, right to left, to the Arabic page, from an Arabic page', async () => {
    await post('/api/auth/register', { email: 'client@example.fr', password: PASSWORD });
    const res = await post('/api/auth/forgot-password', { email: 'client@example.fr' }, AR);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const [mail] = await outbox();
    expect(mail!.subject).toMatch(/^إعادة تعيين كلمة المرور/);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/ar\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    expect(mail!.text).toContain('ساعة واحدة');
    expect(mail!.text).not.toMatch(/Bonjour|mot de passe/);
  });

  it('keeps the French e-mail for a French page, whatever a body field says', async () => {
    await post('/api/auth/register', { email: 'client@example.fr', password: PASSWORD });
    await post('/api/auth/forgot-password', { email: 'client@example.fr', lang: 'ar' });
    const [mail] = await outbox();
    expect(mail!.subject).toBe('Réinitialisation de votre mot de passe — Benali Traduction');
    expect(mail!.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/reset-password\//);
  });

  it('tells the owner of an address registered again in the language of the registering page', async () => {
    await post('/api/auth/register', { email: 'client@example.fr', password: PASSWORD });
    const again = await post('/api/auth/register', { email: 'client@example.fr', password: PASSWORD }, AR);
    expect(again.statusCode).toBe(201);
    const [mail] = await outbox();
    expect(mail!.kind).toBe('register-attempt');
    expect(mail!.subject).toMatch(/^محاولة إنشاء حساب/);
    expect(mail!.text).toContain('http://localhost:3000/ar/forgot-password');
  });
});
