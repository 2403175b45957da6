import { z } from 'zod';
import { orderEmailSchema } from '../../../core/order-rules';

export const ADMIN_EMAIL_LIMITS = { subjectMax: 200, textMax: 10_000 } as const;

export const ADMIN_EMAIL_MESSAGES = {
  bodyRequired: 'Indiquez le destinataire, l’objet et le message.',
  subjectRequired: 'L’objet est requis.',
  subjectTooLong: `L’objet ne peut pas dépasser ${ADMIN_EMAIL_LIMITS.subjectMax} caractères.`,
  textRequired: 'Le message est requis.',
  textTooLong: 'Le message ne peut pas dépasser 10 000 caractères.',
  queued: (to: string) => `Message mis en file d’envoi pour ${to}.`,
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
  },
  { message: ADMIN_EMAIL_MESSAGES.bodyRequired },
);

export type AdminEmailBody = z.output<typeof adminEmailBodySchema>;
