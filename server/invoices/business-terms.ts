import { t } from '../../core/messages';
import type { Order } from '../orders/schema';
import { dayOf } from './pdf-layout';

/**
 * What a French B2B invoice must say beyond a consumer's (art. L441-9, L441-10 and D441-5 du Code
 * de commerce): when and how it is paid, the late-payment penalties' rate and the 40 € fixed
 * recovery indemnity. An order is paid when it is placed, so the terms say so (« payée le … par
 * … »); the penalties and the indemnity are printed all the same, as the law asks. Worded when the
 * document is issued and frozen with it (InvoiceDataV2), in French, and in Arabic too on an
 * Arabic order's document (decision 033).
 */
export interface BusinessTerms {
  title: string;
  lines: string[];
  arabic?: { title: string; lines: string[] };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function businessTerms(input: {
  /** A credit note: the refund, not the payment. */
  credit: boolean;
  /** ISO instant of the payment (invoice) or the refund (credit note). */
  at: string;
  methodLabel: string;
  method: Order['paymentProvider'];
  arabic: boolean;
}): BusinessTerms {
  const date = dayOf(input.at);
  const lines = (lang: 'fr' | 'ar', method: string) => [
    t(lang, input.credit ? 'invoicePdf.b2bRefunded' : 'invoicePdf.b2bPaid', { date, method }),
    t(lang, 'invoicePdf.b2bPenalties'),
    t(lang, 'invoicePdf.b2bIndemnity'),
  ];
  const arabicMethod = t(
    'ar',
    input.credit ? `invoicePdf.refundMethod_${input.method}` : `invoicePdf.method_${input.method}`,
  );
  return {
    title: t('fr', 'invoicePdf.b2bTitle'),
    lines: lines('fr', lowerFirst(input.methodLabel)),
    ...(input.arabic ? { arabic: { title: t('ar', 'invoicePdf.b2bTitle'), lines: lines('ar', arabicMethod) } } : {}),
  };
}
