import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  loginSchema,
  passwordSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
} from './account-rules';
import { tr } from './messages';
import { frenchOf } from './test/french-of';

const RULE = 'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  frenchOf(r.error?.issues[0]?.message);

describe('password rule (spec section 5)', () => {
  it.each(['Secret1!', 'Abcdefg1@', 'ZZZZZZ9$', 'aB3%aB3%aB3%', 'Pass*word?1&'])('accepts %s', (pw) => {
    expect(isValidPassword(pw)).toBe(true);
    expect(passwordSchema.safeParse(pw).success).toBe(true);
  });

  it.each([
    ['7 characters', 'Secre1!'],
    ['no capital', 'secret1!'],
    ['no digit', 'Secrets!'],
    ['no special', 'Secret12'],
    ['a special outside @$!%*?&', 'Secret1#'],
    ['a space', 'Secret1! '],
    ['a non-ASCII letter', 'Sécret1!'],
    ['a dash', 'Secret-1!'],
  ])('refuses %s with the message verbatim', (_what, pw) => {
    expect(isValidPassword(pw)).toBe(false);
    expect(firstMessage(passwordSchema.safeParse(pw))).toBe(RULE);
  });

  it('requires a password and bounds its length', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('Le mot de passe est requis.');
    expect(firstMessage(passwordSchema.safeParse(undefined))).toBe('Le mot de passe est requis.');
    expect(firstMessage(passwordSchema.safeParse('Aa1!' + 'a'.repeat(125)))).toBe(tr('account.passwordTooLong'));
    expect(passwordSchema.safeParse('Aa1!' + 'a'.repeat(124)).success).toBe(true);
  });
});

describe('account forms', () => {
  it('normalises the e-mail and explains a bad one', () => {
    expect(registerSchema.parse({ email: '  Client@Example.FR ', password: 'Secret1!' }).email).toBe(
      'client@example.fr',
    );
    expect(firstMessage(registerSchema.safeParse({ email: 'client@', password: 'Secret1!' }))).toBe(
      'Veuillez entrer une adresse email valide.',
    );
    expect(firstMessage(loginSchema.safeParse({ email: '', password: 'x' }))).toBe('L’adresse email est requise.');
    expect(loginSchema.safeParse({ email: 'a@b.fr', password: 'anything' }).success).toBe(true);
  });

  it('the confirmation must match', () => {
    const mismatch = registerFormSchema.safeParse({
      email: 'a@b.fr',
      password: 'Secret1!',
      confirmPassword: 'Secret1?',
    });
    expect(firstMessage(mismatch)).toBe('Les mots de passe ne correspondent pas.');
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(
      registerFormSchema.safeParse({ email: 'a@b.fr', password: 'Secret1!', confirmPassword: 'Secret1!' }).success,
    ).toBe(true);
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: 'Secret1!', confirmPassword: 'x' }))).toBe(
      'Les mots de passe ne correspondent pas.',
    );
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: 'weak', confirmPassword: 'weak' }))).toBe(
      RULE,
    );
  });
});
