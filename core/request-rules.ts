import { z } from 'zod';
import { msg, ref, type PlainMessageId } from './messages';
import { orderEmailSchema } from './order-rules';

/**
 * Quote requests (/devis, /order), contact and support messages: the rules
 * shared by the browser forms and the server (their texts: core/messages).
 */
export const NAME_MAX = 100;
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;
export const QUOTE_MAX_PAGES = 10_000;

/** Requests a client address may send per hour, per form. */
export const REQUESTS_PER_HOUR = 5;

/** Spec section 3: the quote's delivery options, with the labels the forms and e-mails show. */
export const QUOTE_DELIVERY_METHODS = [
  { id: 'email', label: 'E-mail (PDF signé)', description: 'La traduction certifiée vous est envoyée en PDF signé.' },
  { id: 'standard', label: 'Lettre suivie', description: 'Original papier, suivi La Poste.' },
  { id: 'priority', label: 'Lettre recommandée', description: 'Original papier remis contre signature.' },
  { id: 'international', label: 'International', description: 'Original papier envoyé hors de France.' },
  {
    id: 'dhl',
    label: 'DHL Express',
    description: 'Original papier, remise contre signature, en France et dans le monde.',
  },
  { id: 'pickup', label: 'Retrait au bureau à Dijon', description: 'Original papier remis en main propre au bureau.' },
] as const;
export type QuoteDeliveryMethod = (typeof QUOTE_DELIVERY_METHODS)[number]['id'];
const DELIVERY_IDS = QUOTE_DELIVERY_METHODS.map((d) => d.id) as [QuoteDeliveryMethod, ...QuoteDeliveryMethod[]];

/** The /order page's choice (spec: traduction, legalisation or professionnelle). */
export const SERVICE_TYPES = [
  { id: 'traduction', label: 'Traduction certifiée' },
  { id: 'legalisation', label: 'Légalisation' },
  { id: 'professionnelle', label: 'Traduction professionnelle' },
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

const requiredLine = (required: PlainMessageId, tooLong: 'form.nameTooLong' | 'form.subjectTooLong', max: number) =>
  z
    .string(msg(required))
    .transform(singleLine)
    .pipe(z.string().min(1, msg(required)).max(max, msg(tooLong, { max })));

const personNameSchema = requiredLine('form.nameRequired', 'form.nameTooLong', NAME_MAX);
const subjectSchema = requiredLine('form.subjectRequired', 'form.subjectTooLong', SUBJECT_MAX);

const messageSchema = z
  .string(msg('form.messageRequired'))
  .transform(cleanText)
  .pipe(z.string().min(1, msg('form.messageRequired')).max(MESSAGE_MAX, msg('request.messageTooLong')));

/** The quote's message is optional (spec: only name, e-mail and pages are required). */
const optionalMessageSchema = z
  .string()
  .max(MESSAGE_MAX * 4, msg('request.messageTooLong'))
  .optional()
  .transform((m) => cleanText(m ?? ''))
  .pipe(z.string().max(MESSAGE_MAX, msg('request.messageTooLong')));

/** E-mail: required, of the form {email}, trimmed and lower-cased (the order form's rule). */
export const requestEmailSchema = orderEmailSchema;

/** Blank for empty and NaN (an emptied number input), a type message for anything else that is not a number. */
const pagesSchema = z
  .number({
    error: (issue) =>
      ref(issue.input === undefined || Number.isNaN(issue.input) ? 'request.pagesRequired' : 'order.pagesInteger'),
  })
  .int(msg('order.pagesInteger'))
  .min(1, msg('order.pagesMin'))
  .max(QUOTE_MAX_PAGES, msg('request.pagesMax'));

const deliveryMethodSchema = z.enum(DELIVERY_IDS, msg('order.deliveryRequired'));
const serviceTypeSchema = z.enum(SERVICE_IDS, msg('request.serviceTypeRequired'));

/** Optional TR-XXXXXXXX, typed in any case with spaces around; blank means none. */
export const orderReferenceSchema = z
  .string()
  .max(100, msg('request.orderReferenceInvalid'))
  .optional()
  .transform((r) => (r ?? '').trim().toUpperCase())
  .refine((r) => r === '' || ORDER_REFERENCE_PATTERN.test(r), msg('request.orderReferenceInvalid'))
  .transform((r) => r || undefined);

/**
 * The hidden field people never see: anything in it means a robot filled every
 * input. The server then answers as usual but keeps and sends nothing.
 */
const honeypotSchema = z.string().max(1000).optional();
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
  if (value.serviceType && !value.message)
    ctx.addIssue({ code: 'custom', message: ref('request.descriptionRequired'), path: ['message'] });
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The /devis form. */
export const quoteFormSchema = quoteFields;

/** The /order form: same request, the service type and the description required field by field. */
export const serviceRequestFormSchema = quoteFields.extend({
  serviceType: serviceTypeSchema,
  message: z
    .string(msg('request.descriptionRequired'))
    .transform(cleanText)
    .pipe(z.string().min(1, msg('request.descriptionRequired')).max(MESSAGE_MAX, msg('request.messageTooLong'))),
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
  email: z.string().max(1000, msg('form.emailInvalid')).optional(),
  subject: subjectSchema,
  message: messageSchema,
  orderReference: orderReferenceSchema,
  website: honeypotSchema,
});
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** The /support form: the e-mail is always there (typed, or the locked account address). */
export const supportFormSchema = supportRequestSchema.extend({ email: requestEmailSchema });
