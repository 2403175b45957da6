import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import type { Lang } from '../../core/messages';
import { guestAccessEmail, passwordResetEmail, registrationAttemptEmail, validityText } from './emails';

/** Issue 26: the account e-mails come from the catalogue, whole, in the language they are asked in. */
const LINK = 'https://example.fr/ar/reset-password/abc';
const mails = (lang: Lang) => ({
  reset: passwordResetEmail(LINK, 60, lang),
  attempt: registrationAttemptEmail(LINK, lang),
  guest: guestAccessEmail(LINK, lang),
});

/** What is left of a text once the names, the link and the site's frame in Latin letters are taken out. */
const latinWords = (text: string) =>
  text
    .replaceAll(LINK, '')
    .replaceAll(BUSINESS.tradeName, '')
    .replaceAll(BUSINESS.translatorName, '')
    .split('\n-- \n')[0]!
    .match(/[A-Za-zÀ-ÿ]{3,}/g) ?? [];

describe('account e-mails', () => {
  it('are wholly Arabic for an Arabic page: subject, preheader, body and plain text', () => {
    for (const [kind, mail] of Object.entries(mails('ar'))) {
      expect(mail.html, kind).toContain('<html lang="ar" dir="rtl">');
      expect(latinWords(mail.subject), kind).toEqual([]);
      expect(latinWords(mail.text), kind).toEqual([]);
      expect(mail.text, kind).toContain(LINK);
      expect(mail.html, kind).toContain(`href="${LINK}"`);
    }
  });

  it('keep their French words for a French page', () => {
    const { reset, attempt, guest } = mails('fr');
    expect(reset.subject).toBe(`Réinitialisation de votre mot de passe — ${BUSINESS.tradeName}`);
    expect(reset.text).toContain('Ce lien est valable 1 heure et ne peut servir qu’une fois.');
    expect(reset.text).toContain(`Choisissez un nouveau mot de passe en ouvrant ce lien\u00a0:\n${LINK}`);
    expect(attempt.subject).toBe(`Tentative de création de compte — ${BUSINESS.tradeName}`);
    expect(attempt.text).toContain(`choisissez-en un nouveau\u00a0:\n${LINK}`);
    expect(attempt.html).toContain('>Mot de passe oublié</a>');
    expect(guest.subject).toBe(`Accès à vos commandes — ${BUSINESS.tradeName}`);
    expect(guest.text).toMatch(/^Bonjour,\n\nVous avez demandé à consulter vos commandes/);
    expect(guest.text).toContain(`Bien cordialement,\n${BUSINESS.translatorName}`);
  });

  it('count the link’s validity in the language’s own plural forms', () => {
    expect([60, 120, 45].map((m) => validityText('fr', m))).toEqual(['1 heure', '2 heures', '45 minutes']);
    expect([60, 120, 180, 1440, 45, 5].map((m) => validityText('ar', m))).toEqual([
      'ساعة واحدة',
      'ساعتين',
      '3 ساعات',
      '24 ساعة',
      '45 دقيقة',
      '5 دقائق',
    ]);
  });
});
