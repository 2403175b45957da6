import { z } from 'zod';
import { orderEmailSchema } from './order-rules';

export const ADMIN_EMAIL_LIMITS = { subjectMax: 200, textMax: 10_000 } as const;

export const ADMIN_EMAIL_MESSAGES = {
  bodyRequired: 'Indiquez le destinataire, l’objet et le message.',
  subjectRequired: 'L’objet est requis.',
  subjectTooLong: `L’objet ne peut pas dépasser ${ADMIN_EMAIL_LIMITS.subjectMax} caractères.`,
  textRequired: 'Le message est requis.',
  textTooLong: 'Le message ne peut pas dépasser 10 000 caractères.',
  queued: (to: string) => `Message mis en file d’envoi pour ${to}.`,
  fileAdminInvalid: 'Fichiers traduits invalides : donnez une liste d’identifiants ou de liens.',
  orderIdInvalid: 'Référence de commande invalide.',
} as const;

/**
 * Body of POST /api/admin/send-email (spec 7: clientEmail, subject, text,
 * optionally fileAdmin). One exported object so the translated-file links
 * can be added with `adminEmailBodySchema.extend({ fileAdmin: … })`.
 */
export const adminEmailBodySchema = z.object(
  {
    clientEmail: orderEmailSchema,
    subject: z
      .string({ message: ADMIN_EMAIL_MESSAGES.subjectRequired })
      .trim()
      .min(1, ADMIN_EMAIL_MESSAGES.subjectRequired)
      .max(ADMIN_EMAIL_LIMITS.subjectMax, ADMIN_EMAIL_MESSAGES.subjectTooLong),
    text: z
      .string({ message: ADMIN_EMAIL_MESSAGES.textRequired })
      .trim()
      .min(1, ADMIN_EMAIL_MESSAGES.textRequired)
      .max(ADMIN_EMAIL_LIMITS.textMax, ADMIN_EMAIL_MESSAGES.textTooLong),
    // Translated files (ids or URLs, one or a list) sent as signed, expiring download links; see admin/orders/delivery.ts.
    fileAdmin: z.union([z.string().max(500), z.array(z.string().max(500)).max(50)], { message: ADMIN_EMAIL_MESSAGES.fileAdminInvalid }).optional(),
    // The order the e-mail is about; alone, it sends the links of all its translations.
    orderId: z.string({ message: ADMIN_EMAIL_MESSAGES.orderIdInvalid }).max(100, ADMIN_EMAIL_MESSAGES.orderIdInvalid).optional(),
  },
  { message: ADMIN_EMAIL_MESSAGES.bodyRequired },
);

export type AdminEmailBody = z.output<typeof adminEmailBodySchema>;
