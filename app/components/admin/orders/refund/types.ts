/** A refund as the admin order page lists it. */
export interface RefundView {
  id: string;
  amountCents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** Set on a refund Stripe has not confirmed: « Réessayer » sends it again with its key. */
  retryKey: string | null;
  createdAt: string;
  creditNoteNumber: string | null;
}

/** 7250 → « 72,50 », what the amount field shows (no currency sign, the label says euros). */
export const typed = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
