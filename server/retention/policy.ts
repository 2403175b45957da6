import type { RetentionPolicy } from '../../core/retention';

/** The retention durations of the configuration (DOCUMENT_RETENTION_DAYS, CONTACT_RETENTION_YEARS, UPLOAD_IDLE_MINUTES, UNPAID_DOCUMENT_HOURS). */
export function retentionPolicy(config: {
  DOCUMENT_RETENTION_DAYS: number;
  CONTACT_RETENTION_YEARS: number;
  UPLOAD_IDLE_MINUTES: number;
  UNPAID_DOCUMENT_HOURS: number;
}): RetentionPolicy {
  return {
    documentDays: config.DOCUMENT_RETENTION_DAYS,
    contactYears: config.CONTACT_RETENTION_YEARS,
    uploadIdleMinutes: config.UPLOAD_IDLE_MINUTES,
    unpaidDocumentHours: config.UNPAID_DOCUMENT_HOURS,
  };
}
