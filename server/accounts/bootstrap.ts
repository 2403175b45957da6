import type { FastifyBaseLogger } from 'fastify';
import { accountEmailSchema, passwordSchema } from '../../core/account-rules';
import type { Database } from '../db/client';
import type { ScryptParams } from './passwords';
import { countAdmins, ensureAdmin } from './service';

export interface AdminBootstrapSettings {
  /** ADMIN_EMAIL: this account is made admin at start (created when missing). */
  adminEmail?: string;
  /** ADMIN_PASSWORD: only used to create the account; an existing password is never changed. */
  adminPassword?: string;
  hashParams?: ScryptParams;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD from the configuration (works before they are in the schema). */
export function adminBootstrapSettings(config: object): AdminBootstrapSettings {
  const c = config as { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string };
  return { adminEmail: c.ADMIN_EMAIL?.trim() || undefined, adminPassword: c.ADMIN_PASSWORD || undefined };
}

export class AdminBootstrapError extends Error {
  override name = 'AdminBootstrapError';
}

export const HOW_TO_CREATE_ADMIN =
  'no admin account yet: run `npm run admin:create -- --email you@example.fr`, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart';

/**
 * First admin, at start (after migrations). With ADMIN_EMAIL: creates that admin
 * with ADMIN_PASSWORD, or promotes the existing account without touching its
 * password. Without it and with no admin at all: one info line on how to make one.
 * A bad ADMIN_EMAIL or ADMIN_PASSWORD throws AdminBootstrapError (one line naming the variable).
 */
export async function bootstrapAdmin(
  db: Database,
  settings: AdminBootstrapSettings,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!settings.adminEmail) {
    if (settings.adminPassword) log.warn('ADMIN_PASSWORD is set without ADMIN_EMAIL: ignored');
    if ((await countAdmins(db)) === 0) log.info(HOW_TO_CREATE_ADMIN);
    return;
  }
  const email = accountEmailSchema.safeParse(settings.adminEmail);
  if (!email.success)
    throw new AdminBootstrapError(
      'Invalid configuration: ADMIN_EMAIL must be an e-mail address such as admin@example.fr',
    );
  if (settings.adminPassword !== undefined && !passwordSchema.safeParse(settings.adminPassword).success) {
    throw new AdminBootstrapError(
      'Invalid configuration: ADMIN_PASSWORD must have at least 8 characters with a capital letter, a digit and one of @$!%*?& (letters, digits and those characters only)',
    );
  }
  let result;
  try {
    result = await ensureAdmin(db, {
      email: email.data,
      password: settings.adminPassword,
      hashParams: settings.hashParams,
    });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 400) {
      throw new AdminBootstrapError(
        `Invalid configuration: ADMIN_PASSWORD must be set to create the admin account ${email.data}`,
      );
    }
    throw err;
  }
  if (result.outcome === 'created') log.info({ email: email.data }, 'admin account created from ADMIN_EMAIL');
  else if (result.outcome === 'promoted')
    log.info({ email: email.data }, 'account promoted to admin from ADMIN_EMAIL (password unchanged)');
}
