import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { passwordResets } from './schema';
import { accountsPerFile, bearer, PASSWORD, RULE, resetTokenFrom } from './accounts-test-kit';

// Forgotten passwords: the reset link, its e-mail and its single use.
const { t, post, get, register, login, signedIn, outbox } = accountsPerFile();

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails and mails only known accounts', async () => {
    await register('client@example.fr');
    const known = await post('/api/auth/forgot-password', { email: 'Client@Example.fr' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.fr' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.',
      });
    }
    expect(known.body).toBe(unknown.body);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password-reset', to: 'client@example.fr' });
    const token = resetTokenFrom(mails[0]!.text)!;
    expect(mails[0]!.text).toContain(`http://localhost:3000/reset-password/${token}`);
    expect(mails[0]!.html).toContain(`http://localhost:3000/reset-password/${token}`);
    // Stored hashed, one hour.
    const [row] = await t.database.db.select().from(passwordResets);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3_600_000);
  });

  it('resets once: rule enforced, new password works, sessions closed, link spent', async () => {
    const session = await signedIn('client@example.fr');
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    const token = resetTokenFrom((await outbox())[0]!.text)!;

    const weak = await post(`/api/auth/reset-password/${token}`, { newPassword: 'faible' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: RULE });

    const ok = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nouveau2@pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Mot de passe réinitialisé avec succès\u202f!' });
    expect((await get('/api/auth/me', bearer(session))).statusCode).toBe(401);
    expect((await login('client@example.fr', PASSWORD)).statusCode).toBe(401);
    expect((await login('client@example.fr', 'Nouveau2@pass')).statusCode).toBe(200);

    const again = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Autre3$pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Lien de réinitialisation invalide ou expiré.' });
  });

  it('a reset lifts the lock someone put on the account with wrong guesses', async () => {
    await register('client@example.fr');
    // A distributed attack filled the account's ceiling: a browser that never signed in to it is refused.
    for (let i = 0; i < 100; i++) await t.app.rateLimit.hit('login:account:client@example.fr', 100, 60 * 60_000);
    expect((await login('client@example.fr')).statusCode).toBe(429);
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    const token = resetTokenFrom((await outbox())[0]!.text)!;
    expect((await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nouveau2@pass' })).statusCode).toBe(200);
    expect((await login('client@example.fr', 'Nouveau2@pass')).statusCode).toBe(200);
  });

  it('refuses an expired, unknown or malformed link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T10:00:00Z');
    vi.setSystemTime(start);
    await register('client@example.fr');
    const invalid = { message: 'Lien de réinitialisation invalide ou expiré.' };
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    // A repeat while the link is live sends nothing and keeps it (issue 29: request-repeats.api.test.ts).
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    expect(await outbox()).toHaveLength(1);
    const token = resetTokenFrom((await outbox())[0]!.text)!;

    vi.setSystemTime(new Date(start.getTime() + 3_600_000 + 1000));
    const expired = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nouveau2@pass' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid);

    for (const bad of ['A'.repeat(43), 'court', 'a.b']) {
      const res = await post(`/api/auth/reset-password/${bad}`, { newPassword: 'Nouveau2@pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid);
    }
    expect((await login('client@example.fr', PASSWORD)).statusCode).toBe(200);
  });
});
