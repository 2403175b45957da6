import { countryName, HOME_COUNTRY } from './countries';
import type { Lang } from './messages/languages';
import type { PostalAddress } from './postal-address';

/**
 * A postal address as lines, for the admin page's « Copier l’adresse », the customer's page, the
 * e-mail and the envelope label. On the label (`envelope`), La Poste's order: the town in capitals
 * after the postal code, the country in capitals, in French, only for an item leaving France.
 * Elsewhere the country is named in the reader's language.
 */
export function addressLines(a: PostalAddress, lang: Lang, envelope = false): string[] {
  const town = [a.postalCode, envelope ? a.city.toUpperCase() : a.city].filter(Boolean).join(' ');
  const country = envelope
    ? a.country === HOME_COUNTRY
      ? ''
      : countryName(a.country, 'fr').toUpperCase()
    : countryName(a.country, lang);
  return [a.line1, a.line2, town, country].filter((l) => l.trim() !== '');
}
