import { z } from 'zod';

/** French messages of the order form (spec section 5), one place for browser and server. */
export const ORDER_MESSAGES = {
  documentsMin: 'Le nombre de documents doit être au moins 1',
  pagesBelowDocuments: 'Le nombre de pages ne peut pas être inférieur au nombre de documents.',
  pagesMin: 'Le nombre de pages doit être au moins 1',
  pagesMax: 'Le nombre de pages ne peut pas dépasser 500. Pour un volume plus important, demandez un devis.',
  documentsMax: 'Le nombre de documents ne peut pas dépasser 100. Pour un volume plus important, demandez un devis.',
  pagesInteger: 'Le nombre de pages doit être un nombre entier.',
  documentsInteger: 'Le nombre de documents doit être un nombre entier.',
  deliveryRequired: 'Choisissez un mode de livraison.',
  legalizationRequired: 'Choisissez un type de légalisation.',
  emailRequired: 'L’adresse email est requise.',
  emailInvalid: 'Veuillez entrer une adresse email valide.',
  commentTooLong: 'Le commentaire ne peut pas dépasser 2 000 caractères.',
  fileType: 'Seuls les fichiers PDF, PNG et JPG sont autorisés.',
  uploadFailed: 'Erreur lors de l’upload des fichiers.',
  deleteFailed: 'Erreur lors de la suppression du fichier.',
} as const;

export const MAX_PAGES = 500;
export const MAX_DOCUMENTS = 100;
export const MAX_COMMENT = 2000;

/** Spec section 4: the form's state before the first calculation. */
export const ORDER_DEFAULTS = {
  numberOfPages: 1,
  numberOfDocuments: 1,
  deliveryMethod: 'email',
  legalization: 'none',
  totalPrice: 30,
} as const;

const count = (integer: string, min: string, max: string, limit: number) =>
  z
    .number({ message: integer })
    .int(integer)
    .min(1, min)
    .max(limit, max);

/** Price request; the catalogue check of the ids happens where the catalogue is known. */
const orderFields = z.object({
  numberOfPages: count(ORDER_MESSAGES.pagesInteger, ORDER_MESSAGES.pagesMin, ORDER_MESSAGES.pagesMax, MAX_PAGES),
  numberOfDocuments: count(ORDER_MESSAGES.documentsInteger, ORDER_MESSAGES.documentsMin, ORDER_MESSAGES.documentsMax, MAX_DOCUMENTS),
  deliveryMethod: z.string({ message: ORDER_MESSAGES.deliveryRequired }).trim().min(1, ORDER_MESSAGES.deliveryRequired).max(40),
  legalization: z.string({ message: ORDER_MESSAGES.legalizationRequired }).trim().min(1, ORDER_MESSAGES.legalizationRequired).max(40),
});

const pagesCoverDocuments = (v: { numberOfPages: number; numberOfDocuments: number }) => v.numberOfPages >= v.numberOfDocuments;
const pagesCoverDocumentsIssue = { message: ORDER_MESSAGES.pagesBelowDocuments, path: ['numberOfPages'] };

export const priceRequestSchema = orderFields.refine(pagesCoverDocuments, pagesCoverDocumentsIssue);

export type PriceRequestInput = z.infer<typeof priceRequestSchema>;

/** The simple shape the spec asks for ({email}), without the quirks of the full RFC. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const orderEmailSchema = z
  .string({ message: ORDER_MESSAGES.emailRequired })
  .trim()
  .min(1, ORDER_MESSAGES.emailRequired)
  .max(254, ORDER_MESSAGES.emailInvalid)
  .regex(EMAIL, ORDER_MESSAGES.emailInvalid)
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
  .pipe(z.string().max(MAX_COMMENT, ORDER_MESSAGES.commentTooLong));

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Votre panier est vide.',
  idempotency: 'Requête de paiement invalide : rechargez la page et réessayez.',
  tooManyFiles: 'Trop de fichiers pour une seule commande.',
} as const;

/**
 * What /panier sends to open the payment page. The e-mail is required unless
 * the server knows the customer; files are the ids of the caller's own uploads.
 */
export const checkoutSchema = orderFields
  .extend({
    email: z.string().optional(),
    comment: z.string().max(20_000).optional().default(''),
    fileIds: z.array(z.string().max(100)).max(60, CHECKOUT_MESSAGES.tooManyFiles).default([]),
    idempotencyKey: z.string({ message: CHECKOUT_MESSAGES.idempotency }).regex(/^[A-Za-z0-9_-]{16,64}$/, CHECKOUT_MESSAGES.idempotency),
  })
  .refine(pagesCoverDocuments, pagesCoverDocumentsIssue);

export type CheckoutRequest = z.infer<typeof checkoutSchema>;

/** Spec: raising documents above pages raises pages; pages never go below documents. */
export function reconcileCounts(pages: number, documents: number): { numberOfPages: number; numberOfDocuments: number } {
  const d = Math.max(1, Math.floor(documents) || 1);
  const p = Math.max(d, Math.floor(pages) || 1);
  return { numberOfPages: p, numberOfDocuments: d };
}
