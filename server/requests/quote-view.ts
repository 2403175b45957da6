import { z } from 'zod';
import { deliveryLabel, serviceTypeLabel } from '../../core/request-rules';
import type { Upload } from '../files/schema';
import type { QuoteRequestRow } from './schema';

/** A quote request as the back office sees it (API answers and the admin pages). */
export const quoteView = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  userId: z.string().nullable(),
  numberOfPages: z.number().int(),
  deliveryMethod: z.string(),
  deliveryLabel: z.string(),
  serviceType: z.string().nullable(),
  serviceTypeLabel: z.string().nullable(),
  message: z.string(),
  file: z.object({ name: z.string(), type: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});

const quoteFileUrl = (id: string) => `/api/admin/quotes/${id}/file`;

export function quoteViewOf(quote: QuoteRequestRow, file: Upload | null): z.infer<typeof quoteView> {
  return {
    id: quote.id,
    createdAt: quote.createdAt.toISOString(),
    name: quote.name,
    email: quote.email,
    userId: quote.userId,
    numberOfPages: quote.numberOfPages,
    deliveryMethod: quote.deliveryMethod,
    deliveryLabel: deliveryLabel(quote.deliveryMethod),
    serviceType: quote.serviceType,
    serviceTypeLabel: quote.serviceType ? serviceTypeLabel(quote.serviceType) : null,
    message: quote.message,
    file: file
      ? { name: file.originalName, type: file.contentType, size: file.sizeBytes, url: quoteFileUrl(quote.id) }
      : null,
    handled: quote.handledAt !== null,
    handledAt: quote.handledAt?.toISOString() ?? null,
    handledBy: quote.handledBy,
  };
}
