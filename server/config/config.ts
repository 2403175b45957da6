import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type z } from 'zod';
import { envSchema, type Env } from './env';
import { DEFAULT_LANG, wordMessage } from '../../core/messages';

export interface Config extends Omit<Env, 'DATA_DIR' | 'SESSION_SECRET' | 'PUBLIC_URL' | 'TRUST_PROXY'> {
  DATA_DIR: string;
  SESSION_SECRET: string;
  /** Origin the site is reached at, without a trailing slash. */
  PUBLIC_URL: string;
  TRUST_PROXY: boolean | number | string;
  isProduction: boolean;
  /** HSTS and Secure cookies only make sense when the public origin is https. */
  isHttps: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Turns the first zod issue into one line an operator can act on. */
function describe(error: z.ZodError, env: Record<string, string | undefined>): string {
  const issue = error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const raw = env[name];
  // Secrets and URLs that may carry a password are never echoed back.
  const secret = /SECRET|KEY|PASSWORD|PASSPHRASE|SMTP_URL|DATABASE_URL|REDIS_URL/.test(name);
  const shown = raw === undefined || secret ? '' : ` (got "${raw.length > 60 ? raw.slice(0, 57) + '...' : raw}")`;
  // A rule of the catalogue (zod's own checks, decision 040) is worded in French; env.ts's own are English.
  return `Invalid configuration: ${name} ${wordMessage(DEFAULT_LANG, issue.message)}${shown}`;
}

export function parseEnv(env: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) throw new ConfigError(describe(result.error, env));
  return result.data;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads a secret from the data dir, creating it (0600) on first start. */
export function persistentSecret(dataDir: string, name: string, bytes = 32): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Rules between variables, checked after each one is valid on its own. */
function checkCombinations(env: Env): void {
  if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER is stripe');
  }
  const demo = env.PAYMENT_PROVIDER === 'demo' || (!env.PAYMENT_PROVIDER && !env.STRIPE_SECRET_KEY);
  if (demo && env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER !== 'demo') {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY is not set; set it, or set PAYMENT_PROVIDER=demo to accept demonstration payments in production',
    );
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = parseEnv(env);
  checkCombinations(parsed);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT || 3000}`).replace(/\/+$/, '');
  return {
    ...parsed,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: parseTrustProxy(parsed.TRUST_PROXY),
    SESSION_SECRET: parsed.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret'),
    isProduction: parsed.NODE_ENV === 'production',
    isHttps: publicUrl.startsWith('https://'),
  };
}

/** Loads `.env` from the working directory when present; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (!existsSync(file)) return;
  const before = { ...process.env };
  process.loadEnvFile(file);
  for (const [k, v] of Object.entries(before)) process.env[k] = v;
}
