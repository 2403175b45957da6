import type { Lang } from './messages/languages';

/**
 * The countries an address may be in: ISO 3166-1 alpha-2 codes (officially assigned, plus
 * Kosovo's user-assigned XK, which postal services accept). Their names come from the runtime's
 * own data (`Intl.DisplayNames`), so no table of names is kept or translated here. Node's and a
 * browser's data differ for a few names (« Îles Malouines » / « Îles Malouines (Îles Falkland) »):
 * a page names them on the server and sends the list (countryOptions), never in the browser.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK ' +
  'YE YT ZA ZM ZW'
).split(' ');

/** The country addresses default to: the office's. */
export const HOME_COUNTRY = 'FR';

const known = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string): boolean => known.has(code);

const names = new Map<Lang, Intl.DisplayNames>();

/** « Tunisie », « تونس »: the country's name in `lang`; the code itself if the runtime has no name. */
export function countryName(code: string, lang: Lang): string {
  let display = names.get(lang);
  if (!display) names.set(lang, (display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })));
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country offered in a select: its code and its name in the page's language. */
export type CountryOption = { code: string; name: string };

/** `codes` as options sorted by their name in `lang` (alphabetical order of that language), France first. */
export function countryOptions(codes: readonly string[], lang: Lang): CountryOption[] {
  const collator = new Intl.Collator(lang);
  const options = codes.map((code) => ({ code, name: countryName(code, lang) }));
  options.sort((a, b) =>
    a.code === HOME_COUNTRY ? -1 : b.code === HOME_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
  return options;
}
