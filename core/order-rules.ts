import { z } from 'zod';
import { msg, type PlainMessageId } from './messages';
import { PURPOSE_IDS } from './purposes';

export const MAX_PAGES = 500;
export const MAX_DOCUMENTS = 100;
export const MAX_COMMENT = 2000;
/**
 * The most pages an « Urgent » order may have: about a day's work for one translator. Above it
 * the form points to a quote, so the site never sells a turnaround it cannot keep.
 */
export const URGENT_MAX_PAGES = 10;
/** /order-tracking lists this many recent orders (« تُعرض أحدث 10 طلبات » agrees with it: core/messages tests). */
export const ORDER_TRACKING_ACTIVE_LIMIT = 10;

/** Spec section 4: the form's state before the first calculation. */
export const ORDER_DEFAULTS = {
  numberOfPages: 1,
  numberOfDocuments: 1,
  deliveryMethod: 'email',
  legalization: 'none',
  totalPrice: 30,
} as const;

type CountMessages = { integer: PlainMessageId; min: PlainMessageId; max: PlainMessageId };

const count = ({ integer, min, max }: CountMessages, limit: number) =>
  z.number(msg(integer)).int(msg(integer)).min(1, msg(min)).max(limit, msg(max));

/** Price request; the catalogue check of the ids happens where the catalogue is known. */
const orderFields = z.object({
  numberOfPages: count({ integer: 'order.pagesInteger', min: 'order.pagesMin', max: 'order.pagesMax' }, MAX_PAGES),
  numberOfDocuments: count(
    { integer: 'order.documentsInteger', min: 'order.documentsMin', max: 'order.documentsMax' },
    MAX_DOCUMENTS,
  ),
  deliveryMethod: z.string(msg('order.deliveryRequired')).trim().min(1, msg('order.deliveryRequired')).max(40),
  legalization: z.string(msg('order.legalizationRequired')).trim().min(1, msg('order.legalizationRequired')).max(40),
  /** Not in the spec's API: absent means no. */
  urgent: z.boolean(msg('order.urgentInvalid')).optional().default(false),
  /** « Pour quelle démarche ? » (core/purposes); not in the spec's API: absent means not said. */
  purpose: z.enum(PURPOSE_IDS, msg('order.purposeUnknown')).optional(),
});

const pagesCoverDocuments = (v: { numberOfPages: number; numberOfDocuments: number }) =>
  v.numberOfPages >= v.numberOfDocuments;
const pagesCoverDocumentsIssue = { ...msg('order.pagesBelowDocuments'), path: ['numberOfPages'] };
const urgentFits = (v: { numberOfPages: number; urgent: boolean }) => !v.urgent || v.numberOfPages <= URGENT_MAX_PAGES;
/**
 * Whether « Urgent » applies to the values as typed: ticked, and no more pages than it takes. While
 * it does not, the form prices and dates the order without it and says why under the box (issue 30).
 */
export const urgentApplies = (v: { numberOfPages?: unknown; urgent?: unknown }) =>
  v.urgent === true && Number(v.numberOfPages) <= URGENT_MAX_PAGES;
const urgentFitsIssue = { ...msg('order.urgentTooLarge', { max: URGENT_MAX_PAGES }), path: ['urgent'] };

export const priceRequestSchema = orderFields
  .refine(pagesCoverDocuments, pagesCoverDocumentsIssue)
  .refine(urgentFits, urgentFitsIssue);

/** The simple shape the spec asks for ({email}), without the quirks of the full RFC. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const orderEmailSchema = z
  .string(msg('form.emailRequired'))
  .trim()
  .min(1, msg('form.emailRequired'))
  .max(254, msg('form.emailInvalid'))
  .regex(EMAIL, msg('form.emailInvalid'))
  .transform((e) => e.toLowerCase());

/** Spec section 5: the comment is free text with any markup removed. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<[^>]*>?/g, '')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();
}

export const commentSchema = z
  .string()
  .transform(stripMarkup)
  .pipe(z.string().max(MAX_COMMENT, msg('order.commentTooLong')));

/**
 * What /panier sends to open the payment page. The e-mail is required unless
 * the server knows the customer; files are the ids of the caller's own uploads.
 */
export const checkoutSchema = orderFields
  .extend({
    email: z.string().optional(),
    comment: z.string().max(20_000).optional().default(''),
    fileIds: z.array(z.string().max(100)).max(60, msg('checkout.tooManyFiles')).default([]),
    idempotencyKey: z.string(msg('checkout.idempotency')).regex(/^[A-Za-z0-9_-]{16,64}$/, msg('checkout.idempotency')),
  })
  .refine(pagesCoverDocuments, pagesCoverDocumentsIssue)
  .refine(urgentFits, urgentFitsIssue);

/** Spec: raising documents above pages raises pages; pages never go below documents. */
export function reconcileCounts(
  pages: number,
  documents: number,
): { numberOfPages: number; numberOfDocuments: number } {
  const d = Math.max(1, Math.floor(documents) || 1);
  const p = Math.max(d, Math.floor(pages) || 1);
  return { numberOfPages: p, numberOfDocuments: d };
}
