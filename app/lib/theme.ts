import { readCookie, writeCookie } from './cookies';
import { cookieDays } from '../../core/cookie-lifetimes';

/** 'dark' / 'light' when the visitor chose; null follows the system preference. */
export type Theme = 'dark' | 'light' | null;
const THEME_COOKIE = 'darkMode';

export function themeFromHeader(cookieHeader: string | null | undefined): Theme {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return value === 'true' ? 'dark' : value === 'false' ? 'light' : null;
}

export function isDarkNow(): boolean {
  const root = document.documentElement;
  if (root.classList.contains('dark')) return true;
  if (root.classList.contains('light')) return false;
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Applies the choice at once and remembers it for the server's next render. */
export function chooseTheme(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  writeCookie(THEME_COOKIE, String(dark), cookieDays('darkMode'));
}
