/** The password rule (spec section 5), alone: no schema, no message. */
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
