import { AlertCircle, CheckCircle2, Download } from 'lucide-react';
import { Link } from 'react-router';
import type { ClientQuoteView } from '../../../server/quotes/view';
import { formatDay } from '../account/format';

/** What the client's quote page says about the quote's state (sent, accepted, paid, declined, expired). */
export const STATE_TONES: Record<ClientQuoteView['state'], string> = {
  draft: 'bg-surface-2 text-ink',
  sent: 'bg-brand-soft text-brand',
  accepted: 'bg-brand-soft text-brand',
  paid: 'bg-success-soft text-success',
  declined: 'bg-surface-2 text-ink',
  expired: 'bg-danger-soft text-danger',
};

/** What the page says about where the quote stands, above the quote itself. */
export function StateNotice({ quote, token }: { quote: ClientQuoteView; token: string }) {
  if (quote.state === 'expired')
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-4 text-sm leading-relaxed text-danger"
        data-testid="quote-expired"
      >
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          Ce devis a expiré le {quote.validUntilText} : il ne peut plus être accepté.{' '}
          <Link to="/devis" className="font-semibold text-danger underline">
            Demandez-nous un nouveau devis
          </Link>
          , nous vous répondrons rapidement.
        </p>
      </div>
    );
  if (quote.state === 'declined')
    return (
      <p role="status" className="rounded-xl bg-surface-2 px-4 py-4 text-sm text-ink" data-testid="quote-declined">
        Vous avez refusé ce devis{quote.declinedAt ? ` le ${formatDay(quote.declinedAt)}` : ''}. Merci de nous avoir
        répondu ; pour toute question, répondez simplement à l’e-mail qui vous l’a apporté.
      </p>
    );
  if (quote.state === 'accepted')
    return (
      <p role="status" className="rounded-xl bg-brand-soft px-4 py-4 text-sm text-ink" data-testid="quote-accepted">
        Vous avez accepté ce devis{quote.acceptedAt ? ` le ${formatDay(quote.acceptedAt)}` : ''} : il ne reste qu’à le
        régler, jusqu’au {quote.validUntilText}. Le paiement reprend la même commande.
      </p>
    );
  if (quote.state === 'paid')
    return (
      <div
        role="status"
        className="flex flex-col gap-4 rounded-xl bg-success-soft px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
        data-testid="quote-paid"
      >
        <p className="flex gap-2.5 text-sm leading-relaxed text-ink">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
          <span>
            Devis accepté et payé{quote.paidAt ? ` le ${formatDay(quote.paidAt)}` : ''} : commande{' '}
            <strong className="font-mono">{quote.orderId}</strong>. Nous commençons la traduction.
          </span>
        </p>
        <a
          href={`/api/quotes/${token}/invoice`}
          download
          className="btn-primary shrink-0"
          data-testid="quote-invoice-download"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Télécharger la facture
        </a>
      </div>
    );
  return null;
}

/** « Accepter et payer » (after the same withdrawal waiver as the cart) and « Refuser ». */
