import { Copy, Printer, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { addressLines } from '../../../../core/address-lines';
import type { BillingIdentity, Buyer } from '../../../../core/buyer';
import { tr, translate } from '../../../../core/messages';
import type { PostalAddress } from '../../../../core/postal-address';
import type { Shipment } from '../../../../core/shipment';
import { carrierName } from '../../../../core/shipping-rules';
import { trackingUrl } from '../../../../core/tracking';
import { formatDay } from '../../account/format';
import { useHydrated } from '../../form/useFormFlow';
import { Notice, type NoticeValue } from './Notice';
import { ShipmentDialog } from './ShipmentDialog';

export interface ShippingView {
  buyer: Buyer | null;
  shippingAddress: PostalAddress | null;
  billing: BillingIdentity | null;
  shipment: Shipment | null;
  /** Null: « Marquer comme expédiée » is offered; else why not (a message id). */
  refusal: string | null;
  toShip: boolean;
}

/**
 * Copies the address; where the clipboard is refused (plain http, an old browser, a denied
 * permission), selects it on the page so Ctrl+C copies it, and says so.
 */
async function copyAddress(text: string, block: HTMLElement | null): Promise<NoticeValue> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return { tone: 'success', message: tr('shipping.copied') };
  } catch {
    if (block) {
      const range = document.createRange();
      range.selectNodeContents(block);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    return { tone: 'error', message: tr('shipping.copyFallback') };
  }
}

function Billing({ billing }: { billing: BillingIdentity }) {
  const rows =
    billing.kind === 'person'
      ? [billing.name, ...(billing.address ? addressLines(billing.address, 'fr') : [])]
      : [
          billing.companyName,
          billing.siret
            ? `${tr('billing.siretLabel')} ${billing.siret}`
            : `${tr('billing.sirenLabel')} ${billing.siren}`,
          billing.vatNumber ? `${tr('billing.vatLabel')} ${billing.vatNumber}` : null,
          ...addressLines(billing.address, 'fr'),
          billing.reference ? `${tr('billing.referenceLabel')} : ${billing.reference}` : null,
        ];
  return (
    <div className="mt-5 border-t border-line pt-4" data-testid="billing-identity">
      <h3 className="text-sm font-semibold text-muted">{tr('shipping.billingTitle')}</h3>
      <p dir="auto" className="mt-1 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
        {rows.filter(Boolean).join('\n')}
      </p>
    </div>
  );
}

/** The admin order page's « Expédition »: recipient, address (copy, label), billing identity, the shipment. */
export function ShippingPanel({
  orderId,
  view,
  paperKind,
  onChanged,
}: {
  orderId: string;
  view: ShippingView;
  /** How the paper original reaches the customer: posted, collected at the office, or not at all (e-mail). */
  paperKind: 'post' | 'pickup' | null;
  onChanged: () => Promise<void> | void;
}) {
  const [notice, setNotice] = useState<NoticeValue>(null);
  const [dialog, setDialog] = useState(false);
  const block = useRef<HTMLDivElement>(null);
  // Buttons wait for the page's script: a click before it would be lost.
  const hydrated = useHydrated();
  const { buyer, shippingAddress: address, shipment } = view;
  const lines = address ? addressLines(address, 'fr') : [];
  const link = shipment ? trackingUrl(shipment.carrier, shipment.trackingNumber) : null;
  return (
    <div className="space-y-4 text-sm">
      <div data-testid="shipping-recipient">
        <h3 className="font-semibold text-muted">{tr('shipping.recipientTitle')}</h3>
        <div ref={block} className="mt-1 text-base text-ink [overflow-wrap:anywhere]" data-testid="shipping-address">
          {/* Typed by the client, in Arabic too: each line takes its own direction. */}
          {[buyer?.name ?? tr('shipping.noBuyer'), ...lines].map((l, i) => (
            <p key={`${i}-${l}`} dir="auto" className={i === 0 ? 'font-semibold' : undefined}>
              {l}
            </p>
          ))}
        </div>
        {buyer?.phone ? (
          <p className="mt-1 text-muted">
            {tr('shipping.phoneLabel')}&nbsp;: <a href={`tel:${buyer.phone.replace(/[^\d+]/g, '')}`}>{buyer.phone}</a>
          </p>
        ) : null}
        {address ? null : (
          <p className="mt-1 text-muted">
            {paperKind === 'post'
              ? tr('shipping.noAddressYet')
              : paperKind === 'pickup'
                ? tr('shipping.pickupAdmin')
                : tr('shipping.noPaper')}
          </p>
        )}
      </div>
      {address ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button
            type="button"
            className="btn-secondary"
            disabled={!hydrated}
            onClick={async () =>
              setNotice(await copyAddress([buyer?.name, ...lines].filter(Boolean).join('\n'), block.current))
            }
            data-testid="copy-address"
          >
            <Copy className="h-4 w-4" aria-hidden="true" />
            {tr('shipping.copyAddress')}
          </button>
          <a
            className="btn-secondary"
            href={`/api/admin/orders/${orderId}/label.pdf`}
            target="_blank"
            rel="noopener"
            data-testid="print-label"
          >
            <Printer className="h-4 w-4" aria-hidden="true" />
            {tr('shipping.printLabel')}
          </a>
        </div>
      ) : null}
      {address ? <p className="text-xs text-muted">{tr('shipping.labelHint')}</p> : null}
      {shipment ? (
        <p className="rounded-xl bg-success-soft px-3 py-2 text-ink" data-testid="shipment-summary">
          {tr('shipping.shippedBy', {
            date: formatDay(shipment.shippedAt, 'fr'),
            carrier: carrierName('fr', shipment),
            number: shipment.trackingNumber,
            by: shipment.by,
          })}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className="ms-1 text-brand underline">
              {tr('shipping.mailTrackLink')}
            </a>
          ) : null}
        </p>
      ) : null}
      {view.refusal === null ? (
        <button
          type="button"
          className="btn-primary"
          disabled={!hydrated}
          onClick={() => setDialog(true)}
          data-testid="mark-shipped"
        >
          <Truck className="h-4 w-4" aria-hidden="true" />
          {shipment ? tr('shipping.correctTracking') : tr('shipping.markShipped')}
        </button>
      ) : !shipment && view.refusal !== 'shipping.notPostal' ? (
        <p className="text-muted">{translate('fr', view.refusal as 'shipping.notDelivered')}</p>
      ) : null}
      <Notice value={notice} testId="shipping" />
      {view.billing ? <Billing billing={view.billing} /> : null}
      {dialog ? (
        <ShipmentDialog
          orderId={orderId}
          current={shipment}
          open={dialog}
          onOpenChange={setDialog}
          onDone={async (message) => {
            setNotice({ tone: 'success', message });
            await onChanged();
          }}
        />
      ) : null}
    </div>
  );
}
