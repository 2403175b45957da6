import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty strings count as unset: `FOO=` in a .env file should not override a default. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanish = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return false;
    const s = v.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(s)) return true;
    if (['0', 'false', 'no', 'off'].includes(s)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/**
 * Every setting the server reads. The schema is the documentation's source of truth:
 * the README table lists the same names, defaults and meanings.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://www.example.fr' })
      .optional(),
  ),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(/^(true|false|\d+|[\d.:/a-fA-F, ]+)$/, 'must be true, false, a hop count or a list of proxy addresses')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  PAGE_CACHE_TTL_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int()
    .min(0, 'must be 0 (off) or more')
    .max(600_000, 'must be at most 600000 (10 minutes)')
    .default(5_000),
  REVIEWS_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  LOG_PRETTY: booleanish,
});

export type Env = z.infer<typeof envSchema>;
