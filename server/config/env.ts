import { z } from 'zod';
import { isValidPassword } from '../../core/password-rule';
import { BUSINESS } from '../../core/business';
import { DEFAULT_OPEN_HOURS, parseOpenHours } from '../../core/chat-schedule';

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

function positiveInt(what: string, min: number, max: number) {
  const message = `must be ${what} between ${min} and ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
}

/**
 * Every setting the server reads. The schema is the documentation's source of truth: the
 * table of docs/configuration.md and .env.example list the same names and defaults (docs.test.ts checks both).
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
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  PAGE_CACHE_TTL_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int()
    .min(0, 'must be 0 (off) or more')
    .max(600_000, 'must be at most 600000 (10 minutes)')
    .default(5_000),
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .max(4096, 'must be at most 4096')
    .default(32),
  REVIEWS_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  LOG_PRETTY: booleanish,

  /** Live chat hours, Paris time (default: DEFAULT_OPEN_HOURS of core/chat-schedule.ts); `mon-sun 00:00-24:00` is always open. */
  CHAT_OPEN_HOURS: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_OPEN_HOURS : v.trim()))
    .superRefine((v, ctx) => {
      try {
        parseOpenHours(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `must look like "mon-fri 09:00-22:00" (${(err as Error).message})` });
      }
    }),

  /**
   * New chat guests (guest ids) per client address per hour, and first-message e-mails to the
   * translator per address per hour; raise it behind a shared address or for browser tests.
   */
  CHAT_GUESTS_PER_HOUR: positiveInt('a whole number of guests', 1, 100_000).default(20),
  /** Wait before e-mailing a reply to a visitor who left: a page reload reconnects within it. */
  CHAT_REPLY_EMAIL_WAIT_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 0 and 3600' })
    .int('must be a whole number of seconds between 0 and 3600')
    .min(0, 'must be a whole number of seconds between 0 and 3600')
    .max(3600, 'must be a whole number of seconds between 0 and 3600')
    .default(30),

  /** Per client address and per account; raise it behind a shared address (office NAT) or for browser tests. */
  LOGIN_ATTEMPTS_PER_15_MIN: positiveInt('a whole number of attempts', 3, 10_000).default(10),
  REGISTRATIONS_PER_HOUR: positiveInt('a whole number of registrations', 1, 10_000).default(10),

  UPLOAD_MAX_FILE_MB: positiveInt('a whole number of megabytes', 1, 200).default(20),
  UPLOAD_MAX_FILES_PER_REQUEST: positiveInt('a whole number of files', 1, 50).default(10),
  UPLOAD_MAX_PENDING_FILES: positiveInt('a whole number of files', 1, 200).default(30),
  UPLOAD_IDLE_MINUTES: positiveInt('a whole number of minutes', 5, 10_080).default(120),
  /** Documents of an order never paid are deleted this long after its last change (/rgpd says so). */
  UNPAID_DOCUMENT_HOURS: positiveInt('a whole number of hours', 1, 8_760).default(48),
  /** Uploads are refused (507) while the disk holding DATA_DIR has less free space than this; 0 turns the check off. */
  MIN_FREE_DISK_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0, 'must be a whole number of megabytes')
    .max(10_000_000, 'must be at most 10000000 megabytes')
    .default(1024),
  /** Checkouts per browser (or account) and hour; a client address may make three times as many (an office). */
  CHECKOUTS_PER_HOUR: positiveInt('a whole number of checkouts', 1, 100_000).default(20),

  /** Documents and translations of a delivered, completed, cancelled or unpaid order are deleted this long after (legal pages say so). */
  DOCUMENT_RETENTION_DAYS: positiveInt('a whole number of days', 1, 3650).default(90),
  /** Requests, chat, accounts and unpaid orders inactive this long are erased; paid orders are anonymised. */
  CONTACT_RETENTION_YEARS: positiveInt('a whole number of years', 1, 10).default(3),

  /**
   * Days after delivery before the customer is asked for a review (one e-mail per order, server/reviews);
   * 0 asks at delivery.
   */
  REVIEW_REQUEST_DAYS: z.coerce
    .number({ message: 'must be a whole number of days between 0 and 60' })
    .int('must be a whole number of days between 0 and 60')
    .min(0, 'must be a whole number of days between 0 and 60')
    .max(60, 'must be a whole number of days between 0 and 60')
    .default(3),

  FILES_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=|[A-Za-z0-9_-]{43})$/,
        'must be 64 hex characters or the base64 of 32 bytes (openssl rand -hex 32)',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://s3.fr-par.scw.cloud' }).optional(),
  ),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,

  /** Encrypts every backup archive (scrypt, decision 050); unset: no nightly backup and `npm run backup` refuses. */
  BACKUP_PASSPHRASE: optionalString.pipe(z.string().min(16, 'must be at least 16 characters long').optional()),
  /** A folder outside DATA_DIR (a second disk, a mounted share) receiving the archives. */
  BACKUP_DIR: optionalString,
  /** Paris time of the nightly backup. */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 03:30')
    .default('03:30'),
  BACKUP_S3_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://s3.fr-par.scw.cloud' }).optional(),
  ),
  BACKUP_S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  BACKUP_S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  BACKUP_S3_ACCESS_KEY_ID: optionalString,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalString,

  SMTP_URL: optionalString.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.fr:465',
      })
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(
        /^(?:(?:"[^"\r\n]*"|[^"<>@\r\n]*)\s*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@"]+@[^\s<>@]+)$/,
        'must be an address such as "Benali Traduction" <no-reply@example.fr> or no-reply@example.fr',
      )
      .default(`"${BUSINESS.tradeName}" <no-reply@${BUSINESS.email.split('@')[1]}>`),
  ),
  BUSINESS_EMAIL: optionalString.pipe(
    z.email({ message: 'must be an e-mail address such as contact@example.fr' }).default(BUSINESS.email),
  ),

  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
      .optional(),
  ),
  /** Name of the chat's Redis channels: sites sharing one Redis need different names. */
  REDIS_CHAT_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'must be letters, digits and : _ . - only')
    .default('benali-traduction:chat'),
  ADMIN_EMAIL: optionalString.pipe(
    z.email({ message: 'must be an e-mail address such as admin@example.fr' }).optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .refine(
        isValidPassword,
        'must have at least 8 characters with a capital letter, a digit and one of @$!%*?& (letters, digits and those characters only)',
      )
      .optional(),
  ),

  PAYMENT_PROVIDER: optionalString.pipe(z.enum(['stripe', 'demo'], { message: 'must be stripe or demo' }).optional()),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  ),
  /** Test stand-ins only: where the Stripe SDK sends requests (host:port, http). */
  STRIPE_API_BASE: optionalString.pipe(z.url({ message: 'must be a URL' }).optional()),
});

export type Env = z.infer<typeof envSchema>;
