import { daysIn, minutesIn, yearsIn } from './counted';

/**
 * How long personal data is kept: the one source for the retention job (server/retention) and
 * for every page that states a duration (legal pages, order form, request forms). The durations
 * that can change are settings (DOCUMENT_RETENTION_DAYS, CONTACT_RETENTION_YEARS,
 * UPLOAD_IDLE_MINUTES, UNPAID_DOCUMENT_HOURS); the accounting period is the law's.
 */
export interface RetentionPolicy {
  /** Documents and translations, counted from delivery (or the last change of an order never delivered). */
  documentDays: number;
  /** Contact data, accounts, chat and unpaid orders, counted from the last activity. */
  contactYears: number;
  /** Pending uploads never ordered, counted from the last activity of the order form. */
  uploadIdleMinutes: number;
  /** Documents of an order never paid, counted from its last change (issue 29: they filled the disk). */
  unpaidDocumentHours: number;
}

/** Invoices and accounting records (article L123-22 du Code de commerce). */
export const ACCOUNTING_RETENTION_YEARS = 10;

export const DEFAULT_RETENTION: RetentionPolicy = {
  documentDays: 90,
  contactYears: 3,
  uploadIdleMinutes: 120,
  unpaidDocumentHours: 48,
};

// The French pages' shorthands for core/counted.ts, where every count is worded in either language.
/** "90 jours", "1 jour". */
export const daysText = (n: number): string => daysIn('fr', n);
/** "3 ans", "1 an". */
export const yearsText = (n: number): string => yearsIn('fr', n);
/** "2 heures", "45 minutes", "1 heure 30". */
export const minutesText = (n: number): string => minutesIn('fr', n);

const DAY_MS = 86_400_000;

/** `date` moved by whole years in UTC (29 February lands on 1 March). */
export function addYears(date: Date, years: number): Date {
  const d = new Date(date.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/**
 * Backup copies kept by the rotation (issue 28, server/backup/rotation.ts): the newest of each of
 * the last 7 days, 4 weeks and 12 months. /rgpd states the longest, so both read it here.
 */
export const BACKUP_COPIES = { daily: 7, weekly: 4, monthly: 12 } as const;
