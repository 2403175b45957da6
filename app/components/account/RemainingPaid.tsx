import { useLang, useT } from '../../lib/i18n';
import { formatAmount } from './format';

/** The one rule of what an order still costs after its refunds: its total less what the credit notes gave back. */
const remainingPaidCents = (totalCents: number, refundedCents: number): number =>
  Math.max(0, totalCents - refundedCents);

/**
 * « Montant restant payé : 30 € » after a partial refund (issue 30): under the order page's credit
 * notes and in the customer's order lists, the same words from the same rule. Nothing without a refund.
 */
export function RemainingPaid({
  totalCents,
  refundedCents,
  className = '',
}: {
  totalCents: number;
  refundedCents: number;
  className?: string;
}) {
  const t = useT();
  const lang = useLang();
  if (refundedCents <= 0) return null;
  return (
    <span className={className} data-testid="remaining-amount">
      {t('customerArea.remainingPaid', { amount: formatAmount(remainingPaidCents(totalCents, refundedCents), lang) })}
    </span>
  );
}
