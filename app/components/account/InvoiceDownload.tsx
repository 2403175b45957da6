import { FileDown } from 'lucide-react';
import { useLang, useT } from '../../lib/i18n';
import { formatDay } from './format';

/** An order's invoice: what the customer and the admin see on the order page (the PDF stored when it was issued). */
export interface InvoiceLinkView {
  number: string;
  issuedAt: string;
  url: string;
}

/**
 * « Télécharger la facture »: a plain link to the stored PDF, sent as a download. Before the
 * payment there is no invoice yet, and the page says so.
 */
export function InvoiceDownload({ invoice, paid }: { invoice: InvoiceLinkView | null; paid: boolean }) {
  const t = useT();
  const lang = useLang();
  if (!invoice) {
    return (
      <p className="text-sm text-muted" data-testid="invoice-none">
        {t(paid ? 'customerArea.invoicePaidBefore' : 'customerArea.invoiceAtPayment')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="invoice">
      <p className="text-sm text-muted">
        {t('sample.facture')}{' '}
        <span dir="ltr" className="font-mono font-medium text-ink">
          {invoice.number}
        </span>{' '}
        {t('customerArea.invoiceIssued', { date: formatDay(invoice.issuedAt, lang) })}
      </p>
      <a
        href={invoice.url}
        download={`facture-${invoice.number}.pdf`}
        className="btn-secondary min-h-11 justify-center"
        data-testid="invoice-download"
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {t('customerArea.downloadInvoice')}
      </a>
    </div>
  );
}
