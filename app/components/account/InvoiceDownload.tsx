import { FileDown } from 'lucide-react';
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
  if (!invoice) {
    return (
      <p className="text-sm text-muted" data-testid="invoice-none">
        {paid
          ? 'Cette commande a été payée avant la facturation en ligne : sa facture n’est pas disponible ici.'
          : 'La facture est émise au paiement de la commande.'}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="invoice">
      <p className="text-sm text-muted">
        Facture <span className="font-mono font-medium text-ink">{invoice.number}</span> émise le{' '}
        {formatDay(invoice.issuedAt)}.
      </p>
      <a
        href={invoice.url}
        download={`facture-${invoice.number}.pdf`}
        className="btn-secondary min-h-11 justify-center"
        data-testid="invoice-download"
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        Télécharger la facture
      </a>
    </div>
  );
}
