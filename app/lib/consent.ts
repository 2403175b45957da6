import { readCookie, writeCookie } from './cookies';
import { cookieDays } from '../../core/cookie-lifetimes';

/** Spec section 4: consent is unset, 'essential' or 'all', kept 365 days. */
export type Consent = 'essential' | 'all';
const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_EVENT = 'consentchange';

function parseConsent(value: string | undefined): Consent | null {
  return value === 'essential' || value === 'all' ? value : null;
}

export function consentFromHeader(cookieHeader: string | null | undefined): Consent | null {
  return parseConsent(readCookie(cookieHeader, CONSENT_COOKIE));
}

export function currentConsent(): Consent | null {
  return typeof document === 'undefined' ? null : consentFromHeader(document.cookie);
}

export function setConsent(value: Consent): void {
  writeCookie(CONSENT_COOKIE, value, cookieDays('cookieConsent'));
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
}

/** Called when a visitor starts ordering: using the order form implies the essential cookies. */
export function ensureEssentialConsent(): void {
  if (currentConsent() === null) setConsent('essential');
}
