import { countryName } from './countries';
import type { Lang } from './messages/languages';
import type { PostalAddress } from './postal-address';

/**
 * An address as it is read and checked (confirmation page, cart, e-mails): the lines as typed,
 * « code city », then the country's name in the reader's language.
 */
export function postalAddressLines(address: PostalAddress, lang: Lang): string[] {
  return [
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    [address.postalCode, address.city].filter(Boolean).join(' '),
    countryName(address.country, lang),
  ];
}
