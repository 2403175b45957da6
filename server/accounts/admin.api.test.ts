import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminBootstrapSettings, AdminBootstrapError, bootstrapAdmin, HOW_TO_CREATE_ADMIN } from './bootstrap';
import { runCreateAdmin } from './create-admin';
import { sessions, users } from './schema';
import { createAccountsTestApp, nextIp } from './test-app';
import { appPerFile } from '../test/app';

const t = appPerFile(
  async () => createAccountsTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

function fakeLog() {
  const info = vi.fn();
  const warn = vi.fn();
  return { log: { info, warn } as unknown as FastifyBaseLogger, info, warn };
}
const adminLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password }, remoteAddress: nextIp() });
const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('reads the settings from the configuration', () => {
    expect(adminBootstrapSettings({ ADMIN_EMAIL: ' Admin@Example.fr ', ADMIN_PASSWORD: 'Admin1!pw' })).toEqual({
      adminEmail: 'Admin@Example.fr',
      adminPassword: 'Admin1!pw',
    });
    expect(adminBootstrapSettings({})).toEqual({ adminEmail: undefined, adminPassword: undefined });
  });

  it('creates the admin once; later starts never change its password', async () => {
    const { log, info } = fakeLog();
    await bootstrapAdmin(t.database.db, { adminEmail: 'Admin@Example.fr', adminPassword: 'Admin1!pw' }, log);
    expect(info).toHaveBeenCalledWith({ email: 'admin@example.fr' }, 'admin account created from ADMIN_EMAIL');
    expect((await adminLogin('admin@example.fr', 'Admin1!pw')).statusCode).toBe(200);

    const before = (await userRow('admin@example.fr'))!.passwordHash;
    await bootstrapAdmin(
      t.database.db,
      { adminEmail: 'admin@example.fr', adminPassword: 'Changed2@pw' },
      fakeLog().log,
    );
    expect((await userRow('admin@example.fr'))!.passwordHash).toBe(before);
    expect((await adminLogin('admin@example.fr', 'Changed2@pw')).statusCode).toBe(401);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('promotes an existing customer and keeps the password', async () => {
    await t.app.accounts.register('client@example.fr', 'Client1!pw');
    await bootstrapAdmin(t.database.db, { adminEmail: 'client@example.fr', adminPassword: 'Other2@pw' }, fakeLog().log);
    expect((await userRow('client@example.fr'))!.role).toBe('admin');
    expect((await adminLogin('client@example.fr', 'Client1!pw')).statusCode).toBe(200);
    // Promotion needs no password at all.
    await t.database.db.update(users).set({ role: 'user' });
    await bootstrapAdmin(t.database.db, { adminEmail: 'client@example.fr' }, fakeLog().log);
    expect((await userRow('client@example.fr'))!.role).toBe('admin');
  });

  it('stops with one line naming the variable when a value is unusable', async () => {
    const log = fakeLog().log;
    await expect(
      bootstrapAdmin(t.database.db, { adminEmail: 'admin@example.fr', adminPassword: 'faible' }, log),
    ).rejects.toThrow(/^Invalid configuration: ADMIN_PASSWORD must have at least 8 characters/);
    await expect(
      bootstrapAdmin(t.database.db, { adminEmail: 'pas une adresse', adminPassword: 'Admin1!pw' }, log),
    ).rejects.toBeInstanceOf(AdminBootstrapError);
    await expect(bootstrapAdmin(t.database.db, { adminEmail: 'admin@example.fr' }, log)).rejects.toThrow(
      'Invalid configuration: ADMIN_PASSWORD must be set to create the admin account admin@example.fr',
    );
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('says once how to create an admin when there is none', async () => {
    const { log, info } = fakeLog();
    await bootstrapAdmin(t.database.db, {}, log);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(HOW_TO_CREATE_ADMIN);
    expect(HOW_TO_CREATE_ADMIN).toContain('npm run admin:create -- --email');

    await t.app.accounts.register('admin@example.fr', 'Admin1!pw');
    await t.database.db.update(users).set({ role: 'admin' });
    const second = fakeLog();
    await bootstrapAdmin(t.database.db, {}, second.log);
    expect(second.info).not.toHaveBeenCalled();
  });
});

describe('npm run admin:create', () => {
  function io(answers: string[], env: Record<string, string> = {}) {
    const printed: string[] = [];
    const prompts: string[] = [];
    return {
      printed,
      prompts,
      io: {
        db: t.database.db,
        env,
        async askSecret(prompt: string) {
          prompts.push(prompt);
          const answer = answers.shift();
          if (answer === undefined) throw new Error('no more input');
          return answer;
        },
        print: (line: string) => printed.push(line),
      },
    };
  }

  it('creates an admin after asking the password twice', async () => {
    const run = io(['Admin1!pw', 'Admin1!pw']);
    expect(await runCreateAdmin(['--email', 'Admin@Example.fr'], run.io)).toBe(0);
    expect(run.prompts).toEqual(['Mot de passe\u00a0: ', 'Confirmez le mot de passe\u00a0: ']);
    expect(run.printed).toEqual(['Compte administrateur créé\u00a0: admin@example.fr']);
    expect((await adminLogin('admin@example.fr', 'Admin1!pw')).statusCode).toBe(200);
  });

  it('refuses a weak password or a confirmation that differs, and creates nothing', async () => {
    const weak = io(['faible']);
    expect(await runCreateAdmin(['--email', 'admin@example.fr'], weak.io)).toBe(1);
    expect(weak.printed).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.',
    ]);
    const mismatch = io(['Admin1!pw', 'Admin1!pX']);
    expect(await runCreateAdmin(['--email=admin@example.fr'], mismatch.io)).toBe(1);
    expect(mismatch.printed).toEqual(['Les mots de passe ne correspondent pas.']);
    const envWeak = io([], { ADMIN_PASSWORD: 'faible' });
    expect(await runCreateAdmin(['--email', 'admin@example.fr'], envWeak.io)).toBe(1);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('takes ADMIN_PASSWORD from the environment without asking', async () => {
    const run = io([], { ADMIN_PASSWORD: 'Script1!pw' });
    expect(await runCreateAdmin(['--email', 'admin@example.fr'], run.io)).toBe(0);
    expect(run.prompts).toEqual([]);
    expect((await adminLogin('admin@example.fr', 'Script1!pw')).statusCode).toBe(200);
  });

  it('promotes an existing account without touching its password; --reset-password replaces it and closes sessions', async () => {
    await t.app.accounts.register('client@example.fr', 'Client1!pw');
    const promote = io([]);
    expect(await runCreateAdmin(['--email', 'client@example.fr'], promote.io)).toBe(0);
    expect(promote.prompts).toEqual([]);
    expect(promote.printed).toEqual(['Compte client@example.fr promu administrateur (mot de passe inchangé).']);
    const session = await adminLogin('client@example.fr', 'Client1!pw');
    expect(session.statusCode).toBe(200);

    const reset = io(['Nouveau2@pw', 'Nouveau2@pw']);
    expect(await runCreateAdmin(['--email', 'client@example.fr', '--reset-password'], reset.io)).toBe(0);
    expect(reset.printed).toEqual([
      'client@example.fr est déjà administrateur\u202f; mot de passe remplacé et sessions fermées.',
    ]);
    const [row] = await t.database.db.select().from(sessions);
    expect(row!.revokedAt).not.toBeNull();
    expect((await adminLogin('client@example.fr', 'Nouveau2@pw')).statusCode).toBe(200);
  });

  it('explains its usage', async () => {
    const none = io([]);
    expect(await runCreateAdmin([], none.io)).toBe(2);
    expect(none.printed[0]).toContain('--email is required.');
    const bad = io([]);
    expect(await runCreateAdmin(['--email', 'nope'], bad.io)).toBe(2);
    expect(bad.printed).toEqual(['Veuillez entrer une adresse email valide.']);
    const unknown = io([]);
    expect(await runCreateAdmin(['--mail', 'x@example.fr'], unknown.io)).toBe(2);
  });
});
