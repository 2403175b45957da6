import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every stored document. A client upload is 'pending' until checkout attaches
 * it to an order; pending files belong to the browser that sent them (hash of
 * its upload-session cookie) and are swept when idle. Attached files are never swept.
 * `kind` tells the customer's documents from the translations the translator
 * delivers; the latter are attached from the start and only admins add or remove them. A
 * translation stamped for verification (decision 054) is the 'translation' the customer gets;
 * the translator's own upload stays beside it as 'translation_source', for admins only.
 */
export const UPLOAD_KINDS = ['client', 'translation', 'translation_source'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['pending', 'attached'] })
      .notNull()
      .default('pending'),
    ownerSessionHash: text('owner_session_hash'),
    ownerUserId: text('owner_user_id'),
    /** Keyed hash of the sending client's address: the pending-files allowance also counts per address. */
    ownerAddressHash: text('owner_address_hash'),
    orderId: text('order_id'),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull().default('client'),
    /** Pages counted at upload (images: 1); null when unknown (encrypted, damaged, or stored before counting). */
    pageCount: integer('page_count'),
    /**
     * A translation delivered without the verification stamp, and why (decision 054): 'encrypted',
     * 'damaged', 'too-large' or 'timeout'. Null when stamped, and on every other kind of file.
     */
    unstampedReason: text('unstamped_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_session_idx').on(t.ownerSessionHash),
    index('uploads_owner_address_idx').on(t.ownerAddressHash),
    index('uploads_pending_idle_idx').on(t.status, t.lastActivityAt),
    index('uploads_order_idx').on(t.orderId, t.kind),
  ],
);

export type Upload = typeof uploads.$inferSelect;
