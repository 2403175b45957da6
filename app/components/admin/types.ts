import type { CatalogueKind } from '../../../core/catalogue-rules';
import type { Role } from '../../../core/account-rules';
import type { MailStatus } from './mail-labels';

/** What the admin pages show, as their loaders (app/.server/) hand it over: plain JSON. */

export interface CatalogueRowView {
  kind: CatalogueKind;
  id: string;
  name: string;
  description: string;
  priceCents: number;
  active: boolean;
  /** Working days (null on the page price). */
  turnaroundDays: number | null;
  /** Postal leg of a paper delivery, in working days. */
  postal: { minDays: number; maxDays: number } | null;
  /** ISO 8601. */
  updatedAt: string;
}

export interface OutboxRowView {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface UserRowView {
  id: string;
  email: string;
  role: Role;
  /** ISO 8601. */
  createdAt: string;
}
