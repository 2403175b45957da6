import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { tr } from '../../../../core/messages';
import { formatEuros } from '../../../../core/money';
import { formatDay } from '../../account/format';

export interface PaymentAnomalyView {
  orderId: string;
  refundedCents: number;
  paidCents: number;
  checkedAt: string | null;
}

/** The figures Stripe reported, in the translator's words (server/refunds/anomaly.ts). */
const sentence = (a: PaymentAnomalyView) =>
  tr('refund.anomalyAbovePaid', {
    refunded: formatEuros(a.refundedCents),
    paid: formatEuros(a.paidCents),
    order: a.orderId,
  });

/**
 * On the order page (issue 29, item 9): Stripe reported more refunded than was paid. Only the paid
 * amount was credited; she checks the payment in Stripe, then marks it checked (it leaves the dashboard).
 */
export function PaymentAnomalyAlert({ anomaly, onChecked }: { anomaly: PaymentAnomalyView; onChecked: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const check = async () => {
    setBusy(true);
    const res = await fetch(`/api/admin/orders/${encodeURIComponent(anomaly.orderId)}/anomaly/checked`, {
      method: 'POST',
    }).catch(() => null);
    setBusy(false);
    setFailed(!res?.ok);
    if (res?.ok) onChecked();
  };
  return (
    <div
      role="alert"
      className={`mb-6 rounded-xl border px-4 py-3 text-sm ${anomaly.checkedAt ? 'border-line bg-surface text-muted' : 'border-danger/30 bg-danger-soft text-danger'}`}
      data-testid="payment-anomaly"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        {tr('refund.anomalyTitle')}
      </p>
      <p className="mt-1">{sentence(anomaly)}</p>
      {anomaly.checkedAt ? (
        <p className="mt-1">{tr('refund.anomalyChecked', { date: formatDay(anomaly.checkedAt, 'fr') })}</p>
      ) : (
        <button type="button" className="btn-secondary mt-3" onClick={check} disabled={busy}>
          {tr('refund.anomalyCheck')}
        </button>
      )}
      {failed ? <p className="mt-2 font-medium">{tr('http.serverError')}</p> : null}
    </div>
  );
}

/** On the dashboard: each anomaly not yet checked, linked to its order. */
export function PaymentAnomalyList({ anomalies }: { anomalies: PaymentAnomalyView[] }) {
  if (anomalies.length === 0) return null;
  return (
    <section
      role="status"
      className="mb-6 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
      data-testid="payment-anomalies"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        {tr('refund.anomalyTitle')}
      </h2>
      <ul className="mt-1 space-y-1">
        {anomalies.map((a) => (
          <li key={a.orderId}>
            <Link to={`/admin/order-admin-details/${a.orderId}`} className="underline underline-offset-4">
              {sentence(a)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
