import { z } from 'zod';
import { BUSINESS } from './business';
import { ORDER_MESSAGES, orderEmailSchema } from './order-rules';

/**
 * Quote requests (/devis, /order), contact and support messages: the rules and
 * French messages shared by the browser forms and the server.
 */
export const REQUEST_MESSAGES = {
  nameRequired: 'Le nom est requis.',
  nameTooLong: 'Le nom ne peut pas dépasser 100 caractères.',
  emailRequired: ORDER_MESSAGES.emailRequired,
  emailInvalid: ORDER_MESSAGES.emailInvalid,
  pagesRequired: 'Le nombre de pages est requis.',
  pagesInteger: 'Le nombre de pages doit être un nombre entier.',
  pagesMin: 'Le nombre de pages doit être au moins 1',
  pagesMax: 'Le nombre de pages ne peut pas dépasser 10 000.',
  deliveryRequired: 'Choisissez un mode de livraison.',
  serviceTypeRequired: 'Choisissez le type de prestation.',
  descriptionRequired: 'Décrivez votre besoin en quelques mots.',
  subjectRequired: 'L’objet est requis.',
  subjectTooLong: 'L’objet ne peut pas dépasser 150 caractères.',
  messageRequired: 'Le message est requis.',
  messageTooLong: 'Le message ne peut pas dépasser 5 000 caractères.',
  orderReferenceInvalid: 'Référence de commande invalide : elle s’écrit TR- suivi de 8 caractères, par exemple TR-7K3F9Q2M.',
  fileType: ORDER_MESSAGES.fileType,
  oneFileOnly: 'Vous ne pouvez joindre qu’un seul fichier à votre demande.',
  quoteSent: 'Votre demande de devis a été envoyée avec succès !',
  quoteFollowUp: 'Nous vous enverrons votre devis dans les plus brefs délais.',
  contactSent: 'Votre message a été envoyé avec succès !',
  supportSent: 'Votre demande d’assistance a été envoyée avec succès !',
  genericError: 'Une erreur est survenue. Veuillez réessayer.',
  tooManyRequests: `Vous avez envoyé plusieurs demandes en peu de temps. Veuillez réessayer dans une heure, ou appelez-nous au ${BUSINESS.phoneDisplay}.`,
} as const;

export const NAME_MAX = 100;
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;
export const QUOTE_MAX_PAGES = 10_000;

/** Requests a client address may send per hour, per form. */
export const REQUESTS_PER_HOUR = 5;

/** Spec section 3: the quote's delivery options, with the labels the forms and e-mails show. */
export const QUOTE_DELIVERY_METHODS = [
  { id: 'email', label: 'E-mail (PDF signé)', description: 'La traduction certifiée vous est envoyée en PDF signé.' },
  { id: 'standard', label: 'Lettre suivie', description: 'Original papier, suivi La Poste, 2 à 3 jours.' },
  { id: 'priority', label: 'Lettre recommandée', description: 'Original papier remis contre signature.' },
  { id: 'international', label: 'International', description: 'Original papier envoyé hors de France.' },
  { id: 'dhl', label: 'DHL Express', description: 'Original papier, 24 à 72 h dans le monde.' },
] as const;
export type QuoteDeliveryMethod = (typeof QUOTE_DELIVERY_METHODS)[number]['id'];
const DELIVERY_IDS = QUOTE_DELIVERY_METHODS.map((d) => d.id) as [QuoteDeliveryMethod, ...QuoteDeliveryMethod[]];

/** The /order page's choice (spec: traduction, legalisation or professionnelle). */
export const SERVICE_TYPES = [
  { id: 'traduction', label: 'Traduction certifiée', description: 'Actes, jugements, diplômes… avec valeur officielle.' },
  { id: 'legalisation', label: 'Légalisation', description: 'Mairie, ministère, consulat ou ambassade.' },
  { id: 'professionnelle', label: 'Traduction professionnelle', description: 'Contrats, documents commerciaux ou techniques.' },
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number]['id'];
const SERVICE_IDS = SERVICE_TYPES.map((s) => s.id) as [ServiceType, ...ServiceType[]];

export const deliveryLabel = (id: string): string => QUOTE_DELIVERY_METHODS.find((d) => d.id === id)?.label ?? id;
export const serviceTypeLabel = (id: string): string => SERVICE_TYPES.find((s) => s.id === id)?.label ?? id;

/**
 * Same shape as server/orders/reference.ts (Crockford base 32, no I, L, O, U),
 * repeated here because that module needs node:crypto and core runs in the browser.
 */
export const ORDER_REFERENCE_PATTERN = /^TR-[0-9A-HJKMNP-TV-Z]{8}$/;

/** Text typed in a form: Windows line breaks unified, invisible control characters dropped. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();
}

/** One line (a name, a subject): it also ends up in e-mail headers, so no line breaks. */
export const singleLine = (text: string): string => cleanText(text).replace(/\s+/g, ' ');

