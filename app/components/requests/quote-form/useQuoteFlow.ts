import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { quoteFormSchema, serviceRequestFormSchema } from '../../../../core/request-rules';
import { useFormFlow } from '../../form/useFormFlow';
import { sendRequest } from '../request-client';

type QuoteValues = z.input<typeof quoteFormSchema>;
type QuoteOutput = z.output<typeof quoteFormSchema>;

/** The fields as POST /api/services/request-quote reads them, with the optional document. */
function quoteBody(values: QuoteOutput, file: File | null): FormData {
  const body = new FormData();
  body.append('name', values.name);
  body.append('email', values.email);
  body.append('numberOfPages', String(values.numberOfPages));
  body.append('deliveryMethod', values.deliveryMethod);
  body.append('message', values.message);
  if (values.serviceType) body.append('serviceType', values.serviceType);
  body.append('website', values.website ?? '');
  if (file) body.append('file', file, file.name);
  return body;
}

/**
 * The quote request's form: its rules (the /order variant's or /devis'), its starting values and
 * the multipart post, which answers with the request's reference.
 */
export function useQuoteFlow({
  isOrder,
  accountEmail,
  file,
}: {
  isOrder: boolean;
  accountEmail: string | null;
  file: File | null;
}) {
  const defaults = useMemo<QuoteValues>(
    () => ({
      name: '',
      email: accountEmail ?? '',
      numberOfPages: 1,
      deliveryMethod: 'email',
      message: '',
      website: '',
    }),
    [accountEmail],
  );
  // The /order schema only adds requirements to the same fields, so one value type serves both.
  const resolver = useMemo(
    () =>
      zodResolver(isOrder ? serviceRequestFormSchema : quoteFormSchema) as unknown as Resolver<
        QuoteValues,
        unknown,
        QuoteOutput
      >,
    [isOrder],
  );
  return useFormFlow<QuoteValues, QuoteOutput, { reference: string; email: string }>({
    resolver,
    defaultValues: defaults,
    send: async (values) => {
      const answer = await sendRequest<{ message: string; reference: string }>(
        '/api/services/request-quote',
        quoteBody(values, file),
      );
      return answer.ok ? { ok: true, data: { reference: answer.data.reference, email: values.email } } : answer;
    },
  });
}
