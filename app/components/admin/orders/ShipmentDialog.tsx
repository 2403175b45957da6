import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { tr } from '../../../../core/messages';
import { CARRIERS, type Carrier, type Shipment } from '../../../../core/shipment';
import { shipmentInputSchema } from '../../../../core/tracking';
import { controlProps, Field, inputClass } from '../../form/Field';
import { adminRequest } from '../admin-api';
import { Modal } from '../Modal';

const CARRIER_LABELS: Record<Carrier, () => string> = {
  laposte: () => tr('shipping.carrierLaposte'),
  dhl: () => tr('shipping.carrierDhl'),
  other: () => tr('shipping.carrierOther'),
};

type Problems = Partial<Record<'carrier' | 'carrierName' | 'trackingNumber', string>>;

/**
 * « Marquer comme expédiée » (or « Corriger le numéro de suivi »): the carrier and the tracking
 * number, checked with the API's own rule (core/tracking.ts) before sending; the server's refusal
 * shows under the field it names, or above the buttons.
 */
export function ShipmentDialog({
  orderId,
  current,
  open,
  onOpenChange,
  onDone,
}: {
  orderId: string;
  current: Shipment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (message: string) => Promise<void> | void;
}) {
  const [carrier, setCarrier] = useState<Carrier>(current?.carrier ?? 'laposte');
  const [carrierName, setCarrierName] = useState(current?.carrierName ?? '');
  const [trackingNumber, setTrackingNumber] = useState(current?.trackingNumber ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { carrier, trackingNumber, ...(carrier === 'other' ? { carrierName } : {}) };
    const checked = shipmentInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) found[(issue.path[0] ?? 'carrier') as keyof Problems] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    setRefusal(null);
    setBusy(true);
    const answer = await adminRequest('POST', `/api/admin/orders/${orderId}/shipment`, body);
    setBusy(false);
    if (!answer.ok) {
      setRefusal(answer.message ?? tr('shipping.failed'));
      return;
    }
    onOpenChange(false);
    await onDone(answer.data.message);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={current ? tr('shipping.correctTracking') : tr('shipping.markShipped')}
      description={tr('shipping.dialogIntro')}
      testId="shipment-dialog"
    >
      <form className="space-y-5 px-6 pt-5 pb-6 sm:px-8" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="field-label">{tr('shipping.carrierLabel')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {CARRIERS.map((c) => (
              <label key={c} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="carrier"
                  value={c}
                  checked={carrier === c}
                  onChange={() => setCarrier(c)}
                  data-testid={`carrier-${c}`}
                />
                {CARRIER_LABELS[c]()}
              </label>
            ))}
          </div>
        </fieldset>
        {carrier === 'other' ? (
          <Field id="carrier-name" label={tr('shipping.carrierNameLabel')} error={problems.carrierName}>
            <input
              {...controlProps('carrier-name', problems.carrierName, undefined)}
              className={inputClass(problems.carrierName)}
              value={carrierName}
              onChange={(e) => setCarrierName(e.target.value)}
              maxLength={80}
              data-testid="carrier-name"
            />
          </Field>
        ) : null}
        <Field id="tracking-number" label={tr('shipping.trackingLabel')} error={problems.trackingNumber}>
          <input
            {...controlProps('tracking-number', problems.trackingNumber, undefined)}
            className={inputClass(problems.trackingNumber, 'font-mono')}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            data-testid="tracking-number"
          />
        </Field>
        {refusal ? (
          <p role="alert" className="text-sm font-medium text-danger" data-testid="shipment-refusal">
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            {tr('shipping.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="shipment-save">
            {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {busy ? tr('shipping.saving') : tr('shipping.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
