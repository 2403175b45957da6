import { z } from 'zod';
import { commentSchema, orderEmailSchema, priceRequestSchema } from '../../../core/order-rules';
import type { ShippingOption } from '../../../core/shipping-zones';
import { IDENTITY_DEFAULTS, identityIssues, type IdentityValues } from './identity-values';

export interface OrderFormValues extends IdentityValues {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  legalization: string;
  urgent: boolean;
  /** « Pour quelle démarche ? »: a core/purposes id, or '' when not answered. */
  purpose: string;
  email: string;
  comment: string;
}

/**
 * The form's rules are the shared ones (core/order-rules): price request,
 * order e-mail (only when no address is known) and comment. Each issue keeps
 * the field path it belongs to, so every message sits under its own input.
 */
export function orderFormSchema(needEmail: () => boolean, deliveries: readonly (ShippingOption & { id: string })[]) {
  const identityShape = Object.fromEntries(Object.keys(IDENTITY_DEFAULTS).map((k) => [k, z.custom()])) as {
    [K in keyof IdentityValues]: z.ZodCustom<IdentityValues[K], IdentityValues[K]>;
  };
  return z
    .object({
      ...identityShape,
      numberOfPages: z.custom<number>(),
      numberOfDocuments: z.custom<number>(),
      deliveryMethod: z.custom<string>(),
      legalization: z.custom<string>(),
      urgent: z.custom<boolean>(),
      purpose: z.custom<string>(),
      email: z.custom<string>(),
      comment: z.custom<string>(),
    })
    .superRefine((values, ctx) => {
      const price = priceRequestSchema.safeParse({
        numberOfPages: values.numberOfPages,
        numberOfDocuments: values.numberOfDocuments,
        deliveryMethod: values.deliveryMethod,
        legalization: values.legalization,
        urgent: values.urgent === true,
        purpose: values.purpose || undefined,
      });
      if (!price.success) {
        // One message per field: the first one found is the one that matters.
        const seen = new Set<string>();
        for (const issue of price.error.issues) {
          const field = String(issue.path[0] ?? 'numberOfPages');
          if (seen.has(field)) continue;
          seen.add(field);
          ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
        }
      }
      if (needEmail()) {
        const email = orderEmailSchema.safeParse(values.email ?? '');
        if (!email.success) ctx.addIssue({ code: 'custom', message: email.error.issues[0]!.message, path: ['email'] });
      }
      // « Vos coordonnées », the shipping address and the billing identity: the API's rules (core/buyer).
      const delivery = deliveries.find((d) => d.id === values.deliveryMethod);
      for (const issue of identityIssues({ ...IDENTITY_DEFAULTS, ...values } as IdentityValues, delivery))
        ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
      const comment = commentSchema.safeParse(values.comment ?? '');
      if (!comment.success)
        ctx.addIssue({ code: 'custom', message: comment.error.issues[0]!.message, path: ['comment'] });
    });
}
