import { z } from 'zod';
import { msg } from '../../core/messages';
import { HttpError } from '../plugins/error-handler';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attempts allowed per window (spec of the accounts issue). */
export const AUTH_LIMITS = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  forgotPassword: { limit: 5, windowMs: HOUR },
  register: { limit: 10, windowMs: HOUR },
} as const;

export const publicUser = z.object({ email: z.string(), role: z.enum(['user', 'admin']) });
export const credentials = z.object(
  {
    email: z.string(msg('form.emailRequired')).max(1000, msg('form.emailInvalid')),
    password: z.string(msg('account.passwordRequired')).max(1000, msg('account.passwordTooLong')),
  },
  msg('form.emailRequired'),
);
export const loginResponse = z.object({ token: z.string(), user: publicUser });

/** The account forms' own rules (core/account-rules), checked after the route's schema. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw HttpError.fromZod(result.error);
  return result.data;
}
