import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Guest access by e-mail link: a single-use link (SHA-256 of its token only),
 * valid 30 minutes, sent to an address that has orders.
 */
export const guestAccessTokens = pgTable(
  'guest_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('guest_access_tokens_email_idx').on(t.email), index('guest_access_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Browsers that opened such a link: they may see the orders of that one e-mail
 * for 7 days (httpOnly `guestToken` cookie, stored hashed), until revoked.
 */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('guest_sessions_email_idx').on(t.email), index('guest_sessions_expires_idx').on(t.expiresAt)],
);

export type GuestAccessToken = typeof guestAccessTokens.$inferSelect;
export type GuestSession = typeof guestSessions.$inferSelect;
