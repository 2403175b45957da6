import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ PUBLIC_URL: 'example.fr' }, /^Invalid configuration: PUBLIC_URL must be an absolute http\(s\) URL/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of/],
    [{ SESSION_SECRET: 'short' }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY: 'maybe?' }, /^Invalid configuration: TRUST_PROXY /],
    [{ LOG_PRETTY: 'perhaps' }, /^Invalid configuration: LOG_PRETTY must be true or false/],
  ])('rejects %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      parseEnv(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PUBLIC_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('generates the session secret once into the data dir and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    const file = path.join(dir, 'secrets', 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.SESSION_SECRET);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('derives https behaviour and the trusted proxy setting', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://www.example.fr/', TRUST_PROXY: '1' });
    expect(config.PUBLIC_URL).toBe('https://www.example.fr');
    expect(config.isHttps).toBe(true);
    expect(config.TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp() }).isHttps).toBe(false);
  });
});

describe('payment configuration', () => {
  it('refuses demonstration payments in production unless asked for explicitly', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY is not set; set it, or set PAYMENT_PROVIDER=demo/,
    );
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' }).PAYMENT_PROVIDER).toBe(
      'demo',
    );
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_abc' }).STRIPE_SECRET_KEY,
    ).toBe('sk_test_abc');
  });

  it('needs a key when Stripe is chosen, and checks the shape of Stripe secrets', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY must be set/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_live_x' })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'nope' })).toThrow(/^Invalid configuration: STRIPE_WEBHOOK_SECRET /);
  });
});

describe('secrets in error messages', () => {
  it('never echoes a secret or a URL that may hold a password', () => {
    expect(() => parseEnv({ SMTP_URL: 'ftp://user:hunter2@mail.example.fr' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp/,
    );
    expect(() => parseEnv({ SMTP_URL: 'ftp://user:hunter2@mail.example.fr' })).not.toThrow(/hunter2/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://root:hunter2@db' })).not.toThrow(/hunter2/);
    expect(() => parseEnv({ FILES_ENCRYPTION_KEY: 'hunter2' })).not.toThrow(/hunter2/);
  });
});
