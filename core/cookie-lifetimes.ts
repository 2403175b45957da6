/**
 * How long each cookie the site sets lives, in seconds (issue 26): the code that sets a cookie
 * reads its lifetime here, and the cookie policy (app/content/pages/cookies.ts) words it from
 * here (core/counted.ts lifetimeIn), so the page can never state a lifetime the code does not
 * give. No import: the browser's cart and theme read it on every page.
 */
export const HOUR_S = 3_600;
export const DAY_S = 24 * HOUR_S;

export const COOKIE_MAX_AGE_S = {
  /** The cart and the last order e-mail (app/lib/cart.ts). */
  cart: 7 * DAY_S,
  mailClient: 7 * DAY_S,
  /** The session and the header's account name (server/accounts/sessions.ts, plugin.ts). */
  session: 7 * DAY_S,
  /** The display theme (app/lib/theme.ts). */
  darkMode: 365 * DAY_S,
  /** The chat's guest id (server/chat/identity.ts). */
  guestId: 30 * DAY_S,
  /** The upload session (server/files/upload-session.ts). */
  uploadSession: 7 * DAY_S,
  /** The guest access to orders (server/accounts/guest.ts). */
  guestToken: 7 * DAY_S,
  /** A browser already signed in from (server/accounts/login-limits.ts). */
  knownDevice: 365 * DAY_S,
  /** Resuming a chat from its e-mailed link (app/.server/chat-link.ts). */
  chatLink: HOUR_S,
  /** What was typed on a quote's page (core/identity-form.ts). */
  quoteIdentity: 7 * DAY_S,
  /** The language chosen (LanguageSwitch, ArabicOfferBar). */
  lang: 365 * DAY_S,
  /** The cookie banner's choice (app/lib/consent.ts). */
  cookieConsent: 365 * DAY_S,
} as const;

/** The lifetime of `cookie` in days, for the browser's writeCookie (app/lib/cookies.ts). */
export const cookieDays = (cookie: keyof typeof COOKIE_MAX_AGE_S): number => COOKIE_MAX_AGE_S[cookie] / DAY_S;
