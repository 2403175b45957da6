import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Lang } from '../../core/messages/languages';
import { uploads } from '../files/schema';
import { orders } from '../orders/schema';

/**
 * A delivered translation anyone can check (issue 31, decision 054): what /verifier answers for a
 * reference and its code. It outlives the files (retention deletes them; the paper copy lives on),
 * so its links to them are set to null rather than cascading; it names no client and holds no
 * content: the document type as the translator named it, the pages, the languages, the
 * fingerprint of the stamped file the customer received.
 */
export const translationCertificates = pgTable(
  'translation_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Printed on every page and in the QR code's link: random, readable (« 7KQ4M-9XD2P »), never the order's id. */
    reference: text('reference').notNull().unique(),
    /** scrypt of the 8-character code printed only on the document (never the code itself). */
    codeHash: text('code_hash').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The stamped file the customer downloads. */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The translator's own upload, kept for her (uploads.kind 'translation_source'). */
    sourceUploadId: uuid('source_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Hex SHA-256 of the stamped file: what « Vérifier un fichier » compares in the visitor's browser. */
    sha256: text('sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    /** « Acte de naissance », as the admin named it at delivery; '' when she did not say. */
    documentType: text('document_type').notNull().default(''),
    sourceLang: text('source_lang').$type<Lang>().notNull(),
    targetLang: text('target_lang').$type<Lang>().notNull(),
    certifiedAt: timestamp('certified_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** For the admin only: the public page says « révoquée le … » and nothing more. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('translation_certificates_order_idx').on(t.orderId),
    index('translation_certificates_upload_idx').on(t.uploadId),
  ],
);

export type TranslationCertificate = typeof translationCertificates.$inferSelect;

export const VERIFICATION_OUTCOMES = ['valid', 'revoked', 'refused'] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

/**
 * One row per check of /verifier: the admin's « vérifiée 3 fois » counts a certificate's
 * answered checks; refused ones (wrong code or unknown reference, told apart only here) show
 * guessing. No address, no browser: nothing about who checked.
 */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    id: serial('id').primaryKey(),
    certificateId: uuid('certificate_id').references(() => translationCertificates.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: VERIFICATION_OUTCOMES }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_checks_certificate_idx').on(t.certificateId, t.outcome)],
);
