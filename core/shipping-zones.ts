import { COUNTRY_CODES, HOME_COUNTRY } from './countries';

/**
 * Where a delivery method that posts paper can send it (catalogue_items.ships_to, set by the
 * admin for each postal row): France only (La Poste's domestic letters), outside France only
 * (international letter), or anywhere (DHL). A row without a postal leg (e-mail, pickup at the
 * office) posts nothing and has no zone.
 */
export const SHIPS_TO = ['france', 'abroad', 'anywhere'] as const;
export type ShipsTo = (typeof SHIPS_TO)[number];

/** What the checkout needs to know of a delivery method to ask for an address. */
export interface ShippingOption {
  /** The postal leg: set only for rows that post the paper original. */
  postal?: { minDays: number; maxDays: number } | null;
  /** Null or absent on a postal row saved before zones existed: anywhere. */
  shipsTo?: ShipsTo | null;
}

/** A row posts paper when it has a postal leg (pickup hands the original over, e-mail sends a PDF). */
export const shipsPaper = (option: ShippingOption): boolean => Boolean(option.postal);

/** The zone of a row that posts paper; null for one that posts nothing. */
export function shippingZone(option: ShippingOption): ShipsTo | null {
  return shipsPaper(option) ? (option.shipsTo ?? 'anywhere') : null;
}

/** Whether `zone` reaches `country` (an ISO code). */
export function servesCountry(zone: ShipsTo, country: string): boolean {
  if (zone === 'anywhere') return true;
  return zone === 'france' ? country === HOME_COUNTRY : country !== HOME_COUNTRY;
}

/** The countries a row can post to, for the address form's « Pays » (France first when served). */
export function servedCountries(zone: ShipsTo): string[] {
  return COUNTRY_CODES.filter((code) => servesCountry(zone, code));
}
