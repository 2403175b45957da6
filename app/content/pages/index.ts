import { aboutPage } from './about';
import { cguPage } from './cgu';
import { cookiesPage } from './cookies';
import { dijonPage } from './dijon';
import { emiratesPage } from './emirats';
import { legalNoticePage } from './legal';
import { legalisationPage } from './legalisation';
import { rgpdPage } from './rgpd';
import { securityPage } from './securite-ssl';

/**
 * Every landing page drawn from one data file (issue 26): its French path, and the function that
 * gives its words in both languages from today's catalogue and settings.
 */
export const LANDING_PAGES = {
  '/legalisation': legalisationPage,
  '/emirats': emiratesPage,
  '/about': aboutPage,
  '/traduction-arabe-dijon': dijonPage,
} as const;

export type LandingPath = keyof typeof LANDING_PAGES;

/** Every legal page drawn from one data file, with the key of its Arabic summary's anchors. */
export const LEGAL_PAGES = {
  '/legal': { page: legalNoticePage, key: 'legal' },
  '/cgu': { page: cguPage, key: 'cgu' },
  '/cookies': { page: cookiesPage, key: 'cookies' },
  '/rgpd': { page: rgpdPage, key: 'rgpd' },
  '/securite-ssl': { page: securityPage, key: 'security' },
} as const;

export type LegalPath = keyof typeof LEGAL_PAGES;
