import { z } from 'zod';
import { msg } from './messages';
import { orderEmailSchema } from './order-rules';

export const ADMIN_EMAIL_LIMITS = { subjectMax: 200, textMax: 10_000 } as const;

/**
 * Body of POST /api/admin/send-email (spec 7: clientEmail, subject, text,
 * optionally fileAdmin). One exported object so the translated-file links
 * can be added with `adminEmailBodySchema.extend({ fileAdmin: … })`.
 */
export const adminEmailBodySchema = z.object(
  {
    clientEmail: orderEmailSchema,
    subject: z
      .string(msg('form.subjectRequired'))
      .trim()
      .min(1, msg('form.subjectRequired'))
      .max(ADMIN_EMAIL_LIMITS.subjectMax, msg('form.subjectTooLong', { max: ADMIN_EMAIL_LIMITS.subjectMax })),
    text: z
      .string(msg('form.messageRequired'))
      .trim()
      .min(1, msg('form.messageRequired'))
      .max(ADMIN_EMAIL_LIMITS.textMax, msg('adminEmail.textTooLong')),
    // Translated files (ids or URLs, one or a list) sent as signed, expiring download links; see admin/orders/delivery.ts.
    fileAdmin: z
      .union([z.string().max(500), z.array(z.string().max(500)).max(50)], msg('adminEmail.fileAdminInvalid'))
      .optional(),
    // The order the e-mail is about; alone, it sends the links of all its translations.
    orderId: z.string(msg('adminEmail.orderIdInvalid')).max(100, msg('adminEmail.orderIdInvalid')).optional(),
  },
  msg('adminEmail.bodyRequired'),
);
