import { z } from 'zod';
import { ORDER_MESSAGES, orderEmailSchema } from './order-rules';

/** French messages of the account forms and answers (spec sections 5 and 8), one place for browser and server. */
export const ACCOUNT_MESSAGES = {
  emailRequired: ORDER_MESSAGES.emailRequired,
  emailInvalid: ORDER_MESSAGES.emailInvalid,
  passwordRequired: 'Le mot de passe est requis.',
  passwordRule: 'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  passwordsMismatch: 'Les mots de passe ne correspondent pas.',
  registered: 'Inscription enregistrée : vous pouvez vous connecter. Si cette adresse avait déjà un compte, nous vous avons écrit.',
  emailTaken: 'Un compte existe déjà avec cette adresse email.',
  badCredentials: 'Email ou mot de passe incorrect.',
  accessDenied: 'Accès refusé. Vous n’avez pas les droits nécessaires.',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  loggedOut: 'Déconnexion réussie.',
  resetSent: 'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.',
  resetInvalid: 'Lien de réinitialisation invalide ou expiré.',
  resetDone: 'Mot de passe réinitialisé avec succès !',
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  foreignOrigin: 'Requête refusée (origine non autorisée).',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters the spec allows, and requires one of. */
export const PASSWORD_SPECIALS = '@$!%*?&';

/**
 * Spec section 5: at least 8 characters with a capital letter, a digit and one of
 * @$!%*?&, and nothing but (ASCII) letters, digits and those specials.
 */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /^[A-Za-z\d@$!%*?&]+$/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[@$!%*?&]/.test(password)
  );
}

/** A new password (registration, reset, first admin). */
export const passwordSchema = z
  .string({ message: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
  .refine(isValidPassword, ACCOUNT_MESSAGES.passwordRule);

/** An account e-mail: trimmed and lower-cased, like the order e-mail. */
export const accountEmailSchema = orderEmailSchema;

/** Trims and lower-cases an e-mail without judging it (look-ups, rate-limit keys). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** POST /api/auth/register. */
export const registerSchema = z.object({ email: accountEmailSchema, password: passwordSchema });

/** POST /api/auth/login and /api/auth/admin/login: the password is only checked against the stored one. */
export const loginSchema = z.object({
  email: accountEmailSchema,
  password: z.string({ message: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1000),
});

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: accountEmailSchema });

/** /register page: the two passwords must match. */
export const registerFormSchema = z
  .object({ email: accountEmailSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: ACCOUNT_MESSAGES.passwordsMismatch, path: ['confirmPassword'] });

/** /reset-password/:token page: the two passwords must match. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: ACCOUNT_MESSAGES.passwordsMismatch, path: ['confirmPassword'] });

export type Role = 'user' | 'admin';
export const ROLES = ['user', 'admin'] as const satisfies readonly Role[];