const requiredLine = (required: string, tooLong: string, max: number) =>
  z
    .string({ message: required })
    .transform(singleLine)
    .pipe(z.string().min(1, required).max(max, tooLong));

export const personNameSchema = requiredLine(REQUEST_MESSAGES.nameRequired, REQUEST_MESSAGES.nameTooLong, NAME_MAX);
export const subjectSchema = requiredLine(REQUEST_MESSAGES.subjectRequired, REQUEST_MESSAGES.subjectTooLong, SUBJECT_MAX);

export const messageSchema = z
  .string({ message: REQUEST_MESSAGES.messageRequired })
  .transform(cleanText)
  .pipe(z.string().min(1, REQUEST_MESSAGES.messageRequired).max(MESSAGE_MAX, REQUEST_MESSAGES.messageTooLong));

/** The quote's message is optional (spec: only name, e-mail and pages are required). */
export const optionalMessageSchema = z
  .string()
  .max(MESSAGE_MAX * 4, REQUEST_MESSAGES.messageTooLong)
  .optional()
  .transform((m) => cleanText(m ?? ''))
  .pipe(z.string().max(MESSAGE_MAX, REQUEST_MESSAGES.messageTooLong));

/** E-mail: required, of the form {email}, trimmed and lower-cased (the order form's rule). */
export const requestEmailSchema = orderEmailSchema;

/** Blank for empty and NaN (an emptied number input), a type message for anything else that is not a number. */
export const pagesSchema = z
  .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? REQUEST_MESSAGES.pagesRequired : REQUEST_MESSAGES.pagesInteger) })
  .int(REQUEST_MESSAGES.pagesInteger)
  .min(1, REQUEST_MESSAGES.pagesMin)
  .max(QUOTE_MAX_PAGES, REQUEST_MESSAGES.pagesMax);

export const deliveryMethodSchema = z.enum(DELIVERY_IDS, { message: REQUEST_MESSAGES.deliveryRequired });
export const serviceTypeSchema = z.enum(SERVICE_IDS, { message: REQUEST_MESSAGES.serviceTypeRequired });

/** Optional TR-XXXXXXXX, typed in any case with spaces around; blank means none. */
export const orderReferenceSchema = z
  .string()
  .max(100, REQUEST_MESSAGES.orderReferenceInvalid)
  .optional()
  .transform((r) => (r ?? '').trim().toUpperCase())
  .refine((r) => r === '' || ORDER_REFERENCE_PATTERN.test(r), REQUEST_MESSAGES.orderReferenceInvalid)
  .transform((r) => r || undefined);

/**
 * The hidden field people never see: anything in it means a robot filled every
 * input. The server then answers as usual but keeps and sends nothing.
 */
export const honeypotSchema = z.string().max(1000).optional();
export const HONEYPOT_FIELD = 'website';
export const isHoneypotFilled = (value: string | undefined): boolean => (value ?? '').trim() !== '';

const quoteFields = z.object({
  name: personNameSchema,
  email: requestEmailSchema,
  numberOfPages: pagesSchema.optional().default(1),
  deliveryMethod: deliveryMethodSchema.optional().default('email'),
  message: optionalMessageSchema,
  serviceType: serviceTypeSchema.optional(),
  website: honeypotSchema,
});

/**
 * POST /api/services/request-quote (multipart fields, converted by the server).
 * With a service type (/order) the message is the description of the need and
 * becomes required.
 */
export const quoteRequestSchema = quoteFields.superRefine((value, ctx) => {
  if (value.serviceType && !value.message) ctx.addIssue({ code: 'custom', message: REQUEST_MESSAGES.descriptionRequired, path: ['message'] });
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The /devis form. */
export const quoteFormSchema = quoteFields;

/** The /order form: same request, the service type and the description required field by field. */
export const serviceRequestFormSchema = quoteFields.extend({
  serviceType: serviceTypeSchema,
  message: z
    .string({ message: REQUEST_MESSAGES.descriptionRequired })
    .transform(cleanText)
    .pipe(z.string().min(1, REQUEST_MESSAGES.descriptionRequired).max(MESSAGE_MAX, REQUEST_MESSAGES.messageTooLong)),
});

/** POST /api/contact and the /contact form. */
export const contactRequestSchema = z.object({
  name: personNameSchema,
  email: requestEmailSchema,
  subject: subjectSchema,
  message: messageSchema,
  website: honeypotSchema,
});
export type ContactRequest = z.output<typeof contactRequestSchema>;

/**
 * POST /api/support: the e-mail is optional here because a signed-in caller's
 * account address replaces it; the server requires it from everyone else.
 */
export const supportRequestSchema = z.object({
  email: z.string().max(1000, REQUEST_MESSAGES.emailInvalid).optional(),
  subject: subjectSchema,
  message: messageSchema,
  orderReference: orderReferenceSchema,
  website: honeypotSchema,
});
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** The /support form: the e-mail is always there (typed, or the locked account address). */
export const supportFormSchema = supportRequestSchema.extend({ email: requestEmailSchema });
