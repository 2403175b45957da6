import { z } from 'zod';
import { msg } from './messages';
import { orderEmailSchema } from './order-rules';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters the spec allows, and requires one of. */
export const PASSWORD_SPECIALS = '@$!%*?&';

/** The characters a password may hold, and the specials it needs one of (from PASSWORD_SPECIALS). */
const specialsClass = PASSWORD_SPECIALS.replace(/[\\\]^-]/g, '\\$&');
const ALLOWED = new RegExp(`^[A-Za-z\\d${specialsClass}]+$`);
const SPECIAL = new RegExp(`[${specialsClass}]`);

/**
 * Spec section 5: at least 8 characters with a capital letter, a digit and one of
 * @$!%*?&, and nothing but (ASCII) letters, digits and those specials.
 */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    ALLOWED.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    SPECIAL.test(password)
  );
}

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
