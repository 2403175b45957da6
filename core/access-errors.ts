import type { MessageId } from './messages';
import type { Lang } from './messages/languages';
import { localizedPath } from './messages/pages';

/**
 * Why a visitor lands on the page that sends an access link (/acces-commandes?erreur=…): a
 * refused guest link, or an expired or forged download link from an e-mail. The page says it in
 * its language, above the form that sends a new link.
 */
export const ACCESS_ERRORS = {
  'lien-invalide': 'guest.linkInvalid',
  'telechargement-expire': 'files.linkExpired',
  'telechargement-invalide': 'files.linkInvalid',
} as const satisfies Record<string, MessageId>;

export type AccessError = keyof typeof ACCESS_ERRORS;

export const accessErrorPath = (lang: Lang, error: AccessError): string =>
  `${localizedPath(lang, '/acces-commandes')}?erreur=${error}`;

/** The message id of an `erreur` value, or null for none or an unknown one. */
export const accessErrorMessage = (value: string | null): (typeof ACCESS_ERRORS)[AccessError] | null =>
  value !== null && Object.hasOwn(ACCESS_ERRORS, value) ? ACCESS_ERRORS[value as AccessError] : null;
