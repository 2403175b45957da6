import { z } from 'zod';
import { msg } from './messages';
import { orderEmailSchema } from './order-rules';
import { isValidPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from './password-rule';

// The rule itself lives apart, without messages, so that the server's configuration checks
// ADMIN_PASSWORD without loading the catalogues at start (issue 15).
export { isValidPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS };

/** A new password (registration, reset, first admin). */
export const passwordSchema = z
  .string(msg('account.passwordRequired'))
  .min(1, msg('account.passwordRequired'))
  .max(PASSWORD_MAX_LENGTH, msg('account.passwordTooLong'))
  .refine(isValidPassword, msg('account.passwordRule'));

/** An account e-mail: trimmed and lower-cased, like the order e-mail. */
export const accountEmailSchema = orderEmailSchema;

/** Trims and lower-cases an e-mail without judging it (look-ups, rate-limit keys). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** POST /api/auth/register. */
export const registerSchema = z.object({ email: accountEmailSchema, password: passwordSchema });

/** POST /api/auth/login and /api/auth/admin/login: the password is only checked against the stored one. */
export const loginSchema = z.object({
  email: accountEmailSchema,
  password: z.string(msg('account.passwordRequired')).min(1, msg('account.passwordRequired')).max(1000),
});

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: accountEmailSchema });

/** /register page: the two passwords must match. */
export const registerFormSchema = z
  .object({ email: accountEmailSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { ...msg('account.passwordsMismatch'), path: ['confirmPassword'] });

/** /reset-password/:token page: the two passwords must match. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    ...msg('account.passwordsMismatch'),
    path: ['confirmPassword'],
  });

export type Role = 'user' | 'admin';
export const ROLES = ['user', 'admin'] as const satisfies readonly Role[];
